import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { hydrated, SHOTS } from '../support/browser';
import { openList } from '../support/list-open';
import { sharedPage } from '../support/shared-page';

// Issue #53, 7: keyboard and tabs. The row 更多 menu follows the WAI-ARIA menu pattern; text typed
// in a filter and not queried survives a tab switch (spec 01's keep-alive tabs); a shared link
// whose range passes the 90-day limit says so; the calendar greys out the days past the limit.
const base = inject('consoleUrl');
const page = sharedPage('admin', { viewport: { width: 1440, height: 900 } });

const focusedText = (p: Page) => p.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const rangeWarning = '手动选择日期范围最多为90天，请重新选择';

it('arrow keys, Home, End and Escape move through a row 更多 menu', async () => {
  await openList(page(), `${base}/TerminalManageList`);
  const row = page()
    .locator('[data-screen][data-ready] table[data-table="list"] tbody tr')
    .filter({ has: page().locator('[data-more]') })
    .first();
  const more = row.locator('[data-more]');
  await more.click();
  const menu = row.getByRole('menu');
  await menu.waitFor();
  const items = await menu.getByRole('menuitem').allTextContents();
  expect(items.length).toBeGreaterThanOrEqual(2);
  // Opening puts the focus on the first item; Down and Up step, wrapping at either end.
  expect(await focusedText(page())).toBe(items[0]);
  await page().keyboard.press('ArrowDown');
  expect(await focusedText(page())).toBe(items[1]);
  await page().keyboard.press('End');
  expect(await focusedText(page())).toBe(items.at(-1));
  await page().keyboard.press('ArrowDown');
  expect(await focusedText(page())).toBe(items[0]);
  await page().keyboard.press('ArrowUp');
  expect(await focusedText(page())).toBe(items.at(-1));
  await page().keyboard.press('Home');
  expect(await focusedText(page())).toBe(items[0]);
  await page().screenshot({ path: `${SHOTS}/keyboard-row-menu.png` });
  // Escape closes the menu and gives the focus back to 更多.
  await page().keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  expect(await more.evaluate((el) => el === document.activeElement)).toBe(true);
});

it('text typed in a filter and not queried is still there after a tab switch', async () => {
  await openList(page(), `${base}/MemberList`);
  const box = page().locator('#filter-realName');
  await hydrated(box);
  await box.fill('张伟');
  // Another screen, then back through its tab: the screen opens again on its last query.
  await openList(page(), `${base}/AcctList`);
  await page().locator('[data-tab="MemberList"] a').click();
  await page().waitForURL((u) => u.pathname === '/MemberList');
  await page().locator('[data-screen="MemberList"][data-ready]').waitFor();
  await expect.poll(() => page().inputValue('#filter-realName'), { timeout: 5000 }).toBe('张伟');
  await page().screenshot({ path: `${SHOTS}/keyboard-tab-keeps-draft.png` });
  // Queried, the draft is the query: nothing is kept beside it.
  await page().getByRole('button', { name: '重置' }).click();
  expect(await page().inputValue('#filter-realName')).toBe('');
});

it('a shared link whose range passes 90 days says so instead of resetting it silently', async () => {
  await page().goto(`${base}/MemberList?startDate=2026-01-01&endDate=2026-11-20`);
  await page().locator('[data-screen="MemberList"][data-ready]').waitFor();
  const notice = page().locator('[data-notice-type="warning"]').filter({ hasText: rangeWarning });
  await notice.waitFor({ timeout: 5000 });
  await page().screenshot({ path: `${SHOTS}/keyboard-shared-range.png` });
  // The list shows its default window (today), as the warning says.
  expect(new URL(page().url()).searchParams.get('startDate')).not.toBe('2026-01-01');
});

it('the calendar greys out the days past 90 once the first day is picked', async () => {
  await openList(page(), `${base}/MemberList`);
  const unfold = page().getByRole('button', { name: /^展开/ });
  if (await unfold.isVisible()) await unfold.click();
  await page().locator('#filter-crtTime').click();
  const panel = page().getByRole('dialog', { name: '创建时间选择' });
  await panel.waitFor();
  // The first day: the month before the one shown last.
  const first = panel.locator('[data-day]:not([data-outside])').first();
  const day = (await first.getAttribute('data-day'))!;
  await first.locator('button').click();
  const at = (offset: number) => {
    const d = new Date(`${day}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + offset);
    return d.toISOString().slice(0, 10);
  };
  // Two months on, 89 days after the first is the last that may end the range, the 90th is greyed out.
  const next = panel.getByRole('button', { name: '前往下个月' });
  await next.click();
  await next.click();
  await panel.locator(`[data-day="${at(89)}"]:not([data-outside])`).waitFor();
  await page().screenshot({ path: `${SHOTS}/keyboard-range-greyed.png` });
  expect(await panel.locator(`[data-day="${at(89)}"]:not([data-outside])`).getAttribute('data-disabled')).toBeNull();
  expect(await panel.locator(`[data-day="${at(90)}"]:not([data-outside])`).getAttribute('data-disabled')).toBe('true');
  expect(await panel.locator(`[data-day="${at(90)}"]:not([data-outside]) button`).isDisabled()).toBe(true);
});
