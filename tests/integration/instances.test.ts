// Issue 18 across two console instances sharing Redis (REDIS_URL), over one upstream: a sign-out
// on one is honoured by the other, throttling counts are shared, a rights change on one drops the
// other's cached rights at once, and with Redis away sign-in and sign-out refuse (503) while valid
// sessions go on and no revocation is forgotten.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { unsealData } from 'iron-session';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type RedisServer } from '../../scripts/redis.ts';
import { startConsole, type Running } from '../../scripts/servers.ts';
import { auditDuring } from '../support/audit-file';
import { ACCOUNTS, ConsoleClient, signedIn } from '../support/console-client';
import { startUpstream, type RunningUpstream } from '../support/upstream-process';

const SECRET = 'instances-secret-0123456789abcdef-0123456789';
const PATH = '/admin/dict/page';
const STORE_DOWN = '会话服务暂不可用，请稍后重试';
const AT = (screen: string) => ({ 'x-console-screen': screen });

let dir: string;
let redis: RedisServer;
let upstream: RunningUpstream;
let a: Running;
let b: Running;
const audit = { a: '', b: '' };

beforeAll(async () => {
  dir = mkdtempSync(`${tmpdir()}/console-instances-`);
  [redis, upstream] = await Promise.all([startRedis(`${dir}/redis`), startUpstream()]);
  audit.a = `${dir}/audit-a.log`;
  audit.b = `${dir}/audit-b.log`;
  const env = (file: string) => ({
    UPSTREAM_URL: upstream.url,
    SESSION_SECRET: SECRET,
    REDIS_URL: redis.url,
    AUDIT_LOG_FILE: file,
    AUDIT_STDOUT: '0',
    // The tests stand in for a reverse proxy on loopback that forwards the client's address.
    TRUSTED_PROXIES: '127.0.0.1',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '6',
  });
  [a, b] = await Promise.all([startConsole(env(audit.a)), startConsole(env(audit.b))]);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await Promise.all([upstream?.stop(), redis?.stop()]);
  rmSync(dir, { recursive: true, force: true });
});

/** A client on `base` holding a copy of a cookie jar. */
function copyOf(jar: ConsoleClient['jar'], base: string): ConsoleClient {
  const copy = new ConsoleClient(base);
  for (const [k, v] of jar) copy.jar.set(k, v);
  return copy;
}

/** A sign-in through the "proxy" for a client at `address` (X-Forwarded-For, as nginx appends it). */
async function loginFrom(base: string, address: string, loginId: string, password: string): Promise<Response> {
  const client = new ConsoleClient(base);
  const { captchaKey } = (await (await client.fetch('/auth/captcha')).json()) as { captchaKey: string };
  return client.fetch('/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.9.9, ${address}` },
    body: JSON.stringify({ loginId, password, captchaKey, captchaCode: 'TEST' }),
  });
}

/** The cookies of a session signed out in the first test. */
let revoked: ConsoleClient['jar'];

