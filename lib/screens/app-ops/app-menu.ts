// App菜单管理 (spec 01 §2): fields not given; designed as the apps' menu entries (name, route, icon, order).
import { call } from '../../calls/define.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';

export const appMenuCalls = {
  page: call('POST /admin/app/menu/page'),
  detail: call('POST /admin/app/menu/detail'),
  add: call('POST /admin/app/menu/add'),
  update: call('POST /admin/app/menu/upt'),
};

export const appMenuAdd: FormDef = {
  id: 'app-menu-add',
  title: '新增菜单',
  submit: appMenuCalls.add,
  fields: [
    { key: 'appType', label: 'App类型', type: 'select', required: true, enumId: 'appType' },
    { key: 'menuName', label: '菜单名称', type: 'text', required: true, maxLength: 20 },
    { key: 'route', label: '页面路由', type: 'text', required: true, maxLength: 100 },
    { key: 'icon', label: '图标', type: 'text', maxLength: 60 },
    { key: 'sort', label: '排序', type: 'number', step: 1, min: 0, max: 9999 },
    { key: 'status', label: '启用', type: 'switch' },
  ],
};

export const appMenuEdit: FormDef = {
  id: 'app-menu-edit',
  title: '编辑菜单',
  submit: appMenuCalls.update,
  load: appMenuCalls.detail,
  idKey: 'menuId',
  fields: [
    { key: 'appType', label: 'App类型', type: 'select', required: true, enumId: 'appType' },
    { key: 'menuName', label: '菜单名称', type: 'text', required: true, maxLength: 20 },
    { key: 'route', label: '页面路由', type: 'text', required: true, maxLength: 100 },
    { key: 'icon', label: '图标', type: 'text', maxLength: 60 },
    { key: 'sort', label: '排序', type: 'number', step: 1, min: 0, max: 9999 },
    { key: 'status', label: '启用', type: 'switch' },
  ],
};

export const appMenu: ScreenDef = {
  name: 'AppMenu',
  title: 'App菜单管理',
  area: 'app-ops',
  kind: 'list',
  list: {
    call: appMenuCalls.page,
    rowKey: 'menuId',
    filters: [
      { name: 'appType', label: 'App类型', type: 'select', enumId: 'appType', placeholder: '请选择App类型' },
      { name: 'menuName', label: '菜单名称', type: 'text', maxLength: 30, placeholder: '请输入菜单名称' },
      'status',
    ],
    columns: [
      { key: 'menuId', title: '菜单编号' },
      { key: 'appType', title: 'App类型', format: 'enum', enumId: 'appType' },
      { key: 'menuName', title: '菜单名称' },
      { key: 'route', title: '页面路由' },
      { key: 'icon', title: '图标' },
      { key: 'sort', title: '排序' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'enableStatus' },
      { key: 'uptTime', title: '更新时间', format: 'datetime' },
    ],
    tools: [{ id: 'add', label: '新增', kind: 'form', form: appMenuAdd }],
    actions: [{ id: 'edit', label: '编辑', kind: 'form', form: appMenuEdit, idKey: 'menuId' }],
  },
};
