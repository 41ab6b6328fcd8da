import type { AreaId, ScreenDef } from '../types.ts';
import { psamScreen } from './psam-lists.ts';
import { recallScreen, storageScreen, transferScreen } from './lists.ts';
import { sideScreens } from './side.ts';

const area: AreaId = 'terminals';
const side = sideScreens();

/**
 * Spec 01 §2, the non-JF_ pages of the finance and terminal paragraph ("Also /TermVip, …"), drawn
 * by the terminal builders (lists.ts) and the side pages (side.ts). /TermApply transfers and
 * /TermReturn recalls; /TermActive lists the activated terminals; /TermNotTwo the terminals never
 * recalled (非二次: not second-hand).
 */
export const terminals: readonly ScreenDef[] = [
  side.TermVip,
  storageScreen('TermStorage', '终端入库', area, 'standard'),
  psamScreen('TerminalManageList', '终端管理列表', area, 'manage'),
  side.TermConfig,
  transferScreen('TermApply', '终端申请', area),
  side.TermUnfinished,
  side.TermGiveVip,
  side.TermLimit,
  recallScreen('TermReturn', '终端退回', area),
  psamScreen('TermActive', '终端激活', area, 'activity'),
  psamScreen('TermNotTwo', '非二次终端', area, 'firstHand', { fixed: { secondFlag: '0' } }),
  side.MemberEncourage,
];
