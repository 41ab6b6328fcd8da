import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

/** 会员标签日志: bindings and removals of member tags, including 标记筛选商户 (designed from spec 02 §3 tag fields). */
export const memberTagLog: ScreenDef = {
  name: 'MemberTagLog',
  title: '会员标签日志',
  area: 'members',
  kind: 'list',
  list: {
    call: call('POST /admin/member/tag-log/page'),
    rowKey: 'logId',
    filters: [
      'memberId',
      'tagName',
      { name: 'action', label: '操作', type: 'select', enumId: 'tagAction', placeholder: '请选择操作' },
      { name: 'crtTime', label: '操作时间' },
    ],
    columns: [
      { key: 'logId', title: '日志编号' },
      { key: 'memberId', title: '会员编号', format: 'memberId', link: 'member' },
      { key: 'tagCode', title: '标签编码' },
      { key: 'tagName', title: '标签名称' },
      { key: 'custGroupName', title: '标签组' },
      { key: 'action', title: '操作', format: 'enum', enumId: 'tagAction' },
      { key: 'source', title: '来源' },
      { key: 'operator', title: '操作人' },
      { key: 'crtTime', title: '操作时间', format: 'datetime' },
    ],
  },
};
