// Reads a call's checked body (and, for what only the upstream knows, its answer) by the call's
// entry in records.ts: what an auditor needs to know of a write. Values are left as they are here;
// the line's masking (lib/audit/mask.ts) applies to them by their field names.
import { enumLabel } from '../dict/enums/index.ts';
import { type CallRecord, RECORDS } from './records.ts';

export type Body = Record<string, unknown>;

export interface Described {
  kind: 'read' | 'write';
  action: string;
  target?: Record<string, unknown>;
  change?: Record<string, unknown>;
  decision?: string;
}

/** The record entry of a declared call, if it is a write. */
export function recordOf(method: string, declaredPath: string): CallRecord | undefined {
  const key = `${method} ${declaredPath}`;
  return Object.hasOwn(RECORDS, key) ? RECORDS[key] : undefined;
}

/** The Chinese name of a read, by what the call does: a page, a detail, a file. */
export function readAction(method: string, path: string, kind: string): string {
  if (kind === 'blob') return /export/.test(path) ? '导出' : '下载文件';
  if (/page(\/|$)|list|query|tree/i.test(path)) return '查询列表';
  if (/detail|info|get|\{id\}$/i.test(path) || method === 'GET') return '查看详情';
  return '查询';
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

function at(body: Body, path: string): unknown {
  let v: unknown = body;
  for (const part of path.split('.')) v = v && typeof v === 'object' ? (v as Body)[part] : undefined;
  return v;
}

/** A list of codes as an auditor reads it: how many, the first and the last. */
export function listSummary(value: unknown): { count: number; first?: string; last?: string } {
  const items = (Array.isArray(value) ? value.map(String) : String(value ?? '').split(/[\s,;，；]+/)).filter(Boolean);
  return items.length ? { count: items.length, first: items[0], last: items[items.length - 1] } : { count: 0 };
}

/** The id the path carries where the declaration says {id}. */
function pathId(declaredPath: string, actualPath: string): string | undefined {
  const source = declaredPath
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace('{p}', '[^/]+')
    .replace('{id}', '([^/]+)');
  return new RegExp(`^${source}$`).exec(actualPath)?.[1];
}

const DIRECTIONS: Readonly<Record<string, string>> = { '+': 'in', '-': 'out' };

/** The names of the body fields sent (one level into objects), without those naming the target. */
function changedFields(body: Body, skip: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(body)) {
    if (skip.has(k) || isEmpty(v)) continue;
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      for (const [inner, w] of Object.entries(v)) if (!isEmpty(w) && !skip.has(`${k}.${inner}`)) out.push(`${k}.${inner}`);
    } else out.push(k);
  }
  return out;
}

function changeOf(spec: string, body: Body, skip: ReadonlySet<string>): Record<string, unknown> | undefined {
  const [head, amountKey, direction] = spec.split(' ');
  if (head === 'money') {
    const amount = Number(body[amountKey]);
    const dir = direction?.startsWith('@') ? (DIRECTIONS[String(body[direction.slice(1)])] ?? String(body[direction.slice(1)])) : direction;
    return { amount: Number.isFinite(amount) ? amount : null, unit: 'fen', ...(dir ? { direction: dir } : {}) };
  }
  const change: Record<string, unknown> = {};
  for (const token of spec.split(' ')) {
    if (token === 'fields') {
      const fields = changedFields(body, skip);
      if (fields.length) change.fields = fields;
    } else if (token.startsWith('=')) change[token.slice(1)] = body[token.slice(1)] ?? null;
  }
  return Object.keys(change).length ? change : undefined;
}

function decisionOf(spec: string, body: Body): string {
  if (!spec.startsWith('@')) return spec;
  const [field, enumId] = spec.slice(1).split(':');
  return enumId ? enumLabel(enumId, body[field]) : String(body[field] ?? '');
}

/** What the line of a call records, from its declaration and its checked body. */
export function describeCall(
  call: { method: string; path: string; kind: string },
  actualPath: string,
  body: Body,
  self?: string,
): Described {
  const record = recordOf(call.method, call.path);
  if (!record) return { kind: 'read', action: readAction(call.method, call.path, call.kind) };
  const target: Record<string, unknown> = {};
  const named = new Set<string>();
  for (const token of record.target.split(' ').filter(Boolean)) {
    if (token.startsWith('answer:')) continue;
    const [key, source] = token.split('=');
    if (source !== undefined) {
      target[key] = source === '{id}' ? pathId(call.path, actualPath) : source === '@self' ? self : source;
    } else if (key.endsWith('[]')) {
      const k = key.slice(0, -2);
      named.add(k);
      if (!isEmpty(at(body, k))) target[k] = listSummary(at(body, k));
    } else {
      named.add(key);
      if (!isEmpty(at(body, key))) target[key] = at(body, key);
    }
  }
  const change = record.change ? changeOf(record.change, body, named) : undefined;
  return {
    kind: 'write',
    action: record.action,
    ...(Object.keys(target).length ? { target } : {}),
    ...(change ? { change } : {}),
    ...(record.decision ? { decision: decisionOf(record.decision, body) } : {}),
  };
}

const ID_FIELD = /(^id|Id|Code|No)$/;

/** The ids a create answers: an object's …Id, …Code and …No fields, or the answer itself when it is a bare id. */
function answerIds(data: unknown): Body {
  if (typeof data === 'number' || (typeof data === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(data))) return { id: data };
  if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
  return Object.fromEntries(Object.entries(data).filter(([k, v]) => ID_FIELD.test(k) && (typeof v === 'string' || typeof v === 'number')));
}

/** The targets a write's answer names (a new record's id, an import's batch), added to the line. */
export function answerTargets(record: CallRecord | undefined, data: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const token of record?.target.split(' ') ?? []) {
    if (!token.startsWith('answer:')) continue;
    const key = token.slice('answer:'.length);
    if (key === 'batch') {
      const text = typeof data === 'string' ? data : JSON.stringify(data ?? '');
      const batch = /批次号?\s*([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? (data as Body | null)?.batchNo ?? (data as Body | null)?.batchId;
      if (batch) out.batch = batch;
    } else if (key === 'ids') Object.assign(out, answerIds(data));
    else if (data && typeof data === 'object' && !isEmpty((data as Body)[key])) out[key] = (data as Body)[key];
  }
  return out;
}
