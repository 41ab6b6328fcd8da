import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { ConsoleClient } from '../support/console-client';
import { launch, SHOTS, signedInPage } from '../support/browser';
import { openList } from '../support/list-open';

// Issue #39, 2 and 4: Back after signing in, and a deliberate 退出登录.
const base = inject('consoleUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const sessionCookies = async (page: import('playwright-core').Page) =>
  (await page.context().cookies()).filter((c) => c.name.includes('console_session'));

it('Back after signing in stays in the console, and its cookie is the one the browser still holds', async () => {
  const page = await signedInPage(browser, base, 'admin');
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
  const page = await signedInPage(browser, base, 'operator');
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
