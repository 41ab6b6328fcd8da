// Issue 38: Prometheus metrics on their own port (METRICS_PORT), behind a bearer token when
// METRICS_TOKEN is set, never on the console's origin. Debian's prometheus scrapes the console
// every second and a series is read back through its HTTP API. No skip: without the prometheus
// binary this file fails.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startConsole, type Running } from '../../scripts/servers.ts';
import { ConsoleClient, signedIn } from '../support/console-client';
import { startUpstream, type RunningUpstream } from '../support/upstream-process';

const SECRET = 'metrics-secret-0123456789abcdef-0123456789abc';
const TOKEN = 'metrics-token-0123456789';
const AT = { 'x-console-screen': 'SystemCode' };

let dir: string;
let upstream: RunningUpstream;
let web: Running;
let metricsPort: number;
let prometheus: ChildProcess | null = null;
let promUrl: string;
let promLog = '';

beforeAll(async () => {
  dir = mkdtempSync(`${tmpdir()}/console-metrics-`);
  upstream = await startUpstream();
  metricsPort = await freePort();
  web = await startConsole({
    UPSTREAM_URL: upstream.url,
    SESSION_SECRET: SECRET,
    AUDIT_STDOUT: '0',
    METRICS_PORT: String(metricsPort),
    METRICS_TOKEN: TOKEN,
  });
  const promPort = await freePort();
  promUrl = `http://127.0.0.1:${promPort}`;
  writeFileSync(
    `${dir}/prometheus.yml`,
    [
      'global:',
      '  scrape_interval: 1s',
      'scrape_configs:',
      '  - job_name: console',
      '    scrape_interval: 1s',
      '    authorization:',
      `      credentials: ${TOKEN}`,
      '    static_configs:',
      `      - targets: ['127.0.0.1:${metricsPort}']`,
      '',
    ].join('\n'),
  );
  prometheus = spawn(
    'prometheus',
    [`--config.file=${dir}/prometheus.yml`, `--storage.tsdb.path=${dir}/data`, `--web.listen-address=127.0.0.1:${promPort}`],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  prometheus.stdout?.on('data', (c: Buffer) => (promLog = (promLog + c.toString()).slice(-8000)));
  prometheus.stderr?.on('data', (c: Buffer) => (promLog = (promLog + c.toString()).slice(-8000)));
  // A missing binary fails here (spawn error), never skips.
  await new Promise<void>((resolve, reject) => {
    prometheus!.once('error', reject);
    prometheus!.once('spawn', () => resolve());
  });
});

afterAll(async () => {
  if (prometheus && prometheus.exitCode === null && prometheus.signalCode === null) {
    const gone = new Promise((r) => prometheus!.once('exit', r));
    prometheus.kill('SIGTERM');
    const timer = setTimeout(() => prometheus?.kill('SIGKILL'), 5000);
    await gone;
    clearTimeout(timer);
  }
  await web?.stop();
  await upstream?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function query(q: string): Promise<Array<{ metric: Record<string, string>; value: [number, string] }>> {
  const res = await fetch(`${promUrl}/api/v1/query?query=${encodeURIComponent(q)}`);
  const body = (await res.json()) as {
    status: string;
    data: { result: Array<{ metric: Record<string, string>; value: [number, string] }> };
  };
  return body.status === 'success' ? body.data.result : [];
}

/** Polls Prometheus until the query has a result (it scrapes every second); the test's timeout bounds it. */
async function eventually(q: string, ok: (r: Awaited<ReturnType<typeof query>>) => boolean) {
  for (;;) {
    const r = await query(q).catch(() => []);
    if (ok(r)) return r;
    if (prometheus?.exitCode !== null) throw new Error(`prometheus exited:\n${promLog}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('Prometheus metrics', () => {
  it('are not on the console origin, and the metrics port wants the bearer token', async () => {
    const onOrigin = await fetch(`${web.url}/metrics`, { redirect: 'manual' });
    expect(onOrigin.headers.get('content-type') ?? '').not.toContain('text/plain; version=0.0.4');
    expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).status).toBe(401);
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    const text = await res.text();
    for (const name of [
      'console_requests_total',
      'console_upstream_seconds',
      'console_refusals_total',
      'console_store_errors_total',
      'console_store_reconnects_total',
      'console_audit_write_seconds',
      'console_audit_queue_bytes',
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(text, name).toContain(`# TYPE ${name}`);
  });

  it('Prometheus scrapes the series: requests by kind, upstream latency by declared call, refusals by reason', async () => {
    const admin = await signedIn(web.url, 'admin');
    expect((await admin.api('/admin/dict/page', { typeId: '1000' }, AT)).status).toBe(200);
    expect((await new ConsoleClient(web.url).api('/admin/dict/page', {}, AT)).status).toBe(401);
    const api = await eventually(
      'console_requests_total{kind="api",status_class="2xx"}',
      (r) => r.length === 1 && Number(r[0].value[1]) >= 1,
    );
    expect(api[0].metric).toMatchObject({ job: 'console', kind: 'api', status_class: '2xx' });
    const calls = await eventually('console_upstream_seconds_count{call="/admin/dict/page"}', (r) => r.length > 0);
    expect(calls[0].metric).toMatchObject({ method: 'POST', outcome: '2xx' });
    await eventually('console_refusals_total{reason="no session"}', (r) => r.length === 1 && Number(r[0].value[1]) >= 1);
    await eventually('up{job="console"}', (r) => r.length === 1 && r[0].value[1] === '1');
    // Prometheus's own scrapes of the metrics port are not the console's requests.
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    expect(text).not.toMatch(/console_requests_total\{kind="page",status_class="2xx"\}/);
  });
});
