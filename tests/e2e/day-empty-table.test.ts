import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launch, SHOTS, signedInPage } from '../support/browser';
import { openList } from '../support/list-open';

// Issue #39, 7: on a table far wider than the screen, 暂无数据 was centred across the whole table,
// off to the right of what shows at 1440 px. It is centred in the visible width of the table's box.
const base = inject('consoleUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

it('暂无数据 sits in the middle of the visible table box, not of the 2,500 px table', async () => {
  const page = await signedInPage(browser, base, 'admin', { viewport: { width: 1440, height: 900 } });
  await openList(page, `${base}/MemberList?memberId=ZZ00000000`);
  const note = page.getByText('暂无数据', { exact: true });
  await note.waitFor();
  await page.screenshot({ path: `${SHOTS}/day-empty-table.png` });
  const table = await page.locator('table[data-table="list"]').boundingBox();
  const box = await page.locator('table[data-table="list"]').evaluate((t) => t.parentElement!.getBoundingClientRect().toJSON());
  const text = (await note.boundingBox())!;
  // The table is wider than its box (the premise), and the note's centre is the box's centre.
  expect(table!.width).toBeGreaterThan(box.width + 500);
  expect(Math.abs(text.x + text.width / 2 - (box.x + box.width / 2))).toBeLessThan(40);
});
