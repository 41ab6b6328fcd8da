// Spec 03 §7 "Accounts and payments", "Orders and bills" (activity detail), "Fee rules",
// "Promotion", "Other" and the "Goods module". Transcribed by hand.
import { entries, fields, byKey, none, object, page } from './define.ts';

const AP = '03 §7 Accounts and payments';
const FR = '03 §7 Fee rules';
/** 03 §7 line 191: "Payload fields for most list and mutation calls above: not shown." */
const BY_ID = 'spec 03 §7 line 191 gives this search no filter field; the console asks for';
const PR = '03 §7 Promotion';
const OT = '03 §7 Other';
const GD = '03 §7 Goods module';
const ITEM =
  'acctItemId ioTag amount balance paymentId innerItemTagName outerItemTagName pairAcctId itemStatus remark crtTime uptTime uptDesc';
const FEE_ROW = 'feeId feeCode feeName feeTag custBillType billType paymentRuleId pgrId expensesFlag';
/** 03 §3 payment rule, with the paymentRuleId it is searched by (03 §7). */
const RULE =
  'paymentRuleId productCode paymentRuleCode assignPayeeMemberId specPayeeMemberId assignPayerMemberId specPayerMemberId batchMaxAmt batchMaxCnt feeModel limitPaySec payeeAcctCode payerAcctCode paymentModel paymentRuleName perMaxAmt perMinAmt uptDesc feeAcctId status';
/** Spec 03 §7 writes the goods module as /p/goods/…; read, as everywhere else in §7, as the product segment {p}. */
/** 03 §7 line 185 lists the two sandpay logs; no route of spec 01 §2 or 03 §2 shows them. */
const SANDPAY =
  'not called by the console: spec 01 §2 and 03 §2 name no screen for the sandpay merchant and request logs, and no right for one (a screen is a right id: none is invented)';
const P_SEGMENT =
  'spec 03 §7 writes "/p/…"; read as the product-code segment {p} of every other /{p}/ path in §7 (the upstream answers both)';

