// List declaration of the report log (spec 01 §2 /ProductLog, /ProductLogOrg; §7 report calls).
import type { ListDef } from '../types.ts';

function reportLog(org: boolean): ListDef {
  return {
    call: '/admin/export-log/page',
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
            { key: 'empId', title: '创建人' },
            { key: 'orgCode', title: '机构编号', optional: true },
          ]),
    ],
    actions: [
      {
        id: 'download',
        label: '下载',
        kind: 'download',
        call: '/export-log/download',
        method: 'GET',
        idKey: 'fileId',
        when: { field: 'status', values: [20] },
      },
      {
        id: 'refresh',
        label: '重新生成',
        kind: 'call',
        call: '/admin/report/refresh-report/{id}',
        idKey: 'fileId',
        when: { field: 'status', values: [40] },
        right: 'ProductLogRefresh',
      },
      {
        id: 'delete',
        label: '删除',
        kind: 'call',
        call: '/admin/report/del-report/{id}',
        idKey: 'fileId',
        confirm: '确定删除该报表吗？',
        right: 'ProductLogDel',
      },
    ],
  };
}

export const productLog = reportLog(false);
export const productLogOrg = reportLog(true);
