// 账户审核管理: the payment items that wait for (or went through) an audit (spec 03 §7
// /payment-item/page and /payment-item/auidt, spelled as in the spec): manual money operations
// post only when their payment item's audit passes.
import { call } from '../../calls/define.ts';
import type { FormDef } from '../../forms/types.ts';
import { PAYMENT_LOG_COLUMNS } from '../accounts/payments.ts';
import type { ScreenDef } from '../types.ts';
import { auditActions } from './actions.ts';
import { AUDIT_QUICK } from './audit-lists.ts';

export const paymentItemCalls = {
  page: call('POST /payment-item/page'),
  audit: call('POST /payment-item/auidt', { idempotent: true }),
};

export const paymentItemAudit: FormDef = {
  id: 'payment-item-audit',
  title: '支付审核',
  submit: paymentItemCalls.audit,
  idKey: 'paymentItemId',
  fields: [
    { key: 'auditStatus', label: '审核结果', type: 'select', required: true, enumId: 'auditDecision' },
    { key: 'auditMsg', label: '审核意见', type: 'textarea', maxLength: 200, span: 2, placeholder: '拒绝时必填' },
  ],
  success: '操作成功',
};

export const auditManageAcct: ScreenDef = {
  name: 'AuditManage_acct',
  title: '账户审核管理',
  area: 'audit',
  kind: 'list',
  list: {
    call: paymentItemCalls.page,
    rowKey: 'paymentItemId',
    filters: [
      { name: 'paymentId', label: '支付单号', type: 'text', maxLength: 32, pattern: 'alnum', placeholder: '请输入支付单号' },
      'acctId',
      'memberId',
      'crtTime',
    ],
    columns: PAYMENT_LOG_COLUMNS,
    quick: AUDIT_QUICK,
    actions: [
      {
        id: 'audit',
        label: '审核',
        kind: 'form',
        form: paymentItemAudit,
        idKey: 'paymentItemId',
        when: { field: 'auditStatus', values: [10] },
      },
      ...auditActions().filter((a) => a.id === 'force' || a.id === 'retry'),
    ],
  },
};
