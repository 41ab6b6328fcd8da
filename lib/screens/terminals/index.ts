import type { ScreenDef } from '../types.ts';
import { memberEncourage, termConfig, termGiveVip, termLimit, termUnfinished, termVip } from './side.ts';
import { termActive, termApply, terminalManageList, termNotTwo, termReturn, termStorage } from './terminal-pages.ts';

/**
 * Spec 01 §2, the non-JF_ pages of the finance and terminal paragraph ("Also /TermVip, …"), drawn
 * by the terminal builders (terminal-pages.ts) and the side pages (side.ts). /TermApply transfers
 * and /TermReturn recalls; /TermActive lists the activated terminals; /TermNotTwo the terminals
 * never recalled (非二次: not second-hand).
 */
export const terminals: readonly ScreenDef[] = [
  termVip,
  termStorage,
  terminalManageList,
  termConfig,
  termApply,
  termUnfinished,
  termGiveVip,
  termLimit,
  termReturn,
  termActive,
  termNotTwo,
  memberEncourage,
];
