// App意见反馈 (spec 01 §2; §4 feedback statuses 10/15/20; §7 feedback): fields not given; designed as
// the apps' feedback with its handling (result written on handle; a handled one is not handled again).
import { call } from '../../calls/define.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';

export const appFeedbackCalls = {
  page: call('POST /admin/feedback/page'),
  handle: call('POST /admin/feedback/handle'),
  /** Spec 01 §7 exports: feedback. */
  export: call('POST /admin/export/feedback', { kind: 'blob' }),
};

export const feedbackHandle: FormDef = {
  id: 'feedback-handle',
  title: '处理反馈',
  submit: appFeedbackCalls.handle,
  idKey: 'feedbackId',
  fields: [{ key: 'handleResult', label: '处理结果', type: 'textarea', required: true, maxLength: 500, span: 2 }],
};

export const appFeedback: ScreenDef = {
  name: 'AppFeedback',
  title: 'App意见反馈',
  area: 'app-ops',
  kind: 'list',
  list: {
    call: appFeedbackCalls.page,
    rowKey: 'feedbackId',
    filters: [
      'memberId',
      { name: 'feedbackStatus', label: '处理状态', type: 'select', enumId: 'feedbackStatus', placeholder: '请选择处理状态' },
      { name: 'appType', label: 'App类型', type: 'select', enumId: 'appType', placeholder: '请选择App类型' },
      'crtTime',
    ],
    columns: [
      { key: 'feedbackId', title: '反馈编号' },
      { key: 'memberId', title: '会员编号', format: 'memberId', link: 'member' },
      { key: 'appType', title: 'App类型', format: 'enum', enumId: 'appType' },
      { key: 'content', title: '反馈内容' },
      { key: 'contact', title: '联系方式', format: 'masked' },
      { key: 'feedbackStatus', title: '处理状态', format: 'enum', enumId: 'feedbackStatus' },
      { key: 'handleResult', title: '处理结果' },
      { key: 'handleTime', title: '处理时间', format: 'datetime' },
      { key: 'crtTime', title: '反馈时间', format: 'datetime' },
    ],
    actions: [
      {
        id: 'handle',
        label: '处理',
        kind: 'form',
        form: feedbackHandle,
        idKey: 'feedbackId',
        when: { field: 'feedbackStatus', values: [10, 15] },
      },
    ],
    export: { call: appFeedbackCalls.export, name: 'App意见反馈', kind: 'file' },
  },
};
