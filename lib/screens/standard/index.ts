import type { AreaId, ScreenDef } from '../types.ts';
import { psamScreen } from '../terminals/psam-lists.ts';
import { changeScreen, incomingScreen, recallScreen, storageScreen, transferScreen } from '../terminals/lists.ts';
import { merchantAddQueryStandard } from './merchant-add-query.ts';

const area: AreaId = 'standard';

/**
 * Spec 01 §2 "Standard group (suffix _standard)" and "the non-suffixed /StandardTerminal* set";
 * spec 03 §2 "the _standard terminal pages". The spec names these pages without writing their
 * paths, so every name here is ours (inferred). Names follow the Msy/JF_ terminal pages
 * (Terminal + Storage, Search, Change, Apply, Stock, ApplyProvider, …).
 */
// Each page is one of the terminal builders (lists.ts): Manage acts on the subordinates' terminals,
// Unactive lists the bound terminals not yet activated, ActiveExport the activated ones to export.
const pages: readonly (readonly [suffix: string, title: string, build: (name: string, title: string) => ScreenDef])[] = [
  ['Storage', '终端入库', (n, t) => storageScreen(n, t, area, 'standard', { inferred: true })],
  ['Search', '终端查询', (n, t) => psamScreen(n, t, area, 'search', { inferred: true })],
  ['Change', '终端变更', (n, t) => changeScreen(n, t, area, { inferred: true })],
  ['Apply', '终端申请', (n, t) => transferScreen(n, t, area, { inferred: true })],
  ['Stock', '终端库存', (n, t) => psamScreen(n, t, area, 'stock', { inferred: true })],
  ['ApplyProvider', '服务商终端申请', (n, t) => incomingScreen(n, t, area, { inferred: true })],
  ['Manage', '终端管理', (n, t) => psamScreen(n, t, area, 'subordinate', { inferred: true })],
  ['Recall', '终端回收', (n, t) => recallScreen(n, t, area, { inferred: true })],
  [
    'Unactive',
    '未激活终端',
    (n, t) => psamScreen(n, t, area, 'unactive', { inferred: true, fixed: { activationStatus: '0', bindingState: '1' } }),
  ],
  ['ActiveExport', '激活终端导出', (n, t) => psamScreen(n, t, area, 'activity', { inferred: true })],
];

export const standard: readonly ScreenDef[] = [
  merchantAddQueryStandard,
  ...pages.map(([suffix, title, build]) => build(`Terminal${suffix}_standard`, `${title}（标准版）`)),
  ...pages.map(([suffix, title, build]) => build(`StandardTerminal${suffix}`, `标准${title}`)),
];