describe('two instances, one Redis', () => {
  it('a session signed out on one instance is refused on the other, with an audit line there', async () => {
    const client = await signedIn(a.url, 'operator');
    revoked = new Map(client.jar);
    const onB = copyOf(revoked, b.url);
    expect((await onB.api(PATH, { typeId: '1000' })).status).toBe(200);
    expect((await client.fetch('/auth/logout', { method: 'POST' })).status).toBe(200);
    const { result, lines } = await auditDuring(audit.b, () => onB.api(PATH, { typeId: '1000' }));
    expect(result.status).toBe(401);
    expect(await result.json()).toMatchObject({ status: 41 });
    expect(lines.find((l) => l.path === PATH)).toMatchObject({ outcome: 'session expired', reason: 'session revoked' });
    expect((await copyOf(revoked, a.url).api(PATH, { typeId: '1000' })).status).toBe(401);
  });

  it('failures for a login id count on both instances: the sixth, on either, is refused', async () => {
    const loginId = `probe-${Date.now().toString(36)}`;
    for (let i = 1; i <= 5; i++) expect((await loginFrom(i % 2 ? a.url : b.url, `198.51.100.${i}`, loginId, 'Wrong2026')).status).toBe(401);
    const refused = await loginFrom(b.url, '198.51.100.99', loginId, 'Wrong2026');
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(/^登录失败次数过多，请在\d\d:\d\d后重试$/);
  });

  it('failures from one client address behind the trusted proxy are limited whatever the login id', async () => {
    for (let i = 0; i < 6; i++)
      expect((await loginFrom(i % 2 ? a.url : b.url, '203.0.113.7', `probe-addr-${i}`, 'Wrong2026')).status).toBe(401);
    const { result, lines } = await auditDuring(audit.a, () => loginFrom(a.url, '203.0.113.7', ...ACCOUNTS.admin));
    expect(result.status).toBe(429);
    expect(lines.find((l) => l.event === 'refusal')).toMatchObject({
      outcome: 'throttled',
      reason: 'too many failures for the address',
      client: '203.0.*.*',
    });
    expect((await loginFrom(a.url, '203.0.113.8', ...ACCOUNTS.admin)).status).toBe(200);
  });

  it('a role assigned on one instance changes what the operator may open on the other at once', async () => {
    const operator = await signedIn(a.url, 'operator');
    // Instance A caches the operator's rights (60 s): TaskManager is not among them.
    expect((await operator.fetch('/TaskManager')).headers.get('location')).toMatch(/\/403$/);
    const admin = await signedIn(b.url, 'admin');
    const added = (await (
      await admin.api('/admin/role/add', { roleName: `stamp-${Date.now()}`, roleType: 'PRODUCT' }, AT('SystemAuthorizationSetting'))
    ).json()) as {
      data: { roleId: string };
    };
    const roleId = String(added.data.roleId);
    await admin.api('/admin/role/res/save', { roleId, resIds: ['TaskManager'] }, AT('SystemAuthorizationSetting'));
    const before = (await (await admin.api('/admin/employee/role/detail', { empId: '10002' }, AT('SystemAuthorizationMember'))).json()) as {
      data: { roleId: string };
    };
    const assigned = await admin.api('/admin/employee/role/save', { empId: '10002', roleId }, AT('SystemAuthorizationMember'));
    expect((await assigned.json()).status).toBe(20);
    expect((await operator.fetch('/TaskManager')).status).toBe(200);
    await admin.api('/admin/employee/role/save', { empId: '10002', roleId: before.data.roleId }, AT('SystemAuthorizationMember'));
    expect((await operator.fetch('/TaskManager')).headers.get('location')).toMatch(/\/403$/);
  });

  it('screens an operator opens on one instance are its welcome page’s most used and recent on the other', async () => {
    const provider = await signedIn(a.url, 'provider');
    for (let i = 0; i < 2; i++) expect((await provider.fetch('/BIZ_MemberList')).status).toBe(200);
    expect((await provider.fetch('/BIZ_BankList')).status).toBe(200);
    const elsewhere = copyOf(provider.jar, b.url);
    // Counted without holding up the page: give the write its round trip.
    await new Promise((r) => setTimeout(r, 200));
    const home = await (await elsewhere.fetch('/')).text();
    const links = (label: string) =>
      [...(new RegExp(`aria-label="${label}"[\\s\\S]*?</section>`).exec(home)?.[0] ?? '').matchAll(/data-screen-link="([^"]+)"/g)].map(
        (m) => m[1],
      );
    expect(links('常用页面').slice(0, 2)).toEqual(['BIZ_MemberList', 'BIZ_BankList']);
    expect(links('最近访问')[0]).toBe('BIZ_BankList');
  });
});

describe('with Redis away', () => {
  let live: ConsoleClient;
  let sid: string;
  beforeAll(async () => {
    live = await signedIn(a.url, 'admin');
    sid = (await unsealData<{ sid: string }>(revoked.get('console_session')!, { password: { 1: SECRET } })).sid;
    await redis.stop();
  });

  it('sign-in answers 503 with an audit line; sign-out too, and the session it refused to end still works', async () => {
    const { result, lines } = await auditDuring(audit.a, () => new ConsoleClient(a.url).login(...ACCOUNTS.agent));
    expect(result.status).toBe(503);
    expect((await result.json()).message).toBe(STORE_DOWN);
    expect(lines.find((l) => l.event === 'login')).toMatchObject({ outcome: 'store unavailable', httpStatus: 503 });
    const out = await live.fetch('/auth/logout', { method: 'POST' });
    expect(out.status).toBe(503);
    expect((await out.json()).message).toBe(STORE_DOWN);
    expect(live.jar.size).toBeGreaterThan(0);
    expect((await live.api(PATH, { typeId: '1000' })).status).toBe(200);
  });

  it('valid sessions go on on both instances; a session revoked before the outage stays refused on both', async () => {
    expect((await copyOf(live.jar, b.url).api(PATH, { typeId: '1000' })).status).toBe(200);
    for (const base of [a.url, b.url]) expect((await copyOf(revoked, base).api(PATH, { typeId: '1000' })).status).toBe(401);
  });

  it('a Redis that comes back empty learns the revocations again from the instances; sign-in works again', async () => {
    await redis.start({ fresh: true });
    await expect.poll(async () => (await new ConsoleClient(b.url).login(...ACCOUNTS.agent)).status, { timeout: 20_000 }).toBe(200);
    const client = createClient({ url: redis.url });
    await client.connect();
    try {
      await expect.poll(() => client.exists(`console:revoked:${sid}`), { timeout: 10_000 }).toBe(1);
    } finally {
      await client.close();
    }
    expect((await copyOf(revoked, b.url).api(PATH, { typeId: '1000' })).status).toBe(401);
  });
});
