import { call } from '../../calls/define.ts';
import { exportLogDownload } from '../../calls/files.ts';
import type { ListDef, ScreenDef } from '../types.ts';

// 报表日志 (spec 01 §2 /ProductLog, /ProductLogOrg; §7 report calls): the finished exports. The
// organisation variant (role type ORG) drops who created each report.
const page = call('POST /admin/export-log/page');
const refresh = call('POST /admin/report/refresh-report/{id}');
const remove = call('POST /admin/report/del-report/{id}');

function reportLog(org: boolean): ListDef {
  return {
    call: page,
    rowKey: 'fileId',
    filters: ['reportName', 'crtTime'],
    columns: [
      { key: 'taskId', title: '任务编号' },
      { key: 'reportName', title: '报表名称' },
      { key: 'fileName', title: '文件名' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'reportStatus' },
      { key: 'size', title: '文件大小', format: 'fileSize' },
      { key: 'crtTime', title: '创建时间', format: 'datetime' },
      ...(org
        ? []
        : [
            { key: 'empId', title: '创建人', nameKey: 'empName' },
            { key: 'orgCode', title: '机构编号', optional: true },
          ]),
    ],
    actions: [
      {
        id: 'download',
        label: '下载',
        kind: 'download',
        call: exportLogDownload,
        idKey: 'fileId',
        when: { field: 'status', values: [20] },
      },
      {
        id: 'refresh',
        label: '重新生成',
        kind: 'call',
        call: refresh,
        idKey: 'fileId',
        when: { field: 'status', values: [40] },
      },
      { id: 'delete', label: '删除', kind: 'call', call: remove, idKey: 'fileId', confirm: '确定删除该报表吗？' },
    ],
  };
}

export const productLog: ScreenDef = { name: 'ProductLog', title: '报表日志', area: 'products', kind: 'list', list: reportLog(false) };
/** The report-log variant for role type ORG. */
export const productLogOrg: ScreenDef = {
  name: 'ProductLogOrg',
  title: '报表日志（机构）',
  area: 'products',
  kind: 'list',
  list: reportLog(true),
};
