import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launch, newPage, SHOTS } from '../support/browser';
import { openList } from '../support/list-open';
import { armFault, clearFaults, clearRequests, seenRequests } from '../support/upstream-test-api';

// Issue #35.2, spec 01 §4: the product code travels in `code` and is kept in local storage; every
// way back to /Login keeps it, so the next sign-in sends it as the productCode header, not 'unset'.
const base = inject('consoleUrl');
const upstream = inject('upstreamUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await clearFaults(upstream);
  await browser?.close();
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
  const page = await newPage(browser);
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
