import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

/** 员工管理: employees, enabled and disabled behind their own right. */
export const systemAuthorizationMember: ScreenDef = {
  name: 'SystemAuthorizationMember',
  title: '员工管理',
  area: 'system',
  list: {
    call: call('POST', '/admin/employee/page'),
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
        call: call('POST', '/admin/employee/enable'),
        idKey: 'empId',
        confirm: '确定启用该员工吗？',
        when: { field: 'status', values: [0] },
        right: 'SystemAuthorizationMemberStatus',
      },
      {
        id: 'disable',
        label: '停用',
        kind: 'call',
        call: call('POST', '/admin/employee/disable'),
        idKey: 'empId',
        confirm: '确定停用该员工吗？',
        when: { field: 'status', values: [1] },
        right: 'SystemAuthorizationMemberStatus',
      },
    ],
  },
};
