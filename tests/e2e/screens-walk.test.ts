import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { screens } from '@/lib/screens';
import { SHOTS, signedInPage } from '../support/browser';
import { sharedBrowser } from '../support/shared-page';

// Every screen in Chromium, as the administrator, with 0 errors: no uncaught error or console
// error, no error notice, no list that says it failed. The suite runs it against the reference
// upstream's first reading, and `npm test` again against its second (UPSTREAM_READINGS=second,
// contract/readings.ts: every list or page answered the other way), so a screen that reads one
// shape only fails here.
const base = inject('consoleUrl');
const reading = process.env.UPSTREAM_READINGS === 'second' ? 'second' : 'first';
const browser = sharedBrowser();

/** What went wrong on a page since `since`: its error notices and failed lists, read from the page. */
async function shownErrors(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-notice-type="error"], main [role="alert"]')].map((e) => e.textContent?.trim() ?? ''),
  );
}

describe(`every screen under the upstream's ${reading} reading`, () => {
  it(`draws each of the ${screens.length} screens with its first page and no error`, async () => {
    const first = await signedInPage(browser(), base, 'admin', { viewport: { width: 1440, height: 900 } });
    const pages: Page[] = [first, await first.context().newPage(), await first.context().newPage()];
    const errors: string[] = [];
    for (const page of pages) {
      page.on('pageerror', (e) => errors.push(`${new URL(page.url()).pathname}: ${e.message}`));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(`${new URL(page.url()).pathname}: console ${m.text()}`);
      });
    }
    const queue = screens.map((s) => s.name);
    let walked = 0;
    await Promise.all(
      pages.map(async (page) => {
        for (let name = queue.shift(); name; name = queue.shift()) {
          await page.goto(`${base}/${name}`);
          await page.locator('[data-screen][data-ready], main h1').first().waitFor();
          await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
          for (const e of await shownErrors(page)) errors.push(`${name}: ${e}`);
          walked++;
        }
      }),
    );
    await first.goto(`${base}/MemberList`);
    await first.screenshot({ path: `${SHOTS}/walk-${reading}-member-list.png` });
    expect(errors).toEqual([]);
    expect(walked).toBe(screens.length);
    await first.context().close();
  }, 900_000);
});
