import { describe, expect, inject, it } from 'vitest';
import { SHOTS, signedInPage } from '../support/browser';
import { openList } from '../support/list-open';
import { sharedBrowser, sharedPage } from '../support/shared-page';

// A list screen as an operator uses it all day: the empty table, Back, the quick status buttons,
// the row menu and the tabs bar's memory of each list's query.
const base = inject('consoleUrl');
const browser = sharedBrowser();

describe('暂无数据 in the visible table box', () => {
  // Issue #39, 7: on a table far wider than the screen, 暂无数据 was centred across the whole table,
  // off to the right of what shows at 1440 px. It is centred in the visible width of the table's box.

  it('暂无数据 sits in the middle of the visible table box, not of the 2,500 px table', async () => {
    const page = await signedInPage(browser(), base, 'admin', { viewport: { width: 1440, height: 900 } });
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
});

describe('Back through searches and dialogs', () => {
  // Issue #39, 3: search, open and close a dialog (a history entry of its own), search again, press
  // Back: the URL names the first search, and the filter bar and the rows must name it too.

  it('Back to the entry before a dialog: the filters and rows follow the URL', async () => {
    const page = await signedInPage(browser(), base, 'admin');
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
});

describe('status buttons keep a picked range', () => {
  // Issue #39, friction: a date range picked but not yet queried survives a click on a status
  // button: the status applies to the range in force, and the bar still shows the picked range for
  // the next 查询.
  const page = sharedPage('admin');

  const DAY = `startDate=${encodeURIComponent('2026-11-20 00:00:00')}&endDate=${encodeURIComponent('2026-11-20 23:59:59')}`;
  const rangeText = () => page().locator('#filter-crtTime [data-range-text]').textContent();

  it('a picked range survives a status button, and 查询 then asks for it with the status', async () => {
    await openList(page(), `${base}/OrderPagePos?${DAY}`);
    await page().locator('#filter-crtTime').click();
    const panel = page().getByRole('dialog', { name: '交易时间选择' });
    await panel.getByLabel('交易时间开始日期').fill('2026-11-18');
    await panel.getByLabel('交易时间结束日期').fill('2026-11-19');
    await panel.getByRole('button', { name: '确定' }).click();
    await panel.waitFor({ state: 'detached' });
    const picked = await rangeText();
    expect(picked).toContain('2026-11-18');

    const failed = page().locator('[data-quick="orderStatus"]').getByRole('radio', { name: '失败' });
    await expect.poll(async () => (await failed.click(), await failed.getAttribute('aria-checked')), { timeout: 20_000 }).toBe('true');
    await page().waitForFunction(() => new URL(location.href).searchParams.get('orderStatus') === '40');
    await page().screenshot({ path: `${SHOTS}/day-quick-keeps.png` });
    // The status applied to the range in force; the bar still shows the range picked.
    expect(new URL(page().url()).searchParams.get('startDate')).toBe('2026-11-20 00:00:00');
    expect(await rangeText()).toBe(picked);

    await page().getByRole('button', { name: '查询' }).click();
    await page().waitForFunction(() => new URL(location.href).searchParams.get('startDate')?.startsWith('2026-11-18'));
    expect(new URL(page().url()).searchParams.get('orderStatus')).toBe('40');
  });
});

describe('row actions past the second under 更多', () => {
  // Issue #39, friction: a row with many actions shows two of them and 更多, whose menu holds the
  // rest; the 操作 column then stays narrow at 1440 px instead of covering the data columns.
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
});

describe('a tab returns to the query last shown', () => {
  // Issue #39, 10: a tab went back to its screen's bare URL, so switching away and back lost the
  // filters and page the operator had queried. The tab returns to the query last shown.

  it('switching to another tab and back keeps the list filters and rows', async () => {
    const page = await signedInPage(browser(), base, 'admin');
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
    const page = await signedInPage(browser(), base, 'admin');
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
});
