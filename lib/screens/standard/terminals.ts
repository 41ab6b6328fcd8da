// The standard terminal pages (spec 01 §2 "Standard group (suffix _standard)" and "the non-suffixed
// /StandardTerminal* set"; spec 03 §2 "the _standard terminal pages"), rows of the terminal builders
// (terminals/lists.ts, terminals/psam-lists.ts). The spec names these pages without writing their
// paths, so every name here is ours (inferred). Names follow the Msy/JF_ terminal pages (Terminal +
// Storage, Search, Change, Apply, Stock, ApplyProvider, …). Manage acts on the subordinates'
// terminals, Unactive lists the bound terminals not yet activated, ActiveExport the activated ones
// to export. Each page is listed twice: Terminal<Page>_standard (…（标准版）) and
// StandardTerminal<Page> (标准…).
import { psamScreen } from '../terminals/psam-lists.ts';
import { changeScreen, incomingScreen, recallScreen, storageScreen, transferScreen } from '../terminals/lists.ts';

// ---- Terminal<Page>_standard
export const terminalStorageStandard = storageScreen('TerminalStorage_standard', '终端入库（标准版）', 'standard', 'standard', {
  inferred: true,
});
export const terminalSearchStandard = psamScreen('TerminalSearch_standard', '终端查询（标准版）', 'standard', 'search', { inferred: true });
export const terminalChangeStandard = changeScreen('TerminalChange_standard', '终端变更（标准版）', 'standard', { inferred: true });
export const terminalApplyStandard = transferScreen('TerminalApply_standard', '终端申请（标准版）', 'standard', { inferred: true });
export const terminalStockStandard = psamScreen('TerminalStock_standard', '终端库存（标准版）', 'standard', 'stock', { inferred: true });
export const terminalApplyProviderStandard = incomingScreen('TerminalApplyProvider_standard', '服务商终端申请（标准版）', 'standard', {
  inferred: true,
});
export const terminalManageStandard = psamScreen('TerminalManage_standard', '终端管理（标准版）', 'standard', 'subordinate', {
  inferred: true,
});
export const terminalRecallStandard = recallScreen('TerminalRecall_standard', '终端回收（标准版）', 'standard', { inferred: true });
export const terminalUnactiveStandard = psamScreen('TerminalUnactive_standard', '未激活终端（标准版）', 'standard', 'unactive', {
  inferred: true,
  fixed: { activationStatus: '0', bindingState: '1' },
});
export const terminalActiveExportStandard = psamScreen('TerminalActiveExport_standard', '激活终端导出（标准版）', 'standard', 'activity', {
  inferred: true,
});

// ---- StandardTerminal<Page>
export const standardTerminalStorage = storageScreen('StandardTerminalStorage', '标准终端入库', 'standard', 'standard', { inferred: true });
export const standardTerminalSearch = psamScreen('StandardTerminalSearch', '标准终端查询', 'standard', 'search', { inferred: true });
export const standardTerminalChange = changeScreen('StandardTerminalChange', '标准终端变更', 'standard', { inferred: true });
export const standardTerminalApply = transferScreen('StandardTerminalApply', '标准终端申请', 'standard', { inferred: true });
export const standardTerminalStock = psamScreen('StandardTerminalStock', '标准终端库存', 'standard', 'stock', { inferred: true });
export const standardTerminalApplyProvider = incomingScreen('StandardTerminalApplyProvider', '标准服务商终端申请', 'standard', {
  inferred: true,
});
export const standardTerminalManage = psamScreen('StandardTerminalManage', '标准终端管理', 'standard', 'subordinate', { inferred: true });
export const standardTerminalRecall = recallScreen('StandardTerminalRecall', '标准终端回收', 'standard', { inferred: true });
export const standardTerminalUnactive = psamScreen('StandardTerminalUnactive', '标准未激活终端', 'standard', 'unactive', {
  inferred: true,
  fixed: { activationStatus: '0', bindingState: '1' },
});
export const standardTerminalActiveExport = psamScreen('StandardTerminalActiveExport', '标准激活终端导出', 'standard', 'activity', {
  inferred: true,
});
