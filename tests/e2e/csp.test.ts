// Issue 18 in the browser: an injected script is refused by the page's policy (and the violation
// reaches the suites' listener), and 退出登录 ends the session for every copy of its cookie.
import { describe, expect, inject, it } from 'vitest';
import { cspViolations, newPage, signedInPage } from '../support/browser';
import { openList, withOlderRows } from '../support/list-open';
import { sharedBrowser } from '../support/shared-page';

const base = inject('consoleUrl');
const browser = sharedBrowser();

describe('the page policy in Chromium', () => {
  // The classic injection: markup with an inline handler reaching the page. (A script element made
  // by the test itself would not do: code run through the DevTools protocol is exempt from CSP.)
  it('refuses an injected inline event handler and reports it', async () => {
    const page = await signedInPage(browser(), base, 'admin');
    await openList(page, `${base}/MemberList`);
    expect(cspViolations).toEqual([]);
    await page.evaluate(() => {
      document.body.insertAdjacentHTML('beforeend', '<img id="xss" src="/none.png" onerror="window.__pwned = 1">');
    });
    await expect.poll(() => cspViolations.length).toBe(1);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(JSON.parse(cspViolations.splice(0)[0])).toMatchObject({ directive: 'script-src-attr', at: '/MemberList' });
  });
});

describe('退出登录 in the browser', () => {
  it('a copy of the cookies taken before signing out no longer opens a screen', async () => {
    const page = await signedInPage(browser(), base, 'operator');
    const cookies = await page.context().cookies();
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.waitForURL((u) => u.pathname === '/Login');
    const thief = await newPage(browser());
    await thief.context().addCookies(cookies);
    await thief.goto(withOlderRows(`${base}/AcctList`));
    expect(new URL(thief.url()).pathname).toBe('/Login');
  });
});
