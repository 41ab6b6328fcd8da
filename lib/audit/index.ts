import 'server-only';
import { channel } from 'node:diagnostics_channel';
import { closeSync, existsSync, openSync, readSync, statSync, writeSync } from 'node:fs';
import { config } from '@/lib/config';
import { GENESIS, hashLine } from './chain';
import { maskUntrusted, maskValue } from './mask';

export type AuditOutcome =
  | 'ok'
  | 'business error'
  | 'session expired'
  | 'timeout'
  | 'upstream error'
  | 'decrypt failed'
  | 'denied'
  /** A guarded page or route that does not exist. */
  | 'not found'
  | 'bad request'
  /** Sign-in refused after too many failures (login throttling). */
  | 'throttled'
  /** The shared store (lib/store) could not be reached. */
  | 'store unavailable';

/** What a line is about: a read, a change, a sign-in or sign-out, or something the console refused. */
export type AuditKind = 'read' | 'write' | 'auth' | 'refusal';

export interface AuditEntry {
  event: 'call' | 'login' | 'logout' | 'refusal';
  /** Set by the gate for calls (a call with a record in records.ts is a write); else from `event`. */
  kind?: AuditKind;
  /** The action in Chinese, as the operator saw it (表单、按钮): records.ts, or the read's kind. */
  action?: string;
  /** Which record(s) a write touched: identifiers whole, a list of codes as its count and every code. */
  target?: Record<string, unknown>;
  /** What a write changed: the field names; for money the direction, amount and unit. */
  change?: Record<string, unknown>;
  /** An approval's decision (通过, 拒绝, 强制通过 …). */
  decision?: string;
  requestId: string;
  method: string;
  path: string;
  outcome: AuditOutcome;
  httpStatus: number;
  envelopeStatus?: number | null;
  empId?: string;
  loginId?: string;
  realName?: string;
  role?: string;
  productCode?: string;
  screen?: string | null;
  durationMs: number;
  bytes?: number;
  /** Declared, non-personal body fields of the call (`field=rawMobile`: which value a reveal showed). */
  fields?: string;
  /** The SQL page's query text, personal data in literals masked. */
  sql?: string;
  /** A failed sign-in: the failures now counted for the login id in the throttling window. */
  failures?: number;
  /** The client address of a sign-in, masked (lib/session/client-address.ts). */
  client?: string;
  /** Why a call was refused or failed, in a few English words; never upstream text. */
  reason?: string;
  /** The contract key of a call sent under the deployer's overrides (UPSTREAM_CONTRACT_OVERRIDES). */
  overridden?: string;
  /** A batch's per-row outcome as the upstream answered it: rows done, rows failed, the failed codes. */
  result?: { ok: number; failed: number; failedCodes?: string[] };
  /** A refused request's query string, as it came (masked like a path). */
  query?: string;
  /** A refused body's fields that no declaration names, with their values (masked, lib/audit/mask.ts maskUntrusted). */
  refused?: Record<string, unknown>;
}

/** What a request brought as it came: masked by meaning and by the digit net (lib/audit/mask.ts). */
const UNTRUSTED = new Set(['path', 'query', 'refused']);

// JSON.stringify escapes C0 controls already; U+2028/2029, DEL and C1 controls it leaves raw, and
// some log readers treat them as line breaks or terminal escapes.
const UNSAFE = /[\u007f-\u009f\u2028\u2029]/g;
const escapeUnsafe = (s: string) => s.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Outcomes that refuse whatever the line is about: a missing right, an unknown page, throttling, an ended session. */
const REFUSED = new Set<AuditOutcome>(['denied', 'not found', 'throttled', 'session expired']);

/** The kind of a line the writer did not say: sign-ins and sign-outs are auth, refusals refusal, else a read. */
export function kindOf(entry: AuditEntry): AuditKind {
  if (entry.event === 'refusal' || REFUSED.has(entry.outcome)) return 'refusal';
  if (entry.event === 'login' || entry.event === 'logout') return 'auth';
  return entry.kind ?? 'read';
}

