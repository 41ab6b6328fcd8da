import { call } from '../../calls/define.ts';
import { tagGroupList } from '../../calls/lookups.ts';
import { activityDetail } from '../../dialogs/activity.ts';
import { switchActions } from '../../list/switch-actions.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';

// 活动列表 (spec 01 §2; spec 03 §3 Activity, §4 statuses): every activity field; add and edit
// through one declared form (end after start), 失效 and 生效 change the status. The page, add,
// update and status paths are not shown: ours follow the /admin/activity/ family.
export const activityCalls = {
  page: call('POST /admin/activity/page'),
  add: call('POST /admin/activity/add'),
  update: call('POST /admin/activity/upt'),
  status: call('POST /admin/activity/upt-status'),
};

const fields: FormDef['fields'] = [
  { key: 'activityCode', label: '活动编码', type: 'text', required: true, maxLength: 40, pattern: 'code', readOnly: 'edit' },
  { key: 'activityName', label: '活动名称', type: 'text', required: true, maxLength: 40 },
  { key: 'activityType', label: '活动类型', type: 'select', required: true, enumId: 'activityType' },
  { key: 'instanceType', label: '实例类型', type: 'select', required: true, enumId: 'instanceType' },
  { key: 'productCode', label: '产品编码', type: 'text', required: true, maxLength: 20, pattern: 'alnum' },
  { key: 'custBizType', label: '业务类型', type: 'text', maxLength: 20, pattern: 'digits' },
  { key: 'maxJoinCnt', label: '最大参与次数', type: 'number', step: 1, min: 0, max: 999999 },
  { key: 'maxMemberCnt', label: '最大参与人数', type: 'number', step: 1, min: 0, max: 9999999 },
  { key: 'startTime', label: '开始时间', type: 'datetime', required: true },
  { key: 'endTime', label: '结束时间', type: 'datetime', required: true },
  { key: 'activityTag', label: '活动标记', type: 'text', maxLength: 40 },
  // The activity's tags (spec 03 §3 Activity: tags (tagId, tagName), tagIds): picked from the tag
  // groups (spec 01 §7 tag query, 100 a page); tag ids are sent comma-joined (spec 01 §2 tag picker: only the
  // order and ID-auth tag pickers emit codes).
  {
    key: 'tagIds',
    label: '标签',
    type: 'multiSelect',
    maxLength: 200,
    span: 2,
    lookup: {
      call: tagGroupList,
      value: 'tagId',
      label: 'tagName',
      parentLabel: 'custGroupName',
      children: 'tagIndicators',
      body: { pageSize: 100 },
    },
  },
  { key: 'activityUri', label: '活动链接', type: 'text', maxLength: 200, span: 2 },
  {
    key: 'fileUrl',
    label: '活动图片',
    type: 'image',
    upload: { custFileGroup: 'ACTIVITY', fileType: '100760', custFileTag: '3001', maxBytes: 2 * 1024 * 1024 },
  },
  { key: 'content', label: '活动内容', type: 'textarea', maxLength: 2000, span: 2 },
  { key: 'remark', label: '备注', type: 'textarea', maxLength: 200, span: 2 },
];
const rules: FormDef['rules'] = [{ kind: 'after', field: 'endTime', than: 'startTime', message: '结束时间须晚于开始时间' }];

export const activityAdd: FormDef = {
  id: 'activity-add',
  title: '新增活动',
  submit: activityCalls.add,
  fields,
  rules,
};
export const activityEdit: FormDef = {
  id: 'activity-edit',
  title: '编辑活动',
  submit: activityCalls.update,
  load: activityDetail,
  idKey: 'activityId',
  fields: [...fields, { key: 'uptDesc', label: '修改说明', type: 'textarea', required: true, maxLength: 200, span: 2 }],
  rules,
};

export const activeList: ScreenDef = {
  name: 'ActiveList',
  title: '活动列表',
  area: 'products',
  kind: 'list',
  list: {
    call: activityCalls.page,
    rowKey: 'activityId',
    filters: [
      'activityId',
      { name: 'activityCode', label: '活动编码', type: 'text', maxLength: 40, pattern: 'code', placeholder: '请输入活动编码' },
      { name: 'activityName', label: '活动名称', type: 'text', maxLength: 40, placeholder: '请输入活动名称' },
      { name: 'activityType', label: '活动类型', type: 'select', enumId: 'activityType', placeholder: '请选择活动类型' },
      { name: 'instanceType', label: '实例类型', type: 'select', enumId: 'instanceType', placeholder: '请选择实例类型' },
      { name: 'status', label: '状态', type: 'select', enumId: 'activityStatus', placeholder: '请选择状态' },
      'productCode',
      'crtTime',
    ],
    columns: [
      { key: 'activityId', title: '活动编号', link: 'activity' },
      { key: 'activityCode', title: '活动编码' },
      { key: 'activityName', title: '活动名称' },
      { key: 'activityType', title: '活动类型', format: 'enum', enumId: 'activityType' },
      { key: 'instanceType', title: '实例类型', format: 'enum', enumId: 'instanceType' },
      { key: 'productCode', title: '产品编码' },
      { key: 'maxJoinCnt', title: '最大参与次数' },
      { key: 'maxMemberCnt', title: '最大参与人数' },
      { key: 'startTime', title: '开始时间', format: 'datetime' },
      { key: 'endTime', title: '结束时间', format: 'datetime' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'activityStatus' },
      { key: 'tagNames', title: '标签', optional: true },
      { key: 'crtTime', title: '创建时间', format: 'datetime' },
    ],
    tools: [{ id: 'add', label: '新增', kind: 'form', form: activityAdd }],
    actions: [
      { id: 'edit', label: '编辑', kind: 'form', form: activityEdit, idKey: 'activityId' },
      ...switchActions({
        call: activityCalls.status,
        idKey: 'activityId',
        noun: '活动',
        labels: ['生效', '失效'],
        confirm: '确定使该活动失效吗？',
      }),
    ],
  },
};
