// Resources of the reference upstream: a list or CRUD resource is a declaration (its tables, seed,
// query, filter mapping and scope) over one generic handler. Adding a resource adds no handler
// code: upstream/resources/<area>/<name>.ts declares it, upstream/resources/index.ts lists it.
import { entryOf } from '../../contract/index.ts';
import type { UpCall } from '../calls.ts';
import { bizError, type Ctx, type Route } from '../context.ts';
import type { Db } from '../db.ts';
import type { Rng } from '../rng.ts';
import { orgScope } from '../scope.ts';
import type { MemberSeed, OrgSeed } from '../seed-members.ts';
import { Conditions, DATE_KEYS, formatTime, page, pageArgs, prepared, queryPage, str } from '../util.ts';

/** How one body field filters the query. */
export type Filter =
  /** column = value (`upper`: ids the platform writes in upper case). */
  | { eq: string; upper?: boolean }
  /** column LIKE %value% */
  | { like: string }
  /** column IN (comma-separated values) */
  | { in: string }
  /** rows of an organisation's subtree, by org code, on an org path column */
  | { org: string }
  /** the body's start/end date keys (default startDate/endDate) on a time column */
  | { dates: string; keys?: readonly [string, string] }
  /** the body's from/to keys on a numeric column; `scale` turns the given unit into the stored one (yuan → fen: 100) */
  | { range: string; keys: readonly [string, string]; scale?: number }
  /** any SQL condition; the value fills each `?` */
  | { sql: string }
  /**
   * Tags derived from the row: the chosen codes (comma-joined), each a declared condition; a row
   * matches any of them, or all of them when the body's `conditionKey` says 'AND'. Unknown codes
   * match nothing.
   */
  | { tags: ReadonlyArray<readonly [code: string, condition: string]>; conditionKey: string }
  /** a search box: the value contained in any of these columns (SQLite's LIKE ignores ASCII case) */
  | { search: readonly string[] };

/** What a resource's seed gets: the core data it links to, its own random stream and the base time. */
export interface SeedContext {
  db: Db;
  rng: Rng;
  /** Every generated time lies before this instant. */
  base: number;
  orgs: readonly OrgSeed[];
  members: readonly MemberSeed[];
  dataDir: string;
}

export interface Resource {
  /** Unique name: its seed stream and its errors. */
  name: string;
  /** DDL of the tables it owns (CREATE TABLE IF NOT EXISTS …). */
  schema?: string;
  /** Fills its tables on a fresh database, after the core seed. Deterministic: use ctx.rng. */
  seed?: (ctx: SeedContext) => void;
  /** Raise when the seed or the tables change shape: an older demo database is rebuilt. */
  version?: number;

  /** The paged list call. */
  page?: UpCall;
  from: string;
  /**
   * The FROM of the page's count when no filter or scope reads the joined tables (the joins only
   * name things): counting a large table's rows then needs no join per row.
   */
  countFrom?: string;
  /** camelCase answer fields; personal data only masked. */
  select: string;
  orderBy: string;
  /** The org path column that confines an ORG employee to its organisation's subtree. */
  scope?: string;
  /** Body field → filter. Every filter is optional: an empty value adds nothing. */
  filters?: Readonly<Record<string, Filter>>;
  /** Body fields the page call must carry (a dialog tab's list is always scoped by its entity). */
  requires?: readonly string[];
  /** A page's rows completed after the query: what a select cannot give (a row's list of sub-records). */
  complete?: (rows: Record<string, unknown>[], ctx: Ctx) => Record<string, unknown>[];
  /** A call the contract answers as a list (no paging fields): every row, bare. */
  whole?: true;
  /** A fixed condition of every query (the administrators of the member search). */
  where?: string;

