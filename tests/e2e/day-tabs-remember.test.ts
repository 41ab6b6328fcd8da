import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launch, openList, SHOTS, signedInPage } from '../support/browser';

// Issue #39, 10: a tab went back to its screen's bare URL, so switching away and back lost the
// filters and page the operator had queried. The tab returns to the query last shown.
const base = inject('consoleUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

it('switching to another tab and back keeps the list filters and rows', async () => {
  const page = await signedInPage(browser, base, 'admin');
  await openList(page, `${base}/MemberList`);
  const id = (await page.locator('table[data-table="list"] >> col=memberId').first().textContent())!.trim();
  await page.fill('#filter-memberId', id);
  await page.getByRole('button', { name: '查询' }).click();
  await page.waitForURL((u) => u.searchParams.get('memberId') === id);
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));

  await openList(page, `${base}/AcctList`);
  await page.locator('[data-tab="MemberList"] a').click();
  await page.waitForURL((u) => u.pathname === '/MemberList');
  await page.locator('[data-screen="MemberList"][data-ready]').waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await page.screenshot({ path: `${SHOTS}/day-tabs-remember.png` });
  expect(new URL(page.url()).searchParams.get('memberId')).toBe(id);
  expect(await page.inputValue('#filter-memberId')).toBe(id);
  expect(await page.locator('table[data-table="list"] >> col=memberId').allTextContents()).toEqual([id]);
});
