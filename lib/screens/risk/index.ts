import type { ScreenDef } from '../types.ts';
import { lysRegisterCheck } from './lys-register-check.ts';
import { fullCnlRegisterCheck } from './full-cnl-register-check.ts';
import { cnlBlackList, riskBlackList } from './blacklists.ts';
import { authElementCheck } from './auth-element-check.ts';

/** Spec 01 §2 "Risk and checks". */
export const risk: readonly ScreenDef[] = [cnlBlackList, riskBlackList, lysRegisterCheck, authElementCheck, fullCnlRegisterCheck];
