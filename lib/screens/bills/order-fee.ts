import type { FormDef } from '../../forms/types.ts';
import type { ColumnDef, FilterUse, ScreenDef } from '../types.ts';
import { ruleCalls } from './calls.ts';

// 费用规则 (spec 03 §2 /OrderFee; §3 "Fee list columns"; §7 fee-list, crt-fee, upt-fee, del-fee).
// Who may change fees is not given: the screen's right governs.

/** Spec 03 §2 fee-rule picker filters (also this screen's). */
export const FEE_FILTERS: readonly FilterUse[] = [
  { name: 'feeId', label: '费用编号', type: 'digits', maxLength: 20, pattern: 'digits', placeholder: '请输入费用编号' },
  { name: 'feeCode', label: '费用编码', type: 'text', maxLength: 40, pattern: 'code', placeholder: '请输入费用编码' },
  { name: 'feeName', label: '费用名称', type: 'text', maxLength: 40, placeholder: '请输入费用名称' },
  { name: 'feeTag', label: '费用标签', type: 'select', enumId: 'feeTag', placeholder: '请选择费用标签' },
  { name: 'billType', label: '账单类型', type: 'select', enumId: 'billType', placeholder: '请选择账单类型' },
  { name: 'paymentRuleId', label: '支付规则编号', type: 'digits', maxLength: 20, pattern: 'digits', placeholder: '请输入支付规则编号' },
  { name: 'pgrId', label: '支付规则组编号', type: 'digits', maxLength: 20, pattern: 'digits', placeholder: '请输入支付规则组编号' },
  { name: 'custBillType', label: '客户账单类型', type: 'select', dict: 1203, placeholder: '请选择客户账单类型' },
  { name: 'expensesFlag', label: '收支标识', type: 'select', enumId: 'expensesFlag', placeholder: '请选择收支标识' },
  'crtTime',
  'uptTime',
];

/** Spec 03 §3 fee list columns. */
export const FEE_COLUMNS: readonly ColumnDef[] = [
  { key: 'feeId', title: '费用编号', link: 'fee' },
  { key: 'feeCode', title: '费用编码' },
  { key: 'feeName', title: '费用名称' },
  { key: 'feeTag', title: '费用标签', format: 'enum', enumId: 'feeTag' },
  { key: 'custBillType', title: '客户账单类型', format: 'dict', dict: 1203 },
  { key: 'billType', title: '账单类型', format: 'enum', enumId: 'billType' },
  { key: 'paymentRuleId', title: '支付规则编号' },
  { key: 'pgrId', title: '支付规则组编号' },
  { key: 'expensesFlag', title: '收支标识', format: 'enum', enumId: 'expensesFlag' },
];

const fields: FormDef['fields'] = [
  { key: 'feeCode', label: '费用编码', type: 'text', required: true, maxLength: 40, pattern: 'code', readOnly: 'edit' },
  { key: 'feeName', label: '费用名称', type: 'text', required: true, maxLength: 40 },
  { key: 'feeTag', label: '费用标签', type: 'select', required: true, enumId: 'feeTag' },
  { key: 'billType', label: '账单类型', type: 'select', required: true, enumId: 'billType' },
  { key: 'custBillType', label: '客户账单类型', type: 'select', required: true, dict: 1203 },
  { key: 'expensesFlag', label: '收支标识', type: 'select', required: true, enumId: 'expensesFlag' },
  { key: 'paymentRuleId', label: '支付规则编号', type: 'text', maxLength: 20, pattern: 'digits' },
  { key: 'pgrId', label: '支付规则组编号', type: 'text', maxLength: 20, pattern: 'digits' },
];

export const orderFeeAdd: FormDef = { id: 'order-fee-add', title: '新增费用', submit: ruleCalls.crtFee, fields };
export const orderFeeEdit: FormDef = {
  id: 'order-fee-edit',
  title: '编辑费用',
  submit: ruleCalls.uptFee,
  load: ruleCalls.feeDetail,
  idKey: 'feeId',
  fields,
};

export const orderFee: ScreenDef = {
  name: 'OrderFee',
  title: '费用规则',
  area: 'bills',
  kind: 'list',
  list: {
    call: ruleCalls.feeList,
    rowKey: 'feeId',
    filters: FEE_FILTERS,
    columns: FEE_COLUMNS,
    tools: [{ id: 'add', label: '新增', kind: 'form', form: orderFeeAdd }],
    actions: [
      { id: 'edit', label: '编辑', kind: 'form', form: orderFeeEdit, idKey: 'feeId' },
      {
        id: 'delete',
        label: '删除',
        kind: 'call',
        call: ruleCalls.delFee,
        idKey: 'feeId',
        confirm: '确定删除该费用吗？',
      },
    ],
  },
};
