import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

/** 会员标签统计: per tag, members bound and bindings in the last 30 days (designed from the tag bindings). */
export const memberTagStat: ScreenDef = {
  name: 'MemberTagStat',
  title: '会员标签统计',
  area: 'members',
  kind: 'list',
  list: {
    call: call('POST /admin/member/tag-stat/page'),
    rowKey: 'tagId',
    filters: ['tagName', { name: 'tagSubType', label: '标签类型', type: 'select', enumId: 'tagSubType', placeholder: '请选择标签类型' }],
    columns: [
      { key: 'tagCode', title: '标签编码' },
      { key: 'tagName', title: '标签名称' },
      { key: 'custGroupName', title: '标签组' },
      { key: 'tagSubType', title: '标签类型', format: 'enum', enumId: 'tagSubType' },
      { key: 'memberCount', title: '绑定会员数' },
      { key: 'recentCount', title: '近30天新增' },
      { key: 'lastBindTime', title: '最近绑定时间', format: 'datetime' },
    ],
  },
};
