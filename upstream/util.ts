// Small helpers shared by the routes: times in China Standard Time, paging, LIKE patterns.
import type { DatabaseSync } from 'node:sqlite';

/** The platform shows times in China Standard Time (UTC+8, no daylight saving). */
const CST_OFFSET_MS = 8 * 3600 * 1000;

function parts(ms: number): string[] {
  const d = new Date(ms + CST_OFFSET_MS);
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return [p(d.getUTCFullYear(), 4), p(d.getUTCMonth() + 1), p(d.getUTCDate()), p(d.getUTCHours()), p(d.getUTCMinutes()), p(d.getUTCSeconds())];
}

/** 'yyyy-MM-dd HH:mm:ss' (CST). */
export function formatTime(ms: number): string {
  const [y, mo, d, h, mi, s] = parts(ms);
  return `${y}-${mo}-${d} ${h}:${mi}:${s}`;
}

/** 'yyyyMMddHHmmss' (CST), as used in export file names. */
export function formatStamp(ms: number): string {
  return parts(ms).join('');
}

/**
 * A date filter value ('yyyy-MM-dd' or 'yyyy-MM-dd HH:mm:ss') as a comparable time string; a bare
 * date becomes the start or the end of that day. Anything else is ignored (null).
 */
export function dateBound(value: unknown, end: boolean): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return `${v} ${end ? '23:59:59' : '00:00:00'}`;
  if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(v)) return v;
  return null;
}

export interface PageArgs {
  pageNum: number;
  pageSize: number;
  offset: number;
}

/** pageNum from 1, pageSize 1-500 (default 20); junk falls back to the defaults. */
export function pageArgs(body: Record<string, unknown>): PageArgs {
  const num = Math.floor(Number(body.pageNum));
  const size = Math.floor(Number(body.pageSize));
  const pageNum = Number.isFinite(num) && num >= 1 ? num : 1;
  const pageSize = Number.isFinite(size) && size >= 1 ? Math.min(size, 500) : 20;
  return { pageNum, pageSize, offset: (pageNum - 1) * pageSize };
}

export function page<T>(rows: T[], total: number, args: PageArgs) {
  return { data: rows, total, pageNum: args.pageNum, pageSize: args.pageSize };
}

export type SqlValue = string | number;

export interface PageQuery {
  select: string;
  from: string;
  where: string[];
  params: SqlValue[];
  orderBy: string;
}

/** One page of a filtered query and the total it is a page of: every list call's shape. */
export function queryPage<T>(db: DatabaseSync, q: PageQuery, args: PageArgs): { rows: T[]; total: number } {
  const clause = q.where.length ? `WHERE ${q.where.join(' AND ')}` : '';
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM ${q.from} ${clause}`).get(...q.params) as { n: number }).n;
  const rows = db
    .prepare(`SELECT ${q.select} FROM ${q.from} ${clause} ORDER BY ${q.orderBy} LIMIT ? OFFSET ?`)
    .all(...q.params, args.pageSize, args.offset) as unknown as T[];
  return { rows, total };
}

/** A LIKE pattern matching `text` anywhere, with the wildcards in it escaped (use ESCAPE '\'). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A trimmed non-empty string, or null. */
export function str(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const v = value.trim();
  return v === '' ? null : v;
}
