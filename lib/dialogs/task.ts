// The scheduled job dialog (任务管理 详情): the job's fields and its run log (spec 01 §7 scheduler log page).
import { call } from '../calls/define.ts';
import type { DialogDef } from './types.ts';

/** The scheduler's calls, shared by 任务管理 and its job dialog. */
export const taskManagerCalls = {
  page: call('POST /admin/schedule/job/page'),
  detail: call('POST /admin/schedule/job/detail'),
  enable: call('POST /admin/schedule/job/enable'),
  pause: call('POST /admin/schedule/job/pause'),
  trigger: call('POST /admin/schedule/job/trigger'),
  save: call('POST /admin/schedule/job/save'),
  log: call('POST /admin/schedule/log/page'),
};
const calls = taskManagerCalls;

export const taskDialog: DialogDef = {
  entity: 'task',
  title: '任务详情',
  titleKey: 'jobName',
  width: '1000px',
  right: 'TaskManager',
  tabs: [
    {
      id: 'info',
      title: '任务信息',
      kind: 'fields',
      load: calls.detail,
      idKey: 'jobId',
      fields: [
        { key: 'jobId', label: '任务编号' },
        { key: 'jobName', label: '任务名称' },
        { key: 'jobGroup', label: '任务分组' },
        { key: 'beanName', label: '执行类' },
        { key: 'cron', label: '执行表达式' },
        { key: 'executeStatus', label: '执行状态', format: 'enum', enumId: 'executeStatus' },
        { key: 'lastRunTime', label: '最近执行时间', format: 'datetime' },
        { key: 'lastRunStatus', label: '最近执行结果', format: 'enum', enumId: 'runStatus' },
        { key: 'nextRunTime', label: '下次执行时间', format: 'datetime' },
        { key: 'remark', label: '备注', span: 3 },
      ],
    },
    {
      id: 'log',
      title: '执行日志',
      kind: 'list',
      idKey: 'jobId',
      list: {
        call: calls.log,
        rowKey: 'logId',
        filters: [{ name: 'runStatus', label: '执行结果', type: 'select', enumId: 'runStatus', placeholder: '请选择执行结果' }],
        columns: [
          { key: 'logId', title: '日志编号' },
          { key: 'startTime', title: '开始时间', format: 'datetime' },
          { key: 'endTime', title: '结束时间', format: 'datetime' },
          { key: 'durationMs', title: '耗时(毫秒)' },
          { key: 'trigger', title: '触发方式' },
          { key: 'runStatus', title: '执行结果', format: 'enum', enumId: 'runStatus' },
          { key: 'message', title: '执行信息' },
        ],
      },
    },
  ],
};
