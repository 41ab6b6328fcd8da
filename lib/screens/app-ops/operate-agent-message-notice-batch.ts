// 批量通知消息 (spec 01 §2; §4 batch status 10/20/30): fields not given; designed as batches of notices with
// their counts.
import { call } from '../../calls/define.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';

export const operateAgentMessageNoticeBatchCalls = {
  page: call('POST /admin/message/notice/batch/page'),
  add: call('POST /admin/message/notice/batch/add'),
};

/** 新增批量通知: one notice to many members (their ids, comma-separated, spec 01 §5 multi-id up to 9999 characters). */
export const noticeBatchAdd: FormDef = {
  id: 'message-notice-batch-add',
  title: '新增批量通知',
  submit: operateAgentMessageNoticeBatchCalls.add,
  success: '操作成功',
  fields: [
    { key: 'title', label: '标题', type: 'text', required: true, maxLength: 30 },
    { key: 'content', label: '内容', type: 'textarea', required: true, maxLength: 500, span: 2 },
    {
      key: 'memberIds',
      label: '会员编号',
      type: 'textarea',
      required: true,
      maxLength: 9999,
      span: 2,
      placeholder: '多个会员编号以英文逗号分隔，单批最多1000个',
    },
  ],
};

export const operateAgentMessageNoticeBatch: ScreenDef = {
  name: 'OperateAgentMessageNoticeBatch',
  title: '批量通知消息',
  area: 'app-ops',
  kind: 'list',
  list: {
    call: operateAgentMessageNoticeBatchCalls.page,
    rowKey: 'batchId',
    filters: [
      { name: 'title', label: '标题', type: 'text', maxLength: 30, placeholder: '请输入标题' },
      { name: 'batchStatus', label: '批次状态', type: 'select', enumId: 'batchStatus', placeholder: '请选择批次状态' },
      'crtTime',
    ],
    columns: [
      { key: 'batchId', title: '批次编号' },
      { key: 'title', title: '标题' },
      { key: 'totalCount', title: '总数' },
      { key: 'successCount', title: '成功数' },
      { key: 'failCount', title: '失败数' },
      { key: 'batchStatus', title: '批次状态', format: 'enum', enumId: 'batchStatus' },
      { key: 'empId', title: '操作员' },
      { key: 'crtTime', title: '创建时间', format: 'datetime' },
    ],
    tools: [{ id: 'add', label: '新增批量通知', kind: 'form', form: noticeBatchAdd }],
  },
};
