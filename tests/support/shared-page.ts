// The browser test files' one bootstrap (vitest hooks: kept apart from browser.ts, which the
// benches load outside vitest): a browser per file, and a signed-in page when a file needs one.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launch, signedInPage } from './browser.ts';
import type { ACCOUNTS } from './console-client.ts';

/**
 * A test file's (or describe block's) browser: launched before its tests, closed after them.
 * Returns the browser's getter (the browser exists once the beforeAll has run).
 */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());
  return () => browser!;
}

/**
 * A test file's one signed-in page, in its own browser. Returns the page's getter (the page exists
 * once the file's beforeAll has run).
 */
export function sharedPage(who: keyof typeof ACCOUNTS, options?: BrowserContextOptions): () => Page {
  const browser = sharedBrowser();
  let page: Page | undefined;
  beforeAll(async () => {
    page = await signedInPage(browser(), inject('consoleUrl'), who, options);
  });
  return () => page!;
}
