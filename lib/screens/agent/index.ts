import type { AreaId, ScreenDef } from '../types.ts';
import { reportData102312 } from './report-data-102312.ts';
import { reportData102304 } from './report-data-102304.ts';
import { reportData102303 } from './report-data-102303.ts';
import { agentUsePageUserSearch } from './agent-use-page-user-search.ts';
import { agentUsePageTermData } from './agent-use-page-term-data.ts';
import { agentUsePageIncomeData } from './agent-use-page-income-data.ts';
import { agentUsePageAcctList } from './agent-use-page-acct-list.ts';
import { agentInvoice } from './agent-invoice.ts';
import { psamScreen } from '../terminals/psam-lists.ts';
import { recallScreen, transferScreen } from '../terminals/lists.ts';
import { agentUsePageBillPage } from '../bills/bill-page.ts';

const area: AreaId = 'agent';

/** Spec 01 §2 "Agent-only pages". */
export const agent: readonly ScreenDef[] = [
  agentUsePageTermData,
  agentUsePageIncomeData,
  reportData102304,
  reportData102312,
  reportData102303,
  agentUsePageBillPage,
  agentUsePageUserSearch,
  agentUsePageAcctList,
  agentInvoice,
  // "agent terminal Apply, Search and Recall pages": paths not given.
  transferScreen('AgentUsePageTermApply', '代理商终端申请', area, { inferred: true, accept: true }),
  psamScreen('AgentUsePageTermSearch', '代理商终端查询', area, 'search', { inferred: true }),
  recallScreen('AgentUsePageTermRecall', '代理商终端回收', area, { inferred: true }),
];
