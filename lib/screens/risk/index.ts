import { elementCheck } from '../../calls/checks.ts';
import type { AreaId, ScreenDef } from '../types.ts';
import { lysRegisterCheck } from './lys-register-check.ts';
import { fullCnlRegisterCheck } from './full-cnl-register-check.ts';
import { cnlBlackList, riskBlackList } from './blacklists.ts';

const area: AreaId = 'risk';

/** Spec 01 §2 "Risk and checks". */
export const risk: readonly ScreenDef[] = [
  cnlBlackList,
  riskBlackList,
  lysRegisterCheck,
  { name: 'AuthElementCheck', title: '三四要素认证校验', area, kind: 'bespoke', bespoke: 'AuthElementCheck', calls: [elementCheck] },
  fullCnlRegisterCheck,
];
