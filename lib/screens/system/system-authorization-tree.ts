// 资源管理 (spec 01 §2; §7 "roles, resources and employees"): the spec names the screen without its
// fields. Designed as the resource tree the roles tick: a 目录 per sidebar area, a 菜单 per screen, a
// 按钮 per action right, seeded from the screen registry; names, order and status are editable and a
// button resource can be added. A disabled resource is granted by no role.
import { call } from '../../calls/define.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';

export const resCalls = {
  page: call('POST /admin/res/page'),
  detail: call('POST /admin/res/detail'),
  add: call('POST /admin/res/add', { rightsChange: true }),
  update: call('POST /admin/res/upt', { rightsChange: true }),
};

export const resAdd: FormDef = {
  id: 'res-add',
  title: '新增按钮资源',
  submit: resCalls.add,
  fixed: { resType: 3 },
  fields: [
    { key: 'resId', label: '资源编码', type: 'text', required: true, maxLength: 60, pattern: 'alnum' },
    { key: 'resName', label: '资源名称', type: 'text', required: true, maxLength: 30 },
    { key: 'parentId', label: '上级菜单编码', type: 'text', required: true, maxLength: 60, pattern: 'alnum' },
    { key: 'sort', label: '排序', type: 'number', step: 1, min: 0, max: 9999 },
  ],
};
export const resEdit: FormDef = {
  id: 'res-edit',
  title: '编辑资源',
  submit: resCalls.update,
  load: resCalls.detail,
  idKey: 'resId',
  fields: [
    { key: 'resId', label: '资源编码', type: 'text', readOnly: true },
    { key: 'resName', label: '资源名称', type: 'text', required: true, maxLength: 30 },
    { key: 'sort', label: '排序', type: 'number', step: 1, min: 0, max: 9999 },
    { key: 'status', label: '启用', type: 'switch' },
  ],
};

export const systemAuthorizationTree: ScreenDef = {
  name: 'SystemAuthorizationTree',
  title: '资源管理',
  area: 'system',
  kind: 'list',
  list: {
    call: resCalls.page,
    rowKey: 'resId',
    filters: [
      { name: 'resName', label: '资源名称', type: 'text', maxLength: 30, placeholder: '请输入资源名称' },
      { name: 'resType', label: '资源类型', type: 'select', enumId: 'resType', placeholder: '请选择资源类型' },
      { name: 'parentId', label: '上级编码', type: 'text', maxLength: 60, placeholder: '请输入上级编码' },
      'status',
    ],
    columns: [
      { key: 'treeName', title: '资源树' },
      { key: 'resId', title: '资源编码' },
      { key: 'resType', title: '资源类型', format: 'enum', enumId: 'resType' },
      { key: 'parentId', title: '上级编码' },
      { key: 'sort', title: '排序' },
      { key: 'roleCount', title: '角色数' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'enableStatus' },
      { key: 'uptTime', title: '更新时间', format: 'datetime' },
    ],
    tools: [{ id: 'add', label: '新增按钮资源', kind: 'form', form: resAdd }],
    actions: [{ id: 'edit', label: '编辑', kind: 'form', form: resEdit, idKey: 'resId' }],
  },
};
