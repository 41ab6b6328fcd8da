// Issue 18 on the shared console (one instance, the in-memory store): logout revokes the sealed
// session, and sign-ins are throttled per login id. The two-instance and Redis cases are in
// instances.test.ts.
import { unsealData } from 'iron-session';
import { describe, expect, inject, it } from 'vitest';
import { auditDuring } from '../support/audit-file';
import { ACCOUNTS, ConsoleClient, signedIn } from '../support/console-client';
import { armFault, seenRequests } from '../support/upstream-test-api';

const base = inject('consoleUrl');
const upstream = inject('upstreamUrl');
const auditFile = inject('auditFile');
const secret = inject('sessionSecret');
const PATH = '/admin/dict/page';
const THROTTLED = /^登录失败次数过多，请在\d\d:\d\d后重试$/;

/** A second client holding a copy of the first one's cookies: the attacker's replay. */
function replayOf(client: ConsoleClient): ConsoleClient {
  const copy = new ConsoleClient(client.base);
  for (const [k, v] of client.jar) copy.jar.set(k, v);
  return copy;
}

const loginCalls = async () => (await seenRequests(upstream)).filter((r) => r.path === '/admin/standard/login').length;

describe('logout revokes the session', () => {
  it('a copy of the cookie replayed after 退出登录 gets 41, an audit line says revoked, and pages go to /Login', async () => {
    const client = await signedIn(base, 'operator');
    const replay = replayOf(client);
    expect((await replay.api(PATH, { typeId: '1000' })).status).toBe(200);
    const { token } = await unsealData<{ token: string }>(client.jar.get('console_session')!, { password: { 1: secret } });

    const { lines: out } = await auditDuring(auditFile, () => client.fetch('/auth/logout', { method: 'POST' }));
    expect(out.find((l) => l.event === 'logout')).toMatchObject({ outcome: 'ok', loginId: 'operator' });
    expect(client.jar.size).toBe(0);

    const { result, lines } = await auditDuring(auditFile, () => replay.api(PATH, { typeId: '1000' }));
    expect(result.status).toBe(401);
    expect(await result.json()).toMatchObject({ status: 41, message: '登录已过期，请重新登录' });
    expect(lines.find((l) => l.path === PATH)).toMatchObject({ outcome: 'session expired', reason: 'session revoked' });
    const page = await replayOf(replay).fetch('/AcctList');
    expect(page.status).toBe(307);
    expect(page.headers.get('location')).toMatch(/\/Login/);
    // The upstream's optional logout was called too: the token itself is dead there.
    const direct = await fetch(`${upstream}/admin/standard/main`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect((await direct.json()).status).toBe(41);
  });

  it('01-N6: opening /Login while signed in signs out (revoked, audited), then shows the login form', async () => {
    const client = await signedIn(base, 'operator');
    const replay = replayOf(client);
    const login = await client.fetch('/Login?code=all&from=%2FAcctList');
    expect(login.status).toBe(303);
    expect(login.headers.get('location')).toMatch(/\/auth\/logout\?code=all&from=%2FAcctList$/);
    const { result: out, lines } = await auditDuring(auditFile, () => client.fetch(login.headers.get('location')!));
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/Login?code=all&from=%2FAcctList');
    expect(lines.find((l) => l.event === 'logout')).toMatchObject({ outcome: 'ok', loginId: 'operator' });
    expect(client.jar.size).toBe(0);
    const form = await client.fetch('/Login?code=all&from=%2FAcctList');
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('通用后台登录');
    // The session is over on the server too: a copy of the cookie reads nothing.
    const again = await replay.api(PATH, { typeId: '1000' });
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ status: 41 });
  });

  it('a replayed copy of a revoked cookie cannot sign out again or revive the session', async () => {
    const client = await signedIn(base, 'agent');
    const replay = replayOf(client);
    // The first sign-out's own line is written after its answer: waited for, so it is not taken
    // for the replay's below.
    await auditDuring(auditFile, () => client.fetch('/auth/logout', { method: 'POST' }));
    const { result, lines } = await auditDuring(auditFile, () => replay.fetch('/auth/logout', { method: 'POST' }));
    expect(result.status).toBe(200);
    expect(lines.filter((l) => l.event === 'logout')).toEqual([expect.objectContaining({ reason: 'session revoked' })]);
    expect((await replayOf(client).api(PATH, { typeId: '1000' })).status).toBe(401);
  });
});

describe('a session ends the same way everywhere (issue #41)', () => {
  it('a revoked cookie on a view (/views/dialog) gets 41 and is expired, as the proxy does', async () => {
    const client = await signedIn(base, 'operator');
    const replay = replayOf(client);
    await auditDuring(auditFile, () => client.fetch('/auth/logout', { method: 'POST' }));
    const viewOf = replayOf(replay);
    const { result, lines } = await auditDuring(auditFile, () => viewOf.fetch('/views/dialog/member?id=M0000001&screen=MemberList'));
    expect(result.status).toBe(401);
    expect(await result.json()).toMatchObject({ status: 41 });
    expect(lines.find((l) => l.path?.startsWith('/views/dialog'))).toMatchObject({ outcome: 'session expired', reason: 'session revoked' });
    // The cookie went with the answer: the browser stops presenting a session the server refuses.
    expect(viewOf.jar.size).toBe(0);
    const proxied = replayOf(replay);
    expect((await proxied.api(PATH, { typeId: '1000' })).status).toBe(401);
    expect(proxied.jar.size).toBe(0);
  });
});

