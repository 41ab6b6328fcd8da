import type { ScreenDef } from '../types.ts';
import { reportData102312 } from './report-data-102312.ts';
import { reportData102304 } from './report-data-102304.ts';
import { reportData102303 } from './report-data-102303.ts';
import { agentUsePageUserSearch } from './agent-use-page-user-search.ts';
import { agentUsePageTermData } from './agent-use-page-term-data.ts';
import { agentUsePageIncomeData } from './agent-use-page-income-data.ts';
import { agentUsePageAcctList } from './agent-use-page-acct-list.ts';
import { agentInvoice } from './agent-invoice.ts';
import { agentUsePageBillPage } from '../bills/bill-page.ts';
import { agentUsePageTermApply, agentUsePageTermRecall, agentUsePageTermSearch } from './terminals.ts';

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
  // "agent terminal Apply, Search and Recall pages": paths not given (terminals.ts).
  agentUsePageTermApply,
  agentUsePageTermSearch,
  agentUsePageTermRecall,
];
