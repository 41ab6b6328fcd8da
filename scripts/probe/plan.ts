// What the probe may call and with what: a call is READ-ONLY when the contract says so by its shape
// (a JSON call by GET or POST that answers a page, a list or an object, and is not public) AND its
// path names no write (no token of WRITE_WORDS); everything else is never sent. The body is the
// smallest the entry allows: page 1 of size 1, the required fields, values taken from earlier
// answers (an id for a detail from a list's first row). Plain Node (type stripping): relative imports only.
import { type Entry, fixedValues } from '../../contract/define.ts';

export type Call = Entry & { key: string };

/** Words of a path that name a change (tokens split at `/`, `-`, `_` and camelCase humps). */
export const WRITE_WORDS = new Set(
  (
    'add save create insert update edit modify change set del delete remove import export upload download reset ' +
    'approve reject pass submit enable disable open close start stop execute exec run sql transfer bind unbind cancel ' +
    'refund retry nullify adjust freeze unfreeze logout login send push sync pay withdraw withdrawal recharge release ' +
    'publish lock unlock sort move copy assign grant revoke check valid validate generate apply confirm batch ' +
    'handle deal process recall back rollback repay settle clear init register activate deactivate offline online'
  ).split(' '),
);

const words = (segment: string) =>
  segment
    .split(/[_-]+/)
    .flatMap((s) => s.split(/(?=[A-Z])/))
    .map((s) => s.toLowerCase())
    .filter(Boolean);
/** Verbs that open a last segment naming what it reads (`query-apply-list`: the list of applications). */
const READ_VERBS = new Set(['query', 'get', 'qry']);
/** The path's words that may name a change: every segment's, but a last segment's that opens with a read verb. */
function tokens(path: string): string[] {
  const segments = path
    .replace(/\{\w+\}/g, '')
    .split('/')
    .filter(Boolean)
    .map(words);
  const last = segments.at(-1) ?? [];
  if (READ_VERBS.has(last[0] ?? '')) segments.pop();
  return segments.flat();
}

/** Null when the call is read-only by the rule above; otherwise why it is never sent. */
export function notRead(e: Call): string | null {
  if (e.public) return 'public (sign-in and key): not a read of data';
  if (e.method !== 'GET' && e.method !== 'POST') return `${e.method}: a write`;
  if (e.kind !== 'json') return e.kind === 'export' || e.kind === 'blob' ? 'an export or a file' : `a ${e.kind} body: a write`;
  const shape = e.reply?.shape;
  if (shape !== 'page' && shape !== 'list' && shape !== 'object') return 'answers nothing to read: a write';
  const word = tokens(e.path).find((t) => WRITE_WORDS.has(t));
  return word ? `its path says "${word}": may write` : null;
}

/** Lists before details, so a detail finds its id in a list's answer. */
export const order = (a: Call, b: Call) => rank(a) - rank(b);
const rank = (e: Call) => (e.reply?.shape === 'object' ? 1 : 0) + (e.request && Object.values(e.request).some((f) => f.required) ? 1 : 0);

const scalar = (v: unknown) => (typeof v === 'string' && v !== '') || typeof v === 'number';
const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const segments = (path: string) => path.split('/').filter(Boolean);
/** How many leading path segments two paths share. */
function shared(a: string, b: string): number {
  const x = segments(a);
  const y = segments(b);
  let n = 0;
  while (n < x.length && n < y.length && x[n] === y[n]) n++;
  return n;
}
const camel = (s: string) => s.replace(/[-_](\w)/g, (_, c: string) => c.toUpperCase());

/**
 * Values seen in earlier answers' first rows (and their sub-objects), by the path that answered.
 * One rule gives every value a request needs: the row answered NEAREST the call (the most leading
 * path segments shared, then the earliest), so a detail or a dependent list reads its sibling list's row.
 */
export class AtHand {
  private readonly rows: { path: string; row: Record<string, unknown> }[] = [];

  /** Values the deployer gives (`--value bankCard=…`) for fields no answer carries; they come first. */
  private readonly given: Record<string, unknown>;

  constructor(given: Record<string, unknown>) {
    this.given = given;
  }

  /** Remembers an answer's first row (or its object), its sub-objects' fields beside its own. */
  learn(path: string, row: unknown): void {
    if (!isRecord(row)) return;
    const flat: Record<string, unknown> = {};
    // A sub-object's fields (the order detail's locationInf.gbsId) beside the row's own, which win.
    for (const sub of Object.values(row).filter(isRecord))
      for (const [k, v] of Object.entries(sub)) if (!(k in flat) && scalar(v)) flat[k] = v;
    for (const [k, v] of Object.entries(row)) if (scalar(v)) flat[k] = v;
    this.rows.push({ path, row: flat });
  }

