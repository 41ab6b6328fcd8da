// What the probe may call and with what: a call is READ-ONLY when the contract says so by its shape
// (a JSON call by GET or POST that answers a page, a list or an object, and is not public) AND its
// path names no write (no token of WRITE_WORDS); everything else is never sent. The body is the
// smallest the entry allows: page 1 of size 1, the required fields, values taken from earlier
// answers (an id for a detail from a list's first row). Plain Node (type stripping): relative imports only.
import type { Entry } from '../../contract/define.ts';

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

const tokens = (path: string) =>
  path
    .replace(/\{\w+\}/g, '')
    .split(/[/_-]+/)
    .flatMap((s) => s.split(/(?=[A-Z])/))
    .map((s) => s.toLowerCase())
    .filter(Boolean);

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

/** Values seen in earlier answers' first rows, by field name; path ids by the path they were listed under. */
export class AtHand {
  private readonly values = new Map<string, unknown>();
  private readonly rowsByPath: { path: string; row: Record<string, unknown> }[] = [];

  constructor(seed: Record<string, unknown>) {
    for (const [k, v] of Object.entries(seed)) this.values.set(k, v);
  }

  /** Remembers the scalar fields of an answer's first row (or its object). */
  learn(path: string, row: unknown): void {
    if (!row || typeof row !== 'object' || Array.isArray(row)) return;
    const r = row as Record<string, unknown>;
    this.rowsByPath.push({ path, row: r });
    for (const [k, v] of Object.entries(r)) if (scalar(v) && !this.values.has(k)) this.values.set(k, v);
  }

  /** A field's value: from a row listed under the same path prefix first, else from any earlier answer. */
  get(name: string, path = ''): unknown {
    const prefix = path.slice(0, path.lastIndexOf('/') + 1);
    const near = prefix ? this.rowsByPath.find((r) => r.path.startsWith(prefix) && scalar(r.row[name])) : undefined;
    return near ? near.row[name] : this.values.get(name);
  }

  /**
   * The identifiers (`id`, `…Id`, `…Code`, `…No`) of a row listed under the same path prefix: the
   * body of a detail whose entry names no request fields (the spec gives the call, not its body).
   */
  siblingIds(path: string): Record<string, unknown> {
    const prefix = path.slice(0, path.lastIndexOf('/') + 1);
    const found = this.rowsByPath.find((r) => r.path !== path && r.path.startsWith(prefix));
    if (!found) return {};
    return Object.fromEntries(Object.entries(found.row).filter(([k, v]) => ID_FIELD.test(k) && scalar(v)));
  }

  /** A path id: the `id` (or `<segment>Id`) of a row listed under the same path prefix. */
  pathId(path: string): unknown {
    const prefix = path.slice(0, path.indexOf('{id}'));
    const segment = prefix.split('/').filter(Boolean).pop() ?? '';
    for (const { path: p, row } of this.rowsByPath) {
      if (!p.startsWith(prefix)) continue;
      const v = row.id ?? row[`${segment}Id`];
      if (scalar(v)) return v;
    }
    return this.values.get(`${segment}Id`);
  }
}

const ID_FIELD = /^id$|[a-z](Id|Code|No)$/;

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
    for (const [name, f] of Object.entries(e.request)) {
      if (paged && name === 'pageNum') body.pageNum = 1;
      else if (paged && name === 'pageSize') body.pageSize = 1;
      else if (f.required) {
        const v = at.get(name, e.path);
        if (v === undefined) return { missing: `required field ${name} (no earlier answer gave one)` };
        body[name] = v;
      }
    }
  }
  if (e.method === 'GET') return { path, body: {}, query: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])) };
  return { path, body };
}
