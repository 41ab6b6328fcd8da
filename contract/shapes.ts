// The two readings' shapes (contract/readings.ts), as pure functions both sides use: the console's
// tolerant reader (lib/answer/) and the reference upstream's second reading (upstream/readings.ts).
// Rows: spec 01 §3 line 89, "lists are often under data.data or data.data.data": a list or page
// answer bare, paged, or paged one level deeper. Fields: one field under either of two names.
// Erasable TypeScript, no imports: the browser carries it too.

export interface Page<T = Record<string, unknown>> {
  data: T[];
  total: number;
  pageNum?: number;
  pageSize?: number;
}

type Boxed = { data?: unknown; total?: unknown } | null;

/** Rows and total of a page answer, whichever reading it comes in; nothing readable is no rows. */
export function pageOf(answer: unknown): Page {
  const a = answer as Boxed;
  const inner = a && !Array.isArray(a) && !Array.isArray(a.data) && a.data && typeof a.data === 'object' ? (a.data as Boxed) : a;
  const rows = Array.isArray(inner?.data)
    ? (inner.data as Record<string, unknown>[])
    : Array.isArray(answer)
      ? (answer as Record<string, unknown>[])
      : [];
  const total = Number(inner?.total);
  return { data: rows, total: Number.isFinite(total) && total >= 0 ? total : rows.length };
}

/** The rows alone, whichever reading. */
export function rowsOf<T = Record<string, unknown>>(answer: unknown): T[] {
  return pageOf(answer).data as T[];
}

/** Whether an answer holds rows in either reading (a bare array, or an object with rows at data or data.data). */
export function holdsRows(answer: unknown): boolean {
  if (Array.isArray(answer)) return true;
  const a = answer as Boxed;
  if (!a || typeof a !== 'object') return false;
  if (Array.isArray(a.data)) return true;
  return !!a.data && typeof a.data === 'object' && Array.isArray((a.data as Boxed)?.data);
}

/** A bare-or-paged answer as the bare list (the second reading of a page, the first of a list). */
export function asList(answer: unknown): unknown {
  return holdsRows(answer) ? rowsOf(answer) : answer;
}

/** A bare-or-paged answer as a page (`total` the row count when the answer gave none). */
export function asPage(answer: unknown): unknown {
  if (!holdsRows(answer)) return answer;
  if (Array.isArray(answer)) return { data: answer, total: answer.length };
  const a = answer as Record<string, unknown>;
  if (Array.isArray(a.data)) return a;
  return { ...(a.data as Record<string, unknown>), ...pageOf(a) };
}

type Row = Record<string, unknown>;

function renameRow(row: unknown, names: Readonly<Record<string, string>>): unknown {
  if (!row || typeof row !== 'object' || Array.isArray(row)) return row;
  let out: Row | null = null;
  for (const [from, to] of Object.entries(names)) {
    if (!Object.hasOwn(row, from) || Object.hasOwn(row, to)) continue;
    out ??= { ...(row as Row) };
    out[to] = out[from];
    delete out[from];
  }
  return out ?? row;
}

/** The answer with each field `from` of its rows (or of the object) under the name `to`. */
export function rename(data: unknown, names: Readonly<Record<string, string>>): unknown {
  if (!holdsRows(data)) return renameRow(data, names);
  if (Array.isArray(data)) return data.map((r) => renameRow(r, names));
  const a = data as Row;
  if (Array.isArray(a.data)) return { ...a, data: a.data.map((r) => renameRow(r, names)) };
  return { ...a, data: { ...(a.data as Row), data: pageOf(a).data.map((r) => renameRow(r, names)) } };
}

/** The names the other way round. */
export function inverse(names: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(names).map(([a, b]) => [b, a]));
}

export interface Named {
  name: string;
  value: unknown;
}

/** Named values as `{name, value}` items, from items (kept whole) or a name → value map; anything else unchanged. */
export function asEntries(v: unknown): unknown {
  if (Array.isArray(v) || !v || typeof v !== 'object') return v;
  return Object.entries(v as Row).map(([name, value]): Named => ({ name, value }));
}

/** Named values as a name → value map (the other reading), from `{name, value}` items; anything else unchanged. */
export function asMap(v: unknown): unknown {
  if (!Array.isArray(v) || !v.every((i) => i && typeof i === 'object' && typeof (i as Row).name === 'string')) return v;
  return Object.fromEntries(v.map((i) => [(i as Row).name, (i as Row).value]));
}

/** The object's `field` turned by `turn` (an object answer only). */
export function turnField(data: unknown, field: string, turn: (v: unknown) => unknown): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data) || !Object.hasOwn(data, field)) return data;
  return { ...(data as Row), [field]: turn((data as Row)[field]) };
}

/** A list held in an object under `key` (`{tmpltId, opts: [...]}`) as the bare list; anything else as it is. */
export function unbox(data: unknown, key: string): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  const inner = (data as Row)[key];
  return Array.isArray(inner) ? inner : data;
}

/** A bare list inside an object under `key` (the other reading of unbox). */
export function box(data: unknown, key: string): unknown {
  return Array.isArray(data) ? { [key]: data } : data;
}

/** A paged answer that says it holds fewer rows than its total (a list cut to its first page). */
export function isPartial(answer: unknown): boolean {
  if (!holdsRows(answer) || Array.isArray(answer)) return false;
  const p = pageOf(answer);
  return p.total > p.data.length;
}

/**
 * An organisation's own info in either shape (01 §6 "the tag codes of that organisation's own info";
 * 03 §3 line 55 "orgInf: tagIds, orgName, …"): flat with `tags: [{tagCode, tagName}]`, or an
 * `orgInf` record whose `tagIds` are the codes (a list or a comma-joined text). Both become the flat one.
 */
export function selfInfoFlat(data: unknown): unknown {
  const a = data as Row | null;
  if (!a || typeof a !== 'object' || Array.isArray(a) || !a.orgInf || typeof a.orgInf !== 'object') return data;
  const { tagIds, ...rest } = a.orgInf as Row;
  const codes = Array.isArray(tagIds) ? tagIds.map(String) : typeof tagIds === 'string' ? tagIds.split(',') : [];
  const tags = codes
    .map((c) => c.trim())
    .filter(Boolean)
    .map((tagCode) => ({ tagCode }));
  return { ...rest, tags };
}

/** The other shape: the flat info as an `orgInf` record with its tag codes comma-joined in `tagIds`. */
export function selfInfoNested(data: unknown): unknown {
  const a = data as Row | null;
  if (!a || typeof a !== 'object' || Array.isArray(a) || a.orgInf) return data;
  const { tags, ...rest } = a;
  const codes = Array.isArray(tags) ? tags.map((t) => String((t as Row)?.tagCode ?? '')).filter(Boolean) : [];
  return { orgInf: { ...rest, tagIds: codes.join(',') } };
}
