// Spec 03 §7 "Organisation" and "Pick-lists": the organisation family under
// /{p}/pos/standard/org/admin/org/, templates and activity groups. Transcribed by hand.
import { entries, fields, list, none, object, page } from './define.ts';

const ORG = '03 §7 Organisation';
/** 03 §6 line 138 does not say who removes hidden options: the upstream, or the console (which then checks only those it draws). */
const HIDDEN =
  'options whose tag contains HIDE (and, for a provider, those whose tag\'s fourth character is 1) may be left out or sent (03 §6 line 138 "always removed" does not say by whom): the console draws and checks neither kind and sends their values back as received';
// 03 §3 activity group, with the activity mode of the §2 picker's columns.
const GROUP = 'activityGroupId activityGroupName activityMode custBizType crtMemberId crtTime uptMemberId uptTime remark orgActivitys';

/**
 * 03 §7 line 189, the wire values of the organisation form's uploads: "multipart POST with fileType
 * 100720, custFileGroup BANKCARD, custFileTag …", and each orgCard image id field (§3 line 56) by its
 * file tag ("2001 ID front, 2002 ID back, 2004 card front, 2005 card back, 2101 licence, 2102
 * account-opening permit, 2201 and 2202 authoriser ID front and back, 2203 liquidation letter").
 */
export const ORG_UPLOAD = { fileType: '100720', custFileGroup: 'BANKCARD' } as const;
export const ORG_IMAGE_TAGS = {
  idcFrontImg: '2001',
  idcReverseImg: '2002',
  cardFrontImg: '2004',
  cardReverseImg: '2005',
  licenseImg: '2101',
  openAccountImg: '2102',
  authIdcFrontImg: '2201',
  authIdcReverseImg: '2202',
  liquidationAuthImg: '2203',
} as const;

