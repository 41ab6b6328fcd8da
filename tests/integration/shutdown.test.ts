// Issue 38: a console instance stops gracefully on SIGTERM. It stops accepting connections, the
// call in flight (made slow by the upstream's fault switch) completes with its normal answer, its
// audit line is in the file, and the process exits 0.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConsole, type Running } from '../../scripts/servers.ts';
import { auditLines } from '../support/audit-file';
import { signedIn } from '../support/console-client';
import { startUpstream, type RunningUpstream } from '../support/upstream-process';

const SECRET = 'shutdown-secret-0123456789abcdef-0123456789ab';
const AT = { 'x-console-screen': 'SystemCode' };

let dir: string;
let upstream: RunningUpstream;
let web: Running;

beforeAll(async () => {
  dir = mkdtempSync(`${tmpdir()}/console-shutdown-`);
  upstream = await startUpstream();
});

afterAll(async () => {
  await web?.stop();
  await upstream?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const slow = (ms: number) =>
  fetch(`${upstream.url}/__test/slow`, { method: 'POST', body: JSON.stringify({ ms, forMs: ms ? 120_000 : 0 }) });
const slowed = async () => ((await (await fetch(`${upstream.url}/__test/slow`)).json()) as { data: { slowed: number } }).data.slowed;
const until = async (ok: () => Promise<boolean>) => {
  while (!(await ok())) await new Promise((r) => setTimeout(r, 25));
};

describe('graceful stop', () => {
  it('on SIGTERM the call in flight completes, its audit line is written, no new connection is taken, exit code 0', async () => {
    const auditFile = `${dir}/audit.log`;
    web = await startConsole({ UPSTREAM_URL: upstream.url, SESSION_SECRET: SECRET, AUDIT_LOG_FILE: auditFile, AUDIT_STDOUT: '0' });
    const admin = await signedIn(web.url, 'admin');
    // Rights are loaded and cached now: the call below makes one upstream call, the slow one.
    expect((await admin.api('/admin/dict/page', { typeId: '1000' }, AT)).status).toBe(200);
    await slow(1500);
    const exited = new Promise<number | null>((resolve) => web.child.once('exit', (code) => resolve(code)));
    const before = await slowed();
    const call = admin.api('/admin/dict/page', { typeId: '1000' }, AT);
    await until(async () => (await slowed()) > before);
    web.child.kill('SIGTERM');
    // Closed to new connections while the call is still held by the upstream.
    await until(async () => {
      try {
        await fetch(`${web.url}/healthz`, { headers: { connection: 'close' } });
        return false;
      } catch {
        return true;
      }
    });
    const res = await call;
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: number; data: { data: unknown[] } };
    expect(body.status).toBe(20);
    expect(body.data.data.length).toBeGreaterThan(0);
    expect(await exited).toBe(0);
    const id = res.headers.get('x-request-id');
    expect(auditLines(auditFile).filter((l) => l.requestId === id)).toMatchObject([{ outcome: 'ok', httpStatus: 200 }]);
    await slow(0);
  });

  it('a call still held when SHUTDOWN_GRACE_MS is over is cut, and the process still exits 0', async () => {
    await web?.stop();
    web = await startConsole({
      UPSTREAM_URL: upstream.url,
      SESSION_SECRET: SECRET,
      AUDIT_LOG_FILE: `${dir}/audit-2.log`,
      AUDIT_STDOUT: '0',
      SHUTDOWN_GRACE_MS: '300',
    });
    const admin = await signedIn(web.url, 'admin');
    expect((await admin.api('/admin/dict/page', { typeId: '1000' }, AT)).status).toBe(200);
    // Longer than the test's own timeout: only the grace period can end this call in time.
    await slow(100_000);
    const exited = new Promise<number | null>((resolve) => web.child.once('exit', (code) => resolve(code)));
    const before = await slowed();
    const call = admin.api('/admin/dict/page', { typeId: '1000' }, AT).then(
      () => 'answered',
      () => 'cut',
    );
    await until(async () => (await slowed()) > before);
    web.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(await call).toBe('cut');
    await slow(0);
  });
});
