// Order detail (spec 02 §2 "Order detail dialog", §3 order entity and sub-objects; spec 03 §7
// "Orders and bills"): the six-tab dialog of the POS order page and the four-tab variant of the
// transaction searches, whose last two tabs hide under product 'all'. Order status shows collapsed
// (10 or 15 initial, 20 success, 40 failed, else '-'). The receipt is offered for custOrderType
// 290201 and 290202 only (else 该订单类型暂不支持); the base-station address opens a confirm titled
// 基站详细地址. Opened from an order id behind BaseAuthOrderId (spec 01 §6).
import { ORDER_TYPE_DEFAULT } from '../../contract/members.ts';
import { billCalls, orderCalls } from '../calls/bills.ts';
import type { ActionDef } from '../list/types.ts';
import type { DialogDef, FieldDef, TabDef } from './types.ts';

/** Spec 02 §2, spec 03 §7: the receipt only for these order types. */
export const RECEIPT_ORDER_TYPES = [290201, 290202] as const;
export const RECEIPT_UNSUPPORTED = '该订单类型暂不支持';

/**
 * Order detail {orderId, orderType} (spec 02 §7): the opening row's own orderType replaces this
 * default (the id cell's `linkWith`); 'POS' only where the opening row carries none (a bill's, a
 * reconciliation's or a terminal's order id), the contract's assumption.
 */
const extra = { orderType: ORDER_TYPE_DEFAULT } as const;
const fieldsTab = (id: string, title: string, fields: readonly FieldDef[], gate: Partial<TabDef> = {}): TabDef => ({
  id,
  title,
  kind: 'fields',
  load: orderCalls.detail,
  idKey: 'orderId',
  extra,
  fields,
  ...(gate as object),
});

const basic: readonly FieldDef[] = [
  { key: 'orderId', label: '订单号' },
  { key: 'custOrderId', label: '业务订单号', roles: ['PRODUCT'] },
  { key: 'orderStatus', label: '订单状态', format: 'enum', enumId: 'orderStatusBrief' },
  { key: 'custOrderType', label: '订单类型', format: 'dict', dict: 1200 },
  { key: 'orderAmt', label: '订单金额(元)', format: 'money' },
  { key: 'feeAmt', label: '手续费(元)', format: 'fee' },
  { key: 'memberId', label: '会员编号', format: 'memberId', link: 'member' },
  { key: 'orgMemberId', label: '机构会员', format: 'memberId', link: 'orgMember' },
  { key: 'orgName', label: '机构名称', products: 'notDfLys' },
  { key: 'topOrgName', label: '顶级机构', products: 'notDfLys' },
  { key: 'settleType', label: '结算类型', format: 'enum', enumId: 'settleType' },
  { key: 'psamCode', label: '终端编号', link: 'psam' },
  { key: 'transName', label: '交易名称' },
  { key: 'custOrderTag', label: '订单标签' },
  { key: 'cnlRespCode', label: '渠道返回码' },
  { key: 'cnlRespMsg', label: '渠道返回信息' },
  { key: 'resultCode', label: '结果码' },
  { key: 'pospErrorMsg', label: 'POSP错误信息' },
  { key: 'proxyStatus', label: '代付状态', format: 'enum', enumId: 'proxyStatus' },
  { key: 'proxyDate', label: '代付时间', format: 'datetime' },
  { key: 'proxyErrMsg', label: '代付失败原因' },
  { key: 'orderDesc', label: '订单描述', span: 2 },
  { key: 'crtTime', label: '创建时间', format: 'datetime' },
  { key: 'cnlCrtTime', label: '渠道时间', format: 'datetime' },
  { key: 'uptTime', label: '更新时间', format: 'datetime' },
];

const merchant: readonly FieldDef[] = [
  { key: 'mchtInf.mchtName', label: '商户名称' },
  { key: 'mchtInf.mchtNo', label: '商户号' },
  { key: 'mchtInf.mchtId', label: '商户ID' },
  { key: 'mchtInf.termNo', label: '终端号' },
  { key: 'mchtInf.psamCode', label: '终端编号', link: 'psam' },
  { key: 'mchtInf.agentNum', label: '代理编号' },
  { key: 'mchtInf.mccType', label: 'MCC' },
  { key: 'mchtInf.mchtRouteType', label: '路由类型' },
  { key: 'mchtInf.reRateType', label: '费率类型' },
];

const settle: readonly FieldDef[] = [
  { key: 'settleInf.cardHostName', label: '持卡人', format: 'masked' },
  { key: 'settleInf.cardNo', label: '卡号', format: 'masked' },
  { key: 'settleInf.settleCardNo', label: '结算卡号', format: 'masked' },
  { key: 'settleInf.subjectType', label: '主体类型', format: 'enum', enumId: 'settleSubjectType' },
  { key: 'settleInf.bankName', label: '开户银行' },
  { key: 'settleInf.bankCode', label: '银行编码' },
  { key: 'settleInf.bankBranchName', label: '开户支行' },
  { key: 'settleInf.settleDate', label: '结算日期', format: 'date' },
  { key: 'settleInf.settleOrderId', label: '结算订单号' },
];

