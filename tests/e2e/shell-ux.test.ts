import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { screens } from '@/lib/screens';
import { newPage, SHOTS, signedInPage } from '../support/browser';
import { openList } from '../support/list-open';
import { ACCOUNTS } from '../support/console-client';
import { armFault } from '../support/upstream-test-api';
import { sharedBrowser } from '../support/shared-page';

// The shell as operators use it all day (issue 10): an axe-core scan of the login page and every
// screen, the return after an expired session, the tabs bar when tabs overflow, the skip link,
// the Ctrl+K palette by rights, and the provider's terminology in the browser.
const base = inject('consoleUrl');
const upstream = inject('upstreamUrl');
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const browser = sharedBrowser();

/** Serious and critical axe violations on the page as it stands, one line each. */
async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the driver, not a <script>: the page's CSP allows no foreign script.
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    type Result = { id: string; impact: string | null; nodes: Array<{ target: string[] }> };
    const axe = (window as unknown as { axe: { run: (d: Document, o: object) => Promise<{ violations: Result[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} ×${v.nodes.length} at ${v.nodes[0]?.target.join(' ')}`);
  });
}

/** Waits until a screen has drawn: its list hydrated and idle, or a bespoke screen's heading. */
async function settled(page: Page): Promise<void> {
  await page.locator('[data-screen][data-ready], main h1').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

describe('accessibility', () => {
  it('axe finds no serious or critical violation on the login page', async () => {
    const page = await newPage(browser());
    await page.goto(`${base}/Login`);
    await page.waitForSelector('img[alt="验证码"]');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it(`nor on any of the ${screens.length} screens, with their first page of rows`, async () => {
    const first = await signedInPage(browser(), base, 'admin', { viewport: { width: 1440, height: 900 } });
    // Three pages of one signed-in context share the work (the scan costs about a second a screen).
    const pages = [first, await first.context().newPage(), await first.context().newPage()];
    const queue = screens.map((s) => s.name);
    const found: string[] = [];
    let scanned = 0;
    await Promise.all(
      pages.map(async (page) => {
        for (let name = queue.shift(); name; name = queue.shift()) {
          await page.goto(`${base}/${name}`);
          await settled(page);
          for (const v of await axeViolations(page)) found.push(`${name}: ${v}`);
          scanned++;
        }
      }),
    );
    expect(found).toEqual([]);
    expect(scanned).toBe(screens.length);
    await first.context().close();
  }, 900_000);
});

describe('the shell', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage(browser(), base, 'admin', { viewport: { width: 1280, height: 800 } });
  });

  it('the skip link is the first Tab stop and lands in the content', async () => {
    await openList(page, `${base}/MemberList`);
    await page.keyboard.press('Tab');
    const skip = await page.evaluate(() => document.activeElement?.textContent);
    expect(skip).toBe('跳到主要内容');
    await page.screenshot({ path: `${SHOTS}/shell-skip-link.png` });
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    // The next Tab stop is inside the screen (the filters), not back in the sidebar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('#main'))).toBe(true);
  });

  it('links prefetch nothing: a page view asks the server for its page, and a click navigates in place', async () => {
    const prefetches: string[] = [];
    const count = (r: { headers(): Record<string, string>; url(): string }) => {
      if (r.headers()['next-router-prefetch']) prefetches.push(r.url());
    };
    page.on('request', count);
    await openList(page, `${base}/MemberList`);
    // The open menu group's 19 links, the tabs and the home links are in view; one is hovered.
    const link = page.locator('aside nav a[data-screen="UserSearch"]');
    await link.hover();
    await page.waitForTimeout(1500);
    expect(prefetches).toEqual([]);
    await page.evaluate(() => {
      (window as unknown as { kept: boolean }).kept = true;
    });
    await link.click();
    await page.waitForURL((u) => u.pathname === '/UserSearch');
    await settled(page);
    // The same document: a client-side navigation, not a reload.
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
    page.off('request', count);
    expect(prefetches).toEqual([]);
  });

  it('tabs that do not fit are offered in a list; the active tab is scrolled into view', async () => {
    const names = screens.filter((s) => s.list).slice(0, 14);
    for (const s of names) {
      await page.goto(`${base}/${s.name}`);
      await settled(page);
      // The tab is recorded once the page has hydrated (the server-rendered heading comes earlier).
      await page.waitForFunction((n) => document.querySelector(`[data-tab="${n}"][data-active]`), s.name);
    }
    const inView = async (name: string) =>
      page.evaluate((n) => {
        const tab = document.querySelector(`[data-tab="${n}"]`)!.getBoundingClientRect();
        const strip = document.querySelector('[data-tab]')!.parentElement!.getBoundingClientRect();
        return tab.left >= strip.left - 1 && tab.right <= strip.right + 1;
      }, name);
    const last = names.at(-1)!.name;
    // The strip scrolls once the 全部页面 button has narrowed it: a render after the navigation.
    const more = page.getByRole('button', { name: '全部页面 ▾' });
    await more.waitFor();
    await expect.poll(async () => [await inView(last), await inView(names[0].name)], { timeout: 5000 }).toEqual([true, false]);
    await more.click();
    const menu = page.getByRole('menu', { name: '全部已打开的页面' });
    expect(await menu.getByRole('menuitem').count()).toBeGreaterThanOrEqual(names.length);
    await page.screenshot({ path: `${SHOTS}/shell-tabs-overflow.png` });
    await menu.getByRole('menuitem', { name: names[0].title, exact: true }).click();
    await page.waitForURL((u) => u.pathname === `/${names[0].name}`);
    await page.waitForFunction((n) => document.querySelector(`[data-tab="${n}"][data-active]`), names[0].name);
    await expect.poll(() => inView(names[0].name), { timeout: 5000 }).toBe(true);
  });

  it('Ctrl+K opens the palette to any screen the operator may open', async () => {
    await openList(page, `${base}/MemberList`);
    await page.keyboard.press('Control+k');
    const input = page.getByPlaceholder('输入页面名称，回车打开');
    await input.waitFor();
    await input.fill('角色管理');
    await page.screenshot({ path: `${SHOTS}/shell-palette.png` });
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/SystemAuthorizationSetting');
  });

  it('an expired session says so on the login page and returns to the screen and its filters', async () => {
    await openList(page, `${base}/MemberList?mobile=13800000001`);
    await armFault(upstream, '/admin/member/page', 'status41');
    await page.getByRole('button', { name: '查询' }).click();
    await page.waitForURL((u) => u.pathname === '/Login');
    const login = new URL(page.url());
    expect(login.searchParams.get('expired')).toBe('1');
    expect(login.searchParams.get('from')).toMatch(/^\/MemberList\?.*mobile=13800000001/);
    await page.getByText('登录已过期，请重新登录').waitFor();
    await page.waitForSelector('img[alt="验证码"]');
    await page.fill('input[name="loginId"]', ACCOUNTS.admin[0]);
    await page.fill('input[name="password"]', ACCOUNTS.admin[1]);
    await page.fill('input[name="captchaCode"]', 'TEST');
    await page.click('button[type="submit"]');
    await page.waitForURL((u) => u.pathname === '/MemberList');
    expect(new URL(page.url()).searchParams.get('mobile')).toBe('13800000001');
    await page.locator('[data-screen][data-ready]').waitFor();
    expect(await page.locator('#filter-mobile').inputValue()).toBe('13800000001');
  });
});

describe('terminology by product code', () => {
  it('a provider (mcf) reads 服务商 in columns, filters, menu, tabs and the member dialog', async () => {
    const page = await signedInPage(browser(), base, 'provider', { viewport: { width: 1440, height: 900 } });
    await openList(page, `${base}/BIZ_MemberList`);
    const main = page.locator('main');
    expect(await main.locator('thead').innerText()).toContain('服务商编号');
    expect(await main.innerText()).not.toMatch(/机构|活动组/);
    await main.locator('table[data-table="list"] tbody tr').first().locator('[data-id-link="member"]').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('[data-field]').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/shell-provider-terms.png` });
    expect(await dialog.innerText()).not.toMatch(/机构|活动组/);
    // The whole shell: top bar (服务商用户), sidebar, tabs and the screen.
    expect(await page.locator('body').innerText()).not.toMatch(/机构|活动组/);
    await page.context().close();
  });
});
