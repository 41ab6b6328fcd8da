// Spec 02 §7: the member and merchant dialog, orders, indicators and bills. Spec 02 gives payloads
// and answers but says "Exact paths of the named queries are not shown": those paths are ours,
// marked `assumed`, one family per record (/admin/member/…, /admin/merchant/…, /admin/order/…,
// /admin/bill/…).
import { EXPORT, type EntryInput, entries, fields, list, none, object, page } from './define.ts';
import { SEARCH_FORM } from './frame.ts';

/** The order type an order id opened from a row without one sends (02 §7 order detail {orderId, orderType}). */
export const ORDER_TYPE_DEFAULT = 'POS';

const NOT_SHOWN = 'spec 02 §7 says "Exact paths of the named queries are not shown"';
const byMember = (spec: string, reply: EntryInput['reply'], assumed = NOT_SHOWN): EntryInput => ({
  spec,
  assumed,
  request: fields('memberId'),
  reply,
});

const BASIC =
  'memberId custMemberId productCode status safeRealName realName safeMobile rawMobile bizLvl intrdcMemberId loginIp loginAddress loginTime regSourceType crtTime roleName extendPages';
const AUTH =
  'authStatus crtTime maskRealName maskIdcNum idcValidEnd frontImg reverseImg holdImg maskCardNo superCrtTime fileModels authHis';
const _CERT = 'authCnl cnlCode cnlMsg crtTime uptMemberId authStatus remark authId';
const CARD = 'bankcardId dftStatus cardHostName maskCardNo bankName bankBranchName bankCardType custBizType custBizTag crtTime status';
const MERCHANT =
  'merchantId memberId custMemberType merchantType status cnlMerchantCode psamCode cnlTermNo memberStageDesc stageCodeDesc remark crtTime uptTime';
/** 02 §2: tabs 11-14 "show a 'not yet opened' text when no merchant id is returned". */
const SUB =
  'merchantId merchantName mccName mccCode provinceName cityName districtName provinceCode cityCode districtCode scanProvinceCode scanCityCode scanDistrictCode addressDetail shopFrontImgId shopIndoorImgId shopCashierImgId signImgId xwStatus xwMerchantCode scanAuditStatus scanBizStatus scanAuthStatus wxMerchantCode qrCode qrCodeType auditDesc remark status crtTime uptTime';
const QIYE = `${SUB} licensePicId licenseNo licenseName licenseValidityStart licenseValidityEnd illegalRealName illegalRawIdcNum illegalIdcValidStart illegalIdcValidEnd illegalIdcFrontFileId illegalIdcReverseFileId illegalSettleFileId crtMemberId uptMemberId`;
const ORDER =
  'orderId cnlRespCode cnlRespMsg custOrderId custOrderTag custOrderType feeAmt memberId orderAmt orderDesc orderStatus orderType orgMemberId orgName topOrgMemberId topOrgName settleType crtTime uptTime cnlCrtTime referNo mchtNo psamCode cardNo consumerBankName bankName cnlFeeRate clearFee communicationFee resultCode pospErrorMsg mccType transName swipeType couponId couponFee proxyStatus proxyDate proxyErrMsg';
const BILL =
  'billId billAmt payerMemberId billType custBillType crtTime uptTime uptDesc payDesc exParam custBillId custBillStatus billStatus';
const FEE_LINE = 'feeCode feeAmt payeeMemberId feeRuleId feeTag exParam uptDesc';
/** The merchant detail calls: memberId, in 'all' mode with the product code, one variant with a fixed merchant id. */
const MERCHANT_REQ = fields('memberId productCode? merchantId?');

