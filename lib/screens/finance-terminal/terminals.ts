// The JF_ terminal pages (spec 01 §2 "Finance and terminal group (JF_ prefix)"; spec 03 §2 "the JF_
// terminal pages"), rows of the terminal builders (terminals/lists.ts, terminals/psam-lists.ts).
import { psamScreen } from '../terminals/psam-lists.ts';
import { incomingScreen, storageScreen, transferScreen } from '../terminals/lists.ts';

export const jfTerminalSearch = psamScreen('JF_TerminalSearch', 'JF终端查询', 'finance-terminal', 'search');
export const jfTerminalStorage = storageScreen('JF_TerminalStorage', 'JF终端入库', 'finance-terminal', 'org');
export const jfTerminalApply = transferScreen('JF_TerminalApply', 'JF终端申请', 'finance-terminal');
export const jfTerminalApplyProvider = incomingScreen('JF_TerminalApplyProvider', 'JF服务商终端申请', 'finance-terminal');
