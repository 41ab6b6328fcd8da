// The agent terminal pages (spec 01 §2 "Agent-only pages": "agent terminal Apply, Search and Recall
// pages", paths not given: names of ours, inferred), rows of the terminal builders
// (terminals/lists.ts, terminals/psam-lists.ts).
import { psamScreen } from '../terminals/psam-lists.ts';
import { recallScreen, transferScreen } from '../terminals/lists.ts';

export const agentUsePageTermApply = transferScreen('AgentUsePageTermApply', '代理商终端申请', 'agent', {
  inferred: true,
  accept: true,
});
export const agentUsePageTermSearch = psamScreen('AgentUsePageTermSearch', '代理商终端查询', 'agent', 'search', { inferred: true });
export const agentUsePageTermRecall = recallScreen('AgentUsePageTermRecall', '代理商终端回收', 'agent', { inferred: true });
