import { elementCheck } from '../../calls/checks.ts';
import type { AreaId, ScreenDef } from '../types.ts';
import { cnlBlackList, riskBlackList } from './blacklists.ts';

const area: AreaId = 'risk';

/** Spec 01 §2 "Risk and checks". */
export const risk: readonly ScreenDef[] = [
  cnlBlackList,
  riskBlackList,
  { name: 'LYSRegisterCheck', title: 'LYS注册校验', area },
  { name: 'AuthElementCheck', title: '三四要素认证校验', area, bespoke: 'AuthElementCheck', calls: [elementCheck] },
  { name: 'FullCnlRegisterCheck', title: '全渠道注册校验', area },
];
