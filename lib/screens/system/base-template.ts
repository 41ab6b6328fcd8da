// 基础模板 (spec 01 §2): named without fields; designed as the downloadable templates (import sheets,
// agreements) with code, kind, version and status, kept with the add, update and query-single calls
// spec 01 §7 describes for templates; each row downloads its file (templateDown, also beside each import).
import { call } from '../../calls/define.ts';
import { templateDown } from '../../calls/files.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';

export const baseTemplateCalls = {
  page: call('POST /admin/template/page'),
  detail: call('POST /admin/template/detail'),
  add: call('POST /admin/template/add'),
  update: call('POST /admin/template/upt'),
};

export const TEMPLATE_TYPES = [
  { value: '导入模板', label: '导入模板' },
  { value: '协议模板', label: '协议模板' },
] as const;

const fields: FormDef['fields'] = [
  { key: 'templateCode', label: '模板编码', type: 'text', required: true, maxLength: 30, readOnly: 'edit', placeholder: '如 TPL_TERM_IN' },
  { key: 'templateName', label: '模板名称', type: 'text', required: true, maxLength: 30 },
  { key: 'templateType', label: '模板类型', type: 'select', required: true, options: TEMPLATE_TYPES },
  { key: 'fileName', label: '文件名称', type: 'text', required: true, maxLength: 60, placeholder: '如 term_in.xlsx' },
  { key: 'version', label: '版本', type: 'text', required: true, maxLength: 10, placeholder: '如 v1.0' },
  { key: 'status', label: '启用', type: 'switch' },
];

export const baseTemplateAdd: FormDef = {
  id: 'base-template-add',
  title: '新增模板',
  submit: baseTemplateCalls.add,
  fields,
};
export const baseTemplateEdit: FormDef = {
  id: 'base-template-edit',
  title: '编辑模板',
  submit: baseTemplateCalls.update,
  load: baseTemplateCalls.detail,
  idKey: 'templateId',
  fields,
};

export const baseTemplate: ScreenDef = {
  name: 'BaseTemplate',
  title: '基础模板',
  area: 'system',
  kind: 'list',
  list: {
    call: baseTemplateCalls.page,
    rowKey: 'templateId',
    filters: [{ name: 'templateName', label: '模板名称', type: 'text', maxLength: 30, placeholder: '请输入模板名称' }, 'status'],
    columns: [
      { key: 'templateId', title: '模板编号' },
      { key: 'templateCode', title: '模板编码' },
      { key: 'templateName', title: '模板名称' },
      { key: 'templateType', title: '模板类型' },
      { key: 'fileName', title: '文件名称' },
      { key: 'version', title: '版本' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'enableStatus' },
      { key: 'uptTime', title: '更新时间', format: 'datetime' },
    ],
    tools: [{ id: 'add', label: '新增', kind: 'form', form: baseTemplateAdd }],
    actions: [
      { id: 'edit', label: '编辑', kind: 'form', form: baseTemplateEdit, idKey: 'templateId' },
      {
        id: 'download',
        label: '下载',
        kind: 'download',
        call: templateDown,
        idKey: 'templateCode',
        nameKey: 'fileName',
        when: { field: 'templateType', values: ['导入模板'] },
      },
    ],
  },
};
