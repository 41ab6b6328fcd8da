// App协议管理 (spec 01 §2; §7 agreements): fields not given; designed as the apps' agreements (code, title,
// version, text, status).
import { call } from '../../calls/define.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';

export const appAgreementCalls = {
  page: call('POST /admin/app/agreement/page'),
  detail: call('POST /admin/app/agreement/detail'),
  add: call('POST /admin/app/agreement/add'),
  update: call('POST /admin/app/agreement/upt'),
};

export const appAgreementAdd: FormDef = {
  id: 'app-agreement-add',
  title: '新增协议',
  submit: appAgreementCalls.add,
  fields: [
    { key: 'appType', label: 'App类型', type: 'select', required: true, enumId: 'appType' },
    { key: 'agreementCode', label: '协议编码', type: 'text', required: true, maxLength: 30, pattern: 'code' },
    { key: 'agreementName', label: '协议名称', type: 'text', required: true, maxLength: 30 },
    { key: 'version', label: '版本', type: 'text', required: true, maxLength: 10 },
    { key: 'content', label: '协议内容', type: 'textarea', required: true, maxLength: 5000, span: 2 },
    { key: 'status', label: '启用', type: 'switch' },
  ],
};

export const appAgreementEdit: FormDef = {
  id: 'app-agreement-edit',
  title: '编辑协议',
  submit: appAgreementCalls.update,
  load: appAgreementCalls.detail,
  idKey: 'agreementId',
  fields: [
    { key: 'appType', label: 'App类型', type: 'select', required: true, enumId: 'appType' },
    { key: 'agreementCode', label: '协议编码', type: 'text', required: true, maxLength: 30, pattern: 'code' },
    { key: 'agreementName', label: '协议名称', type: 'text', required: true, maxLength: 30 },
    { key: 'version', label: '版本', type: 'text', required: true, maxLength: 10 },
    { key: 'content', label: '协议内容', type: 'textarea', required: true, maxLength: 5000, span: 2 },
    { key: 'status', label: '启用', type: 'switch' },
  ],
};

export const appAgreement: ScreenDef = {
  name: 'AppAgreement',
  title: 'App协议管理',
  area: 'app-ops',
  kind: 'list',
  list: {
    call: appAgreementCalls.page,
    rowKey: 'agreementId',
    filters: [
      { name: 'appType', label: 'App类型', type: 'select', enumId: 'appType', placeholder: '请选择App类型' },
      { name: 'agreementName', label: '协议名称', type: 'text', maxLength: 30, placeholder: '请输入协议名称' },
      'status',
    ],
    columns: [
      { key: 'agreementId', title: '协议编号' },
      { key: 'appType', title: 'App类型', format: 'enum', enumId: 'appType' },
      { key: 'agreementCode', title: '协议编码' },
      { key: 'agreementName', title: '协议名称' },
      { key: 'version', title: '版本' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'enableStatus' },
      { key: 'uptTime', title: '更新时间', format: 'datetime' },
    ],
    tools: [{ id: 'add', label: '新增', kind: 'form', form: appAgreementAdd }],
    actions: [{ id: 'edit', label: '编辑', kind: 'form', form: appAgreementEdit, idKey: 'agreementId' }],
  },
};