  /** The one record by its key (`key` body field, `keyColumn` in SQL). */
  detail?: UpCall;
  key?: string;
  keyColumn?: string;
  /** Create, update and delete over `table`: body field → column of the fields they may write. */
  table?: string;
  columns?: Readonly<Record<string, string>>;
  create?: UpCall;
  update?: UpCall;
  remove?: UpCall;
  /** The key of a new record (default: the table's integer rowid). */
  newKey?: (ctx: Ctx) => string | number;
  /** Checks a create or update body; throws bizError with the operator's message. */
  check?: (body: Record<string, unknown>, ctx: Ctx, mode: 'create' | 'update') => void;
  /** Checks the record a remove would delete (a listed good, a category with children); throws bizError. */
  beforeRemove?: (row: Record<string, unknown>, ctx: Ctx) => void;
  /** The table has crt_time/upt_time columns, maintained here. */
  stamps?: boolean;
  /** Calls of this resource that are not list or CRUD (enable, import …), with their own handlers. */
  routes?: readonly Route[];
}

/** The body fields a resource's filters read: each one's own, a range's two keys, a tag filter's condition. */
export function filterFields(filters: Readonly<Record<string, Filter>>): Set<string> {
  const fields = new Set<string>();
  for (const [field, f] of Object.entries(filters)) {
    fields.add(field);
    if ('dates' in f) for (const k of f.keys ?? DATE_KEYS) fields.add(k);
    if ('range' in f) for (const k of f.keys) fields.add(k);
    if ('tags' in f) fields.add(f.conditionKey);
  }
  return fields;
}

/** The WHERE of a resource's query for a body, confined to `scopePath` (an ORG employee's subtree). */
export function conditionsFor(r: Resource, body: Record<string, unknown>, scopePath: string | null): Conditions {
  const c = new Conditions().under(r.scope ?? '', r.scope ? scopePath : null);
  if (r.where) c.add(r.where);
  for (const [field, f] of Object.entries(r.filters ?? {})) {
    const v = body[field];
    if ('eq' in f) c.equals(f.eq, v, f.upper);
    else if ('like' in f) c.contains(f.like, v);
    else if ('org' in f) c.inOrg(f.org, v);
    else if ('dates' in f) c.dates(f.dates, body, ...(f.keys ?? []));
    else if ('range' in f) c.range(f.range, body[f.keys[0]], body[f.keys[1]], f.scale);
    else if ('in' in f) {
      const list = (str(v) ?? '')
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean)
        .slice(0, 500);
      if (list.length) c.add(`${f.in} IN (${list.map(() => '?').join(', ')})`, ...list);
    } else if ('tags' in f) {
      const chosen = new Set(
        (str(v) ?? '')
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      );
      if (!chosen.size) continue;
      const all = body[f.conditionKey] === 'AND';
      const known = f.tags.filter(([code]) => chosen.has(code)).map(([, cond]) => `(${cond})`);
      // Only declared conditions reach the SQL; an unknown code fails an AND and adds nothing to an OR.
      c.add(!known.length || (all && known.length < chosen.size) ? '0' : `(${known.join(all ? ' AND ' : ' OR ')})`);
    } else if ('search' in f) {
      const s = str(v);
      if (s !== null) {
        const any = new Conditions();
        for (const column of f.search) any.contains(column, s);
        c.add(`(${any.where.join(' OR ')})`, ...any.params);
      }
    } else {
      const s = str(v);
      // The value fills every `?` of the condition.
      if (s !== null) c.add(f.sql, ...Array.from(f.sql.matchAll(/\?/g), () => s));
    }
  }
  return c;
}

function pageHandler(r: Resource) {
  // A call the contract answers as a list (02 §7 "list") gives every row, bare: paging would lose
  // rows a screen never asks for again (03-N17: the fee rule's rows past the 20th). Known once.
  const bare = r.whole || (!!r.page && entryOf(r.page.key).reply?.shape === 'list');
  return (ctx: Ctx) => {
    for (const field of r.requires ?? []) if (str(ctx.body[field]) === null) throw bizError(`缺少参数：${field}`, 'E4002');
    const args = bare ? { pageNum: 1, pageSize: -1, offset: 0 } : pageArgs(ctx.body);
    const c = conditionsFor(r, ctx.body, orgScope(ctx.app.db, ctx.emp));
    const { rows, total } = queryPage(
      ctx.app.db,
      { select: r.select, from: r.from, where: c.where, params: c.params, orderBy: r.orderBy, countFrom: r.countFrom },
      args,
    );
    const done = r.complete ? r.complete(rows as Record<string, unknown>[], ctx) : rows;
    return bare ? done : page(done, total, args);
  };
}

