import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

/** 会员标签: every member's tag bindings (spec 02 §3 tag: group, name, binding time); designed. */
export const memberTag: ScreenDef = {
  name: 'MemberTag',
  title: '会员标签',
  area: 'members',
  kind: 'list',
  list: {
    call: call('POST /admin/member/tag-bind/page'),
    rowKey: 'bindId',
    filters: [
      'memberId',
      'tagCode',
      'tagName',
      { name: 'tagSubType', label: '标签类型', type: 'select', enumId: 'tagSubType', placeholder: '请选择标签类型' },
      { name: 'crtTime', label: '绑定时间' },
    ],
    columns: [
      { key: 'memberId', title: '会员编号', format: 'memberId', link: 'member' },
      { key: 'realName', title: '姓名', format: 'masked' },
      { key: 'custGroupName', title: '标签组' },
      { key: 'tagCode', title: '标签编码' },
      { key: 'tagName', title: '标签名称' },
      { key: 'tagSubType', title: '标签类型', format: 'enum', enumId: 'tagSubType' },
      { key: 'crtTime', title: '绑定时间', format: 'datetime' },
    ],
  },
};
