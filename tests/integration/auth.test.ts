import { describe, expect, inject, it } from 'vitest';
import { screens } from '@/lib/screens';
import { ACCOUNTS, ConsoleClient, signedIn } from '../support/console-client';
import { clearRequests, seenRequests } from '../support/upstream-test-api';

const base = inject('consoleUrl');
const upstream = inject('upstreamUrl');

describe('sign-in and session cookie', () => {
  it('records the sign-in in the login log with the bearer token (protocol §2: recordLoginLog is not public)', async () => {
    await clearRequests(upstream);
    await signedIn(base, 'operator');
    const logged = (await seenRequests(upstream)).filter((r) => r.path === '/client/standard/recordLoginLog');
    expect(logged.length).toBe(1);
    expect(logged[0].headers.authorization).toBe('present');
  });

  it('signs in, seals an HttpOnly SameSite=Lax cookie under 4 KB, and never returns the token', async () => {
    const client = new ConsoleClient(base);
    const res = await client.login(...ACCOUNTS.admin);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ ok: true, redirect: '/?code=all' });
    const cookies = res.headers.getSetCookie().filter((c) => c.startsWith('console_session'));
    expect(cookies.length).toBeGreaterThan(0);
    for (const c of cookies) {
      expect(c).toMatch(/HttpOnly/i);
      expect(c).toMatch(/SameSite=Lax/i);
      expect(c).toMatch(/Path=\//);
      expect(c).not.toMatch(/Secure/i);
      expect(c.length).toBeLessThan(4096);
    }
  });

  it('behind HTTPS names the cookie __Host- and marks it Secure', async () => {
    const https = new ConsoleClient(base);
    const captcha = await (await https.fetch('/auth/captcha')).json();
    const login = await https.fetch('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https', origin: `https://${new URL(base).host}` },
      body: JSON.stringify({ loginId: 'admin', password: 'Admin2026', captchaKey: captcha.captchaKey, captchaCode: 'TEST' }),
    });
    expect(login.status).toBe(200);
    const set = login.headers.getSetCookie().find((c) => c.startsWith('__Host-console_session'));
    expect(set).toMatch(/; Secure/i);
    expect(set).toMatch(/Path=\//);
  });

  it('shows the upstream message on a wrong password and on a wrong captcha', async () => {
    const wrong = await new ConsoleClient(base).login('operator', 'Wrong2026');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ ok: false, message: '账号或密码错误', code: 'E1001' });
    const captcha = await new ConsoleClient(base).login('operator', 'Oper2026', {}, 'NOPE');
    expect(await captcha.json()).toMatchObject({ ok: false, message: '验证码错误' });
  });

  it('answers a malformed login with the form’s message or 请求参数错误, without calling the upstream', async () => {
    const post = (body: string) =>
      new ConsoleClient(base).fetch('/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const empty = await post(JSON.stringify({ loginId: ' ', password: 'x', captchaKey: 'k', captchaCode: 'c' }));
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe('请输入账号');
    expect((await (await post('{"loginId":')).json()).message).toBe('请求参数错误');
    expect((await (await post(JSON.stringify({ loginId: 'a', password: 'b', captchaCode: 'c' }))).json()).message).toBe('请求参数错误');
  });

  it('refuses a login posted from a foreign origin', async () => {
    const client = new ConsoleClient(base);
    const res = await client.fetch('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ loginId: 'admin', password: 'Admin2026', captchaKey: 'x', captchaCode: 'TEST' }),
    });
    expect(res.status).toBe(403);
    expect(client.jar.size).toBe(0);
  });

  it.each([
    ['/AcctList?x=1', '/AcctList?x=1&code=all'],
    ['//evil.example/x', '/?code=all'],
    ['/\\evil.example', '/?code=all'],
    ['https://evil.example/', '/?code=all'],
    ['javascript:alert(1)', '/?code=all'],
    ['/Login', '/?code=all'],
  ])('accepts only same-origin return paths: %s', async (returnTo, redirect) => {
    const res = await new ConsoleClient(base).login(...ACCOUNTS.admin, { returnTo });
    expect((await res.json()).redirect).toBe(redirect);
  });

  it('builds a fresh session on login: nothing of the old cookie carries over', async () => {
    const client = await signedIn(base, 'agent');
    const res = await client.login(...ACCOUNTS.operator);
    expect(res.status).toBe(200);
    // Operator holds AcctList but no BIZ_ rights: the agent's BIZ_ screen is refused now.
    expect((await client.api('/admin/dict/page', { typeId: '1000' }, { 'x-console-screen': 'BIZ_MemberList' })).status).toBe(403);
    expect((await client.api('/admin/dict/page', { typeId: '1000' }, { 'x-console-screen': 'AcctList' })).status).toBe(200);
  });

  it('logout destroys the session', async () => {
    const client = await signedIn(base, 'admin');
    expect((await client.api('/admin/dict/page', { typeId: '1000' })).status).toBe(200);
    const out = await client.fetch('/auth/logout', { method: 'POST' });
    expect(out.status).toBe(200);
    expect(client.jar.size).toBe(0);
    const after = await client.api('/admin/dict/page', { typeId: '1000' });
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ status: 41 });
  });
});

