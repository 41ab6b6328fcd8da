import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

// 渠道报表日志: spec 01 §2 names the screen without its fields. Designed as the log of the report
// files each payment channel delivers (reconciliation, settlement, profit), with the import
// status of spec 01 §4.
export const productCnlLogPage = call('POST /admin/report/cnl-log/page');

export const productCnlLog: ScreenDef = {
  name: 'ProductCnlLog',
  title: '渠道报表日志',
  area: 'products',
  kind: 'list',
  list: {
    call: productCnlLogPage,
    rowKey: 'logId',
    filters: [
      'cnlCode',
      { name: 'reportType', label: '报表类型', type: 'select', enumId: 'cnlReportType', placeholder: '请选择报表类型' },
      { name: 'status', label: '状态', type: 'select', enumId: 'importStatus', placeholder: '请选择状态' },
      'fileName',
      'crtTime',
    ],
    columns: [
      { key: 'logId', title: '日志编号' },
      { key: 'cnlCode', title: '渠道编码' },
      { key: 'reportType', title: '报表类型', format: 'enum', enumId: 'cnlReportType' },
      { key: 'reportDate', title: '报表日期', format: 'date' },
      { key: 'fileName', title: '文件名' },
      { key: 'recordCnt', title: '记录数' },
      { key: 'totalAmt', title: '交易总额', format: 'money' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'importStatus' },
      { key: 'errMsg', title: '失败原因' },
      { key: 'crtTime', title: '接收时间', format: 'datetime' },
    ],
  },
};
