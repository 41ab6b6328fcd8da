// The audit writer's cost per line (issue 38): a synchronous append (lib/audit: the line is in the
// file before the call's answer leaves) against the buffered WriteStream it replaced, in the same
// run, same file system, same lines; alternating A B B A. The stream's cost on the request path is
// its write() call alone (the file write runs later on the thread pool), shown beside its total
// with the flush. Runs as part `audit` of `npm run bench`, or alone: `node scripts/bench/audit.ts`.
import { closeSync, createWriteStream, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { table } from './report.ts';

export interface AuditFigures {
  lines: number;
  lineBytes: number;
  syncUsPerLine: number;
  streamCallUsPerLine: number;
  streamTotalUsPerLine: number;
  /** sync / stream write() calls: what the request path pays more. */
  ratioToStreamCall: number;
  /** sync / stream including its flush: the work done in all. */
  ratioToStreamTotal: number;
}

// A typical call's line (about the size the proxy writes).
const sample = (i: number) =>
  `${JSON.stringify({
    time: new Date().toISOString(),
    event: 'call',
    requestId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    method: 'POST',
    path: '/admin/member/component',
    outcome: 'ok',
    httpStatus: 200,
    envelopeStatus: 20,
    empId: 'E0001',
    loginId: 'admin',
    realName: '管*员',
    role: 'PRODUCT',
    productCode: 'all',
    screen: 'MemberList',
    durationMs: 3,
    bytes: 2048,
    prev: 'f'.repeat(64),
  })}\n`;

function syncRun(file: string, lines: string[]): number {
  const fd = openSync(file, 'a');
  const started = performance.now();
  for (const line of lines) {
    const bytes = Buffer.from(line);
    for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at);
  }
  const ms = performance.now() - started;
  closeSync(fd);
  return ms;
}

async function streamRun(file: string, lines: string[]): Promise<{ callMs: number; totalMs: number }> {
  const stream = createWriteStream(file, { flags: 'a' });
  await new Promise((r) => stream.once('open', r));
  const started = performance.now();
  for (const line of lines) stream.write(line);
  const callMs = performance.now() - started;
  await new Promise<void>((r) => stream.end(r));
  return { callMs, totalMs: performance.now() - started };
}

export async function benchAudit(lines = 20_000): Promise<AuditFigures> {
  const dir = mkdtempSync(`${tmpdir()}/audit-bench-`);
  try {
    const text = Array.from({ length: lines }, (_, i) => sample(i));
    // Warm-up, then A B B A.
    syncRun(`${dir}/warm-sync.log`, text);
    await streamRun(`${dir}/warm-stream.log`, text);
    let sync = 0;
    const stream = { callMs: 0, totalMs: 0 };
    for (const [i, side] of ['sync', 'stream', 'stream', 'sync'].entries()) {
      if (side === 'sync') sync += syncRun(`${dir}/sync-${i}.log`, text);
      else {
        const r = await streamRun(`${dir}/stream-${i}.log`, text);
        stream.callMs += r.callMs;
        stream.totalMs += r.totalMs;
      }
    }
    const us = (ms: number) => Math.round((ms * 1000 * 100) / (2 * lines)) / 100;
    const f = {
      lines,
      lineBytes: Buffer.byteLength(text[0]),
      syncUsPerLine: us(sync),
      streamCallUsPerLine: us(stream.callMs),
      streamTotalUsPerLine: us(stream.totalMs),
    };
    return {
      ...f,
      ratioToStreamCall: Math.round((f.syncUsPerLine / f.streamCallUsPerLine) * 100) / 100,
      ratioToStreamTotal: Math.round((f.syncUsPerLine / f.streamTotalUsPerLine) * 100) / 100,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function auditTable(f: AuditFigures): string {
  return table(
    ['writer', 'µs per line', 'sync / this'],
    [
      ['sync append (openSync a + writeSync)', f.syncUsPerLine, 1],
      ['WriteStream: write() calls (request path)', f.streamCallUsPerLine, f.ratioToStreamCall],
      ['WriteStream: with its flush', f.streamTotalUsPerLine, f.ratioToStreamTotal],
    ],
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const f = await benchAudit();
  console.log(`${f.lines} lines of ${f.lineBytes} bytes per run, A B B A\n${auditTable(f)}`);
}