const channel: readonly FieldDef[] = [
  { key: 'cnlVo.cnlAmt', label: '渠道金额(元)', format: 'balance' },
  { key: 'cnlVo.transType', label: '交易类型', format: 'dict', dict: 2902 },
  { key: 'cnlVo.transName', label: '交易名称' },
  { key: 'cnlVo.cardClass', label: '卡类别', format: 'enum', enumId: 'cardClass' },
  { key: 'cnlVo.cnlFee', label: '渠道手续费(元)', format: 'balance' },
  { key: 'cnlVo.cnlFeeRate', label: '渠道费率', format: 'rate' },
  { key: 'cnlVo.stlmFee', label: '清算手续费(元)', format: 'balance' },
  { key: 'cnlVo.communicationFee', label: '通讯费(元)', format: 'balance' },
  { key: 'cnlVo.communicationFlag', label: '通讯费标识' },
  { key: 'cnlVo.freezeFlag', label: '冻结标识' },
  { key: 'cnlVo.choicenessFlag', label: '优选标识' },
  { key: 'cnlVo.termType', label: '终端类型' },
  { key: 'cnlVo.resultCode', label: '渠道结果码' },
  { key: 'cnlVo.merchantId', label: '渠道商户号' },
  { key: 'cnlVo.merchantName', label: '渠道商户名称' },
];

const consumption: readonly FieldDef[] = [
  { key: 'consumerInf.maskCardNo', label: '卡号', format: 'masked' },
  { key: 'consumerInf.consumerBankName', label: '发卡行' },
  { key: 'consumerInf.cardType', label: '卡类型', format: 'enum', enumId: 'cardClass' },
  { key: 'consumerInf.mediaType', label: '介质类型', format: 'enum', enumId: 'mediaType' },
  { key: 'consumerInf.swipeType', label: '刷卡方式', format: 'enum', enumId: 'swipeType' },
  { key: 'consumerInf.referNo', label: '参考号' },
  { key: 'consumerInf.authCode', label: '授权码' },
  { key: 'consumerInf.setBat', label: '批次号' },
  { key: 'consumerInf.serial', label: '凭证号' },
  { key: 'consumerInf.pwdModel', label: '密码方式' },
  { key: 'consumerInf.iccId', label: 'ICCID' },
  { key: 'consumerInf.tokenNo', label: 'Token' },
  { key: 'consumerInf.couponId', label: '优惠券编号' },
  { key: 'consumerInf.couponFee', label: '优惠金额(元)', format: 'money' },
  { key: 'detailsMap.feeCount', label: '费用笔数' },
];

const location: readonly FieldDef[] = [
  { key: 'locationInf.gbsId', label: '基站编号' },
  { key: 'locationInf.address', label: '交易地址', span: 2 },
];

/**
 * The dialog's footer: the receipt and merchant stub (consumption info's links, spec 02 §2) and the
 * base-station address, each on the loaded order.
 */
const actions: readonly ActionDef[] = [
  {
    id: 'receipt',
    label: '电子签购单',
    kind: 'open',
    call: orderCalls.receipt,
    idKey: 'orderId',
    field: 'wanFullUri',
    warnUnless: { field: 'custOrderType', values: RECEIPT_ORDER_TYPES, message: RECEIPT_UNSUPPORTED },
  },
  { id: 'stub', label: '商户存根', kind: 'open', call: orderCalls.stub, idKey: 'orderId', field: 'wanFullUri' },
  // Spec 02 §3: the base station's id is in consumerInf and locationInf, not on the order itself.
  {
    id: 'gbs',
    label: '基站地址',
    kind: 'show',
    call: orderCalls.gbsAddress,
    idKey: 'gbsId',
    idFrom: ['consumerInf.gbsId', 'locationInf.gbsId'],
    field: 'address',
    title: '基站详细地址',
  },
];

/** The six-tab variant (POS order page). */
export const orderDialog: DialogDef = {
  entity: 'order',
  title: '订单详情',
  width: '1100px',
  right: 'BaseAuthOrderId',
  idKey: 'orderId',
  tabs: [
    fieldsTab('basic', '基本信息', basic),
    fieldsTab('merchant', '商户信息', merchant),
    fieldsTab('settle', '结算卡信息', settle),
    fieldsTab('channel', '渠道交易信息', channel),
    fieldsTab('consumption', '消费信息', consumption),
    fieldsTab('location', '位置信息', location),
  ],
  actions,
};

/** The four-tab variant: consumption and settlement card hide under product 'all' (spec 02 §2). */
export const orderBriefDialog: DialogDef = {
  entity: 'orderBrief',
  title: '订单详情',
  width: '1100px',
  right: 'BaseAuthOrderId',
  idKey: 'orderId',
  tabs: [
    fieldsTab('basic', '基本信息', basic),
    fieldsTab('channel', '渠道交易信息', channel),
    fieldsTab('consumption', '消费信息', consumption, { products: 'notAll' }),
    fieldsTab('settle', '结算卡信息', settle, { products: 'notAll' }),
  ],
  actions: actions.slice(0, 2),
};

/** The order's bills (OrderPagePosItemList on the POS order page). */
export const orderBillsDialog: DialogDef = {
  entity: 'orderBills',
  title: '订单账单',
  width: '1200px',
  right: 'OrderPagePosItemList',
  tabs: [
    {
      id: 'bills',
      title: '账单明细',
      kind: 'list',
      idKey: 'orderId',
      list: {
        call: billCalls.page,
        rowKey: 'billId',
        filters: [],
        columns: [
          { key: 'billId', title: '账单号', link: 'bill' },
          { key: 'billAmt', title: '账单金额(元)', format: 'money' },
          { key: 'billType', title: '账单类型', format: 'enum', enumId: 'billType' },
          { key: 'custBillType', title: '客户账单类型', format: 'dict', dict: 1203 },
          { key: 'billStatus', title: '账单状态', format: 'enum', enumId: 'billStatus' },
          { key: 'payerMemberId', title: '付款会员', format: 'memberId', link: 'member' },
          { key: 'crtTime', title: '创建时间', format: 'datetime' },
        ],
      },
    },
  ],
};