export const members = entries({
  // 02 §3 gives basic info with realName and rawMobile beside their masked safeRealName and safeMobile: the console masks them
  // unless the operator may reveal them (02 §6), as it does the enterprise's legal person (lib/answer/raw.ts).
  'POST /admin/member/basic-info': byMember('02 §7 member basic info; 02 §3; 02 §6 reveal', {
    ...object(BASIC),
    raw: { realName: 'name', rawMobile: 'mobile' },
  }),
  'POST /admin/member/auth-info': byMember('02 §7 member auth info; 02 §3', object(AUTH)),
  'POST /admin/member/cert-list': byMember('02 §7 certification and bank-authentication records (tab 99)', object('certList bankList')),
  'POST /admin/member/bank-card/page': byMember('02 §7 bank card list', list(CARD)),
  'POST /admin/member/role/page': byMember('02 §7 role list', list('roleCode roleName roleType')),
  'POST /admin/member/wx-work-info': byMember(
    '02 §7 enterprise-messaging info',
    object('createTime remark description remarkMobiles state operUserId memberId tagList avatar name unionId userId'),
  ),
  // 02 §3 Tag omits custGroup, but 02 §2 tab 8 shows the "tag group id" and 01 §3 Tag gives custGroup.
  'POST /admin/member/tag/page': byMember(
    '02 §7 member tags; 02 §2 tab 8 (tag group id); 01 §3 Tag (custGroup)',
    list('tagId tagCode tagName tagSubName custGroup custGroupName crtTime tagSubType'),
  ),
  'POST /admin/member/agreement/page': byMember('02 §7 user agreements', list('fileId memberId fileName crtTime')),
  'POST /admin/merchant/main-detail': {
    spec: '02 §7 merchant main detail',
    assumed: NOT_SHOWN,
    request: MERCHANT_REQ,
    reply: object(MERCHANT),
  },
  'POST /admin/merchant/xw-detail': { spec: '02 §7 xw detail', assumed: NOT_SHOWN, request: MERCHANT_REQ, reply: object(SUB) },
  'POST /admin/merchant/wx-detail': { spec: '02 §7 wx detail', assumed: NOT_SHOWN, request: MERCHANT_REQ, reply: object(SUB) },
  'POST /admin/merchant/zfb-detail': { spec: '02 §7 zfb detail', assumed: NOT_SHOWN, request: MERCHANT_REQ, reply: object(SUB) },
  'POST /admin/merchant/qiye-detail': {
    spec: '02 §7 qiye detail; 02 §3 enterprise (illegalRealName, illegalRawIdcNum: the legal person, unmasked)',
    assumed: NOT_SHOWN,
    request: MERCHANT_REQ,
    reply: { ...object(QIYE), raw: { illegalRealName: 'name', illegalRawIdcNum: 'idNumber' } },
  },
  'POST /admin/member/auth-inf-list': {
    spec: '02 §7 authentication records by authType (101210, 101230, 101220)',
    assumed: NOT_SHOWN,
    request: fields('memberId authType:101210_or_101230_or_101220'),
    reply: object('authInfList'),
  },
  'POST /admin/member/radar': {
    spec: '02 §7 radar chart',
    assumed: NOT_SHOWN,
    request: fields('memberId crtTime:yyyy-MM'),
    reply: object('radarData remark'),
  },
  'POST /admin/member/indicator/series': {
    spec: '02 §7 indicator series; 02 §3 (rows carry INDICATORDATE)',
    assumed: `${NOT_SHOWN}; the range's bounds go as times (the first and last second of its days) and the codes comma-joined; the rows are read long (one per day and INDICATORCODE with its VALUE, as 02 §3's member indicator row) or wide (a column per code), and paged by 99: the console asks for every page the range needs`,
    request: fields(
      'pageSize?:99 pageNum?:1 startDate:yyyy-MM-dd_HH:mm:ss endDate:yyyy-MM-dd_HH:mm:ss memberId indicatorCodes:comma-separated',
    ),
    reply: page('INDICATORDATE INDICATORCODE VALUE'),
  },
  'POST /admin/member/real-info': {
    spec: '02 §7 reveal plaintext',
    assumed: NOT_SHOWN,
    request: fields('memberId bankcardId?'),
    reply: object('realName rawMobile rawCardNo rawIdcNum rawLoginId'),
  },
  'POST /admin/member/upt-info': {
    spec: '02 §7 edit info ("memberId plus field and new value"); 02 §5 editable fields',
    assumed: `${NOT_SHOWN}; the body reads "field and new value" as {memberId, <field>: value}, not {memberId, field, value}`,
    request: fields('memberId realName? bindMobile? authRealName? idcNum? idcValidEnd?'),
    reply: none,
  },
  'POST /admin/member/agreement/synthesize': {
    spec: '02 §7 synthesise agreement',
    assumed: NOT_SHOWN,
    request: fields('memberId'),
    reply: none,
  },
  'POST /admin/member/agreement/synthesize/df': {
    spec: '02 §7 synthesise agreement ("separate endpoint for products df and lys")',
    assumed: NOT_SHOWN,
    request: fields('memberId'),
    reply: none,
  },
  'POST /admin/member/select-org': {
    spec: '02 §7 select organisation for member; 02 §5 "at least select one row"',
    assumed: NOT_SHOWN,
    request: fields('memberId orgCode'),
    reply: none,
  },
  'POST /admin/order/detail': {
    spec: '02 §7 order detail; 02 §3 order and its sub-objects; 03 §7 Orders and bills',
    assumed: `${NOT_SHOWN}; orderType: the opening order row's own (02 §3 order.orderType); an order id opened from a row that carries none (a bill's, a reconciliation's, a terminal's) sends '${ORDER_TYPE_DEFAULT}', the order kind the POS order page lists`,
    request: fields('orderId orderType'),
    reply: object(`${ORDER} mchtInf settleInf cnlVo consumerInf locationInf detailsMap`),
  },
  'POST /admin/order/receipt': {
    spec: '02 §7 receipt; 03 §7',
    assumed: NOT_SHOWN,
    request: fields('orderId'),
    reply: object('wanFullUri'),
  },
  'POST /admin/order/mcht-stub': {
    spec: '02 §7 merchant stub; 03 §7',
    assumed: NOT_SHOWN,
    request: fields('orderId'),
    reply: object('wanFullUri'),
  },
  'POST /admin/order/gbs-address': {
    spec: '02 §7 base-station address; 03 §7',
    assumed: NOT_SHOWN,
    request: fields('gbsId'),
    reply: object('address'),
  },
  'POST /admin/order/pos/page': {
    spec: '02 §7 POS order page search (search form); 02 §2 POS order page (filter-by-tag, product code and channel code columns); 02 §3 search form',
    assumed: `${NOT_SHOWN}; the filter-by-tag dialog's fields (orderTags, tagCondition) are ours`,
    request: {
      ...SEARCH_FORM,
      ...fields('custOrderType? couponId? timeType?:default_821001 productCode? cnlCode? orgMemberIdInclSubset? orderTags? tagCondition?'),
    },
    reply: page(`${ORDER} productCode cnlCode`),
  },
  'POST /admin/order/pos/tag-brand': {
    spec: '02 §7 bind tags to filtered merchants ("current filters without paging plus memberTagIds")',
    assumed: NOT_SHOWN,
    request: {
      ...SEARCH_FORM,
      ...fields('memberTagIds custOrderType? couponId? timeType? productCode? cnlCode? orgMemberIdInclSubset? orderTags? tagCondition?'),
    },
    forbids: ['pageNum', 'pageSize'],
    reply: none,
  },
  'POST /admin/merchant/trans/page': {
    spec: '02 §2 Merchant transaction list ("A table page filtered by member id. Filters: …, amount range, channel start and end date"); 02 §3 search form',
    assumed: `${NOT_SHOWN}; the filters' keys are ours (02 §2 names the filters, not their keys): operateType, custOrderType, custOrderTag, resultCode, consumerBankName, the channel dates startCnlDate and endCnlDate, and the amount range startOrderAmt and endOrderAmt in yuan as typed (02 §5 gives fen to yuan for display only; the forms send fen)`,
    request: {
      ...SEARCH_FORM,
      ...fields(
        'custOrderType? operateType? custOrderTag? resultCode? consumerBankName? startOrderAmt?:yuan endOrderAmt?:yuan startCnlDate? endCnlDate?',
      ),
    },
    reply: page(),
  },
  'POST /admin/merchant/trans/bind-tags': {
    spec: '02 §2 merchant transaction list (tag-the-filtered-merchants); 02 §7 bind tags to filtered merchants',
    assumed: NOT_SHOWN,
    request: fields('memberTagIds'),
    openRequest: true,
    forbids: ['pageNum', 'pageSize'],
    reply: none,
  },
  'POST /admin/ind/member/page': {
    spec: '02 §7 member indicator list; 02 §3 member indicator row (long form, one row per INDICATORCODE)',
    openRequest: true,
    reply: page('INDICATORDATE INDICATORCODE VALUE PERIODDATE PRODUCTCODE MEMBERID ORGNAME'),
  },
  'POST /admin/ind/indicator/list': {
    spec: '02 §7 indicator list',
    assumed: NOT_SHOWN,
    request: fields('productCode? indicatorSearch? custIndicatorTag? custIndicatorType? indicatorGroupTag?'),
    reply: list(),
  },
  'POST /admin/bill/page': {
    spec: '02 §7 bill page search; 02 §2 bill page (billId, billType, custBillType, feeCode)',
    assumed: NOT_SHOWN,
    request: { ...SEARCH_FORM, ...fields('billId? billType? custBillType? feeCode? billStatus? payerMemberId?') },
    openRequest: true,
    reply: page(BILL),
  },
  'POST /admin/bill/fee-list': {
    spec: '02 §7 bill fee list; 03 §7 Orders and bills',
    assumed: NOT_SHOWN,
    request: fields('billId'),
    reply: list(FEE_LINE),
  },
  'POST /admin/bill/refund': {
    spec: '02 §7 refund bill; 02 §5 refund reason',
    assumed: NOT_SHOWN,
    request: fields('billId uptDesc'),
    reply: none,
  },
  'POST /admin/bill/retry': { spec: '02 §7 retry bill', assumed: NOT_SHOWN, request: fields('billId'), reply: none },
  'POST /admin/bill/fee-code/list': {
    assumes: [
      'not called by the console: the fee-rule editor\'s fee-code options (03 §7 line 173 "Fee code list {pageSize 50, pageNum 1 and 2}") are read from /admin/order/rule/fee-list with those bodies, whose rows carry feeCode and feeName (03 §3 line 83 fee option)',
    ],
    spec: '02 §7 fee code list (pageSize 50, pageNum 1 and 2, second page not merged); 03 §7',
    assumed: `${NOT_SHOWN}; the console does not call it: its fee-code options (pages 1 and 2 of 50, page 1 offered) come from POST /admin/order/rule/fee-list, the fee list spec 03 §7 writes with its path, and the bill page's feeCode is typed. The deployer says whether this call exists beside it`,
    request: fields('pageNum? pageSize?:50'),
    reply: page('feeCode feeName'),
  },
  'POST /admin/product/list': {
    spec: '02 §7 product list (page size 50); 01 §7 (50 or 100); 03 §7 (100)',
    assumed: 'the spec gives the product list look-up without its path',
    request: fields('pageNum? pageSize?:50_or_100'),
    reply: page('productCode productName'),
  },
  'POST /admin/export/merchant-trans': {
    ...EXPORT,
    spec: '02 §2 merchant transaction list (Export)',
    assumed: 'an /admin/export/ family member for the merchant transaction list ("and others")',
  },
  'POST /admin/export/member-ind': {
    ...EXPORT,
    spec: '02 §2 member indicator statistics (export)',
    assumed: 'an /admin/export/ family member ("and others")',
  },
});
