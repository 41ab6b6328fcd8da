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
      id: '1',
      title: '基本信息',
      kind: 'fields',
      load: orgCalls.groupDetail,
      idKey: 'activityGroupId',
      extra: { pageNum: 1, pageSize: 50 },
      fields: [
        { key: 'activityGroupId', label: '{activityGroup}编号' },
        { key: 'activityGroupName', label: '{activityGroup}名称' },
        { key: 'activityMode', label: '活动模式', format: 'enum', enumId: 'activityMode' },
        { key: 'custBizType', label: '业务类型' },
        { key: 'orgCode', label: '所属机构编号', link: 'org' },
        { key: 'orgName', label: '所属机构' },
        { key: 'productCode', label: '产品编码' },
        { key: 'activityCount', label: '活动数' },
        { key: 'orgCount', label: '使用机构数' },
        { key: 'crtMemberId', label: '创建人', format: 'memberId' },
        { key: 'crtTime', label: '创建时间', format: 'datetime' },
        { key: 'uptMemberId', label: '更新人', format: 'memberId' },
        { key: 'uptTime', label: '更新时间', format: 'datetime' },
        { key: 'remark', label: '备注', span: 3 },
      ],
    },
    {
      id: '2',
      title: '活动列表',
      kind: 'list',
      idKey: 'activityGroupId',
      list: {
        call: orgCalls.activityPage,
        rowKey: 'activityId',
        filters: [],
        columns: [
          { key: 'activityId', title: '活动编号' },
          { key: 'activityCode', title: '活动编码' },
          { key: 'activityName', title: '活动名称' },
          { key: 'activityType', title: '活动类型', format: 'enum', enumId: 'activityType' },
          { key: 'instanceType', title: '实例类型', format: 'enum', enumId: 'instanceType' },
          { key: 'tmpltName', title: '模板名称' },
          { key: 'maxJoinCnt', title: '最大参与次数' },
          { key: 'status', title: '状态', format: 'enum', enumId: 'activityStatus' },
          { key: 'startTime', title: '开始时间', format: 'datetime' },
          { key: 'endTime', title: '结束时间', format: 'datetime' },
        ],
      },
    },
    {
      id: '3',
      title: '模板参数',
      kind: 'bespoke',
      component: 'activity-group-options',
      calls: [orgCalls.groupDetail],
    },
  ],
};
