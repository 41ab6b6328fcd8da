// 代理商通知消息 (spec 01 §2; §4 push and handle statuses): fields not given; designed as notices to one
// organisation member, pushed, then handled by it.
import { call } from '../../calls/define.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';

export const operateAgentMessageNoticeCalls = {
  page: call('POST /admin/message/notice/page'),
  add: call('POST /admin/message/notice/add'),
  handle: call('POST /admin/message/notice/handle'),
};

/** 发送通知: a notice to one member of an organisation, pushed at once and awaiting its handling. */
export const noticeMessageAdd: FormDef = {
  id: 'message-notice-add',
  title: '发送通知',
  submit: operateAgentMessageNoticeCalls.add,
  success: '操作成功',
  fields: [
    { key: 'memberId', label: '会员编号', type: 'text', required: true, maxLength: 20, pattern: 'alnum' },
    { key: 'title', label: '标题', type: 'text', required: true, maxLength: 30 },
    { key: 'content', label: '内容', type: 'textarea', required: true, maxLength: 500, span: 2 },
  ],
};

export const operateAgentMessageNotice: ScreenDef = {
  name: 'OperateAgentMessageNotice',
  title: '代理商通知消息',
  area: 'app-ops',
  kind: 'list',
  list: {
    call: operateAgentMessageNoticeCalls.page,
    rowKey: 'msgId',
    filters: [
      { name: 'title', label: '标题', type: 'text', maxLength: 30, placeholder: '请输入标题' },
      'memberId',
      { name: 'pushStatus', label: '推送状态', type: 'select', enumId: 'pushStatus', placeholder: '请选择推送状态' },
      { name: 'handleStatus', label: '处理状态', type: 'select', enumId: 'handleStatus', placeholder: '请选择处理状态' },
      'crtTime',
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
    tools: [{ id: 'add', label: '发送通知', kind: 'form', form: noticeMessageAdd }],
    actions: [
      {
        id: 'handle',
        label: '标记已处理',
        kind: 'call',
        call: operateAgentMessageNoticeCalls.handle,
        idKey: 'msgId',
        confirm: '确定将该通知标记为已处理吗？',
        when: { field: 'handleStatus', values: [0] },
      },
    ],
  },
};
