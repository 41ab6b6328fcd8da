// 代理商发票 (spec 01 §2 agent-only pages; "withdraw and invoice" calls of §7): the organisation's
// invoices for its profit payouts, each going through the platform's audit (type INVOICE). The spec
// names the page without fields: designed from what an invoice for a payout carries.
import { call } from '../../calls/define.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';

export const invoiceCalls = {
  page: call('POST /admin/agent/invoice/page'),
  apply: call('POST /admin/agent/invoice/apply', { idempotent: true }),
};

export const agentInvoiceApply: FormDef = {
  id: 'agent-invoice-apply',
  title: '提交发票',
  submit: invoiceCalls.apply,
  fields: [
    { key: 'invoiceType', label: '发票类型', type: 'select', required: true, enumId: 'invoiceType' },
    { key: 'invoiceTitle', label: '发票抬头', type: 'text', required: true, maxLength: 60 },
    { key: 'taxNo', label: '纳税人识别号', type: 'text', required: true, maxLength: 20, pattern: 'alnum' },
    { key: 'invoiceNo', label: '发票号码', type: 'text', required: true, maxLength: 20, pattern: 'digits' },
    { key: 'amount', label: '开票金额', type: 'money', required: true },
    { key: 'remark', label: '备注', type: 'textarea', maxLength: 200, span: 2 },
  ],
  confirm: '请确认提交发票：{invoiceTitle}，金额 {amount} 元',
  success: '已提交审核',
};

export const agentInvoice: ScreenDef = {
  name: 'AgentInvoice',
  title: '代理商发票',
  area: 'agent',
  kind: 'list',
  list: {
    call: invoiceCalls.page,
    rowKey: 'invoiceId',
    filters: [
      { name: 'invoiceNo', label: '发票号码', type: 'text', maxLength: 20, pattern: 'digits', placeholder: '请输入发票号码' },
      { name: 'orgCode', roles: ['PRODUCT'] },
      { name: 'auditStatus', label: '审核状态', type: 'select', enumId: 'auditStatus', placeholder: '请选择审核状态' },
      { name: 'crtTime', label: '提交时间' },
    ],
    columns: [
      { key: 'invoiceId', title: '发票编号' },
      { key: 'invoiceNo', title: '发票号码' },
      { key: 'orgCode', title: '机构编号', link: 'org' },
      { key: 'orgName', title: '机构名称' },
      { key: 'invoiceType', title: '发票类型', format: 'enum', enumId: 'invoiceType' },
      { key: 'invoiceTitle', title: '发票抬头' },
      { key: 'taxNo', title: '纳税人识别号' },
      { key: 'amount', title: '开票金额(元)', format: 'money' },
      { key: 'auditId', title: '审核编号', link: 'audit' },
      { key: 'auditStatus', title: '审核状态', format: 'enum', enumId: 'auditStatus' },
      { key: 'auditMsg', title: '审核意见' },
      { key: 'remark', title: '备注' },
      { key: 'crtTime', title: '提交时间', format: 'datetime' },
    ],
    tools: [{ id: 'apply', label: '提交发票', kind: 'form', form: agentInvoiceApply }],
  },
};
