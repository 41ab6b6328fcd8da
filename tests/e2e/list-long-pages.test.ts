import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { signedInPage } from '../support/browser';
import { openList, withOlderRows } from '../support/list-open';
import { sharedBrowser } from '../support/shared-page';

// Long list pages in Chromium: a 200-row page's first screenful painted from the server's HTML, its
// rows from the document's data block, the rest drawn in steps, and a column change that draws the
// rows in view first. (The list engine's other behaviour: list-screens.test.ts.)
const base = inject('consoleUrl');
const browser = sharedBrowser();
let admin: Page;

beforeAll(async () => {
  admin = await signedInPage(browser(), base, 'admin');
});

const rows = (page: Page) => page.locator('table[data-table="list"] tbody tr');

/** A list screen by its path, hydrated and idle. */
const open = (page: Page, path: string) => openList(page, `${base}${path}`);

describe('long list pages in the browser', () => {
  it('a column change on a long page draws the rows in view first, then every row; a row clicked meanwhile is that row', async () => {
    await open(admin, '/MemberList?pageSize=200');
    await admin.waitForFunction(() => document.querySelectorAll('table[data-table="list"] tbody tr').length === 200);
    // Scrolled down to about the 100th row; the table measures where it is on the next frame.
    await admin.evaluate(() => {
      const box = document.querySelector<HTMLElement>('[data-table-scroll]')!;
      box.scrollTop = box.querySelector('tbody tr')!.getBoundingClientRect().height * 100;
    });
    await admin.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await admin.getByTestId('column-settings').click();
    // The popover's panel loads with its first opening: there before the tick below.
    await admin.locator('[data-column-toggle="mobile"]').waitFor();
    const first = await admin.evaluate(() => {
      document.querySelector<HTMLInputElement>('[data-column-toggle="mobile"]')!.click();
      // Still in the click's task: what the next frame paints.
      const body = document.querySelector<HTMLTableSectionElement>('table[data-table="list"] tbody')!;
      const drawn = [...body.rows].filter((r) => !r.hasAttribute('data-spacer'));
      const row = drawn[5]!;
      const link = row.querySelector<HTMLElement>('[data-id-link="member"]')!;
      link.click();
      return { partial: 'partial' in body.dataset, drawn: drawn.length, serial: Number(row.cells[0]!.textContent), id: link.textContent };
    });
    expect(first.partial).toBe(true);
    expect(first.drawn).toBeLessThan(60);
    expect(first.serial).toBeGreaterThan(85);
    expect(first.serial).toBeLessThan(115);
    // The click while the spacers stood in opened the row clicked, not the one at its place among 200.
    await admin.waitForFunction((id) => new URL(location.href).searchParams.get('dlg')?.startsWith(`member:${id}:`), first.id);
    await admin.waitForFunction(
      () =>
        document.querySelectorAll('table[data-table="list"] tbody tr').length === 200 &&
        !document.querySelector('table[data-table="list"] tbody [data-spacer]'),
    );
    expect(await admin.locator('th[data-col="mobile"]').count()).toBe(0);
    await admin.evaluate(() => localStorage.removeItem('customTableConfig'));
  });

  it('a 200-row page paints its first screenful before any script runs, then every row, each one working', async () => {
    // The scripts held back: what the server's HTML alone paints.
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    const scripts = '**/_next/static/chunks/*.js';
    await admin.route(scripts, async (route) => {
      await held;
      await route.continue();
    });
    // The rows come with the document (its data block): the browser asks no page of its own.
    const asked: string[] = [];
    const onRequest = (r: { url(): string }) => r.url().includes('/api/admin/member/page') && asked.push(r.url());
    admin.on('request', onRequest);
    await admin.goto(withOlderRows(`${base}/MemberList?pageSize=200`), { waitUntil: 'domcontentloaded' });
    const painted = await admin.evaluate(() => {
      const body = document.querySelector<HTMLTableSectionElement>('table[data-table="list"] tbody')!;
      const spacer = body.querySelector<HTMLElement>('[data-spacer]');
      return {
        drawn: body.querySelectorAll('tr:not([data-spacer])').length,
        rest: spacer?.dataset.spacer,
        // The spacer keeps the scrollbar as long as the whole page.
        tall: (spacer?.getBoundingClientRect().height ?? 0) / (body.rows[0]?.getBoundingClientRect().height ?? 1),
        // The page's rows as a data block beside the payload (Chromium says Sec-Fetch-Dest: document).
        block: document.querySelectorAll('script[type="application/json"][id^="first-page-"]').length,
      };
    });
    expect(painted.block).toBe(1);
    expect(painted.drawn).toBe(40);
    expect(painted.rest).toBe('160');
    expect(painted.tall).toBeGreaterThan(150);
    expect(painted.tall).toBeLessThan(170);
    // The other rows come a batch of at most 20 per task, in order: no frame lays out all 200.
    await admin.evaluate(() => {
      const w = window as unknown as { batches: number[][] };
      w.batches = [];
      new MutationObserver((records) => {
        const serials = records.flatMap((r) =>
          [...r.addedNodes]
            .filter((n): n is HTMLTableRowElement => n instanceof HTMLTableRowElement)
            .map((tr) => Number(tr.cells[0]?.textContent)),
        );
        if (serials.length) w.batches.push(serials);
      }).observe(document.querySelector('table[data-table="list"] tbody')!, { childList: true });
    });
    release();
    await admin.waitForFunction(
      () => document.querySelectorAll('table[data-table="list"] tbody tr').length === 200 && !document.querySelector('tbody[data-partial]'),
    );
    await admin.unroute(scripts);
    admin.off('request', onRequest);
    expect(asked).toEqual([]);
    const batches = await admin.evaluate(() => (window as unknown as { batches: number[][] }).batches);
    expect(batches.length).toBe(8);
    expect(Math.max(...batches.map((b) => b.length))).toBeLessThanOrEqual(20);
    expect(batches.flat()).toEqual(Array.from({ length: 160 }, (_, i) => i + 41));
    const last = rows(admin).nth(199);
    expect(await last.locator('td').first().textContent()).toBe('200');
    const id = await last.locator('[data-id-link="member"]').first().textContent();
    await last.locator('[data-id-link="member"]').first().click();
    await admin.waitForFunction((m) => new URL(location.href).searchParams.get('dlg')?.startsWith(`member:${m}:`), id);
    await admin.keyboard.press('Escape');
  });

  it('a list loaded as a document, left through the menu and come back to with 后退, shows its rows again', async () => {
    // Its first page came in the document's data block; the way back remounts it from the router's cache.
    const errors: string[] = [];
    const onError = (e: Error) => errors.push(String(e));
    const onConsole = (m: { type(): string; text(): string }) => m.type() === 'error' && errors.push(m.text());
    admin.on('pageerror', onError);
    admin.on('console', onConsole);
    await open(admin, '/MemberList?pageSize=50');
    const firstId = await rows(admin).first().locator('[data-id-link="member"]').first().textContent();
    const screen = (name: string) =>
      admin.waitForFunction((n) => document.querySelector(`[data-screen="${n}"][data-ready] table[data-table="list"] tbody tr td`), name);
    await admin.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '商户管理', exact: true }).click();
    // The merchant list opens on today (spec 01 §9): ready, with or without rows.
    await admin.waitForFunction(() => document.querySelector('[data-screen="UserSearch"][data-ready] table[data-table="list"]'));
    await admin.goBack();
    await screen('MemberList');
    await admin.waitForFunction(() => document.querySelectorAll('table[data-table="list"] tbody tr').length === 50);
    expect(await rows(admin).first().locator('[data-id-link="member"]').first().textContent()).toBe(firstId);
    admin.off('pageerror', onError);
    admin.off('console', onConsole);
    expect(errors).toEqual([]);
  });
});
