import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launch, SHOTS, signedInPage } from '../support/browser';
import { openList } from '../support/list-open';

// Issue #39, 3: search, open and close a dialog (a history entry of its own), search again, press
// Back: the URL names the first search, and the filter bar and the rows must name it too.
const base = inject('consoleUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

it('Back to the entry before a dialog: the filters and rows follow the URL', async () => {
  const page = await signedInPage(browser, base, 'admin');
  await openList(page, `${base}/MemberList`);
  const rows = page.locator('table[data-table="list"] tbody tr');
  const idCells = page.locator('table[data-table="list"] >> col=memberId');
  const id = (await idCells.first().textContent())!.trim();
  const idle = () => page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));

  await page.fill('#filter-memberId', id);
  await page.getByRole('button', { name: '查询' }).click();
  await page.waitForURL((u) => u.searchParams.get('memberId') === id);
  await idle();
  expect(await idCells.allTextContents()).toEqual([id]);

  await page.locator('table[data-table="list"] [data-id-link="member"]').first().click();
  const dialog = page.getByRole('dialog', { name: `会员详情 ${id}` });
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  await page.fill('#filter-memberId', '');
  await page.fill('#filter-realName', '张');
  await page.getByRole('button', { name: '查询' }).click();
  await page.waitForURL((u) => u.searchParams.get('realName') === '张');
  await idle();
  expect(await rows.count()).toBeGreaterThan(1);

  await page.goBack();
  await page.waitForURL((u) => u.searchParams.get('memberId') === id);
  await page.waitForFunction(
    (want) =>
      window
        .listCells('memberId')
        .map((td) => td.textContent?.trim())
        .join() === want,
    id,
    { timeout: 10_000 },
  );
  await idle();
  await page.screenshot({ path: `${SHOTS}/day-list-back.png` });
  expect(await page.inputValue('#filter-memberId')).toBe(id);
  expect(await page.inputValue('#filter-realName')).toBe('');
  expect(await idCells.allTextContents()).toEqual([id]);
});
