import { msyOrgAudit } from '../orgs/org-audit.ts';
import { msyOrgInfManage } from '../orgs/org-screens.ts';
import { msyOrgChart } from '../orgs/org-tree.ts';
import type { ScreenDef } from '../types.ts';
import { msyMemberWithdraw, msyOrgWithdraw, msyPayoutPrivate, msyPayoutPublic } from '../audit/draws.ts';
import { msyTransSearch, msyTransSearchOrg } from '../bills/trans-search.ts';
import {
  msyActiveCashback,
  msyActiveDeduct,
  msyAuditList,
  msyFlowCardCashback,
  msyFlowCardDeduct,
  msyTerminalQualification,
} from './audits.ts';
import { msyProfitPosting, msyStageReward, msyTransOrgProfit, msyTransProfit } from './profits.ts';
import {
  msyTerminaChange,
  msyTerminalApply,
  msyTerminalApplyProvider,
  msyTerminalSearch,
  msyTerminalStock,
  msyTerminalStorage,
} from './terminals.ts';

/**
 * Spec 01 §2 "Msy group"; spec 03 §2 "the Msy terminal pages". /OrgAudit, also listed here,
 * is registered once, in orgs.ts. The audit and statistics pages whose paths "are not shown"
 * get names of ours (inferred): one page per listed subject. Families: terminals.ts, audits.ts,
 * profits.ts.
 */
export const msy: readonly ScreenDef[] = [
  msyOrgInfManage,
  msyTerminalStorage,
  msyTerminalSearch,
  msyTerminalApply,
  msyTerminalStock,
  msyTerminalApplyProvider,
  msyOrgAudit,
  msyAuditList,
  msyTerminaChange,
  msyOrgChart,
  msyTransProfit,
  msyTransOrgProfit,
  msyTransSearch,
  msyTransSearchOrg,
  msyActiveCashback,
  msyTerminalQualification,
  msyActiveDeduct,
  msyFlowCardCashback,
  msyFlowCardDeduct,
  msyMemberWithdraw,
  msyOrgWithdraw,
  msyPayoutPrivate,
  msyPayoutPublic,
  msyProfitPosting,
  msyStageReward,
];
