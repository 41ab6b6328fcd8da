// The reference upstream answers to the contract (contract/), not to the console: every request is
// checked against its entry before its handler runs. A field the entry does not name, a required
// field left out, a field the spec says the body never carries (an export's paging) or another
// encoding than the entry's is refused with HTTP 400 naming the field and the entry, so a console
// that misreads the spec fails its integration tests here instead of in production.
import { contract } from '../contract/index.ts';
import { type Entry, fixedValues } from '../contract/define.ts';
import { ApiError, type Ctx, type Route } from './context.ts';
import { bodyKind } from './wire.ts';

const entries = contract as Readonly<Record<string, Entry>>;

/** Protocol §2: a body emptied by cleaning becomes `{ timestamp }`, whatever the call. */
const ALWAYS = new Set(['timestamp']);

export const CONTRACT_CODE = 'CONTRACT';

/**
 * Fields the console still sends beyond its entry, each until the issue named mends the console
 * (tests/support/contract-known.ts lists the same differences): they pass here and nowhere else.
 */
const PENDING: Readonly<Record<string, { fields: readonly string[]; optional?: readonly string[]; issue: string }>> = {};

/** 01 §9: "page sizes 20, 50, 100, 200". */
const LIST_PAGE_SIZES = ['20', '50', '100', '200'];

const refuse = (text: string, key: string) => new ApiError(400, 40, `${text}（${key}）`, CONTRACT_CODE);

/** The entry a route answers, by its declared method and path; undefined for a route outside it. */
export function entryOfRoute(route: Pick<Route, 'method' | 'path'>): { key: string; entry: Entry } | undefined {
  const key = `${route.method} ${route.path}`;
  const entry = entries[key];
  return entry ? { key, entry } : undefined;
}

/** Throws the refusal when the request does not keep to its entry. */
export function checkRequest(key: string, entry: Entry, ctx: Ctx): void {
  const bodiless = ctx.method === 'GET' || ctx.method === 'DELETE';
  if (!bodiless) {
    const sent = bodyKind(ctx.contentType);
    const wanted = entry.kind === 'form' || entry.kind === 'multipart' ? entry.kind : 'json';
    // An empty POST carries no content type worth judging.
    if (ctx.rawBody.length > 0 && sent !== wanted) throw refuse(`请求编码与接口约定不符：应为 ${wanted}`, key);
    if (sent === 'multipart') return; // the handler reads the parts
  }
  for (const [name, wanted] of Object.entries(entry.headers ?? {})) {
    const got = ctx.req.headers[name];
    const value = typeof got === 'string' ? got : '';
    const ok = wanted.startsWith('^') ? new RegExp(wanted).test(value) : value === wanted;
    if (!ok) throw refuse(`请求头与接口约定不符：${name}`, key);
  }
  const fields: Record<string, unknown> = bodiless ? Object.fromEntries(ctx.query) : ctx.body;
  for (const f of entry.forbids ?? []) if (Object.hasOwn(fields, f)) throw refuse(`请求不应携带字段：${f}`, key);
  if (!entry.request) return;
  if (!entry.openRequest) {
    const pending = PENDING[key]?.fields ?? [];
    for (const f of Object.keys(fields)) {
      if (ALWAYS.has(f) || Object.hasOwn(entry.request, f) || pending.includes(f)) continue;
      throw refuse(`请求字段不在接口约定中：${f}`, key);
    }
  }
  // A value the spec fixes ("100 or 50"): another one is refused. A page size is held to a ceiling
  // only: the largest the spec gives for the call or a list screen offers (01 §9 line 234: 20, 50,
  // 100, 200), since one call serves a look-up of fixed size, a list screen and a probe of one row.
  for (const [f, rule] of Object.entries(entry.request)) {
    const fixed = fixedValues(rule.note);
    const v = fields[f];
    // pageNum 1 is where the spec's client starts, not a page it may not go past.
    if (!fixed || f === 'pageNum' || v === undefined || v === null || v === '') continue;
    const ok = f === 'pageSize' ? Number(v) <= Math.max(...fixed.map(Number), ...LIST_PAGE_SIZES.map(Number)) : fixed.includes(String(v));
    if (!ok) throw refuse(`字段取值与接口约定不符：${f}`, key);
  }
  const unrequired = PENDING[key]?.optional ?? [];
  for (const [f, rule] of Object.entries(entry.request)) {
    const v = fields[f];
    if (rule.required && !unrequired.includes(f) && (v === undefined || v === null || v === '')) throw refuse(`缺少必填字段：${f}`, key);
  }
}
