// A reconciliation batch (spec 01 §4 reconciliation and item statuses): the batch and the items it
// found, from the reconciliation screens' batch ids. Opened behind the screen that shows the id.
import type { ColumnDef } from '../list/types.ts';
import { reconCalls } from '../calls/bills.ts';
import type { DialogDef } from './types.ts';

/** A batch's items: the dialog's tab and the items screen (reconciliation.ts). */
export const RECON_ITEM_COLUMNS: readonly ColumnDef[] = [
  { key: 'itemId', title: '明细编号' },
  { key: 'reconId', title: '对账批次', link: 'recon' },
  { key: 'reconDate', title: '对账日期', format: 'date' },
  { key: 'cnlCode', title: '渠道', format: 'dict', dict: 8070 },
  { key: 'orderId', title: '订单号', link: 'order' },
  { key: 'cnlOrderNo', title: '渠道流水号' },
  { key: 'amount', title: '我方金额(元)', format: 'money' },
  { key: 'cnlAmount', title: '渠道金额(元)', format: 'money' },
  { key: 'itemStatus', title: '明细状态', format: 'enum', enumId: 'reconItemStatus' },
  { key: 'subStatus', title: '不一致原因', format: 'enum', enumId: 'reconSubStatus' },
  { key: 'remark', title: '备注', optional: true },
];

export const reconDialog: DialogDef = {
  entity: 'recon',
  title: '对账批次',
  width: '1200px',
  right: 'BillReconciliation',
  tabs: [
    {
      id: 'batch',
      title: '批次信息',
      kind: 'fields',
      load: reconCalls.detail,
      idKey: 'reconId',
      fields: [
        { key: 'reconId', label: '对账批次' },
        { key: 'reconDate', label: '对账日期', format: 'date' },
        { key: 'cnlCode', label: '渠道', format: 'dict', dict: 8070 },
        { key: 'reconStatus', label: '对账状态', format: 'enum', enumId: 'reconStatus' },
        { key: 'totalCnt', label: '我方笔数' },
        { key: 'totalAmt', label: '我方金额(元)', format: 'money' },
        { key: 'cnlCnt', label: '渠道笔数' },
        { key: 'cnlAmt', label: '渠道金额(元)', format: 'money' },
        { key: 'diffCnt', label: '差异笔数' },
        { key: 'remark', label: '备注', span: 3 },
      ],
    },
    {
      id: 'items',
      title: '对账明细',
      kind: 'list',
      idKey: 'reconId',
      list: {
        call: reconCalls.items,
        rowKey: 'itemId',
        filters: [{ name: 'itemStatus', label: '明细状态', type: 'select', enumId: 'reconItemStatus', placeholder: '请选择明细状态' }],
        columns: RECON_ITEM_COLUMNS.filter((c) => c.key !== 'reconId'),
      },
    },
  ],
};
