// A deployer's overrides of the contract's assumptions, without a rebuild: a JSON file named by
// UPSTREAM_CONTRACT_OVERRIDES (docs/deploy.md) may, for an ASSUMED call only, give another path,
// rename request fields, rename reply fields and choose a named reading (contract/readings.ts):
//
//   { "POST /admin/bank/page": { "path": "/admin/bank/list", "request": {"pageNum": "current"},
//                                "reply": {"bankName": "name"}, "readings": {"rows-bare-or-paged": "second"} } }
//
// Checked here against the contract when it is read (the console at start-up, the probe when it
// starts): anything it cannot apply stops with a message naming the file, the line and the name.
// The console applies it where a call leaves and where its answer comes back (lib/upstream/client.ts,
// lib/answer/read.ts); the probe (scripts/probe/) sends and reads the same way.
// Erasable TypeScript, no Node imports: plain Node loads it.
import { type Entry, keyParts } from './define.ts';
import { contract } from './index.ts';
import { fieldReadingsOf, ROWS } from './readings.ts';
import { holdsRows } from './shapes.ts';

export type ReadingChoice = 'first' | 'second';

export interface Override {
  /** The contract key it overrides. */
  readonly key: string;
  /** Another path, with the entry's `{p}` and `{id}`. */
  readonly path?: string;
  /** Request field renames: the contract's name → the upstream's. */
  readonly request?: Readonly<Record<string, string>>;
  /** Reply field renames: the contract's name → the upstream's. */
  readonly reply?: Readonly<Record<string, string>>;
  /** A named reading chosen: its id → first or second. */
  readonly readings?: Readonly<Record<string, ReadingChoice>>;
}

/** The overrides in force, by contract key, and how a request leaves under them. */
export class Overrides {
  readonly calls: ReadonlyMap<string, Override>;

  constructor(calls: ReadonlyMap<string, Override> = new Map()) {
    this.calls = calls;
  }

  of(key: string | undefined): Override | undefined {
    return key ? this.calls.get(key) : undefined;
  }

  /** A request as it leaves: an overridden call's path and field names (body or query) the deployer's. */
  request<R extends { key?: string; path: string; json?: Record<string, unknown>; query?: URLSearchParams }>(req: R): R {
    const o = this.of(req.key);
    if (!o) return req;
    const out = { ...req };
    if (o.path) out.path = overriddenPath(keyParts(o.key).path, o.path, req.path);
    if (o.request && req.json) out.json = renameFields(req.json, o.request);
    if (o.request && req.query) out.query = new URLSearchParams([...req.query].map(([k, v]) => [o.request![k] ?? k, v]));
    return out;
  }

  /** What an audit line adds for an overridden call: the call by its contract key. */
  note(key: string): { overridden?: string } {
    return this.calls.has(key) ? { overridden: key } : {};
  }
}
export const NO_OVERRIDES = new Overrides();

export class OverridesError extends Error {}

const entries = contract as Readonly<Record<string, Entry>>;
const NAME = /^[A-Za-z_$][\w$.-]{0,63}$/;
const PATH = /^\/[\w{}./-]*$/;
const placeholders = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The 1-based line of the text where the property `name` is written (0 when not found). */
function lineOf(text: string, name: string): number {
  const at = text.search(new RegExp(`${literal(JSON.stringify(name))}\\s*:`));
  return at < 0 ? 0 : text.slice(0, at).split('\n').length;
}

/** The readings that apply to a call: the rows reading for a list or page, its field readings. */
export function readingsOf(key: string): string[] {
  const shape = entries[key]?.reply?.shape;
  return [...(shape === 'page' || shape === 'list' ? [ROWS.id] : []), ...fieldReadingsOf(key).map((r) => r.id)];
}

