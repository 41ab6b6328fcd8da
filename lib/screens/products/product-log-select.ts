import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

// 报表日志查询: spec 01 §2 names the screen without its fields. Designed from the report calls of
// spec 01 §7 as the log of every report generation run (who asked, the parameters, how long it
// took, why it failed), beside the finished files of /ProductLog.
export const productLogSelectPage = call('POST /admin/report/task-log/page');

export const productLogSelect: ScreenDef = {
  name: 'ProductLogSelect',
  title: '报表日志查询',
  area: 'products',
  kind: 'list',
  list: {
    call: productLogSelectPage,
    rowKey: 'logId',
    filters: [
      'reportName',
      { name: 'reportCode', label: '报表编码', type: 'text', maxLength: 20, pattern: 'code', placeholder: '请输入报表编码' },
      { name: 'status', label: '状态', type: 'select', enumId: 'reportStatus', placeholder: '请选择状态' },
      'crtTime',
    ],
    columns: [
      { key: 'logId', title: '日志编号' },
      { key: 'taskId', title: '任务编号' },
      { key: 'reportCode', title: '报表编码' },
      { key: 'reportName', title: '报表名称' },
      { key: 'params', title: '查询条件', width: 260 },
      { key: 'status', title: '状态', format: 'enum', enumId: 'reportStatus' },
      { key: 'rowCount', title: '记录数' },
      { key: 'costMs', title: '耗时(毫秒)' },
      { key: 'errMsg', title: '失败原因' },
      { key: 'empId', title: '操作人', nameKey: 'empName' },
      { key: 'crtTime', title: '创建时间', format: 'datetime' },
    ],
  },
};
