import type { AreaId, ScreenDef } from '../types.ts';
import { agentInvoice } from './agent-invoice.ts';
import { psamScreen, recallScreen, transferScreen } from '../terminals/lists.ts';
import { agentUsePageBillPage } from '../bills/bill-page.ts';

const area: AreaId = 'agent';

/** Spec 01 §2 "Agent-only pages". */
export const agent: readonly ScreenDef[] = [
  { name: 'AgentUsePageTermData', title: '代理商终端数据', area },
  { name: 'AgentUsePageIncomeData', title: '代理商收益数据', area },
  { name: 'ReportData102304', title: '分润报表', area },
  { name: 'ReportData102312', title: '奖励报表', area },
  { name: 'ReportData102303', title: '返现报表', area },
  agentUsePageBillPage,
  { name: 'AgentUsePageUserSearch', title: '代理商商户查询', area },
  { name: 'AgentUsePageAcctList', title: '代理商账户列表', area },
  agentInvoice,
  // "agent terminal Apply, Search and Recall pages": paths not given.
  transferScreen('AgentUsePageTermApply', '代理商终端申请', area, { inferred: true, accept: true }),
  psamScreen('AgentUsePageTermSearch', '代理商终端查询', area, 'search', { inferred: true }),
  recallScreen('AgentUsePageTermRecall', '代理商终端回收', area, { inferred: true }),
];
