// The role dialog: the role's fields and its resources ticked on the resource tree (资源分配).
import * as z from 'zod/mini';
import { call } from '../calls/define.ts';
import type { DialogDef } from './types.ts';

/** The role calls, shared by 角色管理 and its role dialog. */
export const roleCalls = {
  page: call('POST /admin/role/page'),
  detail: call('POST /admin/role/detail'),
  add: call('POST /admin/role/add'),
  update: call('POST /admin/role/upt', { rightsChange: true }),
  enable: call('POST /admin/role/enable', { rightsChange: true }),
  disable: call('POST /admin/role/disable', { rightsChange: true }),
  /** The resource tree with the role's ticked resources. */
  resources: call('POST /admin/role/res/tree'),
  /** The role's resources replaced by the ticked ones. */
  saveResources: call('POST /admin/role/res/save', {
    rightsChange: true,
    // The resources tab's body (components/dialogs/role/resources.tsx): nothing else goes with it.
    body: z.object({ roleId: z.union([z.string(), z.number()]), resIds: z.array(z.union([z.string(), z.number()])) }),
  }),
};

export const roleDialog: DialogDef = {
  entity: 'role',
  title: '角色',
  titleKey: 'roleName',
  width: '900px',
  right: 'SystemAuthorizationSetting',
  tabs: [
    {
      id: 'res',
      title: '资源分配',
      kind: 'bespoke',
      component: 'RoleResources',
      calls: [roleCalls.resources, roleCalls.saveResources],
    },
    {
      id: 'info',
      title: '角色信息',
      kind: 'fields',
      load: roleCalls.detail,
      idKey: 'roleId',
      fields: [
        { key: 'roleId', label: '角色编号' },
        { key: 'roleName', label: '角色名称' },
        { key: 'roleType', label: '角色类型', format: 'enum', enumId: 'roleType' },
        { key: 'status', label: '状态', format: 'enum', enumId: 'enableStatus' },
        { key: 'resCount', label: '资源数' },
        { key: 'empCount', label: '员工数' },
        { key: 'remark', label: '备注', span: 3 },
        { key: 'crtTime', label: '创建时间', format: 'datetime' },
        { key: 'uptTime', label: '更新时间', format: 'datetime' },
      ],
    },
  ],
};