describe('password reset by account, step 1 (01-N13)', () => {
  it('sends the captcha to /admin/standard/captcha only, and says a wrong one beside the field', async () => {
    const client = new ConsoleClient(base);
    const headers = { 'content-type': 'application/json' };
    const ask = async (captchaCode: string) => {
      const { captchaKey } = (await (await client.fetch('/auth/captcha')).json()) as { captchaKey: string };
      return client.fetch('/auth/reset/code', {
        method: 'POST',
        headers,
        body: JSON.stringify({ loginId: 'nobody-n13', captchaKey, captchaCode }),
      });
    };
    await clearRequests(upstream);
    const wrong = await ask('WRONG');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ ok: false, field: 'captchaCode', message: '验证码错误' });
    expect((await ask('TEST')).status).toBe(200);
    const paths = (await seenRequests(upstream)).map((r) => r.path);
    expect(paths.filter((p) => p === '/admin/standard/captcha')).toHaveLength(2);
    expect(paths).not.toContain('/client/standard/checkCaptcha');
  });
});

describe('pages and proxy.ts', () => {
  it('redirects a page request without a session cookie to /Login', async () => {
    const res = await new ConsoleClient(base).fetch('/AcctList');
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toMatch(/\/Login\?from=%2FAcctList$/);
  });

  it('/Login with an ended session renders the form and expires the cookie', async () => {
    const client = await signedIn(base, 'admin');
    const copy = [...client.jar.entries()];
    expect((await client.fetch('/auth/logout', { method: 'POST' })).status).toBe(200);
    for (const [name, value] of copy) client.jar.set(name, value);
    const res = await client.fetch('/Login');
    expect(res.status).toBe(200);
    expect(client.jar.size).toBe(0);
    expect(await res.text()).toContain('通用后台登录');
  });

  it('adds ?code= with the session product code when the host is a name, not an IP', async () => {
    const client = await signedIn(base, 'agent');
    const url = new URL(base);
    const res = await fetch(`http://localhost:${url.port}/BIZ_MemberList`, {
      headers: { cookie: client.cookieHeader() },
      redirect: 'manual',
    });
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toMatch(/\/BIZ_MemberList\?code=myx$/);
    const byIp = await client.fetch('/BIZ_MemberList');
    expect(byIp.status).toBe(200);
  });

  it('01-#23: a page whose code is not the session product goes to the session product, so one code selects every call', async () => {
    const client = await signedIn(base, 'agent');
    for (const code of ['mcf', 'MYX']) {
      const res = await client.fetch(`/BIZ_MemberList?code=${code}`, { redirect: 'manual' });
      expect(res.status, code).toBe(307);
      expect(res.headers.get('location'), code).toMatch(/\/BIZ_MemberList\?code=myx$/);
    }
    expect((await client.fetch('/BIZ_MemberList?code=myx')).status).toBe(200);
  });

  it('a screen without its right goes to /403; unknown screens are 404', async () => {
    const client = await signedIn(base, 'operator');
    const ok = await client.fetch('/AcctList');
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('data-screen="AcctList"');
    const biz = await client.fetch('/BIZ_AcctList');
    expect([303, 307]).toContain(biz.status);
    expect(biz.headers.get('location')).toMatch(/\/403$/);
    const unknown = await client.fetch('/NoSuchScreen');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<title>Not Found</title>');
  });

  it('every registered screen opens with and without BIZ_: list screens through the engine, the rest with their title and 暂未开放', async () => {
    const admin = await signedIn(base, 'admin');
    const paths = screens.flatMap(
      (s) =>
        [
          [s.name, s],
          [`BIZ_${s.name}`, s],
        ] as const,
    );
    const failures: string[] = [];
    for (let i = 0; i < paths.length; i += 8) {
      await Promise.all(
        paths.slice(i, i + 8).map(async ([route, s]) => {
          const res = await admin.fetch(`/${encodeURIComponent(route)}`);
          const html = await res.text();
          const body = s.list ? `data-screen="${s.name}"` : s.name === 'AuthElementCheck' ? '提交' : s.bespoke ? s.title : '暂未开放';
          // A bespoke screen draws its component, never the placeholder.
          const placeholder = !!s.bespoke && html.includes('暂未开放');
          if (res.status !== 200 || !html.includes(s.title) || !html.includes(body) || placeholder) failures.push(`${route} ${res.status}`);
        }),
      );
    }
    expect(failures).toEqual([]);
    expect(paths.length).toBe(2 * screens.length);
  });
});
