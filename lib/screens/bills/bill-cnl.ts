import { enumSubset } from '../../dict/enums/index.ts';
import type { ScreenDef } from '../types.ts';
import { billCalls } from '../../calls/bills.ts';

// 渠道账单: spec 01 §2 names the screen without fields. Designed as the payment channels' own
// statement lines (what each channel says it processed and charged), the other half of the
// reconciliation, each linked to our order.
export const billCnl: ScreenDef = {
  name: 'BillCnl',
  title: '渠道账单',
  area: 'bills',
  kind: 'list',
  list: {
    call: billCalls.cnlPage,
    rowKey: 'cnlBillId',
    filters: [
      { name: 'transTime', label: '交易时间', type: 'dateRange', keys: ['startDate', 'endDate'], maxDays: 90 },
      { name: 'cnlCode', label: '渠道' },
      'orderId',
      { name: 'cnlOrderNo', label: '渠道流水号', type: 'text', maxLength: 40, pattern: 'alnum', placeholder: '请输入渠道流水号' },
      {
        name: 'reconStatus',
        label: '对账状态',
        type: 'select',
        enumId: 'reconItemStatus',
        // A channel's statement holds only lines the channel has: never 我方有渠道无.
        options: enumSubset('reconItemStatus', ['10', '20', '30', '40']),
        placeholder: '请选择对账状态',
      },
    ],
    columns: [
      { key: 'cnlBillId', title: '渠道账单号' },
      { key: 'cnlCode', title: '渠道', format: 'dict', dict: 8070 },
      { key: 'cnlOrderNo', title: '渠道流水号' },
      { key: 'orderId', title: '订单号', link: 'order' },
      { key: 'cnlMchtNo', title: '渠道商户号' },
      { key: 'transAmt', title: '交易金额(元)', format: 'money' },
      { key: 'cnlFee', title: '渠道手续费(元)', format: 'fee' },
      { key: 'settleAmt', title: '结算金额(元)', format: 'money' },
      { key: 'reconStatus', title: '对账状态', format: 'enum', enumId: 'reconItemStatus' },
      { key: 'transTime', title: '交易时间', format: 'datetime' },
      { key: 'settleDate', title: '清算日期', format: 'date' },
    ],
  },
};
