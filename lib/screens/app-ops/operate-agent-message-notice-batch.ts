// 批量通知消息 (spec 01 §2; §4 batch status 10/20/30): fields not given; designed as batches of notices with
// their counts.
import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

export const operateAgentMessageNoticeBatchCalls = {
  page: call('POST', '/admin/message/notice/batch/page'),
};

export const operateAgentMessageNoticeBatch: ScreenDef = {
  name: 'OperateAgentMessageNoticeBatch',
  title: '批量通知消息',
  area: 'app-ops',
  list: {
    call: operateAgentMessageNoticeBatchCalls.page,
    rowKey: 'batchId',
    filters: [
      { name: 'title', label: '标题', type: 'text', maxLength: 30, placeholder: '请输入标题' },
      { name: 'batchStatus', label: '批次状态', type: 'select', enumId: 'batchStatus', placeholder: '请选择批次状态' },
      { name: 'crtTime', defaultWindow: 'none' },
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
  },
};
