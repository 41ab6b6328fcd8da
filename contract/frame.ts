// Spec 01 (the frame) and the wire contract: login and session, the shared look-ups, files and
// exports. Transcribed by hand; where the spec names a call but not its path, the path is marked
// `assumed` with why.
import { EXPORT, entries, fields, file, list, none, object, page } from './define.ts';

// Paging has the spec's defaults (01 §9: page 1, size 20); the search box sends its text once it holds a character.
const PAGE_50 = 'pageNum? pageSize?:50 condition?';
const MEMBER_ROW = 'memberId orgName realName maskMobile maskIdcNum cnlMemberRegisetrTag memberType custMemberType';

/** Spec 01 §3 and 02 §3: the common search form (orders, bills, merchant transactions). */
export const SEARCH_FORM = fields(
  'pageNum? pageSize? startDate? endDate? memberId? custMemberId? cnlMerchantCode? orderId? custOrderId? psamCode? tusn? cardNo? mchtNo? referNo? orderStatus? orgMemberId? topOrgMemberId? parentOrgMemberId? curOrgMemberId? leaderMemberId?',
);

/** 01 §7 writes the two report paths without their method or which id `{id}` is. */
const REPORT_ID =
  'the spec writes the path without its method or which id {id} is: POST (01 §7 "mostly POST"), {id} the report row\'s fileId (the reference upstream takes its taskId as well)';

