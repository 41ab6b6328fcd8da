import type { AreaId, ScreenDef } from './types.ts';

const area: AreaId = 'risk';

/** Spec 01 §2 "Risk and checks". */
export const risk: readonly ScreenDef[] = [
  { name: 'CnlBlackList', title: '渠道黑名单', area },
  { name: 'RiskBlackList', title: '风控黑名单', area },
  { name: 'LYSRegisterCheck', title: 'LYS注册校验', area },
  { name: 'AuthElementCheck', title: '三四要素认证校验', area },
  { name: 'FullCnlRegisterCheck', title: '全渠道注册校验', area },
];
