import 'server-only';
import { channel } from 'node:diagnostics_channel';
import { closeSync, existsSync, openSync, readSync, statSync, writeSync } from 'node:fs';
import { config } from '@/lib/config';
import { maskDigitsIn, maskName } from '@/lib/format/mask';
import { GENESIS, hashLine } from './chain';

export type AuditOutcome =
  | 'ok'
  | 'business error'
  | 'session expired'
  | 'timeout'
  | 'upstream error'
  | 'decrypt failed'
  | 'denied'
  | 'bad request'
  /** Sign-in refused after too many failures (login throttling). */
  | 'throttled'
  /** The shared store (lib/store) could not be reached. */
  | 'store unavailable';

export interface AuditEntry {
  event: 'call' | 'login' | 'logout' | 'refusal';
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
}

// JSON.stringify escapes C0 controls already; U+2028/2029, DEL and C1 controls it leaves raw, and
// some log readers treat them as line breaks or terminal escapes.
const UNSAFE = /[\u007f-\u009f\u2028\u2029]/g;
const escapeUnsafe = (s: string) => s.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

function clean(key: string, value: unknown): unknown {
  // The SQL page's query is what an auditor reads whole (masked); other values are short.
  return typeof value === 'string' ? maskDigitsIn(value).slice(0, key === 'sql' ? 4000 : 300) : value;
}

/** Builds the masked line body; exported for tests. */
export function auditRecord(entry: AuditEntry, now = new Date()): Record<string, unknown> {
  const record: Record<string, unknown> = { time: now.toISOString() };
  for (const [key, value] of Object.entries(entry)) {
    if (value === undefined) continue;
    record[key] = key === 'realName' && typeof value === 'string' ? maskName(value) : clean(key, value);
  }
  return record;
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
