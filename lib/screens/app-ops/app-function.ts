// App功能管理 (spec 01 §2, §9 app types): named without fields; designed as the apps' function entries
// (code, name, icon, order, status) per app type.
import { call } from '../../calls/define.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';

export const appFunctionCalls = {
  page: call('POST /admin/app/function/page'),
  detail: call('POST /admin/app/function/detail'),
  add: call('POST /admin/app/function/add'),
  update: call('POST /admin/app/function/upt'),
};

export const appFunctionAdd: FormDef = {
  id: 'app-function-add',
  title: '新增功能',
  submit: appFunctionCalls.add,
  fields: [
    { key: 'appType', label: 'App类型', type: 'select', required: true, enumId: 'appType' },
    { key: 'funcCode', label: '功能编码', type: 'text', required: true, maxLength: 30, pattern: 'code' },
    { key: 'funcName', label: '功能名称', type: 'text', required: true, maxLength: 20 },
    { key: 'icon', label: '图标', type: 'text', maxLength: 60 },
    { key: 'sort', label: '排序', type: 'number', step: 1, min: 0, max: 9999 },
    { key: 'status', label: '启用', type: 'switch' },
  ],
};

export const appFunctionEdit: FormDef = {
  id: 'app-function-edit',
  title: '编辑功能',
  submit: appFunctionCalls.update,
  load: appFunctionCalls.detail,
  idKey: 'funcId',
  fields: [
    { key: 'appType', label: 'App类型', type: 'select', required: true, enumId: 'appType' },
    { key: 'funcCode', label: '功能编码', type: 'text', required: true, maxLength: 30, pattern: 'code' },
    { key: 'funcName', label: '功能名称', type: 'text', required: true, maxLength: 20 },
    { key: 'icon', label: '图标', type: 'text', maxLength: 60 },
    { key: 'sort', label: '排序', type: 'number', step: 1, min: 0, max: 9999 },
    { key: 'status', label: '启用', type: 'switch' },
  ],
};

export const appFunction: ScreenDef = {
  name: 'AppFunction',
  title: 'App功能管理',
  area: 'app-ops',
  kind: 'list',
  list: {
    call: appFunctionCalls.page,
    rowKey: 'funcId',
    filters: [
      { name: 'appType', label: 'App类型', type: 'select', enumId: 'appType', placeholder: '请选择App类型' },
      { name: 'funcName', label: '功能名称', type: 'text', maxLength: 30, placeholder: '请输入功能名称' },
      'status',
    ],
    columns: [
      { key: 'funcId', title: '功能编号' },
      { key: 'appType', title: 'App类型', format: 'enum', enumId: 'appType' },
      { key: 'funcCode', title: '功能编码' },
      { key: 'funcName', title: '功能名称' },
      { key: 'icon', title: '图标' },
      { key: 'sort', title: '排序' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'enableStatus' },
      { key: 'uptTime', title: '更新时间', format: 'datetime' },
    ],
    tools: [{ id: 'add', label: '新增', kind: 'form', form: appFunctionAdd }],
    actions: [{ id: 'edit', label: '编辑', kind: 'form', form: appFunctionEdit, idKey: 'funcId' }],
  },
};
