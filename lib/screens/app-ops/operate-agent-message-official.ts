// 代理商官方消息 (spec 01 §2; §4 push status; §7 messages, announcements): fields not given; designed as
// announcements pushed to organisations with push status and reads.
import { call } from '../../calls/define.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';

export const operateAgentMessageOfficialCalls = {
  page: call('POST /admin/message/official/page'),
  add: call('POST /admin/message/official/add'),
};

/** 发布官方消息: an announcement to one organisation (and so its subtree's app users), pushed at once. */
export const officialMessageAdd: FormDef = {
  id: 'message-official-add',
  title: '发布官方消息',
  submit: operateAgentMessageOfficialCalls.add,
  success: '操作成功',
  fields: [
    { key: 'orgCode', label: '机构', type: 'org', required: true, maxLength: 20, pattern: 'alnum' },
    { key: 'title', label: '标题', type: 'text', required: true, maxLength: 30 },
    { key: 'content', label: '内容', type: 'textarea', required: true, maxLength: 500, span: 2 },
  ],
};

export const operateAgentMessageOfficial: ScreenDef = {
  name: 'OperateAgentMessageOfficial',
  title: '代理商官方消息',
  area: 'app-ops',
  kind: 'list',
  list: {
    call: operateAgentMessageOfficialCalls.page,
    rowKey: 'msgId',
    filters: [
      { name: 'title', label: '标题', type: 'text', maxLength: 30, placeholder: '请输入标题' },
      'orgCode',
      { name: 'pushStatus', label: '推送状态', type: 'select', enumId: 'pushStatus', placeholder: '请选择推送状态' },
      'crtTime',
    ],
    columns: [
      { key: 'msgId', title: '消息编号' },
      { key: 'title', title: '标题' },
      { key: 'content', title: '内容' },
      { key: 'orgCode', title: '机构编号', link: 'org' },
      { key: 'orgName', title: '机构名称' },
      { key: 'pushStatus', title: '推送状态', format: 'enum', enumId: 'pushStatus' },
      { key: 'readCount', title: '阅读数' },
      { key: 'crtTime', title: '发布时间', format: 'datetime' },
    ],
    tools: [{ id: 'add', label: '发布消息', kind: 'form', form: officialMessageAdd }],
  },
};
