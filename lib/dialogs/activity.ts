// The activity dialog (spec 03 §2 "Activity dialog (read-only)"; §3 Activity; §4 statuses): every
// activity field, opened from every activity id cell. "Activity detail {activityId}" (spec 03 §7)
// gives no path: ours follows the /admin/activity/ family.
import { call } from '../calls/define.ts';
import type { DialogDef } from './types.ts';

export const activityDetail = call('POST /admin/activity/detail');

export const activityDialog: DialogDef = {
  entity: 'activity',
  title: '活动详情',
  width: '1000px',
  tabs: [
    {
      id: '1',
      title: '活动信息',
      kind: 'fields',
      load: activityDetail,
      idKey: 'activityId',
      fields: [
        { key: 'activityId', label: '活动编号' },
        { key: 'activityCode', label: '活动编码' },
        { key: 'activityName', label: '活动名称' },
        { key: 'activityType', label: '活动类型', format: 'enum', enumId: 'activityType' },
        { key: 'instanceType', label: '实例类型', format: 'enum', enumId: 'instanceType' },
        { key: 'custBizType', label: '业务类型' },
        { key: 'productCode', label: '产品编码' },
        { key: 'status', label: '状态', format: 'enum', enumId: 'activityStatus' },
        { key: 'maxJoinCnt', label: '最大参与次数' },
        { key: 'maxMemberCnt', label: '最大参与人数' },
        { key: 'startTime', label: '开始时间', format: 'datetime' },
        { key: 'endTime', label: '结束时间', format: 'datetime' },
        { key: 'activityTag', label: '活动标记' },
        { key: 'tagIds', label: '标签编号' },
        { key: 'activityUri', label: '活动链接', span: 2 },
        { key: 'fileUrl', label: '活动图片', image: true },
        { key: 'content', label: '活动内容', span: 3 },
        { key: 'remark', label: '备注', span: 3 },
        { key: 'uptDesc', label: '修改说明', span: 3 },
      ],
      // Its tags as spec 03 §3 gives them: tags (tagId, tagName).
      tables: [
        {
          title: '标签',
          path: 'tags',
          rowKey: 'tagId',
          columns: [
            { key: 'tagId', title: '标签编号' },
            { key: 'tagName', title: '标签名称' },
          ],
        },
      ],
    },
  ],
};
