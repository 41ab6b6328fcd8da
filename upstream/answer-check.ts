// The reference upstream's answers are held to the contract as its requests are
// (contract-check.ts). It answers as the spec does: a row or object carries only the fields its
// entry names (`asSpecified`, where the entry names them: one table serves a page of the spec's
// fields and a detail of every column), and a successful answer's data must have its entry's shape
// (page, list, object) and no field the entry does not name. With UPSTREAM_CHECK_ANSWERS=strict a mismatch is
// answered 500 naming the difference and the entry, so the test whose call caused it fails; with
// `log` it is written to UPSTREAM_ANSWER_LOG (one JSON line each) and the answer goes out.
import { appendFileSync } from 'node:fs';
import type { Entry } from '../contract/define.ts';
import { fieldReadingsOf } from '../contract/readings.ts';
import { ApiError } from './context.ts';

const isRecord = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x);

function extraFields(rows: readonly unknown[], named: ReadonlySet<string>): string[] {
  const extra = new Set<string>();
  for (const row of rows) if (isRecord(row)) for (const k of Object.keys(row)) if (!named.has(k)) extra.add(k);
  return [...extra].sort();
}

const answeredCache = new Map<string, ReadonlySet<string>>();
/**
 * The fields an answer to `key` may carry: its entry's, under either name a field reading gives
 * (contract/readings.ts). Built once a call, not once an answer.
 */
function answered(key: string, fields: readonly string[]): ReadonlySet<string> {
  if (!key) return new Set(fields);
  let set = answeredCache.get(key);
  if (!set) answeredCache.set(key, (set = new Set([...fields, ...fieldReadingsOf(key).flatMap((r) => Object.values(r.names))])));
  return set;
}

/** What differs between an answer's data and its entry's reply, or null when it keeps to it. */
export function answerMismatch(entry: Entry, data: unknown, key = ''): string | null {
  const reply = entry.reply;
  if (!reply) return null;
  const named = reply.fields ? answered(key, reply.fields) : null;
  let rows: readonly unknown[] | null = null;
  switch (reply.shape) {
    case 'page':
      if (!isRecord(data) || !Array.isArray(data.data)) return '应为分页（data.data 为数组）';
      rows = data.data;
      break;
    case 'list':
      if (Array.isArray(data)) rows = data;
      else if (reply.alsoAt === 'data.data' && isRecord(data) && Array.isArray(data.data)) rows = data.data;
      else return '应为数组';
      break;
    case 'object':
    case 'file-or-task':
      if (data === null || data === undefined) return null;
      if (!isRecord(data)) return '应为对象';
      rows = [reply.alsoAt === 'data.data' && isRecord(data.data) ? data.data : data];
      break;
    default:
      return null;
  }
  if (!named) return null;
  const extra = extraFields(rows, named);
  return extra.length ? `应答字段不在接口约定中：${extra.join(',')}` : null;
}

/** The answer with each row (of a page or list) or the object cut to the fields its entry names. */
export function asSpecified(key: string, entry: Entry, data: unknown): unknown {
  const fields = entry.reply?.fields;
  if (!fields || !data || typeof data !== 'object') return data;
  const keep = answered(key, fields);
  const cut = (row: unknown) => {
    if (!isRecord(row)) return row;
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(row)) if (keep.has(k)) out[k] = row[k];
    return out;
  };
  if (Array.isArray(data)) return data.map(cut);
  const shape = entry.reply?.shape;
  if ((shape === 'page' || shape === 'list') && Array.isArray((data as { data?: unknown }).data))
    return { ...data, data: (data as { data: unknown[] }).data.map(cut) };
  if (shape !== 'object' && shape !== 'file-or-task') return data;
  // An object the spec also writes one level down (01 §7 "returns data.data with wanFullUri").
  const inner = (data as { data?: unknown }).data;
  if (entry.reply?.alsoAt === 'data.data' && isRecord(inner)) return { ...data, data: cut(inner) };
  return cut(data);
}

export type AnswerCheck = 'off' | 'log' | 'strict';

/** Applies the check to a successful answer; returns normally when it passes or is only logged. */
export function checkAnswer(mode: AnswerCheck, logFile: string | null, key: string, entry: Entry, data: unknown): void {
  if (mode === 'off') return;
  const diff = answerMismatch(entry, data, key);
  if (!diff) return;
  if (mode === 'strict') throw new ApiError(500, 50, `${diff}（${key}）`, 'CONTRACT_ANSWER');
  const line = `${JSON.stringify({ key, diff })}\n`;
  if (logFile) appendFileSync(logFile, line);
  else process.stderr.write(`answer outside the contract: ${line}`);
}
