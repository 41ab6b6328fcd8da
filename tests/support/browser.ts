import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

// Debian's Chromium, driven by playwright-core (browser downloads fail here). The flags keep it
// from reaching for the network at start-up.
export const SHOTS = 'test-results/screenshots';

export async function launch(): Promise<Browser> {
  mkdirSync(SHOTS, { recursive: true });
  return chromium.launch({
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
}

export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 860 }, locale: 'zh-CN', ...options });
  return context.newPage();
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

/** Opens a list screen and waits until it is hydrated and idle (clicks before hydration are lost). */
export async function openList(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('[data-screen][data-ready] table[data-table="list"]').waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}
