import { afterAll, describe, expect, inject, it } from 'vitest';
import { ConsoleClient } from '../support/console-client';
import { SHOTS, signedInPage, newPage, hydrated } from '../support/browser';
import { openList } from '../support/list-open';
import { sharedBrowser } from '../support/shared-page';
import type { Page } from 'playwright-core';
import { armFault, clearFaults, clearRequests, seenRequests } from '../support/upstream-test-api';

// Signing in and out in Chromium: the session a sign-in leaves behind, the product code kept on every
// way back to /Login, and the password reset by account with its captcha.
const base = inject('consoleUrl');
const browser = sharedBrowser();
const upstream = inject('upstreamUrl');

describe('Back after signing in, and 退出登录', () => {
  // Issue #39, 2 and 4: Back after signing in, and a deliberate 退出登录.

  const sessionCookies = async (page: import('playwright-core').Page) =>
    (await page.context().cookies()).filter((c) => c.name.includes('console_session'));

  it('Back after signing in stays in the console, and its cookie is the one the browser still holds', async () => {
    const page = await signedInPage(browser(), base, 'admin');
    await openList(page, `${base}/AcctList`);
    const before = await sessionCookies(page);
    await page.goBack();
    await page.goBack();
    await page.screenshot({ path: `${SHOTS}/day-session-back.png` });
    // Before the fix the second Back reached /Login, which dropped the cookie but left the session
    // alive: a copy of it still read data while the operator thought themselves signed out.
    expect(new URL(page.url()).pathname).not.toBe('/Login');
    expect((await sessionCookies(page)).map((c) => c.value)).toEqual(before.map((c) => c.value));
    const replay = new ConsoleClient(base);
    for (const c of before) replay.jar.set(c.name, c.value);
    const res = await replay.api('/all/classify/tree', {}, { 'x-console-screen': 'GoodsClassify' });
    expect(res.status).toBe(200);
    // Typing /Login (or a bookmark to it) while signed in signs out (spec 01 §4, 01-N6): the session
    // is revoked on the server and the login form shows.
    await page.goto(`${base}/Login?from=%2FAcctList`);
    await page.locator('img[alt="验证码"]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/Login');
    expect(await sessionCookies(page)).toEqual([]);
    const gone = await replay.api('/all/classify/tree', {}, { 'x-console-screen': 'GoodsClassify' });
    expect(gone.status).toBe(401);
  });

  it('退出登录 lands on /Login without the expiry message and without from=', async () => {
    const page = await signedInPage(browser(), base, 'operator');
    await openList(page, `${base}/AcctList`);
    await Promise.all([page.waitForURL((u) => u.pathname === '/Login'), page.getByRole('button', { name: '退出登录' }).click()]);
    await page.locator('img[alt="验证码"]').waitFor();
    await page.screenshot({ path: `${SHOTS}/day-session-logout.png` });
    const url = new URL(page.url());
    expect(url.searchParams.has('from')).toBe(false);
    expect(url.searchParams.has('expired')).toBe(false);
    expect(await page.getByText('登录已过期，请重新登录').count()).toBe(0);
    expect(await sessionCookies(page)).toEqual([]);
  });
});

describe('the product code across every way back to /Login', () => {
  // Issue #35.2, spec 01 §4: the product code travels in `code` and is kept in local storage; every
  // way back to /Login keeps it, so the next sign-in sends it as the productCode header, not 'unset'.

  afterAll(async () => {
    await clearFaults(upstream);
  });

  /** Signs in on the login screen the browser is on; the productCode header the upstream saw. */
  async function signInHere(page: Page): Promise<string | null> {
    await page.locator('img[alt="验证码"]').waitFor();
    await page.waitForFunction(() => new URL(window.location.href).searchParams.has('code'), null, { timeout: 5000 }).catch(() => {});
    await clearRequests(upstream);
    await page.fill('input[name="loginId"]', 'agent');
    await page.fill('input[name="password"]', 'Agent2026');
    await page.fill('input[name="captchaCode"]', 'TEST');
    await Promise.all([page.waitForURL((u) => u.pathname !== '/Login'), page.click('button[type="submit"]')]);
    const login = (await seenRequests(upstream)).filter((r) => r.path === '/admin/standard/login').at(-1);
    return login?.headers.productcode ?? null;
  }

  it('logout, a lost session and an expired one all come back to /Login with the code', async () => {
    await clearFaults(upstream);
    const page = await newPage(browser());
    await page.goto(`${base}/Login?code=myx`);
    expect(await signInHere(page)).toBe('myx');

    // 1. 退出登录.
    await openList(page, `${base}/AgentUsePageUserSearch?code=myx`);
    await Promise.all([page.waitForURL((u) => u.pathname === '/Login'), page.getByRole('button', { name: '退出登录' }).click()]);
    expect(new URL(page.url()).searchParams.get('code')).toBe('myx');
    expect(await signInHere(page)).toBe('myx');

    // 2. The cookie gone, a bookmark without the code: the proxy sends the browser to /Login, and the
    // login screen takes the code from local storage.
    await page.context().clearCookies();
    await page.goto(`${base}/AgentUsePageUserSearch`);
    expect(new URL(page.url()).pathname).toBe('/Login');
    await page.screenshot({ path: `${SHOTS}/frame-code-login-restored.png` });
    expect(await signInHere(page)).toBe('myx');
    expect(new URL(page.url()).searchParams.get('code')).toBe('myx');

    // 3. The upstream ends the session (status 41) while the operator queries.
    await openList(page, `${base}/AgentUsePageUserSearch?code=myx`);
    await armFault(upstream, '/admin/agent/merchant/page', 'status41');
    await Promise.all([page.waitForURL((u) => u.pathname === '/Login'), page.getByRole('button', { name: '查询', exact: true }).click()]);
    expect(new URL(page.url()).searchParams.get('code')).toBe('myx');
    expect(await signInHere(page)).toBe('myx');
  });
});

