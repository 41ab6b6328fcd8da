import type { AreaId, ScreenDef } from '../types.ts';
import { msyTransSearch, msyTransSearchOrg } from '../bills/trans-search.ts';

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
  { name: 'MsyAuditList', title: 'MSY审核列表', area },
  // Spelled as in the spec (sic).
  { name: 'MsyTerminaChange', title: 'MSY终端变更', area },
  { name: 'MsyOrgChart', title: 'MSY机构统计图', area },
  { name: 'MsyTransProfit', title: 'MSY交易分润', area },
  { name: 'MsyTransOrgProfit', title: 'MSY机构交易分润', area },
  msyTransSearch,
  msyTransSearchOrg,
  { name: 'MsyActiveCashback', title: 'MSY激活返现审核', area, inferred: true },
  { name: 'MsyTerminalQualification', title: 'MSY终端达标审核', area, inferred: true },
  { name: 'MsyActiveDeduct', title: 'MSY激活扣款审核', area, inferred: true },
  { name: 'MsyFlowCardCashback', title: 'MSY流量卡返现审核', area, inferred: true },
  { name: 'MsyFlowCardDeduct', title: 'MSY流量卡扣款审核', area, inferred: true },
  { name: 'MsyMemberWithdraw', title: 'MSY会员提现审核', area, inferred: true },
  { name: 'MsyOrgWithdraw', title: 'MSY机构提现审核', area, inferred: true },
  { name: 'MsyPayoutPrivate', title: 'MSY对私代付审核', area, inferred: true },
  { name: 'MsyPayoutPublic', title: 'MSY对公代付审核', area, inferred: true },
  { name: 'MsyProfitPosting', title: 'MSY分润入账统计', area, inferred: true },
  { name: 'MsyStageReward', title: 'MSY累计阶段奖励统计', area, inferred: true },
];
