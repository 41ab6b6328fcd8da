// A screen's own calls through the console, as its page makes them (the x-console-screen header
// names the screen the policy table checks), and its list view as an operator with every right
// gets it: for tests that hold the demo data and the upstream to the screens that show them.
import { pathFor } from '@/lib/calls/define';
import { defaultValues, missingRequired, valueKeys } from '@/lib/filters/rules';
import type { FilterDef, FilterValues } from '@/lib/filters/types';
import type { ListDef } from '@/lib/list/types';
import { type ListView, listView } from '@/lib/list/view';
import { type ScreenDef, screens } from '@/lib/screens';
import type { RoleType } from '@/lib/session/types';
import type { ConsoleClient } from './console-client';

export type Row = Record<string, unknown>;
export type Answer = { httpStatus: number; status: number; message?: string; data: unknown };

export async function screenCall(
  client: ConsoleClient,
  screen: string,
  c: { method: string; path: string },
  body: Row,
  /** The operator's product: the path's {p} (an agent's is myx). */
  product = 'all',
): Promise<Answer> {
  const path = pathFor(c, product);
  const headers = { 'x-console-screen': screen };
  const res =
    c.method === 'GET'
      ? await client.fetch(`/api${path}?${new URLSearchParams(body as Record<string, string>)}`, { headers })
      : await client.api(path, body, headers, c.method);
  return { httpStatus: res.status, ...((await res.json()) as Omit<Answer, 'httpStatus'>) };
}

/** A page answer's rows and total (a list call answers a page, a few answer the rows alone). */
export function pageRows(answer: Answer): { rows: Row[]; total: number } {
  const data = answer.data as { data?: Row[]; total?: number } | Row[] | null;
  if (Array.isArray(data)) return { rows: data, total: data.length };
  return { rows: data?.data ?? [], total: Number(data?.total ?? 0) };
}

class EveryRight extends Set<string> {
  override has(): boolean {
    return true;
  }
}

/**
 * A list's view (filters resolved: catalogue, overrides, labels) as the page gets it, every right
 * granted; `biz`: as its BIZ_ form (the agent's screens) shows it.
 */
export const fullView = (def: ScreenDef, roleType: RoleType = 'PRODUCT', biz = false) =>
  listView(
    def.list!,
    { id: def.name, route: biz ? `BIZ_${def.name}` : def.name, name: def.name, title: def.title },
    { rights: new EveryRight(), biz, roleType, productCode: 'all' },
  );

export const filled = (v: unknown) => v !== undefined && v !== null && String(v).trim() !== '';

/** A list as its page opens it: its view and the filter values it starts with. */
export interface OpenList {
  def: ScreenDef;
  list: ListDef;
  view: ListView;
  start: FilterValues;
  /**
   * `start` with every 'today' window opened (spec 01 §9 opens lists on today): for tests that need
   * the list's older rows too. A window the spec names (30 days of transactions, the bind time) and
   * one that cannot be cleared (the POS orders) stay as the page opens them.
   */
  allTime: FilterValues;
}

/** A date range that opens on today and may be cleared: the one the spec's default window narrows. */
const opensToday = (f: FilterDef) =>
  f.type === 'dateRange' && f.clearable !== false && !f.fixed && (f.defaultWindow ?? 'today') === 'today';

/**
 * Every list of the registry as it opens, every right granted, but those a required filter keeps
 * from asking anything; `bizForms`: each one's BIZ_ form too (an agent's screens are mostly those).
 */
export function openLists(roleType: RoleType = 'PRODUCT', bizForms = false): OpenList[] {
  const now = new Date();
  return screens.flatMap((def) =>
    (def.list ? (bizForms ? [false, true] : [false]) : []).flatMap((biz) => {
      const view = fullView(def, roleType, biz);
      const start = defaultValues(view.filters, now);
      const allTime = { ...start };
      for (const f of view.filters) if (opensToday(f)) for (const k of valueKeys(f)) allTime[k] = '';
      return missingRequired(view.filters, start) ? [] : [{ def, list: def.list!, view, start, allTime }];
    }),
  );
}

/**
 * The URL query that opens a list screen with its 'today' windows cleared (lists open on today,
 * spec 01 §9; the demo data ends at the seed's base day): `startDate=&endDate=…`, an emptied range
 * being kept as empty parameters. The other windows stay as the page opens them.
 */
export function allTimeQuery(name: string, roleType: RoleType = 'PRODUCT', every = false): string {
  const def = screens.find((s) => s.name === name.replace(/^BIZ_/, ''));
  if (!def?.list) throw new Error(`no list screen ${name}`);
  const params = new URLSearchParams();
  const opened = (f: FilterDef) => (every ? f.type === 'dateRange' && f.clearable !== false : opensToday(f));
  for (const f of fullView(def, roleType).filters) if (opened(f)) for (const k of valueKeys(f)) params.set(k, '');
  return params.toString();
}
