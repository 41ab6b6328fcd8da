import type { AreaId, ScreenDef } from '../types.ts';
import { profitScreen } from '../accounts/profits.ts';
import { auditScreen } from '../audit/audit-lists.ts';
import { msyMemberWithdraw, msyOrgWithdraw, msyPayoutPrivate, msyPayoutPublic } from '../audit/draws.ts';

const area: AreaId = 'msy';

/**
 * Spec 01 §2 "Msy group"; spec 03 §2 "the Msy terminal pages". /OrgAudit, also listed here,
 * is registered once, in orgs.ts. The audit and statistics pages whose paths "are not shown"
 * get names of ours (inferred): one page per listed subject.
 */
export const msy: readonly ScreenDef[] = [
  { name: 'MsyOrgInfManage', title: 'MSY机构管理', area },
  { name: 'MsyTerminalStorage', title: 'MSY终端入库', area },
  { name: 'MsyTerminalSearch', title: 'MSY终端查询', area },
  { name: 'MsyTerminalApply', title: 'MSY终端申请', area },
  { name: 'MsyTerminalStock', title: 'MSY终端库存', area },
  { name: 'MsyTerminalApplyProvider', title: 'MSY服务商终端申请', area },
  { name: 'MsyOrgAudit', title: 'MSY机构审核', area },
  auditScreen('MsyAuditList'),
  // Spelled as in the spec (sic).
  { name: 'MsyTerminaChange', title: 'MSY终端变更', area },
  { name: 'MsyOrgChart', title: 'MSY机构统计图', area },
  profitScreen('MsyTransProfit'),
  profitScreen('MsyTransOrgProfit'),
  { name: 'MsyTransSearch', title: 'MSY交易查询', area },
  { name: 'MsyTransSearchOrg', title: 'MSY机构交易查询', area },
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