export const accounts = entries({
  'POST /admin/acct/name': {
    spec: `${AP} (account name by {acctId}); 02 §7 account info`,
    assumed: 'spec 03 §7 gives the call without its path',
    request: fields('acctId'),
    reply: object('acctId acctName balance acctCode acctStatus'),
  },
  'POST /manage/acct-item/details/page': {
    spec: `${AP}; 03 §2 account detail dialog`,
    openRequest: true,
    request: fields('acctId? acctItemId? paymentId? ioTag? itemStatus? startAmount?:yuan endAmount?:yuan innerItemTag? outerItemTag?'),
    reply: page(ITEM),
    assumes: [
      '03 §2 line 38 "filters by inner and outer customer-group tag" gives neither keys nor codes: innerItemTag and outerItemTag, with the codes of the console\'s own lists (lib/dict/enums/accounts.ts); the payment log search filters and shows them alike',
      '03 §2 line 38 gives an "amount range" search without its keys or unit: startAmount and endAmount, in yuan as typed (two decimals), while the account item\'s amount is in fen (01 §9 line 240); the upstream compares yuan × 100',
    ],
  },
  'POST /admin/payment/log/page': {
    spec: `${AP} (payment log search); 03 §3 payment log; 03 §2 payment log dialog`,
    assumed:
      'spec 03 §7 gives the payment log search without its path; /payment-item/page of line 177 (with /payment-item/auidt) is read as the payment items awaiting audit (账户审核管理), not the payment log: to confirm which the upstream means',
    reply: page(),
    assumes: [`${BY_ID} a payment log by {paymentId} (the payment dialog): the row whose paymentId is the one opened, in a page of 50`],
  },
  'POST /payment-draw/page': { spec: AP, reply: page() },
  'POST /payment-item/page': { spec: AP, reply: page() },
  'POST /payment-item/auidt': { spec: `${AP} (the spec's spelling)`, reply: none },
  'POST /admin/payout-record/page': { spec: AP, reply: page() },
  'POST /{p}/org/draw/draw-record-page': { spec: AP, reply: page() },
  'POST /{p}/org/draw/member-draw-page': { spec: AP, reply: page() },
  'POST /admin/payment/rule/page': {
    spec: `${AP} (payment rule search {paymentRuleId, pageSize 10, pageNum 1})`,
    assumed: 'spec 03 §7 gives the payment rule search without its path',
    request: fields('paymentRuleId? pageSize?:10 pageNum?:1'),
    openRequest: true,
    reply: page(RULE),
  },
  'POST /admin/audit/audit': { spec: `${AP} (Audit)`, reply: none },
  'POST /admin/audit/audit/{id}': { spec: `${AP} (Audit)`, reply: none },
  'POST /admin/audit/detail': { spec: `${AP} (Audit); 02 §7 audit info {auditId}`, request: fields('auditId'), reply: object() },
  'POST /admin/audit/detail/{id}': {
    spec: `${AP} (Audit)`,
    reply: object(),
    assumes: [
      'not called by the console: an audit record is read by /admin/audit/detail {auditId} (02 §7 audit info {auditId}); detail/{id} is read as the same record by path id',
    ],
  },
  'POST /admin/audit/batch-audit': { spec: `${AP} (Audit)`, reply: none },
  'POST /admin/audit/batch-audit/{id}': { spec: `${AP} (Audit)`, reply: none },
  'POST /admin/activity/detail': {
    spec: '03 §7 Orders and bills (activity detail {activityId})',
    assumed: 'spec 03 §7 gives the activity detail without its path',
    request: fields('activityId'),
    reply: object(
      'activityCode activityName activityId custBizType activityType instanceType maxJoinCnt maxMemberCnt productCode startTime endTime status remark activityUri activityTag tags tagIds content fileUrl uptDesc',
    ),
  },

  'POST /admin/order/rule/fee-list': {
    spec: `${FR}; 03 §2 fee-rule picker`,
    openRequest: true,
    reply: page(FEE_ROW),
    assumes: [
      "03 §2 line 45 names the picker's filters feeTag, billType and expensesFlag without codes: the console offers its own (lib/dict/enums/bills.ts: billType 110101-110104, six feeTag codes, expensesFlag), not dictionary 8037 or groups 1200-1203, whose values the spec does not give",
      'the picker is a tab scoped by its rule, so it sends ruleId beside the §2 filters; the upstream may ignore it (the reference upstream does): every fee is listed',
      '03 §2 line 45 "Only search and clear buttons": labelled 查询 and 重置, as on every filter bar of the console',
    ],
  },
  'POST /admin/order/rule/crt-fee': { spec: FR, reply: none },
  'POST /admin/order/rule/upt-fee': { spec: FR, reply: none },
  'POST /admin/order/rule/del-fee': { spec: FR, reply: none },
  'POST /admin/order/rule/gen-rule-list': {
    spec: FR,
    reply: page(),
    assumes: [`${BY_ID} a rule by {ruleId} (the fee-rule drawer and editor): the row whose ruleId is the one opened, in a page of 50`],
  },
  'POST /admin/order/rule/crt-gen-rule': { spec: FR, reply: none },
  'POST /admin/order/rule/upt-gen-rule': { spec: FR, reply: none },
  'POST /admin/order/rule/del-gen-rule': { spec: FR, reply: none },
  'POST /admin/order/rule/rule-fee-list': {
    spec: `${FR} (rule-fee-list (ruleId, productCode, feeCode))`,
    request: fields('ruleId productCode? feeCode?'),
    reply: {
      shape: 'list',
      fields: [
        'feeId',
        'feeCode',
        'feeName',
        'expensesFlag',
        'defaultFeeFlag',
        'chargingType',
        'floatScriptStr',
        'roundingType',
        'scale',
        'scriptStr',
        'fixAmt',
        'settleType',
      ],
    },
  },
  'POST /admin/order/rule/upt-rule-fee': { spec: `${FR} (upt-rule-fee (ruleId, feeInfs))`, request: fields('ruleId feeInfs'), reply: none },

  'POST /{p}/pos/promotion/admin/query-page': { spec: PR, reply: page() },
  'POST /{p}/pos/promotion/admin/query-apply-list': {
    spec: PR,
    assumedFields:
      "spec 03 §7 gives the path, not its body: the items of one promotion, by the promotionId its page rows carry, beside the list's filters",
    ...byKey('promotionId', 'rows'),
    reply: page(),
  },
  'POST /{p}/pos/promotion/admin/create-promotion': { spec: PR, reply: none },
  'POST /{p}/pos/promotion/admin/edit-promotion': { spec: PR, reply: none },
  'POST /{p}/pos/promotion/admin/submit-apply': { spec: PR, reply: none },
  'POST /{p}/pos/promotion/admin/edit-promotion-item': { spec: PR, reply: none },
  'POST /{p}/pos/promotion/admin/edit-promotion-item-status': { spec: PR, reply: none },
  'POST /admin/promo/add': { spec: PR, reply: none },
  'POST /admin/promo/upt': { spec: PR, reply: none },
  'POST /admin/promo/page': { spec: PR, reply: page() },
  'POST /admin/promo/details': { spec: PR, reply: object() },
  'POST /admin/promo/del': { spec: PR, reply: none },
  'POST /admin/promo/record/add': { spec: PR, reply: none },
  'POST /admin/promo/record/page': { spec: PR, reply: page() },
  'POST /admin/promo/record/upt': { spec: PR, reply: none },
  'POST /admin/promo/record/bind-tag': { spec: PR, reply: none },
  'POST /admin/promo/record/del': { spec: PR, reply: none },

  'POST /{p}/merchant-entrant/query-page': { spec: `${OT} (under product)`, reply: page() },
  'POST /{p}/merchant-entrant/process': { spec: `${OT} (under product; token-type header inner)`, reply: none },
  'POST /poster/list': { spec: OT, reply: page() },
  'POST /poster/save': { spec: OT, reply: none },
  'POST /poster/details': { spec: OT, reply: object() },
  'POST /poster/enable': { spec: OT, reply: none },
  'POST /admin/tmplt/v2/qry': { spec: OT, reply: page() },
  'POST /admin/tmplt/del-item': { spec: OT, reply: none },
  'POST /{p}/activity/unactive/page': { spec: OT, reply: page() },
  'POST /{p}/activity/unactive/item': {
    spec: OT,
    assumedFields:
      'spec 03 §7 gives the path, not its body: the items of one non-activation deduction, by the unactiveId its page rows carry',
    ...byKey('unactiveId', 'rows'),
    reply: page(),
  },
  'POST /{p}/admin/purchase/page': { spec: OT, reply: page() },
  'POST /{p}/admin/purchase/add': { spec: OT, reply: none },
  'POST /{p}/admin/purchase/upt': { spec: OT, reply: none },
  'POST /{p}/rate-up/term/query': { spec: OT, reply: page() },
  'POST /{p}/rate-up/term/crt-tag': { spec: OT, reply: none },
  'POST /{p}/rate-up/term/cancel-tag': { spec: OT, reply: none },
  'POST /{p}/rate-up/confirm': { spec: OT, reply: none },
  'POST /{p}/rate-up/cancel': { spec: OT, reply: none },
  'POST /{p}/sim-extend-config/list': { spec: OT, reply: page() },
  'POST /{p}/sim-extend-config/to-tag': { spec: OT, reply: none },
  'POST /{p}/param/query': { spec: OT, reply: page() },
  'POST /{p}/param/add': { spec: OT, reply: none },
  'POST /{p}/param/edit': { spec: OT, reply: none },
  'POST /{p}/param/upt-status': { spec: OT, reply: none },
  'POST /sandpay/cnlMerchantLog/list': { spec: OT, reply: page(), assumes: [SANDPAY] },
  'POST /sandpay/cnlRequestLog/list': { spec: OT, reply: page(), assumes: [SANDPAY] },

  'POST /{p}/goods/query': { spec: GD, assumed: P_SEGMENT, reply: page() },
  'POST /{p}/goods/create': { spec: GD, assumed: P_SEGMENT, reply: none },
  'POST /{p}/goods/edit': { spec: GD, assumed: P_SEGMENT, reply: none },
  'POST /{p}/goods/listing': { spec: GD, assumed: P_SEGMENT, reply: none },
  'POST /{p}/goods/delisting': { spec: GD, assumed: P_SEGMENT, reply: none },
  'POST /{p}/goods/actQuery': { spec: GD, assumed: P_SEGMENT, reply: page() },
  'GET /{p}/goods/{id}': { spec: GD, assumed: P_SEGMENT, reply: object() },
  'DELETE /{p}/goods/{id}': { spec: GD, assumed: P_SEGMENT, reply: none },
  'POST /{p}/brand/query': {
    spec: GD,
    assumed: P_SEGMENT,
    request: fields('pageNum? pageSize?:50 brandStatus?:20_is_the_active_filter'),
    openRequest: true,
    reply: page('brandId brandName brandStatus'),
  },
  'POST /{p}/brand': { spec: GD, assumed: P_SEGMENT, reply: none },
  'PUT /{p}/brand': { spec: GD, assumed: P_SEGMENT, reply: none },
  'GET /{p}/brand/{id}': { spec: GD, assumed: P_SEGMENT, reply: object() },
  'DELETE /{p}/brand/{id}': { spec: GD, assumed: P_SEGMENT, reply: none },
  'POST /{p}/classify/tree': {
    spec: `${GD}; 03 §7 Pick-lists (goods classification tree, status 1); 01 §2 cascaders (goods category)`,
    assumed: P_SEGMENT,
    reply: { shape: 'list' },
  },
  'POST /{p}/classify/page': { spec: GD, assumed: P_SEGMENT, reply: page() },
  'POST /{p}/classify': { spec: GD, assumed: P_SEGMENT, reply: none },
  'PUT /{p}/classify': { spec: GD, assumed: P_SEGMENT, reply: none },
  'GET /{p}/classify/{id}': { spec: GD, assumed: P_SEGMENT, reply: object() },
  'DELETE /{p}/classify/{id}': { spec: GD, assumed: P_SEGMENT, reply: none },
  'POST /{p}/order-manage/order-page': { spec: GD, assumed: P_SEGMENT, reply: page() },
  'POST /{p}/order-manage/refresh-logistics': { spec: GD, assumed: P_SEGMENT, reply: none },
  'GET /{p}/order-manage/{id}': { spec: GD, assumed: P_SEGMENT, reply: object() },
  'POST /{p}/secKill/actPage': { spec: GD, assumed: P_SEGMENT, reply: page() },
  'POST /{p}/secKill/addAct': { spec: GD, assumed: P_SEGMENT, reply: none },
  'POST /{p}/secKill/loseEfficacy': { spec: GD, assumed: P_SEGMENT, reply: none },
  'GET /{p}/secKill/get': { spec: `${GD} (GET with query parameters)`, assumed: P_SEGMENT, reply: object() },
});
