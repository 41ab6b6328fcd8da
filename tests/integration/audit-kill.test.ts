// Issue 38: no audit line is lost to a killed process. Each call's line is in the file before its
// answer leaves (lib/audit: a synchronous append), so after kill -9 right behind the last answer,
// every answered call's request id has its line, and the chain of the file is whole.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyChain } from '../../lib/audit/chain';
import { startConsole, type Running } from '../../scripts/servers.ts';
import { auditLines } from '../support/audit-file';
import { ConsoleClient, signedIn } from '../support/console-client';
import { startUpstream, type RunningUpstream } from '../support/upstream-process';

const SECRET = 'audit-kill-secret-0123456789abcdef-0123456789';
const AT = { 'x-console-screen': 'SystemCode' };

let dir: string;
let upstream: RunningUpstream;
let web: Running;

beforeAll(async () => {
  dir = mkdtempSync(`${tmpdir()}/console-audit-kill-`);
  upstream = await startUpstream();
});

afterAll(async () => {
  await web?.stop();
  await upstream?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('audit lines survive kill -9', () => {
  it("every answered call's line is in the file after the console is killed right behind the answers", async () => {
    const auditFile = `${dir}/audit.log`;
    web = await startConsole({ UPSTREAM_URL: upstream.url, SESSION_SECRET: SECRET, AUDIT_LOG_FILE: auditFile, AUDIT_STDOUT: '0' });
    const admin = await signedIn(web.url, 'admin');
    const stranger = new ConsoleClient(web.url);
    const ids: string[] = [];
    // Calls and refusals, many at once, so lines pile up as a buffered writer would hold them.
    for (let round = 0; round < 4; round++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          i % 5 === 0 ? stranger.api('/admin/dict/page', {}, AT) : admin.api('/admin/dict/page', { typeId: '1000' }, AT),
        ),
      );
      for (const res of answers) {
        expect([200, 401]).toContain(res.status);
        ids.push(res.headers.get('x-request-id') ?? 'missing');
      }
    }
    const exited = new Promise((resolve) => web.child.once('exit', resolve));
    web.child.kill('SIGKILL');
    await exited;
    const written = new Set(auditLines(auditFile).map((l) => l.requestId));
    const lost = ids.filter((id) => !written.has(id));
    expect(lost).toEqual([]);
    expect(verifyChain(readFileSync(auditFile, 'utf8'))).toMatchObject({ ok: true });
  });
});
