import type { ColumnDef, FilterUse, ListDef, ScreenDef } from '../types.ts';
import { billCalls } from './calls.ts';

// Fee lines of the bills (spec 02 §3 / spec 03 §3 "Bill fee line"): /BillFeePage (spec 01 §2) and
// the JF group's account fee page (/JF_AcctFeePage, named without fields) list them. The payee
// opens the member behind BaseAuthMemberId, the rule id the bound fee rule (spec 03 §6).
export const FEE_LINE_COLUMNS: readonly ColumnDef[] = [
  { key: 'billId', title: '账单号', link: 'bill' },
  { key: 'feeCode', title: '费用编码' },
  { key: 'feeName', title: '费用名称' },
  { key: 'feeAmt', title: '费用金额(元)', format: 'fee' },
  { key: 'payeeMemberId', title: '收款会员', format: 'memberId', link: 'member' },
  { key: 'feeRuleId', title: '费用规则', link: 'feeRule' },
  { key: 'feeTag', title: '费用标签', format: 'enum', enumId: 'feeTag' },
  { key: 'exParam', title: '扩展参数', optional: true },
  { key: 'uptDesc', title: '更新说明' },
  { key: 'crtTime', title: '创建时间', format: 'datetime' },
];

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
