import type { FilterUse, ListDef, ScreenDef } from '../types.ts';
import { billCalls } from '../../calls/bills.ts';
import { FEE_LINE_COLUMNS } from '../../dialogs/bill.ts';

// Fee lines of the bills (spec 02 §3 / spec 03 §3 "Bill fee line"): /BillFeePage (spec 01 §2) and
// the JF group's account fee page (/JF_AcctFeePage, named without fields) list them. The payee
// opens the member behind BaseAuthMemberId, the rule id the bound fee rule (spec 03 §6).

const filters: readonly FilterUse[] = [
  { name: 'crtTime' },
  'billId',
  { name: 'feeCode', label: '费用编码', type: 'text', maxLength: 40, pattern: 'code', placeholder: '请输入费用编码' },
  { name: 'payeeMemberId', label: '收款会员', type: 'text', maxLength: 40, pattern: 'hex', placeholder: '请输入收款会员编号' },
  { name: 'feeRuleId', label: '费用规则编号', type: 'digits', maxLength: 20, pattern: 'digits', placeholder: '请输入费用规则编号' },
  { name: 'feeTag', label: '费用标签', type: 'select', enumId: 'feeTag', placeholder: '请选择费用标签' },
  'feeAmt',
];

const list: ListDef = { call: billCalls.feePage, rowKey: 'feeLineId', filters, columns: FEE_LINE_COLUMNS };

export const billFeePage: ScreenDef = { name: 'BillFeePage', title: '账单费用', area: 'bills', kind: 'list', list };

export const jfAcctFeePage: ScreenDef = { name: 'JF_AcctFeePage', title: 'JF账户费用', area: 'finance-terminal', kind: 'list', list };
