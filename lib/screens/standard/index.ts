import type { ScreenDef } from '../types.ts';
import { merchantAddQueryStandard } from './merchant-add-query.ts';
import {
  standardTerminalActiveExport,
  standardTerminalApply,
  standardTerminalApplyProvider,
  standardTerminalChange,
  standardTerminalManage,
  standardTerminalRecall,
  standardTerminalSearch,
  standardTerminalStock,
  standardTerminalStorage,
  standardTerminalUnactive,
  terminalActiveExportStandard,
  terminalApplyProviderStandard,
  terminalApplyStandard,
  terminalChangeStandard,
  terminalManageStandard,
  terminalRecallStandard,
  terminalSearchStandard,
  terminalStockStandard,
  terminalStorageStandard,
  terminalUnactiveStandard,
} from './terminals.ts';

/**
 * Spec 01 §2 "Standard group (suffix _standard)" and "the non-suffixed /StandardTerminal* set";
 * spec 03 §2 "the _standard terminal pages": names of ours (inferred), rows of terminals.ts.
 */
export const standard: readonly ScreenDef[] = [
  merchantAddQueryStandard,
  terminalStorageStandard,
  terminalSearchStandard,
  terminalChangeStandard,
  terminalApplyStandard,
  terminalStockStandard,
  terminalApplyProviderStandard,
  terminalManageStandard,
  terminalRecallStandard,
  terminalUnactiveStandard,
  terminalActiveExportStandard,
  standardTerminalStorage,
  standardTerminalSearch,
  standardTerminalChange,
  standardTerminalApply,
  standardTerminalStock,
  standardTerminalApplyProvider,
  standardTerminalManage,
  standardTerminalRecall,
  standardTerminalUnactive,
  standardTerminalActiveExport,
];