  /** The rows answered by other calls, nearest `path` first, sharing at least `least` leading segments. */
  private near(path: string, least = 0) {
    return this.rows
      .filter((r) => r.path !== path && shared(r.path, path) >= least)
      .map((r, i) => ({ ...r, i, n: shared(r.path, path) }))
      .sort((a, b) => b.n - a.n || a.i - b.i);
  }

  /** A field's value from the nearest row that has it. */
  get(name: string, path = ''): unknown {
    return this.given[name] ?? this.near(path).find((r) => scalar(r.row[name]))?.row[name];
  }

  /**
   * The identifiers (`id`, `…Id`, `…Code`, `…No`) of the nearest row listed in the same folder: the
   * body of a detail whose entry names no request fields (the spec gives the call, not its body).
   */
  siblingIds(path: string): Record<string, unknown> {
    const found = this.near(path, segments(path).length - 1)[0];
    if (!found) return {};
    return Object.fromEntries(Object.entries(found.row).filter(([k, v]) => ID_FIELD.test(k) && scalar(v)));
  }

  /**
   * A path id: of the nearest row listed under the folders above `{id}` (down to two segments),
   * its `id`, `<segment>Id` for a segment of the path, or else its first identifier (a row's key comes first).
   */
  pathId(path: string): unknown {
    const before = segments(path.slice(0, path.indexOf('{id}')));
    const names = ['id', ...before.reverse().flatMap((s) => [`${camel(s)}Id`, `${s.split(/[-_]/)[0]}Id`])];
    for (const { row } of this.near(path, Math.min(2, before.length))) {
      const name = names.find((k) => scalar(row[k])) ?? Object.keys(row).find((k) => ID_FIELD.test(k) && scalar(row[k]));
      if (name) return row[name];
    }
    return undefined;
  }
}

const ID_FIELD = /^id$|[a-z](Id|Code|No)$/;

const DATE_FORMAT = /^y{4}(-MM(-dd( HH:mm(:ss)?)?)?)?$/;

/** A required field's value: the note's own, or the nearest answer's in the note's case or date format (today's when none). */
function fieldValue(name: string, f: { note?: string }, path: string, at: AtHand): unknown {
  // A value the note fixes (`tmpltType:100810`, `authType:101210_or_101230_or_101220`): the first.
  const fixed = fixedValues(f.note)?.[0];
  if (fixed !== undefined) return fixed;
  // A plural (indicatorCodes) takes its singular's value (indicatorCode): a list of one.
  const v = at.get(name, path) ?? (name.endsWith('s') ? at.get(name.slice(0, -1), path) : undefined);
  if (f.note === 'upper case' && typeof v === 'string') return v.toUpperCase();
  if (!f.note || !DATE_FORMAT.test(f.note)) return v;
  const date = typeof v === 'string' && /^\d{4}-\d\d/.test(v) ? v : new Date(Date.now() + 8 * 3600_000).toISOString().replace('T', ' ');
  return date.slice(0, f.note.length);
}

export type Planned = { path: string; body: Record<string, unknown>; query?: Record<string, string> } | { missing: string };

/** The smallest request the entry allows, or the field no earlier answer gave a value for. */
export function requestFor(e: Call, product: string, at: AtHand): Planned {
  let path = e.path.replace('{p}', product.toLowerCase());
  if (path.includes('{id}')) {
    const id = at.pathId(e.path);
    if (id === undefined) return { missing: 'a path id (no list answer gave one)' };
    path = path.replace('{id}', encodeURIComponent(String(id)));
  }
  const body: Record<string, unknown> = {};
  const paged = e.reply?.shape === 'page' || e.reply?.shape === 'list';
  if (!e.request) {
    if (e.reply?.shape === 'page') Object.assign(body, { pageNum: 1, pageSize: 1 });
    else if (e.reply?.shape === 'object' && !e.path.includes('{id}')) Object.assign(body, at.siblingIds(e.path));
  } else {
    // A detail by one of several optional ids (org detail "by {memberId} or orgCode"): those of the row listed beside it.
    const ids = Object.values(e.request).some((f) => f.required) || e.reply?.shape !== 'object' ? {} : at.siblingIds(e.path);
    for (const [name, f] of Object.entries(e.request)) {
      if (!f.required && ids[name] !== undefined) body[name] = ids[name];
      else if (paged && name === 'pageNum') body.pageNum = 1;
      else if (paged && name === 'pageSize') body.pageSize = 1;
      else if (f.required) {
        const v = fieldValue(name, f, e.path, at);
        if (v === undefined) return { missing: `required field ${name} (no earlier answer gave one)` };
        body[name] = v;
      }
    }
  }
  if (e.method === 'GET') return { path, body: {}, query: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])) };
  return { path, body };
}
