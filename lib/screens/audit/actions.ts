// The audit decisions as row actions and forms, shared by every screen that decides audits (the
// audit lists, withdrawals, payouts, the Msy and JF_ audit pages) and by the audit dialog. A
// decision is offered only on the statuses of spec 01 §4 where it applies; the upstream refuses
// it anyway on any other (an item already decided cannot be decided again).
import { auditCalls } from '../../calls/accounts.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ActionDef } from '../types.ts';

export const auditReject: FormDef = {
  id: 'audit-reject',
  title: '审核拒绝',
  submit: auditCalls.decide,
  idKey: 'auditId',
  fixed: { auditStatus: 40 },
  fields: [{ key: 'auditMsg', label: '拒绝原因', type: 'textarea', required: true, maxLength: 200, span: 2 }],
  success: '操作成功',
};

export const auditBatch: FormDef = {
  id: 'audit-batch',
  title: '批量审核',
  submit: auditCalls.batch,
  fields: [
    {
      key: 'auditIds',
      label: '审核编号',
      type: 'textarea',
      required: true,
      maxLength: 2000,
      placeholder: '多个审核编号以英文逗号分隔',
      span: 2,
    },
    { key: 'auditStatus', label: '审核结果', type: 'select', required: true, enumId: 'auditDecision' },
    { key: 'auditMsg', label: '审核意见', type: 'textarea', maxLength: 200, span: 2, placeholder: '拒绝时必填' },
  ],
  confirm: '确定批量审核以下记录吗？{auditIds}（{auditStatus}）',
  success: '操作成功',
};

/**
 * What a decision restates under its question, where the list shows it: the audit, its subject and
 * its amounts (an adjustment, a payment, a withdrawal or a payout).
 */
const DECIDED = [
  'auditId',
  'auditType',
  'bizId',
  'drawId',
  'payoutId',
  'memberId',
  'acctId',
  'cardHostName',
  'maskCardNo',
  'bankName',
  'ioTag',
  'amount',
  'feeAmt',
  'arrivalAmt',
  'applyDesc',
];

/** Row (or dialog footer) decisions on a record carrying auditId, auditStatus and execStatus. */
export function auditActions(idKey = 'auditId'): ActionDef[] {
  return [
    {
      id: 'approve',
      label: '通过',
      kind: 'call',
      call: auditCalls.approve,
      idKey,
      confirm: '确定审核通过该记录吗？通过后将执行入账或出款。',
      summary: DECIDED,
      when: { field: 'auditStatus', values: [10] },
    },
    { id: 'reject', label: '拒绝', kind: 'form', form: auditReject, idKey, when: { field: 'auditStatus', values: [10] } },
    {
      id: 'force',
      label: '强制通过',
      kind: 'call',
      call: auditCalls.force,
      idKey,
      confirm: '该记录正由其他人员审核，确定强制审核通过吗？',
      summary: DECIDED,
      when: { field: 'auditStatus', values: [15] },
    },
    {
      id: 'retry',
      label: '重试',
      kind: 'call',
      call: auditCalls.retry,
      idKey,
      confirm: '确定重新执行该记录的入账吗？',
      summary: DECIDED,
      when: { field: 'execStatus', values: [40] },
    },
  ];
}

export const auditBatchTool: ActionDef = { id: 'batch', label: '批量审核', kind: 'form', form: auditBatch };
