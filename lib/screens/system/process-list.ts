// 流程列表 (spec 01 §2, §4 process statuses): the spec names the screen without fields; designed as the back
// office's business processes (type, business id, status, retries) with a retry of a failed one.
import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

export const processListCalls = {
  page: call('POST /admin/process/page'),
  retry: call('POST /admin/process/retry'),
};

export const processList: ScreenDef = {
  name: 'ProcessList',
  title: '流程列表',
  area: 'system',
  kind: 'list',
  list: {
    call: processListCalls.page,
    rowKey: 'processId',
    filters: [
      { name: 'bizId', label: '业务编号', type: 'text', maxLength: 40, placeholder: '请输入业务编号' },
      { name: 'processStatus', label: '流程状态', type: 'select', enumId: 'processStatus', placeholder: '请选择流程状态' },
      'crtTime',
    ],
    columns: [
      { key: 'processId', title: '流程编号' },
      { key: 'processName', title: '流程名称' },
      { key: 'bizType', title: '业务类型' },
      { key: 'bizId', title: '业务编号' },
      { key: 'processStatus', title: '流程状态', format: 'enum', enumId: 'processStatus' },
      { key: 'retryCount', title: '重试次数' },
      { key: 'message', title: '处理信息' },
      { key: 'crtTime', title: '创建时间', format: 'datetime' },
      { key: 'uptTime', title: '更新时间', format: 'datetime' },
    ],
    actions: [
      {
        id: 'retry',
        label: '重试',
        kind: 'call',
        call: processListCalls.retry,
        idKey: 'processId',
        confirm: '确定重试该流程吗？',
        when: { field: 'processStatus', values: [1, 2] },
      },
    ],
  },
};
