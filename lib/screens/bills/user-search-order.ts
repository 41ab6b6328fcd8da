import type { FilterUse, ScreenDef } from '../types.ts';
import { orderCalls } from './calls.ts';
import { ORDER_COLUMNS, ORDER_FILTERS, TAG_BRAND_TOOL } from './order-page-pos.ts';

// The merchant transaction list (spec 02 §2 "Merchant transaction list"; /UserSearchOrder of spec
// 01 §2): a member's orders, the last 30 days to today by default (00:00:00 to 23:59:59); Query,
// Reset, Export and 标记筛选商户 (tags bound to every merchant the filters find). The spec's
// operate type and consuming bank filters are left out: the demo orders carry neither.

const named = (name: string) => ORDER_FILTERS.find((f) => (typeof f === 'string' ? f : f.name) === name)!;

const filters: readonly FilterUse[] = [
  'memberId',
  named('orderId'),
  named('orderStatus'),
  named('custOrderType'),
  named('cardNo'),
  named('referNo'),
  named('mchtNo'),
  named('orderTags'),
  { name: 'crtTime', label: '交易时间', defaultWindow: { days: 30 }, shortcuts: 'lookback' },
  { name: 'resultCode', label: '结果码', type: 'text', maxLength: 4, pattern: 'alnum', placeholder: '请输入结果码' },
  named('orderAmt'),
  { name: 'cnlTime', label: '渠道时间', type: 'dateRange', keys: ['cnlStartDate', 'cnlEndDate'], maxDays: 90, defaultWindow: 'none' },
];

export const userSearchOrder: ScreenDef = {
  name: 'UserSearchOrder',
  title: '商户订单查询',
  area: 'members',
  list: {
    call: orderCalls.transPage,
    rowKey: 'orderId',
    filters,
    columns: ORDER_COLUMNS,
    tools: [TAG_BRAND_TOOL],
    export: { call: orderCalls.export, name: '商户订单', kind: 'file', ext: 'xlsx', right: 'OrderPagePosExport' },
  },
};
