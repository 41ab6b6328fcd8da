import { call } from '../../calls/define.ts';
import type { ColumnDef, FilterUse, ListDef } from '../../list/types.ts';

// 商户交易记录 (spec 02 §2 "Merchant transaction list"): a table page filtered by member id, with
// every filter the spec lists, the last 30 days by default (00:00:00 to 23:59:59), Query, Reset,
// Export and 标记筛选商户 (binds tags to every merchant the filters match). The same list is tab 15
// of the member dialog (scoped by the member) and the nested 商户交易记录 dialog of the object tab.
// The spec names the page without a route: it is /UserSearchOrder (商户订单查询) here.
export const merchantTransCalls = {
  page: call('POST /admin/merchant/trans/page'),
  export: call('POST /admin/export/merchant-trans', { kind: 'blob' }),
  /** Spec 02 §7 "bind tags to filtered merchants": the current filters without paging plus memberTagIds. */
  bindTags: call('POST /admin/merchant/trans/bind-tags'),
};

/** Every filter of spec 02 §2 but the member id (the dialog's tab is scoped by it). */
export const MERCHANT_TRANS_FILTERS: readonly FilterUse[] = [
  'orderId',
  'orderStatus',
  // The catalogue's order-type pick-list omits 290221 and 290241 (spec 03 §4).
  'custOrderType',
  { name: 'operateType', label: '操作类型', type: 'select', enumId: 'operateType', placeholder: '请选择操作类型' },
  'cardNo',
  'referNo',
  'mchtNo',
  { name: 'custOrderTag', label: '订单标签', type: 'select', enumId: 'orderTag', placeholder: '请选择订单标签' },
  { name: 'crtTime', label: '交易日期', defaultWindow: { days: 30 }, shortcuts: 'lookback' },
  { name: 'resultCode', label: '返回码', type: 'text', maxLength: 20, pattern: 'alnum', placeholder: '请输入返回码' },
  { name: 'consumerBankName', label: '消费银行', type: 'text', maxLength: 40, placeholder: '请输入消费银行' },
  'orderAmt',
  {
    name: 'cnlCrtTime',
    label: '渠道日期',
    type: 'dateRange',
    keys: ['startCnlDate', 'endCnlDate'],
    maxDays: 90,
    defaultWindow: 'none',
    shortcuts: 'standard',
  },
];

const columns: readonly ColumnDef[] = [
  // An order inside a transaction list opens the order (its row until the order dialog is declared).
  // The merchant transaction rows are their own records (not POS orders): the id shows the row's own fields.
  { key: 'orderId', title: '订单号', link: 'merchantTrade' },
  { key: 'memberId', title: '会员编号', format: 'memberId', link: 'member' },
  { key: 'merchantName', title: '商户名称' },
  { key: 'mchtNo', title: '商户号' },
  { key: 'psamCode', title: '终端编号', link: 'psam' },
  { key: 'custOrderType', title: '订单类型', format: 'dict', dict: 1200 },
  { key: 'operateType', title: '操作类型', format: 'enum', enumId: 'operateType' },
  { key: 'orderStatus', title: '订单状态', format: 'enum', enumId: 'orderStatus' },
  { key: 'orderAmt', title: '交易金额(元)', format: 'money' },
  { key: 'feeAmt', title: '手续费(元)', format: 'fee' },
  { key: 'cardNo', title: '卡号', format: 'masked' },
  { key: 'consumerBankName', title: '消费银行' },
  { key: 'swipeType', title: '交易方式', format: 'enum', enumId: 'swipeType' },
  { key: 'referNo', title: '参考号' },
  { key: 'custOrderTag', title: '订单标签', format: 'enum', enumId: 'orderTag' },
  { key: 'resultCode', title: '返回码' },
  { key: 'cnlRespMsg', title: '渠道返回信息', optional: true },
  { key: 'cnlCrtTime', title: '渠道时间', format: 'datetime' },
  { key: 'crtTime', title: '交易时间', format: 'datetime' },
];

/** The list scoped by a member (dialog tab 15 and the nested dialog): no member filter. */
export const merchantTransList: ListDef = {
  call: merchantTransCalls.page,
  rowKey: 'orderId',
  filters: MERCHANT_TRANS_FILTERS,
  columns,
  export: { call: merchantTransCalls.export, name: '商户交易记录', kind: 'file' },
  tools: [
    {
      id: 'bindTags',
      label: '标记筛选商户',
      kind: 'bindTags',
      call: merchantTransCalls.bindTags,
      custGroups: ['MEMBER_MERCHANT_GROUP'],
      field: 'memberTagIds',
    },
  ],
};