describe('a session the upstream ends (issue #41)', () => {
  /**
   * Follows the console's redirects as a browser would, up to five: a 3xx, or the refresh Next
   * streams when a page redirects after its answer has begun.
   */
  async function follow(client: ConsoleClient, path: string): Promise<{ hops: string[]; last: Response }> {
    const hops = [path];
    let last = await client.fetch(path);
    while (hops.length < 6) {
      let to = last.status >= 300 && last.status < 400 ? last.headers.get('location') : null;
      if (!to && last.status === 200) {
        const refresh = /<meta[^>]*http-equiv="refresh"[^>]*content="\d+;\s*url=([^"]+)"/.exec(await last.text());
        to = refresh ? refresh[1].replaceAll('&amp;', '&') : null;
      }
      if (!to) break;
      const next = new URL(to, base);
      hops.push(next.pathname + next.search);
      last = await client.fetch(next.pathname + next.search);
    }
    return { hops, last };
  }

  it('a page rendered on a token the upstream ended lands on /Login once, expired, with the cookie gone and the product code kept', async () => {
    const client = await signedIn(base, 'operator');
    // The upstream ends the token on its own (its idle timeout, an administrator): the console
    // learns it from the answer to the list's first page, while rendering the page.
    await armFault(upstream, '/admin/acct/page', 'status41');
    const { hops, last } = await follow(client, '/AcctList');
    expect(last.status, hops.join(' → ')).toBe(200);
    const login = hops.at(-1)!;
    expect(login).toMatch(/^\/Login\?/);
    expect(new URL(login, base).searchParams.get('expired')).toBe('1');
    expect(new URL(login, base).searchParams.get('code')).toBeTruthy();
    // No way back into the console on the dead session: /Login did not send the browser back.
    expect(hops.filter((h) => h.startsWith('/Login'))).toHaveLength(1);
    expect(client.jar.size).toBe(0);
  });
});

describe('login throttling', () => {
  it('the sixth wrong password for a login id answers 429 with the retry time, without an upstream call, and is audited', async () => {
    const loginId = `probe-${Date.now().toString(36)}`;
    for (let i = 1; i <= 5; i++) {
      const { result, lines } = await auditDuring(auditFile, () => new ConsoleClient(base).login(loginId, 'Wrong2026'));
      expect(result.status).toBe(401);
      expect(lines.find((l) => l.event === 'login')).toMatchObject({ outcome: 'business error', failures: i });
    }
    const before = await loginCalls();
    const { result, lines } = await auditDuring(auditFile, () => new ConsoleClient(base).login(loginId, 'Wrong2026'));
    expect(result.status).toBe(429);
    expect(Number(result.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await result.json()).message).toMatch(THROTTLED);
    expect(await loginCalls()).toBe(before);
    // A refusal line like any other: who (the login id tried) and why.
    expect(lines.find((l) => l.path === '/admin/standard/login')).toMatchObject({
      kind: 'refusal',
      loginId,
      event: 'refusal',
      outcome: 'throttled',
      reason: 'too many failures for the login id',
      httpStatus: 429,
    });
    // Another account from the same address is not affected.
    expect((await new ConsoleClient(base).login(...ACCOUNTS.agent)).status).toBe(200);
  });

  it('a success resets the count', async () => {
    const [loginId, password] = ACCOUNTS.provider;
    const fail = async () => (await new ConsoleClient(base).login(loginId, 'Wrong2026')).status;
    // Four failures each time: the upstream's own lock (five in a row) is never reached either.
    for (let i = 0; i < 4; i++) expect(await fail()).toBe(401);
    expect((await new ConsoleClient(base).login(loginId, password)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect(await fail()).toBe(401);
    expect((await new ConsoleClient(base).login(loginId, password)).status).toBe(200);
  });

  it('a client-sent X-Forwarded-For is not believed without a trusted proxy: the audit line shows the real peer, masked', async () => {
    const client = new ConsoleClient(base);
    const { lines } = await auditDuring(auditFile, () => client.login(`probe-xff-${Date.now()}`, 'Wrong2026', {}));
    expect(lines.find((l) => l.event === 'login')?.client).toBe('127.0.*.*');
    const spoofed = new ConsoleClient(base);
    const captcha = await (await spoofed.fetch('/auth/captcha')).json();
    const { lines: second } = await auditDuring(auditFile, () =>
      spoofed.fetch('/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9', 'x-console-peer': '198.51.100.7' },
        body: JSON.stringify({
          loginId: `probe-xff2-${Date.now()}`,
          password: 'Wrong2026',
          captchaKey: captcha.captchaKey,
          captchaCode: 'TEST',
        }),
      }),
    );
    expect(second.find((l) => l.event === 'login')?.client).toBe('127.0.*.*');
  });
});
