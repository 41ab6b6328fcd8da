import type { AreaId, ScreenDef } from './types.ts';
import { cnlBlackList, riskBlackList } from './lists/risk.ts';

const area: AreaId = 'risk';

/** Spec 01 §2 "Risk and checks". */
export const risk: readonly ScreenDef[] = [
  { name: 'CnlBlackList', title: '渠道黑名单', area, list: cnlBlackList },
  { name: 'RiskBlackList', title: '风控黑名单', area, list: riskBlackList },
  { name: 'LYSRegisterCheck', title: 'LYS注册校验', area },
  { name: 'AuthElementCheck', title: '三四要素认证校验', area },
  { name: 'FullCnlRegisterCheck', title: '全渠道注册校验', area },
];
