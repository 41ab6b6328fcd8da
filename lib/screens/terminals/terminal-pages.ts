// The terminal business pages drawn by the terminal builders (lists.ts, psam-lists.ts): spec 01 §2,
// the non-JF_ pages of the finance and terminal paragraph ("Also /TermVip, …"). /TermApply transfers
// and /TermReturn recalls; /TermActive lists the activated terminals; /TermNotTwo the terminals never
// recalled (非二次: not second-hand).
import { psamScreen } from './psam-lists.ts';
import { recallScreen, storageScreen, transferScreen } from './lists.ts';

export const termStorage = storageScreen('TermStorage', '终端入库', 'terminals', 'standard');
export const terminalManageList = psamScreen('TerminalManageList', '终端管理列表', 'terminals', 'manage');
export const termApply = transferScreen('TermApply', '终端申请', 'terminals');
export const termReturn = recallScreen('TermReturn', '终端退回', 'terminals');
export const termActive = psamScreen('TermActive', '终端激活', 'terminals', 'activity');
export const termNotTwo = psamScreen('TermNotTwo', '非二次终端', 'terminals', 'firstHand', { fixed: { secondFlag: '0' } });
