// The probe's verdict on one answer, against its contract entry (and the deployer's override of it):
// confirmed, path answers 404, shape differs (with the difference), refused (status and message).
// The console reads both readings of an answer (contract/readings.ts), so either confirms the
// entry, and the report says which one came; an override that pins a reading expects that one.
// Plain Node (type stripping): relative imports only.
import type { Override } from '../../contract/overrides.ts';
import { rowsReadingOf } from '../../contract/overrides.ts';
import { fieldReadingsOf, ROWS } from '../../contract/readings.ts';
import { rowsOf } from '../../contract/shapes.ts';
import type { Call } from './plan.ts';

export type Verdict = 'confirmed' | 'path answers 404' | 'shape differs' | 'refused' | 'not probed';

export interface Judged {
  verdict: Verdict;
  /** The difference, the refusal's status and message, or why it was not probed. */
  detail?: string;
  /** Which reading the answer came in (`rows-bare-or-paged: first`). */
  readings?: string[];
  /** Fields the entry names that the answer lacks (under the names the upstream is expected to use). */
  missing?: string[];
  /** Fields the answer has that the entry does not name. */
  extra?: string[];
  /** The first row (or the object), to take ids from. */
  row?: unknown;
}

export interface Answered {
  http: number;
  envelope: { status?: unknown; message?: unknown; data?: unknown } | null;
  error?: string;
}

const OK = 20;

export function judge(e: Call, o: Override | undefined, a: Answered): Judged {
  if (a.error) return { verdict: 'refused', detail: a.error };
  if (a.http === 404) return { verdict: 'path answers 404', detail: `HTTP 404${a.envelope?.message ? ` ${a.envelope.message}` : ''}` };
  const env = a.envelope;
  if (!env) return { verdict: 'refused', detail: `HTTP ${a.http}, no envelope` };
  if (a.http >= 400 || env.status !== OK)
    return { verdict: 'refused', detail: `HTTP ${a.http}, status ${String(env.status)}: ${String(env.message ?? '')}` };
  const shape = e.reply?.shape;
  const data = env.data;
  const readings: string[] = [];
  const differs: string[] = [];
  let row: unknown;
  if (shape === 'page' || shape === 'list') {
    const came = rowsReadingOf(data);
    if (!came) return { verdict: 'shape differs', detail: `expected rows (${shape}), got ${kindOf(data)}` };
    const first = shape === 'page' ? 'paged' : 'bare';
    const reading = came === first ? 'first' : 'second';
    readings.push(`${ROWS.id}: ${reading} (${came})`);
    const pinned = o?.readings?.[ROWS.id];
    if (pinned && pinned !== reading) differs.push(`rows come ${came}; the overrides pin the ${pinned} reading`);
    row = rowsOf(data)[0];
  } else {
    if (data !== null && (typeof data !== 'object' || Array.isArray(data)))
      return { verdict: 'shape differs', detail: `expected an object, got ${kindOf(data)}` };
    // An empty object is no record, as an empty list is no row (02 §2: "a 'not yet opened' text when no merchant id is returned").
    row = data && Object.keys(data).length ? data : undefined;
  }
  const { missing, extra } = fieldsOf(e, o, row, readings, differs);
  if (missing.length) differs.push(`missing ${missing.join(', ')}`);
  const out: Judged = { verdict: differs.length ? 'shape differs' : 'confirmed', readings, missing, extra, row };
  if (differs.length) out.detail = differs.join('; ');
  else if (row === undefined || row === null) out.detail = 'no row to check the fields against';
  return out;
}

/** The entry's reply fields as the upstream is expected to name them (override renames), against the row. */
function fieldsOf(e: Call, o: Override | undefined, row: unknown, readings: string[], differs: string[]) {
  const named = e.reply?.fields ?? [];
  if (!row || typeof row !== 'object' || !named.length) return { missing: [] as string[], extra: [] as string[] };
  const has = new Set(Object.keys(row));
  let expected = named.map((f) => o?.reply?.[f] ?? f);
  for (const r of fieldReadingsOf(e.key)) {
    const others = expected.map((f) => r.names[f] ?? f);
    const second = Object.keys(r.names).some((f) => !has.has(f) && has.has(r.names[f]!));
    const reading = second ? 'second' : 'first';
    readings.push(`${r.id}: ${reading}`);
    const pinned = o?.readings?.[r.id];
    if (pinned && pinned !== reading) differs.push(`fields come in the ${reading} reading of ${r.id}; the overrides pin the ${pinned}`);
    if (second) expected = others;
  }
  const want = new Set(expected);
  return { missing: expected.filter((f) => !has.has(f)), extra: [...has].filter((f) => !want.has(f)) };
}

const kindOf = (v: unknown) => (Array.isArray(v) ? 'a list' : v === null ? 'null' : typeof v === 'object' ? 'an object' : typeof v);