/** Parses and checks an overrides file's text; `source` names it in messages. */
export function parseOverrides(text: string, source: string): Overrides {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new OverridesError(`${source}: not JSON (${(error as Error).message})`);
  }
  if (!isRecord(raw)) throw new OverridesError(`${source}: must be an object keyed by contract call ("POST /admin/…")`);
  const out = new Map<string, Override>();
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (key.startsWith('$')) continue; // "$comment", "$schema": the deployer's notes
    const at = `${source} line ${lineOf(text, key)}, "${key}"`;
    const fail = (why: string): never => {
      throw new OverridesError(`${at}: ${why}`);
    };
    const entry = entries[key];
    if (!entry) fail('no such call in the contract (keys are "METHOD /path" as docs/upstream-contract.md lists them)');
    if (!entry.assumed) fail(`the spec writes this call itself (${entry.spec}): only an assumed call may be overridden`);
    if (!isRecord(value)) fail('must be an object with path, request, reply or readings');
    const v = value as Record<string, unknown>;
    for (const k of Object.keys(v))
      if (!['path', 'request', 'reply', 'readings'].includes(k)) fail(`unknown setting "${k}" (path, request, reply, readings)`);
    const o: { -readonly [K in keyof Override]: Override[K] } = { key };
    if (v.path !== undefined) {
      if (typeof v.path !== 'string' || !PATH.test(v.path) || v.path.includes('..'))
        fail(`path ${JSON.stringify(v.path)} is not a path ("/admin/…")`);
      const path = v.path as string;
      if (placeholders(path).join() !== placeholders(entry.path).join())
        fail(`path "${path}" must carry the same placeholders as "${entry.path}" (${placeholders(entry.path).join(', ') || 'none'})`);
      o.path = path;
    }
    if (v.request !== undefined) {
      if (entry.kind === 'multipart' || entry.kind === 'form')
        fail(`request renames apply to JSON bodies; this call's body is ${entry.kind}`);
      o.request = names(v.request, entry.request ? Object.keys(entry.request) : null, 'request', fail);
    }
    if (v.reply !== undefined) {
      const shape = entry.reply?.shape;
      if (shape !== 'page' && shape !== 'list' && shape !== 'object')
        fail(`reply renames apply to a page, list or object answer; this call answers ${shape ?? 'nothing the spec gives'}`);
      o.reply = names(v.reply, entry.reply?.fields ?? null, 'reply', fail);
    }
    if (v.readings !== undefined) {
      if (!isRecord(v.readings)) fail('readings must be an object: {"<reading id>": "first" | "second"}');
      const known = readingsOf(key);
      for (const [id, choice] of Object.entries(v.readings as Record<string, unknown>)) {
        if (!known.includes(id)) fail(`unknown reading "${id}" for this call (${known.join(', ') || 'none applies'})`);
        if (choice !== 'first' && choice !== 'second') fail(`reading "${id}" must be "first" or "second"`);
      }
      o.readings = v.readings as Record<string, ReadingChoice>;
    }
    out.set(key, Object.freeze(o));
  }
  return new Overrides(out);
}

/** A renames object, each contract name one the entry gives (when it gives a list) and each new name a plain field name. */
function names(value: unknown, known: readonly string[] | null, what: string, fail: (why: string) => never): Record<string, string> {
  if (!isRecord(value)) fail(`${what} must be an object: {"<contract's name>": "<upstream's name>"}`);
  const out: Record<string, string> = {};
  for (const [from, to] of Object.entries(value as Record<string, unknown>)) {
    if (known && !known.includes(from)) fail(`unknown ${what} field "${from}" (the contract names ${known.join(', ') || 'none'})`);
    if (typeof to !== 'string' || !NAME.test(to))
      fail(`${what} field "${from}" must be renamed to a field name, not ${JSON.stringify(to)}`);
    out[from] = to as string;
  }
  return out;
}

/** The concrete path a call is sent to: the override's path with the values the entry's path carried. */
export function overriddenPath(entryPath: string, overridePath: string, concrete: string): string {
  const names = [...entryPath.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const pattern = new RegExp(
    `^${entryPath
      .split(/\{\w+\}/)
      .map(literal)
      .join('([^/]+)')}$`,
  );
  const m = pattern.exec(concrete);
  if (!m) return concrete;
  return names.reduce((path, name, i) => path.replace(`{${name}}`, m[i + 1]!), overridePath);
}

/** An object's top-level fields renamed (`from` → `to`), others kept; the same object when nothing applies. */
export function renameFields<T extends Record<string, unknown>>(body: T, renames: Readonly<Record<string, string>> | undefined): T {
  if (!renames) return body;
  let out: Record<string, unknown> | null = null;
  for (const [from, to] of Object.entries(renames)) {
    if (!Object.hasOwn(body, from)) continue;
    out ??= { ...body };
    out[to] = out[from];
    delete out[from];
  }
  return (out ?? body) as T;
}

/** Which reading of the rows an answer's data comes in: paged (`{data: [...]}`) or bare (`[...]`); null when neither. */
export function rowsReadingOf(data: unknown): 'paged' | 'bare' | null {
  if (Array.isArray(data)) return 'bare';
  if (isRecord(data) && holdsRows(data)) return 'paged';
  return null;
}
