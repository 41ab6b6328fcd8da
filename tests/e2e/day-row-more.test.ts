import { expect, inject, it } from 'vitest';
import { SHOTS } from '../support/browser';
import { openList } from '../support/list-open';
import { sharedPage } from '../support/shared-page';

// Issue #39, friction: a row with many actions shows two of them and 更多, whose menu holds the
// rest; the 操作 column then stays narrow at 1440 px instead of covering the data columns.
const base = inject('consoleUrl');
const page = sharedPage('admin', { viewport: { width: 1440, height: 900 } });

it('the terminal manage list: two actions and 更多 per row, the rest in its menu', async () => {
  // Every window opened (openList): the bound terminals offer the most actions.
  await openList(page(), `${base}/TerminalManageList`);
  const row = page()
    .locator('[data-screen][data-ready] table[data-table="list"] tbody tr')
    .filter({ has: page().locator('[data-more]') })
    .first();
  const cell = row.locator('td').last();
  // Visible in the row: two actions and 更多, never more.
  const inline = await cell.locator('button:visible').allTextContents();
  expect(inline).toHaveLength(3);
  expect(inline[2]).toBe('更多');
  const width = await cell.evaluate((td) => td.getBoundingClientRect().width);
  expect(width).toBeLessThan(260);

  await row.locator('[data-more]').click();
  const menu = row.getByRole('menu');
  await menu.waitFor();
  const items = await menu.getByRole('menuitem').allTextContents();
  expect(items.length).toBeGreaterThanOrEqual(2);
  expect(items).not.toEqual(expect.arrayContaining(inline.slice(0, 2)));
  const box = (await menu.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(1440);
  await page().screenshot({ path: `${SHOTS}/day-row-more.png` });
  await page().keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });

  // An action from the menu does what its button did in the row.
  await row.locator('[data-more]').click();
  // (each of this row's menu actions asks first or opens its form: a dialog shows)
  await menu.getByRole('menuitem').first().click();
  await page().getByRole('dialog').first().waitFor();
  expect(await menu.isVisible()).toBe(false);
});
