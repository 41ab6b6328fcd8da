import { call } from '../../calls/define.ts';
import { roleCalls } from '../../dialogs/role.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';

/** 分配角色: the employee's role; its rights follow on the employee's next call. */
export const employeeRoleAssign: FormDef = {
  id: 'employee-role',
  title: '分配角色',
  submit: call('POST /admin/employee/role/save', { rightsChange: true }),
  load: call('POST /admin/employee/role/detail'),
  idKey: 'empId',
  fields: [
    { key: 'loginId', label: '登录账号', type: 'text', readOnly: true },
    // Spec 01 §7 "role list" (03 §3 "role (roleType, roleName)"): the enabled roles of the role page, by name (01-N1).
    {
      key: 'roleId',
      label: '角色',
      type: 'select',
      required: true,
      lookup: { call: roleCalls.page, value: 'roleId', label: 'roleName', body: { pageSize: 100, status: '1' } },
    },
  ],
  success: '角色已分配，该员工下次操作即按新角色授权',
};

/** 员工管理: employees, enabled and disabled behind their own right. */
export const systemAuthorizationMember: ScreenDef = {
  name: 'SystemAuthorizationMember',
  title: '员工管理',
  area: 'system',
  kind: 'list',
  list: {
    call: call('POST /admin/employee/page'),
    rowKey: 'empId',
    filters: ['loginId', 'realName', 'roleType', 'roleName', 'orgCode', 'status'],
    columns: [
      { key: 'empId', title: '员工编号' },
      { key: 'loginId', title: '登录账号' },
      { key: 'realName', title: '姓名', format: 'masked' },
      { key: 'mobile', title: '手机号', format: 'masked' },
      { key: 'roleType', title: '角色类型', format: 'enum', enumId: 'roleType' },
      { key: 'roleName', title: '角色名称' },
      { key: 'orgCode', title: '机构编号', link: 'org', products: 'notDfLys' },
      { key: 'orgName', title: '机构名称', products: 'notDfLys' },
      { key: 'productCode', title: '产品编码', products: 'notAll' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'enableStatus' },
      { key: 'lastLoginTime', title: '最近登录时间', format: 'datetime' },
      { key: 'crtTime', title: '创建时间', format: 'datetime' },
    ],
    actions: [
      {
        id: 'enable',
        label: '启用',
        kind: 'call',
        call: call('POST /admin/employee/enable'),
        idKey: 'empId',
        confirm: '确定启用该员工吗？',
        when: { field: 'status', values: [0] },
      },
      {
        id: 'disable',
        label: '停用',
        kind: 'call',
        call: call('POST /admin/employee/disable'),
        idKey: 'empId',
        confirm: '确定停用该员工吗？',
        when: { field: 'status', values: [1] },
      },
      { id: 'role', label: '分配角色', kind: 'form', form: employeeRoleAssign, idKey: 'empId' },
    ],
  },
};
