import { orderBillsDialog, orderDialog } from '../../dialogs/order.ts';
import type { ActionDef, ColumnDef, FilterUse, ScreenDef } from '../types.ts';
import { orderCalls } from '../../calls/bills.ts';

/** Spec 02 §2 "POS order page": the status quick filters, in the spec's order. */
export const ORDER_QUICK_STATUSES = ['', '20', '40', '10', '11', '12', '26', '27', '41'] as const;
const QUICK_LABELS: Readonly<Record<string, string>> = {
  '': '全部',
  '20': '成功',
  '40': '失败',
  '10': '初始化',
  '11': '待支付',
  '12': '内部账户支付中',
  '26': '退款中',
  '27': '部分退款中',
  '41': '退单完成',
};

/** An organisation filter of the search form: the organisation's member id, by the member search's mode. */
const orgMember = (name: string, label: string, mode: string): FilterUse => ({
  name,
  label,
  type: 'member',
  mode,
  placeholder: `请输入${label}`,
  products: 'notDfLys',
});

/**
 * The order search form (spec 02 §3 "Search form": memberId, custMemberId, cnlMerchantCode,
 * orderId, custOrderId, psamCode, tusn, cardNo, mchtNo, referNo, orderStatus and the
 * organisations by member id: orgMemberId, topOrgMemberId, parentOrgMemberId, curOrgMemberId,
 * leaderMemberId): today 00:00:00 to 23:59:59 by default, not clearable; ORG operators lose the
 * business order id and coupon filters (spec 02 §2, §6).
 */
export const ORDER_FILTERS: readonly FilterUse[] = [
  { name: 'crtTime', label: '交易时间', clearable: false },
  'orderId',
  { name: 'custOrderId', label: '业务订单号', roles: ['PRODUCT'] },
  'memberId',
  {
    name: 'custMemberId',
    label: '客户会员号',
    type: 'text',
    maxLength: 40,
    pattern: 'alnum',
    placeholder: '请输入客户会员号',
    exact: true,
  },
  'cnlMerchantCode',
  // Spec 01 §2 labels both terminal filters TUSN (SN for two products); on this form, which has
  // both, the terminal code reads as its column and the terminal screens do (issue #53: two TUSN).
  { name: 'psamCode', label: '终端号' },
  'tusn',
  'cardNo',
  'mchtNo',
  'referNo',
  'orderStatus',
  // Spec 03 §4: the order-type pick-list omits dictionary entries 290221 and 290241.
  'custOrderType',
  orgMember('orgMemberId', '机构会员', 'org'),
  orgMember('topOrgMemberId', '顶级机构', 'topOrg'),
  orgMember('parentOrgMemberId', '上级机构', 'parentOrg'),
  orgMember('curOrgMemberId', '当前机构', 'curOrg'),
  orgMember('leaderMemberId', '负责人', 'leader'),
  { name: 'couponId', roles: ['PRODUCT'] },
  'payChannel',
  'productCode',
  // Filter by tag (spec 02 §2): the order basic group's tags, sent as comma-joined codes with the
  // picker's OR/AND 条件 (spec 01 §2 item 7).
  {
    name: 'orderTags',
    label: '订单标签',
    type: 'tags',
    custGroups: ['ORDER_BASIC_GROUP'],
    conditionKey: 'tagCondition',
    placeholder: '按订单标签筛选',
  },
];

/**
 * The order columns (spec 02 §3 order entity). Product rules of spec 02 §2: the product code column
 * only under 'all' ("hidden ... when the product is not 'all'"), the channel code column only for
 * mcf, organisation columns not for df and lys; zzf shows its own set (its payout columns instead
 * of the coupon and channel-fee ones).
 */
