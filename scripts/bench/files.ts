// Bench part 4, files: a 200 MB export streamed through the console (the upstream encrypts it,
// the console decrypts it on the way) against the same export fetched from the upstream directly
// (the encrypted bytes, only read). While the console streams, its VmRSS is sampled every 20 ms:
// the growth over the value just before the download must stay under 64 MB.
import http from 'node:http';
import { encryptRequest } from '../../lib/upstream/crypto.ts';
import type { ConsoleClient } from '../../tests/support/console-client.ts';
import { round, selfCpuSeconds } from './load.ts';
import { cpuSeconds, MB, rssBytes } from './procs.ts';
import { cpuTable, table } from './report.ts';
import { apiHeaders } from './session.ts';

export const EXPORT_MB = 200;
export const RSS_LIMIT_MB = 64;
const EXPORT_PATH = '/admin/export/sql';
const EXPORT_BODY = { size: EXPORT_MB };
/** The scheme-v1 file framing: IV (12) + tag (16) around the ciphertext. */
const WIRE_OVERHEAD = 28;

interface Download {
  status: number;
  bytes: number;
  seconds: number;
  contentType: string;
}

/** POSTs and reads the answer to the end, counting the bytes. */
function download(url: string, headers: http.OutgoingHttpHeaders, body: string): Promise<Download> {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const req = http.request(url, { method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          bytes,
          seconds: Number(process.hrtime.bigint() - t0) / 1e9,
          contentType: String(res.headers['content-type'] ?? ''),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Samples a process's VmRSS every `everyMs` until stopped; the peak and the sampling gaps. */
function rssSampler(pid: number, everyMs = 20) {
  let peak = rssBytes(pid);
  let samples = 1;
  let last = performance.now();
  let maxGap = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    maxGap = Math.max(maxGap, now - last);
    last = now;
    const rss = rssBytes(pid);
    if (rss > peak) peak = rss;
    samples++;
  }, everyMs);
  return () => {
    clearInterval(timer);
    return { peak, samples, maxGapMs: round(maxGap, 1) };
  };
}

export interface FilesFigures {
  sizeMB: number;
  rounds: number;
  directSeconds: number[];
  consoleSeconds: number[];
  /** mean console time / mean direct time */
  timeRatio: number;
  consoleMBps: number;
  directMBps: number;
  rssBaselineMB: number;
  /** The largest growth over the baseline taken just before each console download. */
  rssPeakGrowthMB: number;
  /** Growth of each console download in turn: the first one fills what the process keeps. */
  rssGrowthPerRoundMB: number[];
  rssSamples: number;
  rssMaxGapMs: number;
  bytesOk: boolean;
  problems: string[];
  /** CPU seconds per 200 MB download of each process (pid 0: the bench, reading), each side. */
  cpuPerDownload: { direct: Record<string, number>; console: Record<string, number> };
}

export async function benchFiles(o: {
  consoleUrl: string;
  consolePid: number;
  upstreamUrl: string;
  admin: ConsoleClient;
  token: string;
  pem: string;
  rounds: number;
  /** Processes to account CPU time to, by name (pid 0: this one). */
  cpu: Record<string, number>;
}): Promise<FilesFigures> {
  const expected = EXPORT_MB * MB;
  const problems: string[] = [];
  const cpuNow = () => Object.entries(o.cpu).map(([name, pid]) => [name, pid === 0 ? selfCpuSeconds() : cpuSeconds(pid)] as const);
  const cpuSpent = { direct: {} as Record<string, number>, console: {} as Record<string, number> };
  /** Runs one download, adding the CPU time each process spent during it to `side`. */
  const counted = async (side: Record<string, number>, run: () => Promise<number>) => {
    const before = cpuNow();
    const seconds = await run();
    const after = cpuNow();
    before.forEach(([name, t0], i) => (side[name] = (side[name] ?? 0) + after[i][1] - t0));
    return seconds;
  };
  const direct = async () => {
    const sealed = JSON.stringify(encryptRequest(JSON.stringify(EXPORT_BODY), o.pem).body);
    const d = await download(
      `${o.upstreamUrl}${EXPORT_PATH}`,
      { authorization: `Bearer ${o.token}`, 'content-type': 'application/json' },
      sealed,
    );
    if (d.status !== 200 || d.bytes !== expected + WIRE_OVERHEAD)
      problems.push(`direct download: HTTP ${d.status}, ${d.bytes} bytes (expected ${expected + WIRE_OVERHEAD})`);
    return d.seconds;
  };
  const roundGrowth: number[] = [];
  let baseline = 0;
  let samples = 0;
  let maxGap = 0;
  const viaConsole = async () => {
    baseline = rssBytes(o.consolePid);
    const stop = rssSampler(o.consolePid);
    const d = await download(`${o.consoleUrl}/api${EXPORT_PATH}`, apiHeaders(o.admin, 'SQLPage'), JSON.stringify(EXPORT_BODY)).catch(
      (error: unknown) => {
        stop();
        throw error;
      },
    );
    const s = stop();
    roundGrowth.push(round((s.peak - baseline) / MB, 1));
    samples += s.samples;
    maxGap = Math.max(maxGap, s.maxGapMs);
    if (d.status !== 200 || d.bytes !== expected)
      problems.push(`console download: HTTP ${d.status} ${d.contentType}, ${d.bytes} bytes (expected ${expected})`);
    return d.seconds;
  };

  // The first download of a process loads and compiles the download path (tens of MB that stay,
  // whatever the file's size: 20 MB and 200 MB files grew it alike). One small download first, so
  // the figure is the growth the 200 MB stream itself causes.
  const warm = await download(
    `${o.consoleUrl}/api${EXPORT_PATH}`,
    apiHeaders(o.admin, 'SQLPage'),
    JSON.stringify({ ...EXPORT_BODY, size: 8 }),
  );
  if (warm.status !== 200 || warm.bytes !== 8 * MB) problems.push(`warm-up download: HTTP ${warm.status}, ${warm.bytes} bytes`);

  // A B B A again, so the two sides see the same machine.
  const directSeconds: number[] = [];
  const consoleSeconds: number[] = [];
  for (let i = 0; i < o.rounds; i++) {
    const d = () => counted(cpuSpent.direct, direct).then((s) => directSeconds.push(s));
    const c = () => counted(cpuSpent.console, viaConsole).then((s) => consoleSeconds.push(s));
    if (i % 2 === 0) {
      await d();
      await c();
    } else {
      await c();
      await d();
    }
  }
  const mean = (xs: number[]) => xs.reduce((t, x) => t + x, 0) / xs.length;
  return {
    sizeMB: EXPORT_MB,
    rounds: o.rounds,
    directSeconds: directSeconds.map((s) => round(s, 3)),
    consoleSeconds: consoleSeconds.map((s) => round(s, 3)),
    timeRatio: round(mean(consoleSeconds) / mean(directSeconds), 3),
    consoleMBps: round(EXPORT_MB / mean(consoleSeconds), 1),
    directMBps: round(EXPORT_MB / mean(directSeconds), 1),
    rssBaselineMB: round(baseline / MB, 1),
    rssPeakGrowthMB: Math.max(...roundGrowth),
    rssGrowthPerRoundMB: roundGrowth,
    rssSamples: samples,
    rssMaxGapMs: maxGap,
    bytesOk: problems.length === 0,
    problems,
    cpuPerDownload: {
      direct: perDownload(cpuSpent.direct, o.rounds),
      console: perDownload(cpuSpent.console, o.rounds),
    },
  };
}

const perDownload = (spent: Record<string, number>, rounds: number) =>
  Object.fromEntries(Object.entries(spent).map(([name, s]) => [name, round(s / rounds, 3)]));

export function filesTable(f: FilesFigures): string {
  const mean = (xs: number[]) => round(xs.reduce((t, x) => t + x, 0) / xs.length, 3);
  const main = table(
    [
      'export',
      'direct s (mean)',
      'console s (mean)',
      'time ratio',
      'direct MB/s',
      'console MB/s',
      'RSS before MB',
      'RSS peak growth MB',
      'growth per round MB',
      'bytes exact',
    ],
    [
      [
        `${f.sizeMB} MB x ${f.rounds}`,
        mean(f.directSeconds),
        mean(f.consoleSeconds),
        f.timeRatio,
        f.directMBps,
        f.consoleMBps,
        f.rssBaselineMB,
        `${f.rssPeakGrowthMB} (< ${RSS_LIMIT_MB}: ${f.rssPeakGrowthMB < RSS_LIMIT_MB ? 'ok' : 'FAIL'})`,
        f.rssGrowthPerRoundMB.join(' '),
        f.bytesOk,
      ],
    ],
  );
  // Three processes share the machine's cores during a console download, two during a direct one.
  const cpu = cpuTable([
    ['direct', { cpuMsPerRequest: f.cpuPerDownload.direct }],
    ['console', { cpuMsPerRequest: f.cpuPerDownload.console }],
  ]).replace('CPU ms per request', 'CPU seconds per download');
  return `${main}\n${cpu}`;
}
