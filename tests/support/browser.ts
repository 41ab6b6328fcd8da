import { mkdirSync } from 'node:fs';
import { chromium, selectors, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { ACCOUNTS } from './console-client.ts';

// Debian's Chromium, driven by playwright-core (browser downloads fail here). The flags keep it
// from reaching for the network at start-up.
export const SHOTS = 'test-results/screenshots';

/** The browsers of this test file still open (failure evidence covers them all). */
const launched = new Set<Browser>();

/** Every CSP violation any page reported, with where it happened. */
export const cspViolations: string[] = [];

/**
 * The browser of a test file. Closing it fails (and so fails the file's afterAll) when any of its
 * pages reported a Content-Security-Policy violation: every browser test checks the policy.
 */
export async function launch(): Promise<Browser> {
  mkdirSync(SHOTS, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  launched.add(browser);
  const close = browser.close.bind(browser);
  browser.close = async (...args) => {
    launched.delete(browser);
    await close(...args);
    if (cspViolations.length) throw new Error(`CSP violations:\n${cspViolations.splice(0).join('\n')}`);
  };
  return browser;
}

const VIOLATION = 'csp-violation ';

/** Reports `securitypolicyviolation` events to the console, where newPage collects them. */
function listenForViolations() {
  document.addEventListener('securitypolicyviolation', (e) => {
    console.error(
      `csp-violation ${JSON.stringify({ directive: e.violatedDirective, blocked: e.blockedURI, sample: e.sample, at: location.pathname })}`,
    );
  });
}

// A list body's cells carry no column name (components/list/rows-html.ts): a cell's column is the
// header cell at its position. Tests find cells by column through `col=<key>` in a locator, and
// through window.listCells(key, root?) inside the page.
declare global {
  interface Window {
    /** The cells of column `key` under `root` (a node, or a selector: none when it matches nothing). */
    listCells(key: string, root?: ParentNode | string): HTMLTableCellElement[];
  }
}

function installListCells() {
  window.listCells = (key, root = document) => {
    const within = typeof root === 'string' ? document.querySelector(root) : root;
    return [...(within?.querySelectorAll('td') ?? [])].filter(
      (td) => td.closest('table')?.tHead?.rows[0]?.cells[td.cellIndex]?.getAttribute('data-col') === key,
    );
  };
}

// Evaluated in the page's own world, where installListCells ran first.
const columnEngine = () => ({
  query: (root: ParentNode, key: string) => window.listCells(key, root)[0] ?? null,
  queryAll: (root: ParentNode, key: string) => window.listCells(key, root),
});
let engineRegistered: Promise<void> | null = null;

export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  engineRegistered ??= selectors.register('col', columnEngine);
  await engineRegistered;
  const context = await browser.newContext({ viewport: { width: 1400, height: 860 }, locale: 'zh-CN', ...options });
  await context.addInitScript(listenForViolations);
  await context.addInitScript(installListCells);
  context.on('console', (msg) => {
    if (msg.text().startsWith(VIOLATION)) cspViolations.push(msg.text().slice(VIOLATION.length));
    else if (msg.type() === 'error') pageErrors.push(`${msg.page()?.url() ?? ''} console: ${msg.text()}`);
  });
  context.on('weberror', (e) => pageErrors.push(`${e.page()?.url() ?? ''} error: ${e.error().message}`));
  return context.newPage();
}

/** Console errors and uncaught errors of every page, printed when a test fails. */
const pageErrors: string[] = [];

/**
 * For a failed test (tests/e2e/setup.ts): a screenshot of every open page (not only the one the
 * test began with) and the pages' errors on stderr, so a failure on CI can be read afterwards.
 */
export async function failureEvidence(name: string): Promise<void> {
  const pages = [...launched].flatMap((b) => b.contexts().flatMap((c) => c.pages()));
  const slug = name.replace(/[^\w\u4e00-\u9fff]+/g, '-').slice(0, 40);
  await Promise.all(pages.map((p, i) => p.screenshot({ path: `${SHOTS}/failed-${slug}-${i}.png` }).catch(() => undefined)));
  const urls = pages.map((p) => p.url()).join(' ');
  console.error(`[failed] ${name}\n  pages: ${urls}\n  ${pageErrors.splice(0).slice(-20).join('\n  ') || 'no page errors'}`);
}

/** Signs in through the login screen; tests fix the captcha code to TEST through the upstream. */
export async function signInThroughScreen(page: Page, base: string, loginId: string, password: string): Promise<void> {
  await page.goto(`${base}/Login`);
  await page.waitForSelector('img[alt="验证码"]');
  await page.fill('input[name="loginId"]', loginId);
  await page.fill('input[name="password"]', password);
  await page.fill('input[name="captchaCode"]', 'TEST');
  await Promise.all([page.waitForURL((u) => u.pathname === '/'), page.click('button[type="submit"]')]);
}

/** A page of its own context, signed in through the login screen as one of the demo accounts. */
export async function signedInPage(
  browser: Browser,
  base: string,
  who: keyof typeof ACCOUNTS,
  options?: BrowserContextOptions,
): Promise<Page> {
  const page = await newPage(browser, options);
  const [loginId, password] = ACCOUNTS[who];
  await signInThroughScreen(page, base, loginId, password);
  return page;
}

/** Waits until React has hydrated the element (its fiber is attached): input typed before that is lost. */
export async function hydrated(locator: Locator): Promise<void> {
  await locator.waitFor();
  await locator.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        const check = () => (Object.keys(el).some((k) => k.startsWith('__reactFiber')) ? resolve() : requestAnimationFrame(check));
        check();
      }),
  );
}

/** Chooses an organisation in an organisation search box by its code: types it, picks its row. */
export async function pickOrg(page: Page, selector: string, code: string): Promise<void> {
  await pickIn(page, selector, code);
}

/**
 * Types `typed` into a search picker (organisation, activity group, account) and clicks the first
 * result row with a cell reading exactly `cell` (default: what was typed).
 */
export async function pickIn(page: Page, selector: string, typed: string, cell = typed): Promise<void> {
  const box = page.locator(selector);
  await box.click();
  await box.fill(typed);
  const exact = new RegExp(`^\\s*${cell.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
  const row = page
    .locator('[role=grid] tbody tr')
    .filter({ has: page.locator('td', { hasText: exact }) })
    .first();
  await row.waitFor({ timeout: 15_000 });
  await row.click();
}

/**
 * A row action past the row's first two sits in its 更多 menu (components/list/rows-html.ts): opens
 * the menu when the action is in a closed one, so the action can be clicked.
 */
export async function revealRowAction(action: Locator): Promise<void> {
  const menu = action.locator('xpath=ancestor::*[@popover][1]');
  if ((await menu.count()) === 0 || (await action.isVisible())) return;
  await menu.locator('xpath=preceding-sibling::*[@data-more][1]').click();
  // Before the page is live the menu does not open: the caller tries again.
  await action.waitFor({ timeout: 2000 }).catch(() => undefined);
}
