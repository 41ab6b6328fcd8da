import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { hydrated, launch, SHOTS, signedInPage } from '../support/browser';

// Issue #39, 10: the menu search found a screen only by words of its title; 划拨, 下发 and 接收
// (what operators call the terminal transfer) found nothing, the screens being titled 终端申请.
const base = inject('consoleUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

it('划拨, 下发 and 接收 find the terminal transfer screens in the sidebar search', async () => {
  const page = await signedInPage(browser, base, 'admin');
  const box = page.getByRole('searchbox', { name: '搜索菜单' });
  await hydrated(box);
  const menu = page.getByRole('navigation', { name: '主菜单' });
  for (const word of ['划拨', '下发', '接收']) {
    await box.fill(word);
    await menu.getByRole('link', { name: '终端申请', exact: true }).waitFor({ timeout: 5000 });
    expect(await menu.getByRole('link').count()).toBeGreaterThan(0);
  }
  await page.screenshot({ path: `${SHOTS}/day-menu-search.png` });
});
