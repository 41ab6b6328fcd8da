import { readFileSync } from 'node:fs';
import { sealData, unsealData } from 'iron-session';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort, startConsole, type Running } from '../../scripts/servers.ts';
import { auditDuring } from '../support/audit-file';
import { ConsoleClient, signedIn } from '../support/console-client';
import { findLeaks } from '../support/log-scan';
import { clearRequests, seenRequests } from '../support/upstream-test-api';

const base = inject('consoleUrl');
const upstream = inject('upstreamUrl');
const auditFile = inject('auditFile');
const consoleLog = inject('consoleLog');
const secret = inject('sessionSecret');
const NEW_SECRET = 'rotated-secret-abcdefghijklmnopqrstuvwxyz-0123';
const PATH = '/admin/dict/page';

type Data = Record<string, unknown> & { createdAt: number; lastSeen: number; token: string };

/** The session data inside a signed-in client's cookie (the tests know the secret). */
async function sessionOf(client: ConsoleClient): Promise<Data> {
  return unsealData<Data>(client.jar.get('console_session')!, { password: { 1: secret } });
}

const withCookie = (value: string) => {
  const c = new ConsoleClient(base);
  c.jar.set('console_session', value);
  return c;
};

describe('tampered cookies are logged out, never a 500', () => {
  let good: string;
  let data: Data;
  beforeAll(async () => {
    const admin = await signedIn(base, 'admin');
    good = admin.jar.get('console_session')!;
    data = await sessionOf(admin);
  });

  const cases: Array<[string, () => Promise<string>]> = [
    ['flipped', async () => good.slice(0, 60) + (good[60] === 'A' ? 'B' : 'A') + good.slice(61)],
    ['truncated', async () => good.slice(0, Math.floor(good.length / 2))],
    ['forged with another secret', async () => sealData({ ...data }, { password: { 1: 'x'.repeat(40) } })],
    ['past its absolute lifetime', async () => sealData({ ...data, createdAt: Date.now() - 13 * 3600_000 }, { password: { 1: secret } })],
    ['idle too long', async () => sealData({ ...data, lastSeen: Date.now() - 3 * 3600_000 }, { password: { 1: secret } })],
    ['garbage', async () => '%%%not-a-seal%%%'],
  ];

  it.each(cases)('%s: the API answers 401 status 41 and clears it; pages go to /Login', async (_name, make) => {
    const cookie = await make();
    const api = withCookie(cookie);
    const res = await api.api(PATH, { typeId: '1000' });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ status: 41 });
    expect(api.jar.size).toBe(0);
    const page = await withCookie(cookie).fetch('/AcctList');
    expect(page.status).toBe(307);
    expect(page.headers.get('location')).toMatch(/\/Login/);
  });
});