describe('password reset by account (忘记密码)', () => {
  // Issue #35.5, spec 01 §7: password reset by account with its captcha (/admin/standard/captcha,
  // resetPwdByAccount), through the real login screen. The test upstream
  // fixes the image captcha to TEST and the SMS code to 246810.

  afterAll(async () => {
    // The provider's demo password again, whatever the test left.
    const client = new ConsoleClient(base);
    const { captchaKey } = (await (await client.fetch('/auth/captcha')).json()) as { captchaKey: string };
    const headers = { 'content-type': 'application/json' };
    await client.fetch('/auth/reset/code', {
      method: 'POST',
      headers,
      body: JSON.stringify({ loginId: 'provider', captchaKey, captchaCode: 'TEST' }),
    });
    const body = { loginId: 'provider', smsCode: '246810', newPassword: 'Prov2026', confirmPassword: 'Prov2026' };
    const done = await client.fetch('/auth/reset', { method: 'POST', headers, body: JSON.stringify(body) });
    expect(done.status).toBe(200);
  });

  it('忘记密码 on the login screen resets a password by account, and the new one signs in', async () => {
    const page = await newPage(browser());
    await page.goto(`${base}/Login`);
    await hydrated(page.locator('input[name="loginId"]'));
    await page.getByRole('button', { name: '忘记密码' }).click();
    const dialog = page.getByRole('dialog', { name: '忘记密码' });
    await dialog.locator('img[alt="找回密码验证码"]').waitFor();

    // A wrong image captcha is said beside its field (/admin/standard/captcha refuses it; 01-N13: one call per captcha).
    await dialog.locator('input[name="loginId"]').fill('provider');
    await dialog.locator('input[name="captchaCode"]').fill('WRONG');
    await dialog.getByRole('button', { name: '获取短信验证码' }).click();
    await expect.poll(() => dialog.locator('[data-error-for="reset-captchaCode"]').textContent()).toBe('验证码错误');

    await dialog.locator('img[alt="找回密码验证码"]').waitFor();
    await dialog.locator('input[name="captchaCode"]').fill('TEST');
    await dialog.getByRole('button', { name: '获取短信验证码' }).click();
    await dialog.getByText(/短信验证码已发送至1\d\d\*{4}\d{4}/).waitFor();

    // The new password must follow the spec's rule, typed twice.
    await dialog.locator('input[name="smsCode"]').fill('246810');
    await dialog.locator('input[name="newPassword"]').fill('short');
    await dialog.locator('input[name="confirmPassword"]').fill('short');
    await dialog.getByRole('button', { name: '重置密码' }).click();
    await expect.poll(() => dialog.locator('[data-error-for="reset-newPassword"]').textContent()).toBe('密码须为6到20位字母和数字组合');
    await dialog.locator('input[name="newPassword"]').fill('Reset2026x');
    await dialog.locator('input[name="confirmPassword"]').fill('Reset2026x');
    await page.screenshot({ path: `${SHOTS}/frame-reset-dialog.png` });
    await dialog.getByRole('button', { name: '重置密码' }).click();
    await page.getByText('密码重置成功，请使用新密码登录').waitFor();
    await expect.poll(() => dialog.count()).toBe(0);

    // The old password no longer signs in; the new one does.
    await page.fill('input[name="loginId"]', 'provider');
    await page.fill('input[name="password"]', 'Prov2026');
    await page.fill('input[name="captchaCode"]', 'TEST');
    await page.click('button[type="submit"]');
    await page.getByText('账号或密码错误').first().waitFor();
    await page.locator('img[alt="验证码"]').waitFor();
    await page.fill('input[name="password"]', 'Reset2026x');
    await page.fill('input[name="captchaCode"]', 'TEST');
    await Promise.all([page.waitForURL((u) => u.pathname === '/'), page.click('button[type="submit"]')]);
  });
});
