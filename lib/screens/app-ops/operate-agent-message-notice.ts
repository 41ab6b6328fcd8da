// 代理商通知消息 (spec 01 §2; §4 push and handle statuses): fields not given; designed as notices to one
// organisation member, pushed, then handled by it.
import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

export const operateAgentMessageNoticeCalls = {
  page: call('POST', '/admin/message/notice/page'),
};

export const operateAgentMessageNotice: ScreenDef = {
  name: 'OperateAgentMessageNotice',
  title: '代理商通知消息',
  area: 'app-ops',
  list: {
    call: operateAgentMessageNoticeCalls.page,
    rowKey: 'msgId',
    filters: [
      { name: 'title', label: '标题', type: 'text', maxLength: 30, placeholder: '请输入标题' },
      'memberId',
      { name: 'pushStatus', label: '推送状态', type: 'select', enumId: 'pushStatus', placeholder: '请选择推送状态' },
      { name: 'handleStatus', label: '处理状态', type: 'select', enumId: 'handleStatus', placeholder: '请选择处理状态' },
      { name: 'crtTime', defaultWindow: 'none' },
    ],
    columns: [
      { key: 'msgId', title: '消息编号' },
      { key: 'title', title: '标题' },
      { key: 'content', title: '内容' },
      { key: 'memberId', title: '会员编号', format: 'memberId', link: 'member' },
      { key: 'orgCode', title: '机构编号', link: 'org' },
      { key: 'pushStatus', title: '推送状态', format: 'enum', enumId: 'pushStatus' },
      { key: 'handleStatus', title: '处理状态', format: 'enum', enumId: 'handleStatus' },
      { key: 'crtTime', title: '发送时间', format: 'datetime' },
    ],
  },
};
