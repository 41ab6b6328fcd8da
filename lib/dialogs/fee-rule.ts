// Fee rules (spec 03 §2 "Fee-rule picker", "Fee-rule editor"; §3 fee rule row; §5 ruleId 必传;
// §7 /admin/order/rule/). A gen rule's fee rows open as the bound-fee-rule drawer (from a bill
// fee line's rule id or the gen-rule list); its editor tab adds rows through the fee-rule picker
// (95% wide, the filters of spec 03 §2, search and clear only, a select action), deletes rows and
// saves; read-only when the rule's disabled flag is YES. The spec names no editing right: the
// editor and the picker follow the fee-rule screen's (OrderGenRule).
import { ruleCalls } from '../calls/bills.ts';
import type { ColumnDef, FilterUse } from '../list/types.ts';
import type { DialogDef } from './types.ts';

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

/** The picker offers every fee code: its date ranges open on no window (the screen's open on today, 01 §9). */
const PICKER_FILTERS = FEE_FILTERS.map((f) => (f === 'crtTime' || f === 'uptTime' ? { name: f, defaultWindow: 'none' as const } : f));

/** rule-fee-list takes (ruleId, productCode, feeCode) (spec 03 §7): the rule's fee rows narrow to one fee code. */
const FEE_CODE_FILTER = FEE_FILTERS.filter((f) => typeof f === 'object' && f.name === 'feeCode');

/** The fee-rule picker: the fee list, chosen from by the editor (no export). */
export const feePickerDialog: DialogDef = {
  entity: 'feePicker',
  title: '选择费用',
  width: '95%',
  // Picking fees edits a rule: under the fee-rule screen's right, as the editor tab is.
  right: 'OrderGenRule',
  tabs: [
    {
      id: 'fees',
      title: '费用列表',
      kind: 'list',
      idKey: 'ruleId',
      list: { call: ruleCalls.feeList, rowKey: 'feeId', filters: PICKER_FILTERS, columns: FEE_COLUMNS },
    },
  ],
};

/** One fee (spec 03 §3 fee list columns): what a fee id cell opens; behind BillFeeDetail (ours). */
export const feeDialog: DialogDef = {
  entity: 'fee',
  title: '费用',
  width: '1000px',
  right: 'BillFeeDetail',
  tabs: [
    {
      id: 'fee',
      title: '费用信息',
      kind: 'fields',
      load: ruleCalls.feeDetail,
      idKey: 'feeId',
      fields: [
        { key: 'feeId', label: '费用编号' },
        { key: 'feeCode', label: '费用编码' },
        { key: 'feeName', label: '费用名称' },
        { key: 'feeTag', label: '费用标签', format: 'enum', enumId: 'feeTag' },
        { key: 'billType', label: '账单类型', format: 'enum', enumId: 'billType' },
        { key: 'custBillType', label: '客户账单类型', format: 'dict', dict: 1203 },
        { key: 'expensesFlag', label: '收支标识', format: 'enum', enumId: 'expensesFlag' },
        { key: 'paymentRuleId', label: '支付规则编号' },
        { key: 'pgrId', label: '支付规则组编号' },
        { key: 'crtTime', label: '创建时间', format: 'datetime' },
        { key: 'uptTime', label: '更新时间', format: 'datetime' },
      ],
    },
  ],
};

export const feeRuleDialog: DialogDef = {
  entity: 'feeRule',
  title: '费用规则',
  width: '1200px',
  drawer: true,
  right: 'BillFeeDetail',
  tabs: [
    {
      id: 'rule',
      title: '规则信息',
      kind: 'fields',
      // Spec 03 §7 names no rule detail: the rule is its row of gen-rule-list {ruleId}, as the editor reads it.
      load: ruleCalls.genRuleList,
      idKey: 'ruleId',
      // The row whose id is the one opened, among a page large enough to find it should the upstream ignore the filter (03-N2).
      extra: { pageNum: 1, pageSize: 50 },
      match: true,
      fields: [
        { key: 'ruleId', label: '规则编号' },
        { key: 'ruleName', label: '规则名称' },
        { key: 'productCode', label: '产品编码' },
        { key: 'custOrderType', label: '订单类型', format: 'dict', dict: 1200 },
        { key: 'billType', label: '账单类型', format: 'enum', enumId: 'billType' },
        { key: 'disabled', label: '停用', format: 'enum', enumId: 'disabledFlag' },
        { key: 'remark', label: '备注', span: 3 },
        { key: 'crtTime', label: '创建时间', format: 'datetime' },
        { key: 'uptTime', label: '更新时间', format: 'datetime' },
      ],
    },
    {
      id: 'fees',
      title: '费用规则',
      kind: 'list',
      idKey: 'ruleId',
      list: {
        call: ruleCalls.ruleFeeList,
        paged: false,
        rowKey: 'feeId',
        filters: FEE_CODE_FILTER,
        columns: [
          { key: 'feeId', title: '费用编号', link: 'fee' },
          { key: 'feeCode', title: '费用编码' },
          { key: 'feeName', title: '费用名称' },
          { key: 'expensesFlag', title: '收支标识', format: 'enum', enumId: 'expensesFlag' },
          { key: 'defaultFeeFlag', title: '默认费用', format: 'enum', enumId: 'defaultFeeFlag' },
          { key: 'chargingType', title: '计费方式', format: 'dict', dict: 7025 },
          { key: 'floatScriptStr', title: '计算参数' },
          { key: 'roundingType', title: '取整方式', format: 'dict', dict: 7026 },
          { key: 'scale', title: '保留小数位' },
          { key: 'scriptStr', title: '条件表达式' },
          { key: 'fixAmt', title: '固定金额(元)', format: 'money' },
          { key: 'settleType', title: '结算类型', format: 'enum', enumId: 'settleType' },
        ],
      },
    },
    {
      id: 'editor',
      title: '费用规则配置',
      kind: 'bespoke',
      component: 'feeRuleEditor',
      // The drawer also opens from a bill's fee lines (BillFeeDetail); editing belongs to the
      // fee-rule screen, whose right the spec names (/OrderGenRule).
      right: 'OrderGenRule',
      calls: [ruleCalls.genRuleList, ruleCalls.ruleFeeList, ruleCalls.uptRuleFee, ruleCalls.feeList],
      opens: ['feePicker'],
    },
  ],
};
