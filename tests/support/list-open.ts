// Opening a list screen in a browser test. Apart from tests/support/browser.ts because it reads
// the registry (which filters open on today): browser.ts stays loadable under Node directly, where
// scripts (the bench) use it and the console's `@/` aliases do not resolve.
import type { Page } from 'playwright-core';
import { allTimeQuery } from './screen-calls.ts';

/** `url` with the list's 'today' windows opened, unless it names one of the list's date fields. */
export function withOlderRows(url: string): string {
  const u = new URL(url);
  const screen = decodeURIComponent(u.pathname.split('/')[1] ?? '');
  let open: URLSearchParams;
  try {
    // Every clearable window: a test looks for its own records (a terminal it stored is bound to
    // no merchant, outside the bind-time window).
    open = new URLSearchParams(allTimeQuery(screen, 'PRODUCT', true));
  } catch {
    return url; // not a list screen
  }
  if ([...open.keys()].some((k) => u.searchParams.has(k))) return url;
  for (const [k, v] of open) u.searchParams.set(k, v);
  return u.toString();
}

/**
 * Opens a list screen and waits until it is hydrated and idle (clicks before hydration are lost).
 * Lists open on today (spec 01 §9) while the tests' demo data ends at the seed's base day: a URL
 * that names none of the list's date fields opens its 'today' windows (withOlderRows).
 */
export async function openList(page: Page, url: string): Promise<void> {
  await page.goto(withOlderRows(url));
  await page.locator('[data-screen][data-ready] table[data-table="list"]').waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}
