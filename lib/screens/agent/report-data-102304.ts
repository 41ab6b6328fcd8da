// 分润报表 (spec 01 §2 agent-only pages): designed as the transaction profit share by day and organisation.
import { call } from '../../calls/define.ts';
import { standardExport } from '../../calls/files.ts';
import type { ScreenDef } from '../types.ts';

export const reportData102304Calls = {
  page: call('POST /admin/report/102304/page'),
};

export const reportData102304: ScreenDef = {
  name: 'ReportData102304',
  title: '分润报表',
  area: 'agent',
  kind: 'list',
  list: {
    call: reportData102304Calls.page,
    rowKey: 'rowId',
    filters: [{ name: 'statDate', label: '统计日期', type: 'dateRange', keys: ['startDate', 'endDate'] }, 'orgCode'],
    columns: [
      { key: 'statDate', title: '统计日期', format: 'date' },
      { key: 'orgCode', title: '机构编号', link: 'org' },
      { key: 'orgName', title: '机构名称' },
      { key: 'transCnt', title: '交易笔数', format: 'figure' },
      { key: 'transAmt', title: '交易金额(元)', format: 'figureMoney' },
      { key: 'profitAmt', title: '分润金额(元)', format: 'figureMoney' },
    ],
    export: { call: standardExport, name: '分润报表', kind: 'file', body: { reportCode: '102304' } },
  },
};
