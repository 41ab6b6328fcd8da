/**
 * The screen registry: every console screen (route name, Chinese title, sidebar area).
 * The general pages (/, /Index, /Test, /403, /404, /Login) are fixed pages, not entries.
 *
 * Loadable under Node's native type stripping (scripts read the declarations so): relative
 * imports carry `.ts`, type-only imports use `import type`, no enums, no path aliases.
 */
import type { AreaDef, AreaId, ScreenDef } from './types.ts';
import { accounts } from './accounts/index.ts';
import { members } from './members/index.ts';
import { orgs } from './orgs/index.ts';
import { appOps } from './app-ops/index.ts';
import { system } from './system/index.ts';
import { products } from './products/index.ts';
import { audit } from './audit/index.ts';
import { bills } from './bills/index.ts';
import { risk } from './risk/index.ts';
import { agent } from './agent/index.ts';
import { reports } from './reports/index.ts';
import { financeTerminal } from './finance-terminal/index.ts';
import { terminals } from './terminals/index.ts';
import { msy } from './msy/index.ts';
import { standard } from './standard/index.ts';
import { goods } from './goods/index.ts';
import { other } from './other/index.ts';

import { BIZ_PREFIX } from '../access/gate.ts';

export type * from './types.ts';
export { BIZ_PREFIX, hasRight } from '../access/gate.ts';

const byArea: readonly (readonly [AreaDef, readonly ScreenDef[]])[] = [
  [{ id: 'accounts', title: '账户与支付' }, accounts],
  [{ id: 'members', title: '会员与商户' }, members],
  [{ id: 'orgs', title: '组织机构' }, orgs],
  [{ id: 'app-ops', title: '应用与运营' }, appOps],
  [{ id: 'system', title: '银行与系统' }, system],
  [{ id: 'products', title: '产品与活动' }, products],
  [{ id: 'audit', title: '审核' }, audit],
  [{ id: 'bills', title: '账单与订单' }, bills],
  [{ id: 'risk', title: '风控与校验' }, risk],
  [{ id: 'agent', title: '代理商专区' }, agent],
  [{ id: 'reports', title: '报表' }, reports],
  [{ id: 'finance-terminal', title: 'JF财务与终端' }, financeTerminal],
  [{ id: 'terminals', title: '终端业务' }, terminals],
  [{ id: 'msy', title: 'MSY专区' }, msy],
  [{ id: 'standard', title: '标准版终端' }, standard],
  [{ id: 'goods', title: '商品' }, goods],
  [{ id: 'other', title: '其他' }, other],
];

/** Areas in sidebar order. */
export const areas: readonly AreaDef[] = Object.freeze(byArea.map(([a]) => Object.freeze({ ...a })));

/** Every screen, grouped by area in sidebar order. */
export const screens: readonly ScreenDef[] = Object.freeze(
  byArea.flatMap(([a, list]) =>
    list.map((s) => {
      if (s.area !== a.id) throw new Error(`screen ${s.name}: area ${s.area} listed under ${a.id}`);
      return Object.freeze({ ...s });
    }),
  ),
);

const index = new Map<string, ScreenDef>();
for (const s of screens) {
  if (index.has(s.name)) throw new Error(`screen registered twice: ${s.name}`);
  if (s.name.startsWith(BIZ_PREFIX)) throw new Error(`screen name carries the BIZ_ prefix: ${s.name}`);
  index.set(s.name, s);
}

/** Route names (without BIZ_ prefix). */
export const screenNames: readonly string[] = Object.freeze(screens.map((s) => s.name));

/** The screens of one area, in registry order. */
export function screensOf(area: AreaId): readonly ScreenDef[] {
  return screens.filter((s) => s.area === area);
}

/**
 * Looks a route name up, with or without the BIZ_ prefix (`BIZ_AcctList` → AcctList, biz true).
 * Unknown names, prototype keys included, give null.
 */
export function findScreen(route: string): { def: ScreenDef; biz: boolean } | null {
  if (typeof route !== 'string') return null;
  const biz = route.startsWith(BIZ_PREFIX);
  const def = index.get(biz ? route.slice(BIZ_PREFIX.length) : route);
  return def ? { def, biz } : null;
}

/** The right id needed to open a screen: its name, BIZ_-prefixed on a BIZ_ route. */
export function screenRight(def: ScreenDef, biz: boolean): string {
  return biz ? BIZ_PREFIX + def.name : def.name;
}

/**
 * The one screen check (the gate's calls, the views, the page, the menu): the screen a route names,
 * its right and whether the operator holds it; null for a route that names no screen.
 */
export function openScreen(
  route: string,
  rights: ReadonlySet<string>,
): { def: ScreenDef; biz: boolean; right: string; allowed: boolean } | null {
  const found = findScreen(route);
  if (!found) return null;
  const right = screenRight(found.def, found.biz);
  return { ...found, right, allowed: rights.has(right) };
}
