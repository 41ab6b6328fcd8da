// 任务管理 (spec 01 §2; §7 scheduler: details, enable, pause, trigger, save, log page; §4 executeStatus).
// The spec gives the calls without fields: designed as scheduled jobs (cron, bean, status) with their run log.
import { taskDialog, taskManagerCalls } from '../../dialogs/task.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';

export const taskSave: FormDef = {
  id: 'task-save',
  title: '编辑任务',
  submit: taskManagerCalls.save,
  load: taskManagerCalls.detail,
  idKey: 'jobId',
  fields: [
    { key: 'jobName', label: '任务名称', type: 'text', required: true, maxLength: 30 },
    { key: 'cron', label: '执行表达式', type: 'text', required: true, maxLength: 60, placeholder: '如 0 0/5 * * * ?' },
    { key: 'remark', label: '备注', type: 'textarea', maxLength: 200, span: 2 },
  ],
};

export const taskManager: ScreenDef = {
  name: 'TaskManager',
  title: '任务管理',
  area: 'app-ops',
  kind: 'list',
  list: {
    call: taskManagerCalls.page,
    rowKey: 'jobId',
    filters: [
      { name: 'jobName', label: '任务名称', type: 'text', maxLength: 30, placeholder: '请输入任务名称' },
      { name: 'executeStatus', label: '执行状态', type: 'select', enumId: 'executeStatus', placeholder: '请选择执行状态' },
      { name: 'lastRunStatus', label: '最近执行结果', type: 'select', enumId: 'runStatus', placeholder: '请选择最近执行结果' },
    ],
    columns: [
      { key: 'jobId', title: '任务编号', link: 'task' },
      { key: 'jobName', title: '任务名称' },
      { key: 'jobGroup', title: '任务分组' },
      { key: 'beanName', title: '执行类' },
      { key: 'cron', title: '执行表达式' },
      { key: 'executeStatus', title: '执行状态', format: 'enum', enumId: 'executeStatus' },
      { key: 'lastRunTime', title: '最近执行时间', format: 'datetime' },
      { key: 'lastRunStatus', title: '最近执行结果', format: 'enum', enumId: 'runStatus' },
      { key: 'nextRunTime', title: '下次执行时间', format: 'datetime' },
      { key: 'remark', title: '备注' },
      { key: 'uptTime', title: '更新时间', format: 'datetime' },
    ],
    actions: [
      { id: 'detail', label: '详情', kind: 'dialog', dialog: taskDialog, idKey: 'jobId' },
      { id: 'edit', label: '编辑', kind: 'form', form: taskSave, idKey: 'jobId' },
      {
        id: 'enable',
        label: '启用',
        kind: 'call',
        call: taskManagerCalls.enable,
        idKey: 'jobId',
        confirm: '确定启用该任务吗？',
        when: { field: 'executeStatus', values: [0] },
      },
      {
        id: 'pause',
        label: '暂停',
        kind: 'call',
        call: taskManagerCalls.pause,
        idKey: 'jobId',
        confirm: '确定暂停该任务吗？',
        when: { field: 'executeStatus', values: [1] },
      },
      {
        id: 'trigger',
        label: '立即执行',
        kind: 'call',
        call: taskManagerCalls.trigger,
        idKey: 'jobId',
        confirm: '确定立即执行一次该任务吗？',
        when: { field: 'executeStatus', values: [1] },
      },
    ],
  },
};
