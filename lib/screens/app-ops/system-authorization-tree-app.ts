// App资源管理 (spec 01 §2): the merchant and organisation apps' resource tree (pages and buttons of
// the apps), designed like 资源管理 without its fields given: app type, parent, name, route, order, status.
import { call } from '../../calls/define.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';

export const appResCalls = {
  page: call('POST /admin/app/res/page'),
  detail: call('POST /admin/app/res/detail'),
  add: call('POST /admin/app/res/add'),
  update: call('POST /admin/app/res/upt'),
};

const fields: FormDef['fields'] = [
  { key: 'appType', label: 'App类型', type: 'select', required: true, enumId: 'appType', readOnly: 'edit' },
  { key: 'resName', label: '资源名称', type: 'text', required: true, maxLength: 30 },
  { key: 'resType', label: '资源类型', type: 'select', required: true, enumId: 'resType' },
  { key: 'parentId', label: '上级编号', type: 'number', step: 1, min: 0 },
  { key: 'route', label: '页面路由', type: 'text', maxLength: 100 },
  { key: 'sort', label: '排序', type: 'number', step: 1, min: 0, max: 9999 },
  { key: 'status', label: '启用', type: 'switch' },
];
export const appResAdd: FormDef = {
  id: 'app-res-add',
  title: '新增App资源',
  submit: appResCalls.add,
  fields,
};
export const appResEdit: FormDef = {
  ...appResAdd,
  id: 'app-res-edit',
  title: '编辑App资源',
  submit: appResCalls.update,
  load: appResCalls.detail,
  idKey: 'resId',
};

export const systemAuthorizationTreeApp: ScreenDef = {
  name: 'SystemAuthorizationTreeApp',
  title: 'App资源管理',
  area: 'app-ops',
  kind: 'list',
  list: {
    call: appResCalls.page,
    rowKey: 'resId',
    filters: [
      { name: 'appType', label: 'App类型', type: 'select', enumId: 'appType', placeholder: '请选择App类型' },
      { name: 'resName', label: '资源名称', type: 'text', maxLength: 30, placeholder: '请输入资源名称' },
      'status',
    ],
    columns: [
      { key: 'resId', title: '资源编号' },
      { key: 'appType', title: 'App类型', format: 'enum', enumId: 'appType' },
      { key: 'treeName', title: '资源树' },
      { key: 'resType', title: '资源类型', format: 'enum', enumId: 'resType' },
      { key: 'parentId', title: '上级编号' },
      { key: 'route', title: '页面路由' },
      { key: 'sort', title: '排序' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'enableStatus' },
      { key: 'uptTime', title: '更新时间', format: 'datetime' },
    ],
    tools: [{ id: 'add', label: '新增', kind: 'form', form: appResAdd }],
    actions: [{ id: 'edit', label: '编辑', kind: 'form', form: appResEdit, idKey: 'resId' }],
  },
};
