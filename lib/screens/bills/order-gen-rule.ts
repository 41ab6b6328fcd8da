import { feeRuleDialog } from '../../dialogs/fee-rule.ts';
import { ORDER_TYPES_OMITTED } from '../../filters/catalogue.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';
import { ruleCalls } from '../../calls/bills.ts';

// 订单生成规则 (spec 03 §2 /OrderGenRule; §7 gen-rule-list, crt-gen-rule, upt-gen-rule,
// del-gen-rule). The spec names the calls, not the rule's fields: a rule says which orders (product,
// order type) make which bills, and carries the fee rows its editor maintains (rule-fee-list,
// upt-rule-fee); the disabled flag YES makes those rows read-only. Editing follows the screen's right.

const fields: FormDef['fields'] = [
  { key: 'ruleName', label: '规则名称', type: 'text', required: true, maxLength: 40 },
  {
    key: 'productCode',
    label: '产品编码',
    type: 'select',
    required: true,
    options: ['all', 'myx', 'mcf', 'byhb', 'df', 'lys', 'zzf', 'jf'].map((v) => ({ value: v, label: v })),
    readOnly: 'edit',
  },
  { key: 'custOrderType', label: '订单类型', type: 'select', required: true, dict: 1200, dictOmit: ORDER_TYPES_OMITTED },
  { key: 'billType', label: '账单类型', type: 'select', required: true, enumId: 'billType' },
  { key: 'disabled', label: '停用', type: 'select', required: true, enumId: 'disabledFlag' },
  { key: 'remark', label: '备注', type: 'textarea', maxLength: 200, span: 2 },
];

export const genRuleAdd: FormDef = {
  id: 'order-gen-rule-add',
  title: '新增订单生成规则',
  submit: ruleCalls.crtGenRule,
  fields,
};
export const genRuleEdit: FormDef = {
  id: 'order-gen-rule-edit',
  title: '编辑订单生成规则',
  submit: ruleCalls.uptGenRule,
  load: ruleCalls.genRuleDetail,
  idKey: 'ruleId',
  fields,
};

export const orderGenRule: ScreenDef = {
  name: 'OrderGenRule',
  title: '订单生成规则',
  area: 'bills',
  kind: 'list',
  list: {
    call: ruleCalls.genRuleList,
    rowKey: 'ruleId',
    filters: [
      { name: 'ruleId', label: '规则编号', type: 'digits', maxLength: 20, pattern: 'digits', placeholder: '请输入规则编号' },
      { name: 'ruleName', label: '规则名称', type: 'text', maxLength: 40, placeholder: '请输入规则名称' },
      'productCode',
      'custOrderType',
      { name: 'disabled', label: '停用', type: 'select', enumId: 'disabledFlag', placeholder: '请选择' },
    ],
    columns: [
      { key: 'ruleId', title: '规则编号', link: 'feeRule' },
      { key: 'ruleName', title: '规则名称' },
      { key: 'productCode', title: '产品编码' },
      { key: 'custOrderType', title: '订单类型', format: 'dict', dict: 1200 },
      { key: 'billType', title: '账单类型', format: 'enum', enumId: 'billType' },
      { key: 'feeCount', title: '费用数' },
      { key: 'disabled', title: '停用', format: 'enum', enumId: 'disabledFlag' },
      { key: 'remark', title: '备注' },
      { key: 'crtTime', title: '创建时间', format: 'datetime' },
      { key: 'uptTime', title: '更新时间', format: 'datetime' },
    ],
    tools: [{ id: 'add', label: '新增', kind: 'form', form: genRuleAdd }],
    actions: [
      { id: 'fees', label: '费用规则', kind: 'dialog', dialog: feeRuleDialog, idKey: 'ruleId' },
      { id: 'edit', label: '编辑', kind: 'form', form: genRuleEdit, idKey: 'ruleId' },
      {
        id: 'delete',
        label: '删除',
        kind: 'call',
        call: ruleCalls.delGenRule,
        idKey: 'ruleId',
        confirm: '确定删除该规则吗？',
      },
    ],
  },
};
