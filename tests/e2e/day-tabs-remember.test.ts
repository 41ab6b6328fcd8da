import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launch, SHOTS, signedInPage } from '../support/browser';
import { openList } from '../support/list-open';

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

it('switching to another tab and back keeps where the table was scrolled', async () => {
  const page = await signedInPage(browser, base, 'admin');
  await openList(page, `${base}/MemberList?pageSize=100`);
  const box = page.locator('[data-table-scroll]');
  await page.waitForFunction(() => document.querySelectorAll('table[data-table="list"] tbody tr').length >= 100);
  await box.evaluate((el) => {
    el.scrollTop = 900;
    el.scrollLeft = 300;
  });
  // The position is kept a moment after the scrolling stops.
  await page.waitForTimeout(400);
  await openList(page, `${base}/AcctList`);
  await page.locator('[data-tab="MemberList"] a').click();
  await page.waitForURL((u) => u.pathname === '/MemberList');
  await page.locator('[data-screen="MemberList"][data-ready]').waitFor();
  await page.waitForFunction(() => {
    const el = document.querySelector<HTMLElement>('[data-table-scroll]');
    return !!el && Math.abs(el.scrollTop - 900) <= 1 && Math.abs(el.scrollLeft - 300) <= 1;
  });
  await page.screenshot({ path: `${SHOTS}/day-tabs-scroll.png` });
  // Another screen's table starts at the top.
  await openList(page, `${base}/AcctList`);
  expect(await page.locator('[data-table-scroll]').evaluate((el) => el.scrollTop)).toBe(0);
});