export const orgs = entries({
  'POST /{p}/pos/standard/org/admin/org/org-page': {
    spec: ORG,
    reply: page(),
    assumes: [
      "the organisation form asks for one organisation's row by {orgCode} (a page of 50, the row whose orgCode matches): its memberId and orgLevel, which 03 §3 line 55's orgInf does not list (orgInf's own are read when sent)",
    ],
  },
  'POST /{p}/pos/standard/org/admin/org/org-page/with-indicator': { spec: ORG, reply: page() },
  'POST /{p}/pos/standard/org/admin/org/org-indicator-box': { spec: ORG, reply: object() },
  'POST /{p}/pos/standard/org/admin/org/detail': {
    spec: `${ORG} (org detail by {memberId} or orgCode)`,
    request: fields('memberId? orgCode?'),
    reply: object('orgInf orgCard orgActivity tmplItems'),
    assumes: [
      HIDDEN,
      "03 §6 lines 138-139: StandardOrgInfManageIsProvider and StandardOrgInfManageSettleType are read as describing an organisation's own staff: they act for ORG operators only, so a PRODUCT administrator holding every right keeps the whole form",
    ],
  },
  'POST /{p}/pos/standard/org/admin/org/save': {
    spec: `${ORG} (org save: {orgActivity, orgInf, orgCard} and tmplItems); 03 §3 org form data`,
    request: fields('orgInf orgCard orgActivity tmplItems? orgActivity_1? bizDataId?'),
    // The spec gives the save no reply; the console reads the new organisation's code when the
    // answer carries one (issue #53: 保存成功 names it) and says 保存成功 alone when it does not.
    reply: object('orgCode memberId'),
    assumes: [
      "03 §3 line 55 and §5 line 113 give orgInf.tagIds (required) without saying what it holds: read as the organisation's payment channels, dictionary 8070 codes comma-joined (the channels the ORG filter of §6 line 137 restricts to), offered among the parent's",
      "orgInf goes without productCode (the parent's, which the upstream knows), orgCode (the upstream numbers a new organisation; the partial updates name it beside orgInf) and preMobile (the settlement's reserved mobile is orgCard.preMobile, §3 line 56); orgCard goes without fileIds and fileModels (each image goes as its own id field: idcFrontImg …)",
      'each option goes with tmpltOptId, optName, fieldName, dataType, optTag, optValue and remark as received (03 §3 line 58)',
      '03 §5 line 110 gives the hint "8-20 letters and digits" and the rule "6 to 20 characters (必须为 6 到 20 位密码)": adminMemberPwd is checked 6-20 letters and digits, and the hint says 6-20位字母和数字, since a hint stricter than the check would mislead',
    ],
  },
  'POST /{p}/pos/standard/org/admin/org/upt-org-inf': { spec: ORG, reply: none },
  'POST /{p}/pos/standard/org/admin/org/upt-org-card-inf': { spec: ORG, reply: none },
  'POST /{p}/pos/standard/org/admin/org/upt-org-activity-inf': { spec: ORG, reply: none },
  'POST /{p}/pos/standard/org/admin/org/activity-group-page': {
    spec: ORG,
    reply: page(GROUP),
    assumes: [
      'spec 03 §7 line 191 gives this search no filter field; the console asks for a group by {activityGroupId} (the activity-group dialog): the row whose activityGroupId is the one opened, in a page of 50',
    ],
  },
  'POST /{p}/pos/standard/org/admin/org/activity-group-list': {
    spec: ORG,
    assumedFields: "spec 03 §7 gives the path, not its body: an organisation's activity groups, by its orgCode",
    request: fields('orgCode'),
    reply: list(GROUP),
  },
  'POST /{p}/pos/standard/org/admin/org/activity-page': {
    spec: `${ORG} (activity group detail {activityGroupId, pageNum, pageSize 50})`,
    assumed:
      "spec 03 §7 gives the group-detail payload but not which of its paths takes it; activity-page is the paged listing of a group's activities",
    request: fields('activityGroupId pageNum? pageSize?:50'),
    reply: page('activityName instanceTmplt activityId'),
    assumes: [
      HIDDEN,
      "activityId beside 03 §3 line 57's activityName and instanceTmplt: the activity's own id (03 §3 line 61 Activity: activityId), by which the organisation form tells a group's activities apart and sends each one's option values back (save, upt-org-activity-inf)",
    ],
  },
  'POST /{p}/pos/standard/org/admin/org/sub-org-page': { spec: ORG, reply: page() },
  'POST /{p}/pos/standard/org/admin/org/withdrawal-activity-group': {
    spec: `${ORG} (default activity group by {memberId}: the withdrawal info)`,
    request: fields('memberId'),
    reply: object('activityGroupId activityGroupName orgActivitys'),
    assumes: [
      "memberId is the leader's (the parent organisation's, 03 §2 line 23 \"the leader's default activity group\"), in add and edit mode alike; an organisation without a parent asks with its own",
    ],
  },
  'POST /{p}/pos/standard/org/admin/org/saveActiveSample': { spec: ORG, reply: none },
  'POST /admin/org/config-tmplt': {
    spec: `${ORG} (template options: custTmpltGroup ORG_TMPLT_GROUP, tmpltType 100810, custTmpltId, productCode uppercase)`,
    request: fields('custTmpltGroup:ORG_TMPLT_GROUP tmpltType:100810 custTmpltId? productCode:upper_case'),
    reply: list('tmpltOptId optName optValue dataType optTag fieldName remark'),
  },
  'POST /admin/member/activity/group/page': {
    // The path is the spec's; the name and id search fields are assumed (§2 names only the
    // organisation-code filter): the picker's own columns, and /OrgActiveGroup's filters (issue #39 pickers).
    spec: `${ORG}; 03 §2 activity-group picker (search filter: organisation code; by name or id assumed: the picker's columns)`,
    request: fields('pageNum? pageSize?:50 orgCode? activityGroupName? activityGroupId?'),
    openRequest: true,
    // orgCode and the creator's and updater's names are assumed (spec 03 §3 gives the ids only): the
    // organisation form offers a new organisation its parent's groups, and 创建人 reads a name where
    // the answer gives one (issue #53); without them the ids show and every row may be picked.
    reply: page(
      'activityGroupId activityGroupName activityMode custBizType crtMemberId crtTime uptMemberId uptTime remark orgCode orgName crtMemberName uptMemberName',
    ),
  },
  'POST /admin/member/real-login-id': {
    spec: '03 §7 Pick-lists (real login id by {memberId}: rawLoginId)',
    assumed: 'spec 03 §7 gives the call without its path',
    request: fields('memberId'),
    reply: object('rawLoginId'),
    assumes: [
      "the organisation lists' 管理员账号 (adminLoginId) offers 查看 under product zzf or mcf to an operator holding BaseAuthUserSearchDetailRealInfo (or UserSearchRealInfo, 02 §6 line 113; 03 §6 line 140): this call with the row's memberId (the organisation's member) answers the plain login id; elsewhere the list shows adminLoginId as answered and the console refuses the call",
    ],
  },
});