describe('a second console instance', () => {
  let rotated: Running;
  let dead: Running;
  beforeAll(async () => {
    const closed = await freePort();
    [rotated, dead] = await Promise.all([
      startConsole({ UPSTREAM_URL: upstream, SESSION_SECRET: `${secret},${NEW_SECRET}`, AUDIT_STDOUT: '0' }),
      startConsole({ UPSTREAM_URL: `http://127.0.0.1:${closed}`, SESSION_SECRET: secret, AUDIT_STDOUT: '0', UPSTREAM_TIMEOUT_MS: '2000' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([rotated?.stop(), dead?.stop()]);
  });

  it('after a secret rotation accepts a cookie sealed before it (old secret still listed) and re-seals it with the new one', async () => {
    const admin = await signedIn(base, 'admin');
    const data = await sessionOf(admin);
    const old = await sealData({ ...data, lastSeen: Date.now() - 5 * 60_000 }, { password: { 1: secret } });
    const client = new ConsoleClient(rotated.url);
    client.jar.set('console_session', old);
    const res = await client.api(PATH, { typeId: '1000' });
    expect(res.status).toBe(200);
    const resealed = client.jar.get('console_session')!;
    expect(resealed).not.toBe(old);
    // iron seals name the password id: 2 is the new secret.
    expect(resealed.startsWith('Fe26.2*2*')).toBe(true);
    const back = await unsealData<Data>(resealed, { password: { 2: NEW_SECRET } });
    expect(back.token).toBe(data.token);
  });

  it('an upstream that refuses connections gets the spec texts, and the console keeps serving', async () => {
    const admin = await signedIn(base, 'admin');
    const client = new ConsoleClient(dead.url);
    client.jar.set('console_session', admin.jar.get('console_session')!);
    const res = await client.api(PATH, { typeId: '1000' });
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ status: -1, fault: 'upstream' });
    const page = await client.fetch('/AcctList');
    expect(page.status).toBe(500);
    // The error boundary (系统错误 and a retry) renders in the browser; the HTML names nothing internal.
    const html = await page.text();
    expect(html).not.toMatch(/UpstreamUnreachable|ECONNREFUSED|at [a-zA-Z]+ \(/);
    const captcha = await new ConsoleClient(dead.url).fetch('/auth/captcha');
    expect(captcha.status).toBe(502);
    expect((await captcha.json()).message).toBe('系统错误 | 502');
    expect((await admin.api(PATH, { typeId: '1000' })).status).toBe(200);
  });
});

describe('start-up settings', () => {
  it.each([
    ['missing', ''],
    ['too short', 'short-secret'],
    ['one of several too short', `${'a'.repeat(40)},short`],
  ])('a production console with a %s SESSION_SECRET refuses to start', async (_what, value) => {
    // Next prints its ready line before the instrumentation hook runs; the process then exits.
    const started = await startConsole({ UPSTREAM_URL: upstream, SESSION_SECRET: value }, { timeoutMs: 30_000 }).catch((e: Error) => e);
    if (started instanceof Error) {
      expect(started.message).toMatch(/exited with 1[\s\S]*SESSION_SECRET/);
      return;
    }
    const code = started.child.exitCode ?? (await new Promise((resolve) => started.child.once('exit', resolve)));
    expect(code).toBe(1);
    expect(started.stderr()).toMatch(/refuses to start: .*SESSION_SECRET/);
  });
});

describe('requests that try to get around the guards', () => {
  it('x-middleware-subrequest headers change nothing', async () => {
    for (const value of [
      'proxy:proxy:proxy:proxy:proxy',
      'middleware:middleware:middleware:middleware:middleware',
      'src/proxy:src/proxy',
    ]) {
      const page = await new ConsoleClient(base).fetch('/AcctList', { headers: { 'x-middleware-subrequest': value } });
      expect(page.status).toBe(307);
      expect(page.headers.get('location')).toMatch(/\/Login/);
      const api = await new ConsoleClient(base).api(PATH, {}, { 'x-middleware-subrequest': value });
      expect(api.status).toBe(401);
    }
  });

  it('a cross-origin text/plain form post is refused before the upstream', async () => {
    const admin = await signedIn(base, 'admin');
    await clearRequests(upstream);
    const res = await admin.fetch(`/api${PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      body: '{"typeId":"1000"}',
    });
    expect(res.status).toBe(403);
    expect((await seenRequests(upstream)).filter((r) => r.path === PATH)).toEqual([]);
  });

  it('survives an upstream key rotation: the call is sent again with the new key', async () => {
    const admin = await signedIn(base, 'admin');
    expect((await admin.api(PATH, { typeId: '1000' })).status).toBe(200);
    await fetch(`${upstream}/__test/rotate-key`, { method: 'POST' });
    await clearRequests(upstream);
    const { result, own: lines } = await auditDuring(auditFile, () => admin.api(PATH, { typeId: '1000' }));
    expect(result.status).toBe(200);
    expect((await result.json()).status).toBe(20);
    expect(lines).toHaveLength(1);
    expect(lines[0].outcome).toBe('ok');
    const seen = (await seenRequests(upstream)).map((r) => r.path);
    expect(seen.filter((p) => p === PATH)).toHaveLength(2);
    expect(seen).toContain('/user-manager/plaintext');
  });
});

describe('the audit log under hostile input', () => {
  it('writes one escaped line for a login id full of CR/LF, ANSI and U+2028', async () => {
    const evil = 'ad\r\nmin{"outcome":"ok"}\u001b[31m\u2028\u2029\u0085x';
    const { lines: all } = await auditDuring(auditFile, () => new ConsoleClient(base).login(evil, 'Wrong2026'));
    // Other files sign in meanwhile: this login's lines are those under its own login id.
    const lines = all.filter((l) => l.loginId === evil);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ event: 'login', outcome: 'business error', loginId: evil });
    const raw = readFileSync(auditFile, 'utf8');
    const last = raw.trimEnd().split('\n').at(-1)!;
    expect(last).toContain('\\r\\n');
    expect(last).toContain('\\u001b');
    expect(last).toContain('\\u2028');
    expect(raw).not.toMatch(/[\u2028\u2029\u0085\u001b\r]/);
  });

  it('finds no token, password, secret or unmasked number in anything the console wrote', async () => {
    // Personal numbers as inputs where they could reach a log: the login id and the screen header.
    await new ConsoleClient(base).login('13812345678', 'Admin2026');
    await new ConsoleClient(base).login('6222021234567890123', 'Oper2026');
    const admin = await signedIn(base, 'admin');
    await admin.api(
      PATH,
      { typeId: '1000', mobile: '13812345678', idcNum: '11010119900101123X' },
      { 'x-console-screen': '11010119900101123X' },
    );
    const { token } = await sessionOf(admin);
    await new Promise((r) => setTimeout(r, 200));
    expect(findLeaks([auditFile, consoleLog], [token, secret, 'Admin2026', 'Oper2026', 'Agent2026'])).toEqual([]);
    expect(readFileSync(auditFile, 'utf8')).toContain('138****5678');
  });
});
