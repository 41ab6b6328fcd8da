import { orgCalls } from '../../calls/orgs.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ListDef, ScreenDef } from '../types.ts';

// 机构审核 and MSY机构审核 (spec 01 §2): named without fields. Designed as the review queue of
// organisation onboarding and changes (audit statuses of spec 03 §4: 10, 15, 20, 40); a new
// organisation saved through the form waits here.

export const orgAuditRejectForm: FormDef = {
  id: 'org-audit-reject',
  title: '审核拒绝',
  submit: orgCalls.auditReject,
  idKey: 'auditId',
  fields: [{ key: 'auditMsg', label: '拒绝原因', type: 'textarea', required: true, maxLength: 200, span: 2 }],
  success: '操作成功',
};

const list: ListDef = {
  call: orgCalls.auditPage,
  rowKey: 'auditId',
  filters: [
    'orgCode',
    'orgName',
    { name: 'auditType', label: '审核类型', type: 'select', enumId: 'orgAuditType', placeholder: '请选择审核类型' },
    { name: 'auditStatus', label: '审核状态', type: 'select', enumId: 'orgAuditStatus', placeholder: '请选择审核状态' },
    'crtTime',
  ],
  quick: {
    field: 'auditStatus',
    options: [
      { value: '', label: '全部' },
      { value: '10', label: '待审核' },
      { value: '20', label: '审核通过' },
      { value: '40', label: '审核拒绝' },
    ],
  },
  columns: [
    { key: 'auditId', title: '审核编号' },
    { key: 'orgCode', title: '机构编号', link: 'org' },
    { key: 'orgName', title: '机构名称' },
    { key: 'parentOrgName', title: '上级机构' },
    { key: 'auditType', title: '审核类型', format: 'enum', enumId: 'orgAuditType' },
    { key: 'auditStatus', title: '审核状态', format: 'enum', enumId: 'orgAuditStatus' },
    { key: 'submitLoginId', title: '提交人' },
    { key: 'crtTime', title: '提交时间', format: 'datetime' },
    { key: 'auditLoginId', title: '审核人' },
    { key: 'auditTime', title: '审核时间', format: 'datetime' },
    { key: 'auditMsg', title: '审核意见' },
  ],
  actions: [
    {
      id: 'pass',
      label: '通过',
      kind: 'call',
      call: orgCalls.auditPass,
      idKey: 'auditId',
      confirm: '确定审核通过吗？',
      when: { field: 'auditStatus', values: [10, 15, '10', '15'] },
    },
    {
      id: 'reject',
      label: '拒绝',
      kind: 'form',
      form: orgAuditRejectForm,
      idKey: 'auditId',
      when: { field: 'auditStatus', values: [10, 15, '10', '15'] },
    },
  ],
};

export const orgAudit: ScreenDef = { name: 'OrgAudit', title: '机构审核', area: 'orgs', kind: 'list', list };

export const msyOrgAudit: ScreenDef = { name: 'MsyOrgAudit', title: 'MSY机构审核', area: 'msy', kind: 'list', list };
