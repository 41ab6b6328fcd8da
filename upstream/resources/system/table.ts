// A list resource over one plain table whose columns are the console's field names: the table, its
// seed (rows drawn by `row`), the page query and its filters, and optionally the org scope (a row's
// orgCode, joined to the organisation's path). For the machinery, app, messaging and report lists.
import type { UpCall } from '../../calls.ts';
import type { Filter, Resource, SeedContext } from '../../kit/resource.ts';
import { formatTime } from '../../util.ts';

type Value = string | number | null;
export type Row = Record<string, Value>;

export interface TableSpec {
  name: string;
  table: string;
  page: UpCall;
  /** Field → SQLite type; the first is the key (INTEGER keys are rowids). */
  columns: Readonly<Record<string, 'INTEGER' | 'TEXT'>>;
  rows: number;
  row: (i: number, ctx: SeedContext) => Row;
  /** Field → how the page body filters it: 'eq', 'like', 'dates' (startDate/endDate) or 'days' (the same over a date-only column). */
  filters?: Readonly<Record<string, 'eq' | 'like' | 'dates' | 'days'>>;
  /** Rows carry orgCode: an ORG employee sees its subtree's only. */
  scoped?: boolean;
  orderBy?: string;
  version?: number;
  extra?: Partial<Resource>;
}

export const at = (ms: number) => formatTime(ms);

export function tableResource(s: TableSpec): Resource {
  const keys = Object.keys(s.columns);
  const ddl = keys.map((k, i) => `"${k}" ${s.columns[k]}${i === 0 ? ' PRIMARY KEY' : ''}`).join(', ');
  const filters: Record<string, Filter> = {};
  for (const [field, kind] of Object.entries(s.filters ?? {})) {
    filters[field] =
      kind === 'eq'
        ? { eq: `t."${field}"` }
        : kind === 'like'
          ? { like: `t."${field}"` }
          : // A date-only value compares as that day's first second with the bounds' times.
            { dates: kind === 'days' ? `(t."${field}" || ' 00:00:00')` : `t."${field}"` };
  }
  return {
    name: s.name,
    version: s.version,
    schema: `CREATE TABLE IF NOT EXISTS ${s.table} (${ddl});`,
    seed: (ctx) => {
      const insert = ctx.db.prepare(
        `INSERT INTO ${s.table} (${keys.map((k) => `"${k}"`).join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`,
      );
      for (let i = 0; i < s.rows; i++) {
        const r = s.row(i, ctx);
        insert.run(...keys.map((k) => r[k] ?? null));
      }
    },
    page: s.page,
    from: s.scoped ? `${s.table} t LEFT JOIN org o ON o.org_code = t."orgCode"` : `${s.table} t`,
    select: keys.map((k) => `t."${k}" AS "${k}"`).join(', ') + (s.scoped ? ', o.org_name AS "orgName"' : ''),
    orderBy: s.orderBy ?? `t."${keys[0]}" DESC`,
    scope: s.scoped ? 'o.path' : undefined,
    filters,
    key: keys[0],
    keyColumn: `t."${keys[0]}"`,
    table: s.table,
    columns: Object.fromEntries(keys.slice(1).map((k) => [k, `"${k}"`])),
    ...s.extra,
  };
}

/** Cycles through every value so each status is present, then draws. */
export const cycle = <T>(list: readonly T[], i: number, draw: () => number) => list[i < list.length ? i : draw() % list.length];

/**
 * A list the console also adds to and edits (page, detail, add, update): `uptTime` (and `crtTime` on
 * create) stamped here, status enabled unless sent, then `rules` refuse what may not be stored
 * (bizError, the operator reads the message).
 */
export function editableResource(
  s: TableSpec,
  calls: { detail: UpCall; add: UpCall; update: UpCall },
  rules?: NonNullable<Resource['check']>,
): Resource {
  return tableResource({
    ...s,
    extra: {
      ...s.extra,
      detail: calls.detail,
      create: calls.add,
      update: calls.update,
      check: (body, ctx, mode) => {
        const now = formatTime(Date.now());
        if ('uptTime' in s.columns) body.uptTime = now;
        if (mode === 'create' && 'crtTime' in s.columns) body.crtTime = now;
        if (mode === 'create' && !('status' in body) && 'status' in s.columns) body.status = 1;
        rules?.(body, ctx, mode);
      },
    },
  });
}
