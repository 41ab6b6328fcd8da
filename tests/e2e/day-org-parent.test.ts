import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launch, SHOTS, signedInPage } from '../support/browser';
import { openList } from '../support/list-open';

// Issue #39, 1: the organisation form's 上级机构 box, first used after a page load, kept only the
// first character typed and handed the focus to the dialog's ×, so a following Space closed the
// five-step form. Typed here through the keyboard, as an operator does, on a fresh page.
const base = inject('consoleUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

it('keeps every character and a space typed into 上级机构, and the form stays open', async () => {
  const page = await signedInPage(browser, base, 'admin');
  await openList(page, `${base}/OrgInfManage`);
  const form = page.locator('[data-org-form="add"]');
  const add = page.locator('[data-action="add"]');
  // A click before hydration does nothing: try until the form shows.
  for (let i = 0; i < 8 && !(await form.isVisible()); i++) {
    await add.click();
    await form.waitFor({ timeout: 3000 }).catch(() => undefined);
  }
  const box = page.locator('#org-orgInf-parentOrgCode');
  await box.click();
  await page.keyboard.type('ORG0011');
  // The search answers (its pop-up lists the code) before the space is typed.
  await page.locator('[role=grid] tbody tr').filter({ hasText: 'ORG0011' }).first().waitFor({ timeout: 15_000 });
  await page.keyboard.press('Space');
  await page.screenshot({ path: `${SHOTS}/day-org-parent-typed.png` });
  expect(await box.inputValue()).toBe('ORG0011 ');
  expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
  expect(await form.isVisible()).toBe(true);
});
