import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

/** 会员标签（新版）: the tag catalogue with each tag's bound members (spec 01 §3 tag entity); designed. */
export const memberTagNew: ScreenDef = {
  name: 'MemberTagNew',
  title: '会员标签（新版）',
  area: 'members',
  kind: 'list',
  list: {
    call: call('POST /admin/tag/page'),
    rowKey: 'tagId',
    filters: [
      'tagCode',
      'tagName',
      { name: 'tagSubType', label: '标签类型', type: 'select', enumId: 'tagSubType', placeholder: '请选择标签类型' },
      { name: 'custGroup', label: '标签组编号', type: 'text', maxLength: 40, placeholder: '请输入标签组编号' },
    ],
    columns: [
      { key: 'tagId', title: '标签编号' },
      { key: 'tagCode', title: '标签编码' },
      { key: 'tagName', title: '标签名称' },
      { key: 'tagSubType', title: '标签类型', format: 'enum', enumId: 'tagSubType' },
      { key: 'custGroup', title: '标签组编号' },
      { key: 'custGroupName', title: '标签组名称' },
      { key: 'memberCount', title: '绑定会员数' },
    ],
  },
};
