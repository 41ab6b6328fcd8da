// 代理商收益数据 (spec 01 §2 agent-only pages): designed as the organisation's income by day.
import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

export const agentUsePageIncomeDataCalls = {
  page: call('POST /admin/agent/income-data/page'),
};

export const agentUsePageIncomeData: ScreenDef = {
  name: 'AgentUsePageIncomeData',
  title: '代理商收益数据',
  area: 'agent',
  kind: 'list',
  list: {
    call: agentUsePageIncomeDataCalls.page,
    rowKey: 'rowId',
    filters: [{ name: 'statDate', label: '统计日期', type: 'dateRange', keys: ['startDate', 'endDate'] }, 'orgCode'],
    columns: [
      { key: 'statDate', title: '统计日期', format: 'date' },
      { key: 'orgCode', title: '机构编号', link: 'org' },
      { key: 'orgName', title: '机构名称' },
      { key: 'profitAmt', title: '分润(元)', format: 'figureMoney' },
      { key: 'cashbackAmt', title: '返现(元)', format: 'figureMoney' },
      { key: 'rewardAmt', title: '奖励(元)', format: 'figureMoney' },
      { key: 'incomeAmt', title: '合计收益(元)', format: 'figureMoney' },
    ],
  },
};
