import type { AreaId, ScreenDef } from '../types.ts';
import { merchantAddQueryStandard } from './merchant-add-query.ts';

const area: AreaId = 'standard';

/**
 * Spec 01 §2 "Standard group (suffix _standard)" and "the non-suffixed /StandardTerminal* set";
 * spec 03 §2 "the _standard terminal pages". The spec names these pages without writing their
 * paths, so every name here is ours (inferred). Names follow the Msy/JF_ terminal pages
 * (Terminal + Storage, Search, Change, Apply, Stock, ApplyProvider, …).
 */
const pages: readonly (readonly [suffix: string, title: string])[] = [
  ['Storage', '终端入库'],
  ['Search', '终端查询'],
  ['Change', '终端变更'],
  ['Apply', '终端申请'],
  ['Stock', '终端库存'],
  ['ApplyProvider', '服务商终端申请'],
  ['Manage', '终端管理'],
  ['Recall', '终端回收'],
  ['Unactive', '未激活终端'],
  ['ActiveExport', '激活终端导出'],
];

export const standard: readonly ScreenDef[] = [
  merchantAddQueryStandard,
  ...pages.map(
    ([suffix, title]): ScreenDef => ({
      name: `Terminal${suffix}_standard`,
      title: `${title}（标准版）`,
      area,
      inferred: true,
    }),
  ),
  ...pages.map(
    ([suffix, title]): ScreenDef => ({
      name: `StandardTerminal${suffix}`,
      title: `标准${title}`,
      area,
      inferred: true,
    }),
  ),
];
