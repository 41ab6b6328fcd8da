// Bills (spec 02 §2 "Bill page", spec 03 §2 "Bill fee dialog, titled with the billId"): the fee
// detail drawer of the bill page (fee lines per bill, each rule id opening its bound fee rule in a
// drawer of its own) and the bill fee dialog with the bill's actions in its footer: retry only on
// 18, 19 and 88 (BillRetry), refund only on 20 and 28 with a reason {billId, uptDesc} (Billnullify:
// spec 02 §6 gives the bill page three rights for its three row actions; no spec names a nullify call).
import { billCalls } from '../calls/bills.ts';
import type { FormDef } from '../forms/types.ts';
import type { ActionDef, ColumnDef, ListDef } from '../list/types.ts';
import type { DialogDef } from './types.ts';

/** Spec 02 §5: refund needs a non-blank reason. */
export const REFUND_REASON_REQUIRED = '请输入退款原因';

/** The refund prompt: the reason goes as uptDesc; the upstream refuses other statuses. */
export const billRefundForm: FormDef = {
  id: 'bill-refund',
  title: '账单退款',
  width: '480px',
  submit: billCalls.refund,
  // The bill is loaded and shown (not sent: read-only), so the question names it and its amount (issue #53).
  load: billCalls.detail,
  idKey: 'billId',
  fields: [
    { key: 'billId', label: '账单号', type: 'text', readOnly: true },
    { key: 'billAmt', label: '账单金额', type: 'money', readOnly: true },
    {
      key: 'uptDesc',
      label: '退款原因',
      type: 'textarea',
      required: true,
      requiredMessage: REFUND_REASON_REQUIRED,
      maxLength: 200,
      span: 2,
    },
  ],
  confirm: '确定对账单 {billId} 退款吗？账单金额 {billAmt} 元',
  success: '退款已提交',
};

/** Spec 02 §4: retry on 18, 19 and 88; refund on 20 and 28. */
export const RETRY_STATUSES = [18, 19, 88] as const;
export const REFUND_STATUSES = [20, 28] as const;

/** The bill actions, shared by the bill page rows and the bill dialog's footer (spec 02 §2, §6). */
export const BILL_ACTIONS: readonly ActionDef[] = [
  {
    id: 'retry',
    label: '重试',
    kind: 'call',
    call: billCalls.retry,
    idKey: 'billId',
    confirm: '确定重试该账单吗？',
    // The question names the bill (issue #53): its number, amount and status under it.
    summary: ['billId', 'billAmt', 'billStatus'],
    success: '已重试',
    when: { field: 'billStatus', values: RETRY_STATUSES },
    right: 'BillRetry',
  },
  // Refund needs a reason (spec 02 §5): a prompt form. Spec 02 §6 gives the bill page three rights
  // for its three row actions (fee detail, retry, refund): Billnullify is refund's.
  {
    id: 'refund',
    label: '退款',
    kind: 'form',
    form: billRefundForm,
    idKey: 'billId',
    when: { field: 'billStatus', values: REFUND_STATUSES },
    right: 'Billnullify',
  },
];

/** A bill's fee lines (spec 02 §3 / spec 03 §3 "Bill fee line"): the fee pages' columns and the drawer's. */
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

const feeLines: ListDef = {
  call: billCalls.feeLines,
  paged: false,
  rowKey: 'feeLineId',
  filters: [],
  // Spec 02 §3 fee line: feeCode, feeAmt, payeeMemberId, feeRuleId, feeTag, exParam, uptDesc (no name).
  columns: FEE_LINE_COLUMNS.filter((c) => c.key !== 'billId' && c.key !== 'crtTime' && c.key !== 'feeName'),
};

/** The fee detail drawer (BillFeeDetail): the bill's fee lines. */
export const billFeeDialog: DialogDef = {
  entity: 'billFee',
  title: '费用明细',
  width: '960px',
  drawer: true,
  right: 'BillFeeDetail',
  tabs: [{ id: 'fees', title: '费用明细', kind: 'list', idKey: 'billId', list: feeLines }],
};

/** The bill fee dialog titled with the billId, its actions in the footer. */
export const billDialog: DialogDef = {
  entity: 'bill',
  title: '账单',
  width: '1100px',
  right: 'BillFeeDetail',
  idKey: 'billId',
  tabs: [
    {
      id: 'basic',
      title: '账单信息',
      kind: 'fields',
      load: billCalls.detail,
      idKey: 'billId',
      fields: [
        { key: 'billId', label: '账单号' },
        { key: 'orderId', label: '订单号', link: 'order' },
        { key: 'billAmt', label: '账单金额(元)', format: 'money' },
        { key: 'payerMemberId', label: '付款会员', format: 'memberId', link: 'member' },
        { key: 'billType', label: '账单类型', format: 'enum', enumId: 'billType' },
        { key: 'custBillType', label: '客户账单类型', format: 'dict', dict: 1203 },
        { key: 'billStatus', label: '账单状态', format: 'enum', enumId: 'billStatus' },
        { key: 'custBillId', label: '业务账单号' },
        { key: 'custBillStatus', label: '业务账单状态', format: 'enum', enumId: 'bizBillStatus' },
        { key: 'orgName', label: '机构名称', products: 'notDfLys' },
        { key: 'uptDesc', label: '更新说明' },
        { key: 'payDesc', label: '支付说明' },
        { key: 'exParam', label: '扩展参数', span: 3 },
        { key: 'crtTime', label: '创建时间', format: 'datetime' },
        { key: 'uptTime', label: '更新时间', format: 'datetime' },
      ],
    },
    { id: 'fees', title: '费用明细', kind: 'list', idKey: 'billId', list: feeLines },
  ],
  actions: BILL_ACTIONS,
};
