import type { FilterUse, ScreenDef } from '../types.ts';
import { RECON_ITEM_COLUMNS, reconDialog } from '../../dialogs/recon.ts';
import { reconCalls } from '../../calls/bills.ts';

// Reconciliation (spec 01 §2 /BillReconciliation and /ChannelReconciliation, named without fields;
// spec 01 §4 the statuses): a batch per channel and day with its status (10/15/20/40/-1), and the
// items it found, each with an item status (10/15/20/30/40) and, for a mismatch, a sub-status 31-37.

const itemFilters: readonly FilterUse[] = [
  { name: 'reconTime', label: '对账日期', keys: ['startDate', 'endDate'] },
  { name: 'reconId', label: '对账批次', type: 'digits', maxLength: 20, pattern: 'digits', placeholder: '请输入对账批次' },
  { name: 'cnlCode', label: '渠道' },
  'orderId',
  { name: 'itemStatus', label: '明细状态', type: 'select', enumId: 'reconItemStatus', placeholder: '请选择明细状态' },
  { name: 'subStatus', label: '不一致原因', type: 'select', enumId: 'reconSubStatus', placeholder: '请选择不一致原因' },
];

export const billReconciliation: ScreenDef = {
  name: 'BillReconciliation',
  title: '账单对账',
  area: 'bills',
  kind: 'list',
  list: {
    call: reconCalls.page,
    rowKey: 'reconId',
    filters: [
      { name: 'reconTime', label: '对账日期', keys: ['startDate', 'endDate'] },
      { name: 'cnlCode', label: '渠道' },
      { name: 'reconStatus', label: '对账状态', type: 'select', enumId: 'reconStatus', placeholder: '请选择对账状态' },
    ],
    columns: [
      { key: 'reconId', title: '对账批次', link: 'recon' },
      { key: 'reconDate', title: '对账日期', format: 'date' },
      { key: 'cnlCode', title: '渠道', format: 'dict', dict: 8070 },
      { key: 'totalCnt', title: '我方笔数' },
      { key: 'totalAmt', title: '我方金额(元)', format: 'money' },
      { key: 'cnlCnt', title: '渠道笔数' },
      { key: 'cnlAmt', title: '渠道金额(元)', format: 'money' },
      { key: 'diffCnt', title: '差异笔数' },
      { key: 'reconStatus', title: '对账状态', format: 'enum', enumId: 'reconStatus' },
      { key: 'remark', title: '备注' },
      { key: 'crtTime', title: '创建时间', format: 'datetime' },
      { key: 'uptTime', title: '完成时间', format: 'datetime' },
    ],
    actions: [{ id: 'items', label: '对账明细', kind: 'dialog', dialog: reconDialog, idKey: 'reconId' }],
  },
};

export const channelReconciliation: ScreenDef = {
  name: 'ChannelReconciliation',
  title: '渠道对账',
  area: 'bills',
  kind: 'list',
  list: { call: reconCalls.items, rowKey: 'itemId', filters: itemFilters, columns: RECON_ITEM_COLUMNS },
};
