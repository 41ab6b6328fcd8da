// The Msy terminal pages (spec 01 §2 "Msy group"; spec 03 §2 "the Msy terminal pages"), rows of the
// terminal builders (terminals/lists.ts, terminals/psam-lists.ts).
import { psamScreen } from '../terminals/psam-lists.ts';
import { changeScreen, incomingScreen, storageScreen, transferScreen } from '../terminals/lists.ts';

export const msyTerminalStorage = storageScreen('MsyTerminalStorage', 'MSY终端入库', 'msy', 'org');
export const msyTerminalSearch = psamScreen('MsyTerminalSearch', 'MSY终端查询', 'msy', 'search');
export const msyTerminalApply = transferScreen('MsyTerminalApply', 'MSY终端申请', 'msy');
export const msyTerminalStock = psamScreen('MsyTerminalStock', 'MSY终端库存', 'msy', 'stock');
export const msyTerminalApplyProvider = incomingScreen('MsyTerminalApplyProvider', 'MSY服务商终端申请', 'msy');
/** Spelled as in the spec (sic). */
export const msyTerminaChange = changeScreen('MsyTerminaChange', 'MSY终端变更', 'msy');
