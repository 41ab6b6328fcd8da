// 返现报表 (spec 01 §2 agent-only pages): designed as the activation cashback by day and organisation.
import { call } from '../../calls/define.ts';
import { standardExport } from '../../calls/files.ts';
import type { ScreenDef } from '../types.ts';

export const reportData102303Calls = {
  page: call('POST /admin/report/102303/page'),
};

export const reportData102303: ScreenDef = {
  name: 'ReportData102303',
  title: '返现报表',
  area: 'agent',
  kind: 'list',
  list: {
    call: reportData102303Calls.page,
    rowKey: 'rowId',
    filters: [{ name: 'statDate', label: '统计日期', type: 'dateRange', keys: ['startDate', 'endDate'] }, 'orgCode'],
    columns: [
      { key: 'statDate', title: '统计日期', format: 'date' },
      { key: 'orgCode', title: '机构编号', link: 'org' },
      { key: 'orgName', title: '机构名称' },
      { key: 'activations', title: '激活数', format: 'figure' },
      { key: 'cashbackCnt', title: '返现笔数', format: 'figure' },
      { key: 'cashbackAmt', title: '返现金额(元)', format: 'figureMoney' },
    ],
    export: { call: standardExport, name: '返现报表', kind: 'file', body: { reportCode: '102303' } },
  },
};
