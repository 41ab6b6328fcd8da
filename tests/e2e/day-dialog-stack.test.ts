import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launch, SHOTS, signedInPage } from '../support/browser';
import { openList } from '../support/list-open';

// Issue #39, 10: a dialog stacked on another. Only the lowest dialog shades the page (each used to
// add its own shade); the dialog beneath is dimmed and its title and × hidden while the upper one
// is open, so one title and one × are there to read and press; closing the upper one restores them.
const base = inject('consoleUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

it('a member opened from a member dialog: one page shade, the dialog beneath dimmed without its title and ×', async () => {
  const page = await signedInPage(browser, base, 'admin');
  await openList(page, `${base}/MemberList`);
  const row = page
    .locator('table[data-table="list"] tbody tr')
    .filter({ has: page.locator('col=intrdcMemberId >> [data-id-link="member"]') })
    .first();
  const id = (await row.locator('col=memberId >> [data-id-link="member"]').textContent())!.trim();
  await row.locator('col=memberId >> [data-id-link="member"]').click();
  const link = page.getByRole('dialog', { name: `会员详情 ${id}` }).locator('[data-field="intrdcMemberId"] [data-id-link="member"]');
  await link.click();
  await page.waitForFunction(() => document.querySelectorAll('[role=dialog]').length === 2);
  await page.screenshot({ path: `${SHOTS}/day-dialog-stack.png` });
  // The shades: Radix's overlays, one per open dialog; those that paint anything.
  const shades = await page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLElement>('div.fixed.inset-0[data-state="open"]')].filter(
        (el) => getComputedStyle(el).backgroundColor !== 'rgba(0, 0, 0, 0)',
      ).length,
  );
  expect(shades).toBe(1);
  const lower = page.locator('[role=dialog]').first();
  const upper = page.locator('[role=dialog]').nth(1);
  expect(await lower.locator('[data-dialog-head]').isVisible()).toBe(false);
  expect(await lower.getByRole('button', { name: '关闭' }).isVisible()).toBe(false);
  expect(await lower.evaluate((el) => getComputedStyle(el, '::after').backgroundColor)).toBe('rgba(0, 0, 0, 0.3)');
  expect(await upper.locator('[data-dialog-head]').isVisible()).toBe(true);
  expect(await upper.evaluate((el) => getComputedStyle(el, '::after').content)).toBe('none');
  await upper.getByRole('button', { name: '关闭' }).click();
  await page.waitForFunction(() => document.querySelectorAll('[role=dialog]').length === 1);
  await page.screenshot({ path: `${SHOTS}/day-dialog-stack-closed.png` });
  expect(await lower.locator('[data-dialog-head]').isVisible()).toBe(true);
  expect(await lower.evaluate((el) => getComputedStyle(el, '::after').content)).toBe('none');
});
