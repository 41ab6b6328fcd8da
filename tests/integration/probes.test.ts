// Issue 38: the probes an operations team points its load balancer at. GET /healthz and GET
// /readyz need no session, carry no data, are never audited nor sent to /Login; /readyz answers
// 503 with its reason while the upstream's key or the shared store is missing.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort, startConsole, type Running } from '../../scripts/servers.ts';
import { auditDuring, auditLines } from '../support/audit-file';
import { ConsoleClient } from '../support/console-client';
import { startUpstream, type RunningUpstream } from '../support/upstream-process';

const base = inject('consoleUrl');
const auditFile = inject('auditFile');
const SECRET = 'probes-secret-0123456789abcdef-0123456789abc';

describe('the probes on the shared console', () => {
  it('/healthz and /readyz answer 200 without a session, with nothing but their state', async () => {
    const health = await fetch(`${base}/healthz`, { redirect: 'manual' });
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });
    const ready = await fetch(`${base}/readyz`, { redirect: 'manual' });
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true });
    expect(ready.headers.get('set-cookie')).toBeNull();
    expect(ready.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('a probe with a stale session cookie is still answered, not redirected to /Login', async () => {
    const res = await fetch(`${base}/readyz`, { redirect: 'manual', headers: { cookie: 'console_session=stale' } });
    expect(res.status).toBe(200);
  });

  it('a probe writes no audit line', async () => {
    const client = new ConsoleClient(base);
    // An audited refusal after the probes: once its line is in the file, the probes' would be too.
    const { own } = await auditDuring(auditFile, async () => {
      await fetch(`${base}/healthz`);
      await fetch(`${base}/readyz`);
      return client.api('/admin/dict/page', {});
    });
    expect(own).toHaveLength(1);
    expect(auditLines(auditFile).filter((l) => /healthz|readyz/.test(l.path))).toEqual([]);
  });
});

describe('/readyz on a console that cannot work', () => {
  let upstream: RunningUpstream;
  const consoles: Running[] = [];
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(async () => {
    await Promise.all(consoles.map((c) => c.stop()));
    await upstream?.stop();
  });

  it('answers 503 "upstream key not loaded" while the upstream is away, /healthz 200', async () => {
    const dead = `http://127.0.0.1:${await freePort()}`;
    const c = await startConsole({ UPSTREAM_URL: dead, SESSION_SECRET: SECRET, AUDIT_STDOUT: '0' });
    consoles.push(c);
    const res = await fetch(`${c.url}/readyz`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ ready: false, reason: 'upstream key not loaded' });
    expect((await fetch(`${c.url}/healthz`)).status).toBe(200);
  });

  it('answers 503 "store unavailable" while REDIS_URL names a Redis that is not running', async () => {
    const c = await startConsole({
      UPSTREAM_URL: upstream.url,
      SESSION_SECRET: SECRET,
      AUDIT_STDOUT: '0',
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
      STORE_TIMEOUT_MS: '300',
    });
    consoles.push(c);
    const res = await fetch(`${c.url}/readyz`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ ready: false, reason: 'store unavailable' });
  });

  it('answers 200 on a console that reaches its upstream (no Redis named)', async () => {
    const c = await startConsole({ UPSTREAM_URL: upstream.url, SESSION_SECRET: SECRET, AUDIT_STDOUT: '0' });
    consoles.push(c);
    expect((await fetch(`${c.url}/readyz`)).status).toBe(200);
  });
});
