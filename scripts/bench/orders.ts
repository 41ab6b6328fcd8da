// node scripts/bench/orders.ts: the orders issue's two figures, each against a baseline of the same
// run on the same machine (a fresh reference upstream with its 200 000 orders, one production
// console with the bench routes):
//   1. GET /OrderPagePos over the last 90 days of orders (first page fetched from the upstream
//      during the render) against GET /bench/minimal, A B B A at concurrency 1 and 8;
//   2. the whole order table exported through the console (a streamed .xlsx the upstream builds
//      from a cursor, decrypted on the way): the console's VmRSS sampled every 20 ms, its growth
//      over the value just before the download (limit 64 MB), after one small warm-up export.
// Settings: BENCH_SECONDS (10), BENCH_WARMUP (2). Prints tables; exit 1 on a wrong answer or the
// RSS limit broken.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { startConsole, startUpstream } from '../servers.ts';
import { abba, round } from './load.ts';
import { machine, MB, rssBytes, runMain, tempDir, track } from './procs.ts';
import { MINIMAL, type PageSpec, pageTarget } from './render.ts';
import { heading, table } from './report.ts';
import { apiHeaders, signIn } from './session.ts';

const seconds = Number(process.env.BENCH_SECONDS || 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP || 2);
const RSS_LIMIT_MB = 64;
const RANGE = `startDate=${encodeURIComponent('2026-08-23 00:00:00')}&endDate=${encodeURIComponent('2026-11-20 23:59:59')}`;
const SCREEN = { path: `/OrderPagePos?${RANGE}`, expect: '>20</td>' };
const EXPORT_PATH = '/api/admin/export/pos-order-export';

function post(url: string, headers: http.OutgoingHttpHeaders, body: string) {
  return new Promise<{ status: number; bytes: number; seconds: number; type: string }>((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const req = http.request(url, { method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          bytes,
          seconds: Number(process.hrtime.bigint() - t0) / 1e9,
          type: String(res.headers['content-type'] ?? ''),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

runMain(async () => {
  const dir = tempDir('orders-bench-');
  const seedStart = performance.now();
  const upstream = track(
    await startUpstream(
      { UPSTREAM_DATA_DIR: `${dir}/upstream`, UPSTREAM_CAPTCHA_CODE: 'TEST' },
      { isolatePrefix: 'UPSTREAM_', timeoutMs: 300_000 },
    ),
  );
  const seeded = /seeded demo data in (\d+) ms/.exec(upstream.stderr())?.[1];
  const server = track(
    await startConsole({
      UPSTREAM_URL: upstream.url,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      AUDIT_LOG_FILE: `${dir}/audit.log`,
      AUDIT_STDOUT: '0',
      CONSOLE_BENCH: '1',
    }),
  );
  const pid = server.child.pid!;
  const admin = await signIn(server.url, 'admin');
  console.log(`machine: ${JSON.stringify(machine())}`);
  console.log(`upstream seeded in ${seeded ?? '?'} ms (started in ${round((performance.now() - seedStart) / 1000, 1)} s)`);
  const failures: string[] = [];

  console.log(heading(`1. GET ${SCREEN.path} (admin, 20 rows of 150 000) vs GET /bench/minimal`));
  const cpu = { console: pid, upstream: upstream.child.pid! };
  const page = (p: PageSpec, cookie: boolean) => pageTarget(server.url, p, cookie ? admin : null, cpu);
  const rows = [];
  for (const c of [1, 8]) {
    const [minimal, screen] = await abba(page(MINIMAL, false), page(SCREEN, true), c, seconds, warmupSeconds);
    if (minimal.errors + screen.errors)
      failures.push(`render errors at ${c}: ${JSON.stringify({ ...minimal.errorKinds, ...screen.errorKinds })}`);
    rows.push([
      c,
      minimal.rps,
      screen.rps,
      round(screen.rps / minimal.rps, 3),
      minimal.p50Ms,
      screen.p50Ms,
      round(screen.p50Ms - minimal.p50Ms, 1),
      screen.p99Ms,
    ]);
  }
  console.log(table(['conc', 'minimal rps', 'screen rps', 'rps ratio', 'minimal p50', 'screen p50', 'p50 added ms', 'screen p99'], rows));

  console.log(heading(`2. POST ${EXPORT_PATH} of the whole table (200 000 orders) through the console: console RSS`));
  const headers = { ...apiHeaders(admin, 'OrderPagePos'), 'x-export-name': encodeURIComponent('POS订单'), 'x-export-ext': 'xlsx' };
  const warm = await post(`${server.url}${EXPORT_PATH}`, headers, JSON.stringify({ startDate: '2026-11-20', endDate: '2026-11-20' }));
  if (warm.status !== 200) failures.push(`warm-up export: HTTP ${warm.status}`);
  const baseline = rssBytes(pid);
  let peak = baseline;
  let samples = 0;
  const timer = setInterval(() => {
    const rss = rssBytes(pid);
    if (rss > peak) peak = rss;
    samples++;
  }, 20);
  const full = await post(`${server.url}${EXPORT_PATH}`, headers, JSON.stringify({})).finally(() => clearInterval(timer));
  const growth = round((peak - baseline) / MB, 1);
  if (full.status !== 200 || !full.type.includes('spreadsheetml')) failures.push(`export: HTTP ${full.status} ${full.type}`);
  if (growth >= RSS_LIMIT_MB) failures.push(`console RSS grew ${growth} MB (limit ${RSS_LIMIT_MB})`);
  console.log(
    table(
      ['file MB', 'seconds', 'MB/s', 'RSS before MB', 'RSS peak MB', 'growth MB', 'samples'],
      [
        [
          round(full.bytes / MB, 1),
          round(full.seconds, 2),
          round(full.bytes / MB / full.seconds, 1),
          round(baseline / MB, 1),
          round(peak / MB, 1),
          `${growth} (< ${RSS_LIMIT_MB}: ${growth < RSS_LIMIT_MB ? 'ok' : 'FAIL'})`,
          samples,
        ],
      ],
    ),
  );
  for (const f of failures) console.log(`  ${f}`);
  return failures.length ? 1 : 0;
});