/** Builds the masked line body (lib/audit/mask.ts: by each field's meaning); exported for tests. */
export function auditRecord(entry: AuditEntry, now = new Date()): Record<string, unknown> {
  const record: Record<string, unknown> = { time: now.toISOString(), kind: kindOf(entry) };
  if (!entry.action && (entry.event === 'login' || entry.event === 'logout')) record.action = entry.event === 'login' ? '登录' : '退出登录';
  for (const [key, value] of Object.entries(entry)) {
    if (value === undefined || key === 'kind') continue;
    // A refused request's path is free text (it matched no declaration); an admitted one's is a declared shape.
    record[key] = UNTRUSTED.has(key) && (key !== 'path' || record.kind === 'refusal') ? maskUntrusted(key, value) : maskValue(key, value);
  }
  if (record.change) record.change = wholeOrHashed(record.change as Record<string, unknown>);
  return record;
}

/** The longest change a line carries whole (its JSON); a longer one is its field names and the hash of the whole. */
export const CHANGE_MAX = 4000;

/** A change as the line carries it: whole, never cut; past CHANGE_MAX, the fields it names and the SHA-256 of its (masked) whole. */
function wholeOrHashed(change: Record<string, unknown>): Record<string, unknown> {
  const text = JSON.stringify(change);
  if (text.length <= CHANGE_MAX) return change;
  const fields = Array.isArray(change.fields) ? change.fields : Object.keys(change);
  return { fields, sha256: hashLine(text), length: text.length };
}

interface Writer {
  prev: string;
  /** The file opened for appending ('a': every write lands at its end, whoever else appends). */
  fd: number | null;
  fileName: string | null;
}

// One writer per process even when Next bundles this module into several server chunks: two
// writers would each keep their own `prev` and break the chain.
const WRITER = Symbol.for('console.audit.writer');
const g = globalThis as typeof globalThis & { [WRITER]?: Writer };

function lastLineHash(path: string): string {
  if (!existsSync(path)) return GENESIS;
  const size = statSync(path).size;
  if (size === 0) return GENESIS;
  const fd = openSync(path, 'r');
  try {
    let readLen = Math.min(size, 64 * 1024);
    for (;;) {
      const buf = Buffer.alloc(readLen);
      readSync(fd, buf, 0, readLen, size - readLen);
      const text = buf.toString('utf8').replace(/\n$/, '');
      const cut = text.lastIndexOf('\n');
      if (cut >= 0 || readLen === size) return hashLine(cut >= 0 ? text.slice(cut + 1) : text);
      readLen = Math.min(size, readLen * 4);
    }
  } finally {
    closeSync(fd);
  }
}

function writer(): Writer {
  const fileName = config().auditLogFile;
  let w = g[WRITER];
  if (!w || w.fileName !== fileName) {
    w = {
      prev: fileName ? lastLineHash(fileName) : GENESIS,
      fd: fileName ? openSync(fileName, 'a') : null,
      fileName,
    };
    g[WRITER] = w;
  }
  return w;
}

/**
 * Writes a call's line before its answer leaves: the file gets it synchronously (in the kernel's
 * page cache, so a killed process loses none; a machine that loses power may still lose the last
 * lines, as with any unsynced file). A buffered stream lost every line still in its buffer when
 * the process was killed. The cost per line is in the bench (npm run bench, part audit).
 */
export function audit(entry: AuditEntry): void {
  const started = performance.now();
  const w = writer();
  const line = escapeUnsafe(JSON.stringify({ ...auditRecord(entry), prev: w.prev }));
  w.prev = hashLine(line);
  if (w.fd !== null) appendAll(w.fd, Buffer.from(`${line}\n`));
  if (config().auditStdout) process.stdout.write(`${line}\n`);
  if (lines.hasSubscribers)
    lines.publish({
      event: entry.event,
      outcome: entry.outcome,
      reason: entry.reason ?? null,
      seconds: (performance.now() - started) / 1000,
    });
}

/** Each line written: its event, its reason and the time it took (lib/ops/metrics.ts listens). */
export const AUDIT_CHANNEL = 'console.audit.line';
export type AuditLineEvent = { event: AuditEntry['event']; outcome: AuditOutcome; reason: string | null; seconds: number };
const lines = channel(AUDIT_CHANNEL);

/** writeSync may write less than asked (a full disk, a signal): the rest follows. */
function appendAll(fd: number, bytes: Buffer): void {
  for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at);
}

/** Closes the file (graceful stop); every line is in it already. A later line opens it again. */
export async function closeAudit(): Promise<void> {
  const w = g[WRITER];
  g[WRITER] = undefined;
  if (w?.fd != null) closeSync(w.fd);
}
