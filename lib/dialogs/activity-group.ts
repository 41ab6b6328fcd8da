// The activity-group detail dialog (spec 03 §3 "Activity group", §7 activity group detail and
// activity-page): the group, its activities, and each activity's template options with their values.
// Opened from the group id cells of /OrgActiveGroup and the picker; the spec names no right for it,
// so the screen's own right opens it.
import { orgCalls } from '../calls/orgs.ts';
import type { DialogDef } from './types.ts';

export const activityGroupDialog: DialogDef = {
  entity: 'activityGroup',
  title: '{activityGroup}详情',
  width: '1100px',
  right: 'OrgActiveGroup',
  tabs: [
    {
      // The group's own fields: its row of the group page (spec 03 §3 activity group; §2 the picker's activity mode).
      id: '1',
      title: '基本信息',
      kind: 'fields',
      load: orgCalls.groupPage,
      idKey: 'activityGroupId',
      // The row whose id is the one opened, among a page large enough to find it should the upstream ignore the filter (03-N2).
      extra: { pageNum: 1, pageSize: 50 },
      match: true,
      fields: [
        { key: 'activityGroupId', label: '{activityGroup}编号' },
        { key: 'activityGroupName', label: '{activityGroup}名称' },
        { key: 'activityMode', label: '活动模式', format: 'enum', enumId: 'activityMode' },
        { key: 'custBizType', label: '业务类型' },
        { key: 'crtMemberId', label: '创建人', format: 'memberId' },
        { key: 'crtTime', label: '创建时间', format: 'datetime' },
        { key: 'uptMemberId', label: '更新人', format: 'memberId' },
        { key: 'uptTime', label: '更新时间', format: 'datetime' },
        { key: 'remark', label: '备注', span: 3 },
      ],
    },
    {
      // The group detail {activityGroupId, pageNum, pageSize 50}: each activity with its template's options.
      id: '3',
      title: '模板参数',
      kind: 'bespoke',
      component: 'activity-group-options',
      calls: [orgCalls.activityPage],
    },
  ],
};
