// UPSTREAM_CONTRACT_OVERRIDES (contract/overrides.ts): the console adapts an assumed call to an
// upstream that serves it elsewhere, without a rebuild. The reference upstream plays that other
// upstream under UPSTREAM_REMAP (upstream/remap.ts) with the same file; an overrides file the
// contract cannot take stops the console at start-up with a message naming the call.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Running, startConsole } from '../../scripts/servers.ts';
import { auditLines } from '../support/audit-file';
import { signedIn } from '../support/console-client';
import { BANK, BANK_REMAP } from '../support/remap';
import { startUpstream, type RunningUpstream } from '../support/upstream-process';
import { clearRequests, seenRequests } from '../support/upstream-test-api';

const SECRET = 'overrides-secret-0123456789abcdef-0123456789';
const REMAP = BANK_REMAP;

let dir: string;
let upstream: RunningUpstream;
const file = (name: string, content: unknown) => {
  const path = `${dir}/${name}`;
  writeFileSync(path, JSON.stringify(content, null, 2));
  return path;
};

beforeAll(async () => {
  dir = mkdtempSync(`${tmpdir()}/overrides-`);
  upstream = await startUpstream({ env: { UPSTREAM_REMAP: file('remap.json', REMAP) } });
});
afterAll(async () => {
  await upstream?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** The console's start with an overrides file: its stderr when it refuses. */
async function refusal(overrides: string): Promise<string> {
  const started = await startConsole(
    { UPSTREAM_URL: upstream.url, SESSION_SECRET: SECRET, UPSTREAM_CONTRACT_OVERRIDES: overrides },
    { timeoutMs: 60_000 },
  ).catch((e: Error) => e);
  if (started instanceof Error) return started.message;
  const code = started.child.exitCode ?? (await new Promise((resolve) => started.child.once('exit', resolve)));
  expect(code).toBe(1);
  return started.stderr();
}

describe('an overrides file the contract cannot take', () => {
  it('stops the console, naming a call the spec writes itself', async () => {
    const bad = file('spec-call.json', { ...REMAP, 'POST /admin/standard/login': { path: '/login' } });
    expect(await refusal(bad)).toMatch(
      new RegExp(
        `refuses to start: ${bad} line \\d+, "POST /admin/standard/login": the spec writes this call itself .*only an assumed call may be overridden`,
      ),
    );
  });

  it('stops the console, naming an unknown field', async () => {
    const bad = file('field.json', { [BANK]: { reply: { bankTitle: 'name' } } });
    expect(await refusal(bad)).toMatch(`refuses to start: ${bad} line 2, "${BANK}": unknown reply field "bankTitle"`);
  });
});

describe('with the matching overrides file', () => {
  let web: Running;
  const auditFile = () => `${dir}/audit.log`;
  beforeAll(async () => {
    web = await startConsole({
      UPSTREAM_URL: upstream.url,
      SESSION_SECRET: SECRET,
      AUDIT_LOG_FILE: auditFile(),
      AUDIT_STDOUT: '0',
      UPSTREAM_CONTRACT_OVERRIDES: `${dir}/remap.json`,
    });
  });
  afterAll(() => web?.stop());

  it('lists the banks from the other path, under the contract’s names and shape, and the audit line says so', async () => {
    const admin = await signedIn(web.url, 'admin');
    await clearRequests(upstream.url);
    const res = await admin.api('/admin/bank/page', { pageNum: 1, pageSize: 50 }, { 'x-console-screen': 'BankList' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: number; data: { data: Record<string, unknown>[]; total: number } };
    expect(body.status).toBe(20);
    expect(body.data.total).toBeGreaterThan(10);
    expect(body.data.data).toContainEqual(expect.objectContaining({ bankCode: '308', bankName: '招商银行' }));
    expect(body.data.data.some((r) => 'name' in r)).toBe(false);
    const seen = (await seenRequests(upstream.url)).map((r) => r.path);
    expect(seen).toContain('/admin/bank/list');
    expect(seen).not.toContain('/admin/bank/page');
    const line = auditLines(auditFile()).findLast((l) => l.path === '/admin/bank/page');
    expect(line).toMatchObject({ outcome: 'ok', overridden: BANK });
    // The server-rendered first page goes the same way.
    const page = await (await admin.fetch('/BankList')).text();
    expect(page).toContain('招商银行');
  });

  it('without the file, the same console build meets the other upstream’s 404', async () => {
    const plain = await startConsole({ UPSTREAM_URL: upstream.url, SESSION_SECRET: SECRET, AUDIT_STDOUT: '0' });
    try {
      const admin = await signedIn(plain.url, 'admin');
      const res = await admin.api('/admin/bank/page', { pageNum: 1, pageSize: 10 }, { 'x-console-screen': 'BankList' });
      expect(res.status).toBe(404);
    } finally {
      await plain.stop();
    }
  });
});
