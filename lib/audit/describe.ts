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

/** The most codes a line lists (a batch's cap is 500 to 2,000 rows); beyond, `more` says how many were left out. */
export const MAX_CODES = 2000;

/** A list of codes as an auditor reads it: how many, and every one (so `--target` finds the middle one too). */
export function listSummary(value: unknown): { count: number; codes: string[]; more?: number } {
  const items = (Array.isArray(value) ? value.map(String) : String(value ?? '').split(/[\s,;，；]+/)).filter(Boolean);
  const codes = items.slice(0, MAX_CODES);
  return { count: items.length, codes, ...(items.length > codes.length ? { more: items.length - codes.length } : {}) };
}

/** The id the path carries where the declaration says {id}. */
function pathId(declaredPath: string, actualPath: string): string | undefined {
  const source = declaredPath
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace('{p}', '[^/]+')
    .replace('{id}', '([^/]+)');
  return new RegExp(`^${source}$`).exec(actualPath)?.[1];
}

/** The body fields an operator types a write's reason into: 退款原因 (uptDesc), 调账原因 (remark), 拒绝原因 (auditMsg). */
const REASON_FIELDS = ['uptDesc', 'auditMsg', 'remark', 'reason', 'handleResult'] as const;

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
  if (!record) {
    const action = readAction(call.method, call.path, call.kind);
    // A single record's read names it: the ids its body or its path carries.
    const target = action === '查看详情' ? recordIds(call.path, actualPath, body) : {};
    return { kind: 'read', action, ...(Object.keys(target).length ? { target } : {}) };
  }
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
  const changed = record.change ? changeOf(record.change, body, named) : undefined;
  // The reason the operator typed (a refund's, an adjustment's, a rejection's) goes with the write;
  // its field is free text, so the line masks it by the digit net (lib/audit/mask.ts).
  const reasonKey = REASON_FIELDS.find((k) => typeof body[k] === 'string' && (body[k] as string).trim() !== '');
  const change = reasonKey ? { ...changed, reason: body[reasonKey] } : changed;
  return {
    kind: 'write',
    action: record.action,
    ...(Object.keys(target).length ? { target } : {}),
    ...(change ? { change } : {}),
    ...(record.decision ? { decision: decisionOf(record.decision, body) } : {}),
  };
}

const ID_FIELD = /(^id|Id|Code|No)$/;

/** The ids a single record's read names: its body's …Id, …Code, …No fields (a few), the path's {id}. */
function recordIds(declaredPath: string, actualPath: string, body: Body): Body {
  const ids = Object.entries(body).filter(([k, v]) => ID_FIELD.test(k) && (typeof v === 'string' || typeof v === 'number') && v !== '');
  const inPath = declaredPath.includes('{id}') ? pathId(declaredPath, actualPath) : undefined;
  return { ...Object.fromEntries(ids.slice(0, 5)), ...(inPath ? { id: inPath } : {}) };
}

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

/** A batch's write: its record lists codes (`psamCodes[]`) or names the batch its answer gives. */
export function isBatch(record: CallRecord | undefined): boolean {
  return !!record && /\[\]|answer:batch/.test(record.target);
}

export interface BatchOutcome {
  ok: number;
  failed: number;
  /** The codes the answer names as failed (its words name the first few). */
  failedCodes?: string[];
}

const OK_KEYS = ['okCount', 'successCount', 'succCount', 'successNum', 'succNum', 'success'];
const FAIL_KEYS = ['failCount', 'failedCount', 'failNum', 'failureCount', 'fail'];
const FAIL_LISTS = ['failList', 'failedCodes', 'failCodes', 'failPsamCodes', 'failedList'];
const countAt = (data: Body, keys: readonly string[]) => {
  const k = keys.find((key) => typeof data[key] === 'number' || (typeof data[key] === 'string' && /^\d+$/.test(data[key] as string)));
  return k === undefined ? undefined : Number(data[k]);
};

/**
 * A batch answer's per-row outcome, read either way the upstream may give it: count fields
 * (okCount/failCount and their other spellings, a list of failed rows) or words (共3条，成功0条，失败3条：
 * P1（原因）；P2（原因）). Null when the answer says neither.
 */
export function batchOutcome(data: unknown, message?: string): BatchOutcome | null {
  const obj: Body = data && typeof data === 'object' && !Array.isArray(data) ? (data as Body) : {};
  const text = [typeof data === 'string' ? data : '', typeof obj.summary === 'string' ? obj.summary : '', message ?? ''].join(' ');
  const word = (re: RegExp) => {
    const m = re.exec(text);
    return m ? Number(m[1]) : undefined;
  };
  const ok = countAt(obj, OK_KEYS) ?? word(/成功\s*(\d+)\s*[条笔个]/);
  const failed = countAt(obj, FAIL_KEYS) ?? word(/失败\s*(\d+)\s*[条笔个]/);
  if (ok === undefined && failed === undefined) return null;
  const list = FAIL_LISTS.map((k) => obj[k]).find(Array.isArray) as unknown[] | undefined;
  const listed = list?.map((v) => (v && typeof v === 'object' ? String((v as Body).psamCode ?? (v as Body).code ?? '') : String(v)));
  const worded = /失败\s*\d+\s*[条笔个][：:]([^。]*)/
    .exec(text)?.[1]
    .split(/[；;]/)
    .map((part) =>
      part
        .replace(/\s*等\s*$/, '')
        .split(/[（(]/)[0]
        .trim(),
    );
  const failedCodes = (listed ?? worded ?? []).filter(Boolean);
  return { ok: ok ?? 0, failed: failed ?? 0, ...(failedCodes.length ? { failedCodes } : {}) };
}