export const ORDER_COLUMNS: readonly ColumnDef[] = [
  // Order detail takes {orderId, orderType} (spec 02 §7): the row's own orderType goes with the link.
  { key: 'orderId', title: '订单号', link: 'order', linkWith: ['orderType'], width: 170 },
  { key: 'custOrderId', title: '业务订单号', roles: ['PRODUCT'] },
  { key: 'memberId', title: '会员编号', format: 'memberId', link: 'member' },
  { key: 'custOrderType', title: '订单类型', format: 'dict', dict: 1200 },
  { key: 'orderStatus', title: '订单状态', format: 'enum', enumId: 'orderStatus' },
  { key: 'orderAmt', title: '订单金额(元)', format: 'money' },
  { key: 'feeAmt', title: '手续费(元)', format: 'fee' },
  { key: 'cnlFeeRate', title: '费率', format: 'rate', products: 'notZzf' },
  { key: 'couponFee', title: '优惠金额(元)', format: 'money', products: 'notZzf' },
  { key: 'couponId', title: '优惠券编号', products: 'notZzf', optional: true },
  { key: 'settleType', title: '结算类型', format: 'enum', enumId: 'settleType', products: 'zzf' },
  { key: 'proxyStatus', title: '代付状态', format: 'enum', enumId: 'proxyStatus', products: 'zzf' },
  { key: 'proxyDate', title: '代付时间', format: 'datetime', products: 'zzf' },
  { key: 'proxyErrMsg', title: '代付失败原因', products: 'zzf' },
  { key: 'psamCode', title: '终端编号', link: 'psam' },
  { key: 'cardNo', title: '卡号', format: 'masked' },
  { key: 'mchtNo', title: '商户号' },
  { key: 'referNo', title: '参考号' },
  { key: 'cnlCode', title: '渠道编码', format: 'dict', dict: 8070, products: 'mcf' },
  { key: 'cnlRespMsg', title: '渠道返回', optional: true },
  // Spec 02 §2: the POS order page opens the organisation view; §6: order table clicks need BillPageOrgCode.
  { key: 'orgMemberId', title: '机构会员', format: 'memberId', link: 'orgMember', linkRight: 'BillPageOrgCode', products: 'notDfLys' },
  { key: 'orgName', title: '机构名称', products: 'notDfLys' },
  {
    key: 'topOrgMemberId',
    title: '顶级机构会员',
    format: 'memberId',
    link: 'orgMember',
    linkRight: 'BillPageOrgCode',
    products: 'notDfLys',
    optional: true,
  },
  { key: 'topOrgName', title: '顶级机构', products: 'notDfLys' },
  { key: 'productCode', title: '产品编码', products: 'onlyAll' },
  { key: 'custOrderTag', title: '订单标签', optional: true },
  { key: 'crtTime', title: '交易时间', format: 'datetime' },
  { key: 'uptTime', title: '更新时间', format: 'datetime', optional: true },
];

/** 标记筛选商户 (spec 02 §2, §7): merchant tags bound to every merchant the current search finds. */
export const TAG_BRAND_TOOL: ActionDef = {
  id: 'tagBrand',
  label: '标记筛选商户',
  kind: 'bindTags',
  call: orderCalls.tagBrand,
  custGroups: ['MEMBER_MERCHANT_GROUP'],
  field: 'memberTagIds',
  right: 'OrderPagePosTagBrand',
};

/** POS订单 (spec 02 §2 "POS order page", spec 02 §6 order-page rights). */
export const orderPagePos: ScreenDef = {
  name: 'OrderPagePos',
  title: 'POS订单',
  area: 'bills',
  kind: 'list',
  list: {
    call: orderCalls.posPage,
    rowKey: 'orderId',
    filters: ORDER_FILTERS,
    // Spec 03 §4, §9 and 01 §9: the time type 821001 (the only one the specs give).
    fixed: { timeType: '821001' },
    columns: ORDER_COLUMNS,
    quick: { field: 'orderStatus', options: ORDER_QUICK_STATUSES.map((value) => ({ value, label: QUICK_LABELS[value] })) },
    actions: [
      { id: 'detail', label: '详情', kind: 'dialog', dialog: orderDialog, idKey: 'orderId', right: 'OrderPagePosDetail' },
      // The order's bills (spec 02 §2 "bill detail" dialog of the order page).
      { id: 'items', label: '账单明细', kind: 'dialog', dialog: orderBillsDialog, idKey: 'orderId', right: 'OrderPagePosItemList' },
    ],
    tools: [TAG_BRAND_TOOL],
    // A streamed spreadsheet of the whole query (xlsx: an order export outgrows .xls's 65 536 rows).
    export: { call: orderCalls.export, name: 'POS订单', kind: 'file', ext: 'xlsx', right: 'OrderPagePosExport' },
  },
};
