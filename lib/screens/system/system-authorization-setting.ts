// 角色管理 (spec 01 §2; §7 "roles, resources and employees"): the spec names the screen without its
// fields. Designed as roles (name, type, status) whose rights are the resources ticked on the
// resource tree (the role dialog's 资源分配 tab); employees get roles on 员工管理.
import { roleCalls, roleDialog } from '../../dialogs/role.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';

const fields: FormDef['fields'] = [
  { key: 'roleName', label: '角色名称', type: 'text', required: true, maxLength: 20 },
  { key: 'roleType', label: '角色类型', type: 'select', required: true, enumId: 'roleType', readOnly: 'edit' },
  { key: 'remark', label: '备注', type: 'textarea', maxLength: 200, span: 2 },
];

export const roleAdd: FormDef = {
  id: 'role-add',
  title: '新增角色',
  submit: roleCalls.add,
  fields,
};
export const roleEdit: FormDef = {
  id: 'role-edit',
  title: '编辑角色',
  submit: roleCalls.update,
  load: roleCalls.detail,
  idKey: 'roleId',
  fields,
};

export const systemAuthorizationSetting: ScreenDef = {
  name: 'SystemAuthorizationSetting',
  title: '角色管理',
  area: 'system',
  kind: 'list',
  list: {
    call: roleCalls.page,
    rowKey: 'roleId',
    filters: ['roleName', 'roleType', 'status'],
    columns: [
      { key: 'roleId', title: '角色编号', link: 'role' },
      { key: 'roleName', title: '角色名称' },
      { key: 'roleType', title: '角色类型', format: 'enum', enumId: 'roleType' },
      { key: 'resCount', title: '资源数' },
      { key: 'empCount', title: '员工数' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'enableStatus' },
      { key: 'remark', title: '备注' },
      { key: 'crtTime', title: '创建时间', format: 'datetime' },
      { key: 'uptTime', title: '更新时间', format: 'datetime' },
    ],
    tools: [{ id: 'add', label: '新增角色', kind: 'form', form: roleAdd }],
    actions: [
      { id: 'edit', label: '编辑', kind: 'form', form: roleEdit, idKey: 'roleId' },
      { id: 'res', label: '分配资源', kind: 'dialog', dialog: roleDialog, idKey: 'roleId' },
      {
        id: 'enable',
        label: '启用',
        kind: 'call',
        call: roleCalls.enable,
        idKey: 'roleId',
        confirm: '确定启用该角色吗？',
        when: { field: 'status', values: [0] },
      },
      {
        id: 'disable',
        label: '停用',
        kind: 'call',
        call: roleCalls.disable,
        idKey: 'roleId',
        confirm: '停用后该角色的员工将失去其资源，确定停用吗？',
        when: { field: 'status', values: [1] },
      },
    ],
  },
};
