// The upstream contract's vocabulary. Every entry is transcribed by hand from the spec
// (../shared/spec/) and the wire contract (../shared/protocol/README.md); nothing here is derived
// from the console's code. Both the console (lib/calls/define.ts) and the reference upstream
// (upstream/contract-check.ts) answer to it. Erasable TypeScript: plain Node loads it.

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * json: an (encrypted) JSON body; form: x-www-form-urlencoded, only where the spec writes (form);
 * multipart: uploads and imports; blob: the answer is a file; export: protocol §5, a file or an
 * envelope saying a background task was created.
 */
export type Kind = 'json' | 'form' | 'multipart' | 'blob' | 'export';

export interface Field {
  readonly required: boolean;
  /** Units, formats, fixed values as the spec gives them ("pageSize 50", "fen", "yyyy-MM"). */
  readonly note?: string;
}

/** Where the rows or the object sit and what the console may read of them. */
export interface Reply {
  /**
   * page: `data.data` rows with total; list: `data` is an array; object: `data` is a record;
   * none: nothing the console reads; file: a binary answer; rights: the button-rights list.
   */
  readonly shape: 'page' | 'list' | 'object' | 'none' | 'file' | 'file-or-task';
  /** The fields the spec gives; absent: the spec gives no field list (the console may read any). */
  readonly fields?: readonly string[];
  /** A second reading the spec gives of the shape, accepted as well ("data.data" beside "data"). */
  readonly alsoAt?: string;
  /**
   * Personal data the spec gives unmasked in this answer (02 §3 illegalRawIdcNum), by kind: the
   * console masks it on its server unless the operator may see plaintext (02 §6).
   */
  readonly raw?: Readonly<Record<string, 'name' | 'idNumber' | 'mobile'>>;
}

export interface Entry {
  readonly method: Method;
  /** As the spec writes it; `{p}` the product code in lower case, `{id}` one path id. */
  readonly path: string;
  readonly kind: Kind;
  /** The section it comes from: "01 §7 Shared look-ups", "protocol §4". */
  readonly spec: string;
  /** The spec names the call but not this path (or names no such call): why this path. */
  readonly assumed?: string;
  /**
   * What the contract reads into a call the spec gives without saying it (a request field, a
   * unit, which of the spec's phrases this path is, what a value holds): each to confirm, listed
   * in the deployer's report with its reason.
   */
  readonly assumes?: readonly string[];
  /**
   * The spec writes this path but not (all of) its request or its answer: why the fields, keys or
   * meanings here (`docs/upstream-contract.md` lists them apart from the assumed paths).
   */
  readonly assumedFields?: string;
  /** Protocol §2: sent without the bearer token. */
  readonly public?: boolean;
  /** The request fields the spec gives; absent: the spec gives none (any field passes). */
  readonly request?: Readonly<Record<string, Field>>;
  /** The spec lists some fields only ("search form plus …"): others pass too. */
  readonly openRequest?: boolean;
  /**
   * Request headers the spec gives (protocol §2's login headers): a fixed value, or a pattern when
   * it starts with `^` (lower-case names, as Node hands them over).
   */
  readonly headers?: Readonly<Record<string, string>>;
  /** Fields the spec says the body never carries (an export: the search form without paging). */
  readonly forbids?: readonly string[];
  readonly reply?: Reply;
  /** A console call the spec gives another way, kept until the issue named here moves it. */
  readonly pending?: string;
}

export type EntryInput = Partial<Omit<Entry, 'method' | 'path'>> & { readonly spec: string };

/**
 * The request of a call about one record, by the key the record's list rows carry: a detail takes
 * the key alone; a list of the record's rows (`rows`) takes it beside the list's paging and filters.
 */
export const byKey = (key: string, rows?: 'rows'): Pick<EntryInput, 'request' | 'openRequest'> =>
  rows ? { request: fields(`${key} pageNum? pageSize?`), openRequest: true } : { request: fields(key) };

const METHODS = new Set<string>(['GET', 'POST', 'PUT', 'DELETE']);

/** A contract key's method and path (`POST /admin/member/page`). */
export function keyParts(key: string): { method: Method; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as Method, path: key.slice(space + 1) };
}

/** Entries keyed `METHOD path`; kind defaults to json. */
export function entries<K extends string>(table: Record<K, EntryInput>): Record<K, Entry> {
  const out = {} as Record<K, Entry>;
  for (const key of Object.keys(table) as K[]) {
    const { method, path } = keyParts(key);
    if (!METHODS.has(method) || !path.startsWith('/')) throw new Error(`contract key "${key}" is not "METHOD /path"`);
    out[key] = Object.freeze({ method, path, kind: 'json', ...table[key] });
  }
  return out;
}

/** A value a note may fix: a number, or a code in capitals (`ORG_TMPLT_GROUP`). */
const FIXED = '(?:\\d+|[A-Z][A-Z0-9_]*)';
const FIXED_NOTE = new RegExp(`^${FIXED}( or ${FIXED})*$`);

/** The values a field note fixes ("50", "100 or 50", "ORG_TMPLT_GROUP"), or null for a note that fixes none. */
export function fixedValues(note: string | undefined): string[] | null {
  return note && FIXED_NOTE.test(note) ? note.split(' or ') : null;
}

/**
 * Request fields in a line: `pageNum pageSize:50 condition? orgLevel?:1` — a trailing `?` makes a
 * field optional, text after `:` is its note (no spaces; use `_` for one, but in a code in capitals).
 */
export function fields(line: string): Record<string, Field> {
  const out: Record<string, Field> = {};
  for (const word of line.trim().split(/\s+/)) {
    const colon = word.indexOf(':');
    const [head, note] = colon < 0 ? [word, undefined] : [word.slice(0, colon), word.slice(colon + 1)];
    const required = !head.endsWith('?');
    const name = required ? head : head.slice(0, -1);
    out[name] = note ? { required, note: /^[A-Z][A-Z0-9_]*$/.test(note) ? note : note.replaceAll('_', ' ') } : { required };
  }
  return out;
}

const words = (line: string) => line.trim().split(/\s+/);

export const page = (line?: string): Reply => (line ? { shape: 'page', fields: words(line) } : { shape: 'page' });
export const list = (line?: string): Reply => (line ? { shape: 'list', fields: words(line) } : { shape: 'list' });
export const object = (line?: string): Reply => (line ? { shape: 'object', fields: words(line) } : { shape: 'object' });
export const none: Reply = { shape: 'none' };
export const file: Reply = { shape: 'file' };
export const fileOrTask: Reply = { shape: 'file-or-task', fields: ['taskId'] };

/** Protocol §5: an export's body is the search form without paging. */
export const EXPORT: EntryInput = {
  spec: '01 §7 Shared look-ups (exports), protocol §5',
  kind: 'export',
  forbids: ['pageNum', 'pageSize'],
  reply: fileOrTask,
};
