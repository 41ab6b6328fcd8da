import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launch, openList, SHOTS, signedInPage } from '../support/browser';

// Issue #39, 10: a dialog stacked on another dimmed the one below (each added its own shade), so
// the record underneath could not be read. Only the lowest dialog shades the page.
const base = inject('consoleUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

it('a member opened from a member dialog leaves the dialog beneath unshaded', async () => {
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
});