export const frame = entries({
  // Protocol §3, §4; spec 01 §7 "Login and session".
  'GET /user-manager/plaintext': { spec: 'protocol §3', public: true, reply: object('plaintext keyId publicKey') },
  'POST /client/standard/getImgCaptcha': { spec: 'protocol §4', public: true, request: {}, reply: object('captchaKey image') },
  'POST /client/standard/checkCaptcha': { spec: 'protocol §4', public: true, request: fields('captchaKey captchaCode'), reply: none },
  'POST /admin/standard/login': {
    spec: 'protocol §2 (login headers), §4',
    public: true,
    // Protocol §2: "Login sends these headers: appVersion: 1.1.3, appType: 101420, custMemberType:
    // 102900, osPlatfm: WEB, timestamp: <ms>, productCode: <code>"; 01 §4 line 95 stores 'unset' when
    // no product code is known, so that is a code too.
    headers: {
      appversion: '1.1.3',
      apptype: '101420',
      custmembertype: '102900',
      osplatfm: 'WEB',
      timestamp: '^\\d{13}$',
      productcode: '^[A-Za-z0-9_-]{1,32}$',
    },
    request: fields('loginId password captchaKey captchaCode'),
    reply: object('token empId memberId'),
  },
  'POST /admin/standard/main': { spec: 'protocol §4', request: {}, reply: object('member menus') },
  'GET /employe/res/btn': {
    spec: 'protocol §4; 01 §7 "answer in data.data"',
    request: fields('empId:query'),
    reply: { shape: 'list', alsoAt: 'data.data' },
  },
  'POST /admin/standard/resetpwd': { spec: 'protocol §4', request: fields('oldPassword newPassword'), reply: none },
  'POST /client/standard/recordLoginLog': {
    spec: 'protocol §2, §4 (not a public call: it carries the bearer token; a 404 is silent)',
    request: fields('loginId result'),
    reply: none,
  },
  'POST /admin/standard/logout': { spec: 'protocol §4 (optional; a 404 is fine)', request: {}, reply: none },
  // Password reset by account (01 §7): the spec gives the calls, not their bodies.
  'POST /admin/standard/captcha': {
    spec: '01 §7, protocol §2 (public; body not shown)',
    assumedFields: 'the body is not shown: the account and its image captcha; the SMS code goes to its mobile, named masked',
    public: true,
    request: fields('loginId captchaKey captchaCode'),
    reply: object('maskMobile'),
  },
  'POST /client/standard/resetPwdByAccount': {
    spec: '01 §7, protocol §2 (public; body not shown)',
    assumedFields: 'the body is not shown: the account, the SMS code /admin/standard/captcha sent and the new password (01 §5 rule)',
    public: true,
    request: fields('loginId smsCode newPassword'),
    reply: none,
  },

  // 01 §7 "Shared look-ups".
  'POST /admin/org/page/component': {
    spec: '01 §7 Shared look-ups; 01 §2 widget 1',
    request: fields(`${PAGE_50} orgLevel?:1_in_top-level_mode`),
    reply: page('orgCode orgName orgLevel orgType'),
  },
  'POST /admin/member/component': { spec: '01 §7 Shared look-ups; 01 §2 widget 2', request: fields(PAGE_50), reply: page(MEMBER_ROW) },
  'POST /admin/member/component/org': { spec: '01 §7 Shared look-ups', request: fields(PAGE_50), reply: page(MEMBER_ROW) },
  'POST /admin/member/component/merchant': { spec: '01 §7 Shared look-ups', request: fields(PAGE_50), reply: page(MEMBER_ROW) },
  'POST /admin/dict/page': {
    spec: '01 §7 Shared look-ups (dictionary); 01 §4 dictionary cache',
    assumed: 'the spec gives the dictionary query (pageNum 1, pageSize 100 or 50, typeId) but not its path',
    request: fields('pageNum?:1 pageSize?:100_or_50 typeId'),
    reply: page('typeId typeName typeValue'),
  },
  'POST /admin/tag/group-list': {
    assumes: [
      '03 §7 line 160 names the tag groups GOODS_TAG_GROUP and MCHT_INF_PATCH beside ORDER_BASIC_GROUP: only ORDER_BASIC_GROUP is asked (the POS order tags); goods fields are "not shown" (03 §3 line 85), so goods tags are typed, and no screen of the spec chooses merchant-information tags',
      '03 §7 line 161 "Tag groups by {custGroup: CNL_MEMBER_REGISETR}": not asked; the member search shows the source channel code as answered',
    ],
    spec: '01 §7 Shared look-ups (tag query); 03 §7 Pick-lists (tag groups by custGroup)',
    assumed: 'the spec says "Path not shown" for the tag query; one path serves both readings (custGroups or custGroup)',
    request: fields('pageNum?:1 pageSize?:100 tagSubType? custGroups? custGroup? tagName?'),
    // 01 §3 line 84: a Tag carries custGroup and custGroupName; 03 §7 line 161 spells tagIndicators tagIntdicators
    // (contract/readings.ts tag-indicators).
    reply: list('custGroup custGroupName tagIndicators'),
  },
  'POST /admin/bank/card/bin': {
    spec: '01 §7 Shared look-ups; 03 §7 Pick-lists',
    assumedFields:
      'one call for both of 01 §7\'s "bank by card number {bankCard} returning bankCode, bankName" and "card bin" (03 §7 gives it so), 01-N9',
    request: fields('bankCard'),
    reply: object('bankCode bankName'),
  },
  'POST /admin/bank/branch/page': {
    spec: '01 §7 Shared look-ups; 01 §2 widget 4; 03 §7 Pick-lists',
    // 01-#27: "bank branch search by bankCode, areaCode and branch name query" names no key for the name.
    assumedFields:
      'the branch name goes as `query` ("branch name query", 01 §7 line 196, names no key); the reference upstream takes `branchName` as well. Other fields are the 银行支行 list\'s filters',
    request: fields('bankCode? areaCode? query?:branch_name pageNum? pageSize?'),
    openRequest: true,
    reply: page('branchName bankBranchCode bankName bankCode'),
  },
  'POST /admin/standard/area': { spec: '01 §7; 03 §7 Pick-lists', request: {}, reply: list('areaCode areaName subAreaList') },
  // Spec 01 §2 cascaders (entry stage, agent merchant number) over 01 §7's "stage list; agent and
  // channel list … Paths not shown": one tree each, every level {code, name, children}.
  'POST /admin/standard/stage/list': {
    spec: '01 §7 Shared look-ups (stage list); 01 §2 cascaders (entry stage); 01 §4 onboarding stages',
    assumed: 'the spec names the stage list without path or shape: the onboarding stages of 01 §4, each with its states as children',
    request: {},
    reply: list('code name children'),
  },
  'POST /admin/standard/agent/list': {
    spec: '01 §7 Shared look-ups (agent and channel list); 01 §2 cascaders (agent merchant number); 03 §3 terminal agentMchtNo payOrgNo',
    assumed:
      'the spec names the agent and channel list without path or shape: the agents (payOrgNo), each with its merchant numbers as children',
    request: {},
    reply: list('code name children'),
  },
  'POST /admin/standard/province-city': {
    spec: '01 §7 Shared look-ups ("province and city list with no parameters returning data.data"); 01 §2 widget 5',
    assumed: 'the spec gives the province and city list without its path',
    request: {},
    reply: { shape: 'list', fields: ['provinceName', 'citys'], alsoAt: 'data.data' },
  },
  'POST /admin/bank/page': {
    spec: '01 §7 Shared look-ups (bank list {pageNum, pageSize 50}); 03 §7 Pick-lists',
    assumed: 'the spec gives the bank list without its path',
    assumedFields: 'a bankName keyword beside the paging 01 §7 gives (the 银行列表 screen and the bank pick-list search by name), 01-N9',
    request: fields('pageNum? pageSize?:50 bankName?'),
    openRequest: true,
    reply: page('bankCode bankName'),
  },
  'POST /admin/provider/page': {
    spec: '01 §2 widget 3; 03 §7 Pick-lists (provider search, size 50, multiSearch keyword)',
    assumed: 'the spec gives the provider search without its path',
    request: fields('pageNum? pageSize?:50 multiSearch?'),
    reply: page('providerCode providerName oemName providerLevel createTime'),
  },
  'POST /admin/auth/element-check': {
    spec: '01 §2 three/four-element check; 01 §7 "Authentication check submit"; 02 §7 retry authentication',
    assumed: 'the spec says "Path not shown"',
    request: fields('cardNo? idcNum? mobile? prcCnlCode? realName? authId? authType? memberId?'),
    reply: none,
  },
  'POST /admin/standard/file-upload': {
    assumes: [
      '03 §8 line 197 "Image upload success / failure: notice 上传成功 / 上传失败": a refusal shows 上传失败 followed by the upstream\'s own message (上传失败：<message>), so the operator knows what to change (a type, a size); a transport failure shows 上传失败 alone',
    ],
    spec: '01 §7 Shared look-ups (file upload); protocol §5',
    kind: 'multipart',
    request: fields('file custFileGroup memberId? custFileTag fileType'),
    reply: object('fileId fileName wanFullUri'),
  },
  'POST /admin/standard/file-info': {
    spec: '01 §7 Shared look-ups ("Image by fileId returns data.data with wanFullUri, fileName"); 02 §7 file lookup',
    assumed: 'the spec gives the look-up of a file id without its path',
    request: fields('fileId'),
    reply: { shape: 'object', fields: ['wanFullUri', 'fileName'], alsoAt: 'data.data' },
  },
  'GET /file-download': {
    spec: '01 §7 Shared look-ups (file download by path); protocol §3',
    kind: 'blob',
    request: fields('path:query'),
    reply: file,
  },
  'GET /export-log/download': {
    spec: '01 §7 (download link form); protocol §5',
    kind: 'blob',
    request: fields('fileId:query'),
    reply: file,
  },

  // 01 §7 exports: "/admin/export/ family (term, member, order, merchant, psam, org, bill, coupon,
  // promotion, feedback, draw-record, payout-record, sql, pos-order-export and others) and
  // admin/standard/export with a report code".
  'POST /admin/export/term': EXPORT,
  'POST /admin/export/member': EXPORT,
  'POST /admin/export/order': EXPORT,
  'POST /admin/export/merchant': EXPORT,
  'POST /admin/export/psam': EXPORT,
  'POST /admin/export/org': EXPORT,
  'POST /admin/export/bill': EXPORT,
  'POST /admin/export/coupon': EXPORT,
  'POST /admin/export/promotion': EXPORT,
  'POST /admin/export/feedback': EXPORT,
  'POST /admin/export/draw-record': EXPORT,
  'POST /admin/export/payout-record': EXPORT,
  'POST /admin/export/sql': EXPORT,
  'POST /admin/export/pos-order-export': { ...EXPORT, spec: '02 §7 export; 01 §7' },
  // 01-N7: the spec names these two exports, not their paths.
  'POST /admin/export/psam-activity': {
    ...EXPORT,
    spec: '01 §7 ("psam-activity and psam-with-indicator exports")',
    assumed:
      'an /admin/export/ family member ("… and others"): the spec names the psam-activity and psam-with-indicator exports, not their paths',
  },
  'POST /admin/export/psam-with-indicator': {
    ...EXPORT,
    spec: '01 §7 ("psam-activity and psam-with-indicator exports")',
    assumed:
      'an /admin/export/ family member ("… and others"): the spec names the psam-activity and psam-with-indicator exports, not their paths',
  },
  'POST /admin/standard/export': {
    ...EXPORT,
    spec: '01 §7 (admin/standard/export with a report code); protocol §5',
    request: fields('reportCode'),
    openRequest: true,
  },
  'POST /admin/export/psam/check': {
    spec: '01 §7 ("under product mcf a check call is made first")',
    assumed: 'the spec names the check call before the psam-activity and psam-with-indicator exports, not its path',
    forbids: ['pageNum', 'pageSize'],
    reply: none,
  },
  // 01-N8: "reports (/admin/report/del-report/{id}, /admin/report/refresh-report/{id})": no method, no word on which id.
  'POST /admin/report/del-report/{id}': { spec: '01 §7 reports', assumed: REPORT_ID, reply: none },
  'POST /admin/report/refresh-report/{id}': { spec: '01 §7 reports', assumed: REPORT_ID, reply: none },
});
