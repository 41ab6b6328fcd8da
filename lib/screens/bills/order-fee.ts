import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';
import { ruleCalls } from '../../calls/bills.ts';
import { FEE_COLUMNS, FEE_FILTERS } from '../../dialogs/fee-rule.ts';

// 费用规则 (spec 03 §2 /OrderFee; §3 "Fee list columns"; §7 fee-list, crt-fee, upt-fee, del-fee).
// Who may change fees is not given: the screen's right governs.

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
