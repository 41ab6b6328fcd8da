// One signed-in page per browser test file (vitest hooks: kept apart from browser.ts, which the
// benches load outside vitest).
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launch, signedInPage } from './browser.ts';
import type { ACCOUNTS } from './console-client.ts';

/**
 * A test file's one signed-in page: a browser launched before the file's tests and closed after
 * them. Returns the page's getter (the page exists once the file's beforeAll has run).
 */
export function sharedPage(who: keyof typeof ACCOUNTS, options?: BrowserContextOptions): () => Page {
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    browser = await launch();
    page = await signedInPage(browser, inject('consoleUrl'), who, options);
  });
  afterAll(() => browser?.close());
  return () => page!;
}
