import { expect, inject, it } from 'vitest';
import { SHOTS } from '../support/browser';
import { openList } from '../support/list-open';
import { sharedPage } from '../support/shared-page';

// Issue #39, friction: a date range picked but not yet queried survives a click on a status
// button: the status applies to the range in force, and the bar still shows the picked range for
// the next 查询.
const base = inject('consoleUrl');
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
