// Row projection: a list's rows carry only the fields its view draws or needs (columns the
// operator may see, the row key, fields its actions read). The gate applies it to every page it
// answers for a list (lib/gate/trim.ts), so a column hidden by rights, role or product code never
// reaches the browser, not even as data.
import { pageOf } from '@/lib/answer/rows';
import { packPage } from './paging';
import type { ActionDef, ColumnDef } from './types';

/** The fields a list's parts read (declared or viewed: the same keys). */
export interface RowParts {
  rowKey: string;
  columns: readonly Pick<ColumnDef, 'key' | 'nameKey' | 'format' | 'linkWith'>[];
  actions: readonly {
    kind: ActionDef['kind'];
    idKey?: string;
    nameKey?: string;
    when?: { field: string };
    warnUnless?: { field: string };
  }[];
}

export function rowKeysOf(view: RowParts): ReadonlySet<string> {
  const keys = new Set([view.rowKey, ...view.columns.flatMap((c) => [c.key, ...(c.nameKey ? [c.nameKey] : []), ...(c.linkWith ?? [])])]);
  // A signed amount reads its sign from the row's direction, shown or not.
  if (view.columns.some((c) => c.format === 'signedMoney')) keys.add('ioTag');
  for (const a of view.actions) {
    if (a.idKey) keys.add(a.idKey);
    if (a.when) keys.add(a.when.field);
    if (a.warnUnless) keys.add(a.warnUnless.field);
    // Download actions name the file after the row.
    if (a.kind === 'download') keys.add(a.nameKey ?? 'fileName');
  }
  return keys;
}

export function projectRow(row: unknown, keys: ReadonlySet<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!row || typeof row !== 'object') return out;
  // Walks the view's keys, not the row's: rows are wider than views, and the copies then share
  // one shape.
  for (const k of keys) if (Object.hasOwn(row, k)) out[k] = (row as Record<string, unknown>)[k];
  return out;
}

/** An object answer whose rows sit under `rowsAt` (ListDef.rowsAt) as a page; any other answer unchanged. */
export function rowsAsPage(answer: unknown, rowsAt: string | undefined): unknown {
  if (!rowsAt || !answer || typeof answer !== 'object' || Array.isArray(answer)) return answer;
  const rows = (answer as Record<string, unknown>)[rowsAt];
  return { data: Array.isArray(rows) ? rows : [], total: Array.isArray(rows) ? rows.length : 0 };
}

/** A page answer ({data: rows, total, …}) with every row projected; anything else unchanged. */
export function projectPage(answer: unknown, keys: ReadonlySet<string>, rowsAt?: string): unknown {
  answer = rowsAsPage(answer, rowsAt);
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) return answer;
  const page = answer as Record<string, unknown>;
  if (!Array.isArray(page.data)) return answer;
  return { ...page, data: page.data.map((r) => projectRow(r, keys)) };
}

/**
 * A page answer as packPage's text, trimmed to `keys` on the way (none: whole), as projectPage would:
 * one walk over the rows instead of a projected copy of each and then a walk over the copies.
 */
export function packProjectedPage(answer: unknown, keys: ReadonlySet<string> | undefined, rowsAt?: string): string {
  answer = rowsAsPage(answer, rowsAt);
  const rowsOwn = !!answer && typeof answer === 'object' && !Array.isArray(answer) && Array.isArray((answer as { data?: unknown }).data);
  return packPage(pageOf(answer), rowsOwn ? keys : undefined);
}
