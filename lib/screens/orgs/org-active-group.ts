import { activityGroupDialog } from '../../dialogs/activity-group.ts';
import { orgCalls } from '../../calls/orgs.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';

/** Copy a group with its option values under a new name (saveActiveSample, spec 03 §7). */
export const activityGroupCopyForm: FormDef = {
  id: 'activity-group-copy',
  title: '复制{activityGroup}',
  submit: orgCalls.saveActiveSample,
  idKey: 'activityGroupId',
  fields: [
    { key: 'activityGroupName', label: '新名称', type: 'text', required: true, maxLength: 50 },
    { key: 'remark', label: '备注', type: 'textarea', maxLength: 200, span: 2 },
  ],
};

/**
 * 机构活动组 (spec 03 §2 "Activity-group picker", §3 activity group): the groups in scope with the
 * picker's columns (group id, name, activity mode, creator, created, updater, updated, remark) and
 * its organisation-code filter; a group id opens the group detail.
 */
export const orgActiveGroup: ScreenDef = {
  name: 'OrgActiveGroup',
  title: '机构活动组',
  area: 'orgs',
  kind: 'list',
  list: {
    call: orgCalls.groupPage,
    rowKey: 'activityGroupId',
    filters: [
      { name: 'activityGroupId', label: '活动组编号', type: 'digits', maxLength: 12, pattern: 'digits', placeholder: '请输入活动组编号' },
      { name: 'activityGroupName', label: '活动组名称', type: 'text', maxLength: 50, placeholder: '请输入活动组名称' },
      'orgCode',
      { name: 'activityMode', label: '活动模式', type: 'select', enumId: 'activityMode', placeholder: '请选择活动模式' },
      'crtTime',
    ],
    columns: [
      { key: 'activityGroupId', title: '活动组编号', link: 'activityGroup' },
      { key: 'activityGroupName', title: '活动组名称' },
      { key: 'activityMode', title: '活动模式', format: 'enum', enumId: 'activityMode' },
      { key: 'crtMemberId', title: '创建人', format: 'memberId' },
      { key: 'crtTime', title: '创建时间', format: 'datetime' },
      { key: 'uptMemberId', title: '更新人', format: 'memberId' },
      { key: 'uptTime', title: '更新时间', format: 'datetime' },
      { key: 'remark', title: '备注' },
    ],
    actions: [
      { id: 'detail', label: '详情', kind: 'dialog', dialog: activityGroupDialog, idKey: 'activityGroupId', right: 'OrgActiveGroup' },
      { id: 'copy', label: '复制', kind: 'form', form: activityGroupCopyForm, idKey: 'activityGroupId' },
    ],
  },
};