/** The record with this key that the employee may see (another organisation's reads as missing). */
export function findRecord(r: Resource, ctx: Ctx, key: unknown): Record<string, unknown> {
  const c = new Conditions().under(r.scope ?? '', r.scope ? orgScope(ctx.app.db, ctx.emp) : null).add(`${r.keyColumn} = ?`, str(key) ?? '');
  const row = prepared(ctx.app.db, `SELECT ${r.select} FROM ${r.from} WHERE ${c.where.join(' AND ')} LIMIT 1`).get(...c.params);
  if (!row) throw bizError('记录不存在', 'E4004');
  return row as Record<string, unknown>;
}

function values(r: Resource, body: Record<string, unknown>): Array<[string, string | number | null]> {
  const out: Array<[string, string | number | null]> = [];
  for (const [field, column] of Object.entries(r.columns ?? {})) {
    if (!Object.hasOwn(body, field)) continue;
    const v = body[field];
    out.push([column, typeof v === 'number' ? v : v === null ? null : (str(v) ?? null)]);
  }
  return out;
}

function createHandler(r: Resource) {
  return (ctx: Ctx) => {
    r.check?.(ctx.body, ctx, 'create');
    const cols = values(r, ctx.body);
    if (r.newKey) cols.unshift([r.keyColumn!.replace(/^\w+\./, ''), r.newKey(ctx)]);
    if (r.stamps) {
      const now = formatTime(Date.now());
      cols.push(['crt_time', now], ['upt_time', now]);
    }
    const { lastInsertRowid } = ctx.app.db
      .prepare(`INSERT INTO ${r.table} (${cols.map(([c]) => c).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`)
      .run(...cols.map(([, v]) => v));
    return { [r.key!]: r.newKey ? cols[0][1] : Number(lastInsertRowid) };
  };
}

function updateHandler(r: Resource) {
  return (ctx: Ctx) => {
    findRecord(r, ctx, ctx.body[r.key!]);
    r.check?.(ctx.body, ctx, 'update');
    const cols = values(r, ctx.body).filter(([c]) => c !== r.keyColumn);
    if (r.stamps) cols.push(['upt_time', formatTime(Date.now())]);
    if (!cols.length) return null;
    const keyColumn = r.keyColumn!.replace(/^\w+\./, '');
    ctx.app.db
      .prepare(`UPDATE ${r.table} SET ${cols.map(([c]) => `${c} = ?`).join(', ')} WHERE ${keyColumn} = ?`)
      .run(...cols.map(([, v]) => v), str(ctx.body[r.key!]));
    return null;
  };
}

function removeHandler(r: Resource) {
  return (ctx: Ctx) => {
    // The key in the body, or in the path (`DELETE /…/{id}`).
    const key = ctx.body[r.key!] ?? ctx.params.id;
    const row = findRecord(r, ctx, key);
    r.beforeRemove?.(row, ctx);
    const keyColumn = r.keyColumn!.replace(/^\w+\./, '');
    ctx.app.db.prepare(`DELETE FROM ${r.table} WHERE ${keyColumn} = ?`).run(str(key));
    return null;
  };
}

const route = (def: UpCall, handler: Route['handler']): Route => ({ method: def.method as Route['method'], path: def.path, handler });

/** The routes of every declared resource. */
export function resourceRoutes(resources: readonly Resource[]): Route[] {
  const routes: Route[] = [];
  for (const r of resources) {
    if (r.page) routes.push(route(r.page, pageHandler(r)));
    if (r.detail) routes.push(route(r.detail, (ctx) => findRecord(r, ctx, ctx.body[r.key!] ?? ctx.query.get(r.key!) ?? ctx.params.id)));
    if (r.create) routes.push(route(r.create, createHandler(r)));
    if (r.update) routes.push(route(r.update, updateHandler(r)));
    if (r.remove) routes.push(route(r.remove, removeHandler(r)));
    if ((r.detail || r.update || r.remove) && (!r.key || !r.keyColumn)) throw new Error(`resource ${r.name}: key and keyColumn needed`);
    if ((r.create || r.update) && (!r.table || !r.columns)) throw new Error(`resource ${r.name}: table and columns needed`);
    routes.push(...(r.routes ?? []));
  }
  return routes;
}
