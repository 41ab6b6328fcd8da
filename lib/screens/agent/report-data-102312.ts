// 奖励报表 (spec 01 §2 agent-only pages): designed as the stage rewards by day and organisation.
import { call } from '../../calls/define.ts';
import { standardExport } from '../../calls/files.ts';
import type { ScreenDef } from '../types.ts';

export const reportData102312Calls = {
  page: call('POST /admin/report/102312/page'),
};

export const reportData102312: ScreenDef = {
  name: 'ReportData102312',
  title: '奖励报表',
  area: 'agent',
  kind: 'list',
  list: {
    call: reportData102312Calls.page,
    rowKey: 'rowId',
    filters: [{ name: 'statDate', label: '统计日期', type: 'dateRange', keys: ['startDate', 'endDate'] }, 'orgCode'],
    columns: [
      { key: 'statDate', title: '统计日期', format: 'date' },
      { key: 'orgCode', title: '机构编号', link: 'org' },
      { key: 'orgName', title: '机构名称' },
      { key: 'newMerchants', title: '新增商户', format: 'figure' },
      { key: 'activations', title: '激活数', format: 'figure' },
      { key: 'rewardAmt', title: '奖励金额(元)', format: 'figureMoney' },
    ],
    export: { call: standardExport, name: '奖励报表', kind: 'file', body: { reportCode: '102312' } },
  },
};
