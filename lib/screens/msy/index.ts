import { msyOrgAudit } from '../orgs/org-audit.ts';
import { msyOrgInfManage } from '../orgs/org-screens.ts';
import { msyOrgChart } from '../orgs/org-tree.ts';
import type { AreaId, ScreenDef } from '../types.ts';
import { profitScreen } from '../accounts/profits.ts';
import { auditScreen } from '../audit/audit-lists.ts';
import { msyMemberWithdraw, msyOrgWithdraw, msyPayoutPrivate, msyPayoutPublic } from '../audit/draws.ts';
import { psamScreen } from '../terminals/psam-lists.ts';
import { changeScreen, incomingScreen, storageScreen, transferScreen } from '../terminals/lists.ts';
import { msyTransSearch, msyTransSearchOrg } from '../bills/trans-search.ts';

const area: AreaId = 'msy';

/**
 * Spec 01 §2 "Msy group"; spec 03 §2 "the Msy terminal pages". /OrgAudit, also listed here,
 * is registered once, in orgs.ts. The audit and statistics pages whose paths "are not shown"
 * get names of ours (inferred): one page per listed subject.
 */
export const msy: readonly ScreenDef[] = [
  msyOrgInfManage,
  storageScreen('MsyTerminalStorage', 'MSY终端入库', area, 'org'),
  psamScreen('MsyTerminalSearch', 'MSY终端查询', area, 'search'),
  transferScreen('MsyTerminalApply', 'MSY终端申请', area),
  psamScreen('MsyTerminalStock', 'MSY终端库存', area, 'stock'),
  incomingScreen('MsyTerminalApplyProvider', 'MSY服务商终端申请', area),
  msyOrgAudit,
  auditScreen('MsyAuditList'),
  // Spelled as in the spec (sic).
  changeScreen('MsyTerminaChange', 'MSY终端变更', area),
  msyOrgChart,
  profitScreen('MsyTransProfit'),
  profitScreen('MsyTransOrgProfit'),
  msyTransSearch,
  msyTransSearchOrg,
  auditScreen('MsyActiveCashback'),
  auditScreen('MsyTerminalQualification'),
  auditScreen('MsyActiveDeduct'),
  auditScreen('MsyFlowCardCashback'),
  auditScreen('MsyFlowCardDeduct'),
  msyMemberWithdraw,
  msyOrgWithdraw,
  msyPayoutPrivate,
  msyPayoutPublic,
  profitScreen('MsyProfitPosting'),
  profitScreen('MsyStageReward'),
];
