// 代理商终端数据 (spec 01 §2 agent-only pages): designed as the organisation's terminals by day.
import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

export const agentUsePageTermDataCalls = {
  page: call('POST /admin/agent/term-data/page'),
  /** Spec 01 §7 exports: term. */
  export: call('POST /admin/export/term', { kind: 'blob' }),
};

export const agentUsePageTermData: ScreenDef = {
  name: 'AgentUsePageTermData',
  title: '代理商终端数据',
  area: 'agent',
  kind: 'list',
  list: {
    call: agentUsePageTermDataCalls.page,
    rowKey: 'rowId',
    filters: [{ name: 'statDate', label: '统计日期', type: 'dateRange', keys: ['startDate', 'endDate'] }, 'orgCode'],
    columns: [
      { key: 'statDate', title: '统计日期', format: 'date' },
      { key: 'orgCode', title: '机构编号', link: 'org' },
      { key: 'orgName', title: '机构名称' },
      { key: 'newTerms', title: '新增终端', format: 'figure' },
      { key: 'activations', title: '激活终端', format: 'figure' },
      { key: 'transTerms', title: '交易终端', format: 'figure' },
    ],
    export: { call: agentUsePageTermDataCalls.export, name: '代理商终端数据', kind: 'file' },
  },
};
