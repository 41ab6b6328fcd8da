import { BILL_ACTIONS, billFeeDialog } from '../../dialogs/bill.ts';
import type { ColumnDef, FilterUse, ScreenDef } from '../types.ts';
import { billCalls } from '../../calls/bills.ts';

/** Spec 02 §2 "Bill page": search by billId, billType, custBillType, feeCode, and the search form's order, payer and organisation (02 §3). */
export const BILL_FILTERS: readonly FilterUse[] = [
  // Spec 02 §2 "Search by billId, …": a bill id finds its bill whatever its date, so the window is not sent with it.
  { name: 'crtTime', droppedWhen: 'billId' },
  'billId',
  { name: 'billType', label: '账单类型', type: 'select', enumId: 'billType', placeholder: '请选择账单类型' },
  { name: 'custBillType', label: '客户账单类型', type: 'select', dict: 1203, placeholder: '请选择客户账单类型' },
  { name: 'feeCode', label: '费用编码', type: 'text', maxLength: 40, pattern: 'code', placeholder: '请输入费用编码' },
  'orderId',
  { name: 'memberId', label: '付款会员' },
  { name: 'billStatus', label: '账单状态', type: 'select', enumId: 'billStatus', placeholder: '请选择账单状态' },
  { name: 'orgMemberId', products: 'notDfLys' },
];

/** Spec 02 §3 bill entity (no order, organisation or product fields); the payer cell behind BillPageMemberId (spec 02 §6). */
export const BILL_COLUMNS: readonly ColumnDef[] = [
  { key: 'billId', title: '账单号', link: 'bill', width: 170 },
  { key: 'payerMemberId', title: '付款会员', format: 'memberId', link: 'member', linkRight: 'BillPageMemberId' },
  { key: 'billAmt', title: '账单金额(元)', format: 'money' },
  { key: 'billType', title: '账单类型', format: 'enum', enumId: 'billType' },
  { key: 'custBillType', title: '客户账单类型', format: 'dict', dict: 1203 },
  { key: 'billStatus', title: '账单状态', format: 'enum', enumId: 'billStatus' },
  { key: 'custBillId', title: '业务账单号' },
  { key: 'custBillStatus', title: '业务账单状态', format: 'enum', enumId: 'bizBillStatus' },
  { key: 'uptDesc', title: '更新说明' },
  { key: 'payDesc', title: '支付说明', optional: true },
  { key: 'crtTime', title: '创建时间', format: 'datetime' },
  { key: 'uptTime', title: '更新时间', format: 'datetime' },
];

/** 账单列表 (spec 02 §2 "Bill page"). */
export const billPage: ScreenDef = {
  name: 'BillPage',
  title: '账单列表',
  area: 'bills',
  kind: 'list',
  list: {
    call: billCalls.page,
    rowKey: 'billId',
    filters: BILL_FILTERS,
    columns: BILL_COLUMNS,
    actions: [
      { id: 'fees', label: '费用明细', kind: 'dialog', dialog: billFeeDialog, idKey: 'billId', right: 'BillFeeDetail' },
      ...BILL_ACTIONS,
    ],
    export: { call: billCalls.export, name: '账单列表', kind: 'file' },
  },
};

/** 代理商账单 (spec 01 §2 agent-only pages): the bill page for an organisation's own subtree, read only. */
export const agentUsePageBillPage: ScreenDef = {
  name: 'AgentUsePageBillPage',
  title: '代理商账单',
  area: 'agent',
  kind: 'list',
  list: {
    call: billCalls.page,
    rowKey: 'billId',
    filters: BILL_FILTERS,
    columns: BILL_COLUMNS,
    actions: [{ id: 'fees', label: '费用明细', kind: 'dialog', dialog: billFeeDialog, idKey: 'billId', right: 'BillFeeDetail' }],
    export: { call: billCalls.export, name: '代理商账单', kind: 'file' },
  },
};
