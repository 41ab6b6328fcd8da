// App版本管理 (spec 01 §2; §9 app types, publish types silent/prompt/force, OS types; §7 app versions):
// fields not given; designed as the releases per app and OS with version, publish type, link and notes.
import { call } from '../../calls/define.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';

export const appVersionCalls = {
  page: call('POST /admin/app/version/page'),
  detail: call('POST /admin/app/version/detail'),
  add: call('POST /admin/app/version/add'),
  update: call('POST /admin/app/version/upt'),
};

export const appVersionAdd: FormDef = {
  id: 'app-version-add',
  title: '新增版本',
  submit: appVersionCalls.add,
  fields: [
    { key: 'appType', label: 'App类型', type: 'select', required: true, enumId: 'appType' },
    { key: 'osType', label: '系统类型', type: 'select', required: true, enumId: 'osType' },
    { key: 'versionNo', label: '版本号', type: 'text', required: true, maxLength: 20, placeholder: '如 1.1.3' },
    { key: 'versionCode', label: '版本代码', type: 'number', required: true, step: 1, min: 1, max: 999999 },
    { key: 'publishType', label: '发布类型', type: 'select', required: true, enumId: 'publishType' },
    { key: 'downloadUrl', label: '下载地址', type: 'text', maxLength: 200 },
    { key: 'content', label: '更新说明', type: 'textarea', maxLength: 500, span: 2 },
    { key: 'status', label: '启用', type: 'switch' },
  ],
};

export const appVersionEdit: FormDef = {
  id: 'app-version-edit',
  title: '编辑版本',
  submit: appVersionCalls.update,
  load: appVersionCalls.detail,
  idKey: 'versionId',
  fields: [
    { key: 'appType', label: 'App类型', type: 'select', required: true, enumId: 'appType' },
    { key: 'osType', label: '系统类型', type: 'select', required: true, enumId: 'osType' },
    { key: 'versionNo', label: '版本号', type: 'text', required: true, maxLength: 20, placeholder: '如 1.1.3' },
    { key: 'versionCode', label: '版本代码', type: 'number', required: true, step: 1, min: 1, max: 999999 },
    { key: 'publishType', label: '发布类型', type: 'select', required: true, enumId: 'publishType' },
    { key: 'downloadUrl', label: '下载地址', type: 'text', maxLength: 200 },
    { key: 'content', label: '更新说明', type: 'textarea', maxLength: 500, span: 2 },
    { key: 'status', label: '启用', type: 'switch' },
  ],
};

export const appVersion: ScreenDef = {
  name: 'AppVersion',
  title: 'App版本管理',
  area: 'app-ops',
  kind: 'list',
  list: {
    call: appVersionCalls.page,
    rowKey: 'versionId',
    filters: [
      { name: 'appType', label: 'App类型', type: 'select', enumId: 'appType', placeholder: '请选择App类型' },
      { name: 'osType', label: '系统类型', type: 'select', enumId: 'osType', placeholder: '请选择系统类型' },
      { name: 'publishType', label: '发布类型', type: 'select', enumId: 'publishType', placeholder: '请选择发布类型' },
      'status',
    ],
    columns: [
      { key: 'versionId', title: '版本编号' },
      { key: 'appType', title: 'App类型', format: 'enum', enumId: 'appType' },
      { key: 'osType', title: '系统类型', format: 'enum', enumId: 'osType' },
      { key: 'versionNo', title: '版本号' },
      { key: 'versionCode', title: '版本代码' },
      { key: 'publishType', title: '发布类型', format: 'enum', enumId: 'publishType' },
      { key: 'downloadUrl', title: '下载地址' },
      { key: 'content', title: '更新说明' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'enableStatus' },
      { key: 'publishTime', title: '发布时间', format: 'datetime' },
    ],
    tools: [{ id: 'add', label: '新增', kind: 'form', form: appVersionAdd }],
    actions: [{ id: 'edit', label: '编辑', kind: 'form', form: appVersionEdit, idKey: 'versionId' }],
  },
};
