// Bench part 6, the member dialog in the browser: on the member list, the time from a click on a
// member id to the next painted frame with the dialog's first tab drawn (its record loaded), against
// opening the column-settings popover on the same page in the same run. Each round opens another
// member (a fresh record load); the first round also loads the dialog's code and view. Measured
// inside Chromium with performance.now(), so the figures exclude the driver's latency.
// `clickToPainted` is the same measurement for any dialog or form (the heavy part uses it).
import type { Page } from 'playwright-core';
import { launch, signedInPage } from '../../tests/support/browser.ts';
import { pct, round } from './load.ts';
import { table } from './report.ts';

export const DIALOG_SCREEN = '/MemberList?pageSize=50';

/** What to click and when the opened dialog counts as painted. */
export interface OpenSpec {
  /** The elements to click, one per round in turn (a list's id buttons, its rows' 编辑 buttons). */
  click: string;
  /** The text the painted dialog must show: the clicked element's own (''), or that of its row's cell in this column. */
  keyColumn: string;
  /** The element of the open dialog that shows the key once its record has arrived. */
  painted: string;
  /** Where that element shows it: its text, or its value (a form's input). */
  prop: 'textContent' | 'value';
}

/** The member dialog from a member id cell: painted when its first tab shows the member's id. */
export const MEMBER_DIALOG: OpenSpec = {
  // The member id column is the first and frozen one (pin-id); the introducer's ids link members too.
  click: 'table[data-table="list"] tbody td.pin-id [data-id-link="member"]',
  keyColumn: '',
  painted: '[role=dialog] [data-tab-fields="1"] [data-field="memberId"] dd',
  prop: 'textContent',
};

export interface OpenSamples {
  /** ms from each click to the next painted frame with the dialog drawn, in round order. */
  open: number[];
  /** With `popover`: ms from a click on 列设置 to the next painted frame with its panel, after each round. */
  popover: number[];
  /** The same page's JS files before the first click, and those fetched by the time the first open painted. */
  jsBefore: string[];
  jsOnFirstOpen: string[];
}

/**
 * Opens and closes a dialog `rounds` times on the page as it is (a list, hydrated), each round on
 * the next element of `spec.click`. With `popover`, each round then opens and closes the list's
 * column-settings popover too: a baseline measured alongside, so a drift of the machine weighs on both.
 */
export async function clickToPainted(page: Page, spec: OpenSpec, rounds: number, popover = false): Promise<OpenSamples> {
  return page.evaluate(
    async ({ n, spec, popover }) => {
      const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const until = async (cond: () => boolean) => {
        while (!cond()) await new Promise((r) => setTimeout(r, 0));
      };
      const js = () =>
        performance
          .getEntriesByType('resource')
          .map((e) => new URL(e.name).pathname)
          .filter((p) => p.endsWith('.js'));
      const targets = [...document.querySelectorAll<HTMLElement>(spec.click)];
      if (targets.length === 0) throw new Error(`nothing to click: ${spec.click}`);
      const out = { open: [] as number[], popover: [] as number[], jsBefore: js(), jsOnFirstOpen: [] as string[] };
      const settings = document.querySelector<HTMLButtonElement>('[data-testid="column-settings"]');
      const shown = () => {
        const el = document.querySelector<HTMLElement>(spec.painted);
        if (!el) return null;
        return spec.prop === 'value' ? (el as HTMLInputElement).value : el.textContent;
      };
      for (let i = 0; i < n; i++) {
        const target = targets[i % targets.length];
        const row = target.closest('tr');
        const key = (spec.keyColumn ? row && window.listCells(spec.keyColumn, row)[0]?.textContent : target.textContent) ?? '';
        const t = performance.now();
        target.click();
        await until(() => shown() === key);
        await frame();
        out.open.push(performance.now() - t);
        if (i === 0) out.jsOnFirstOpen = js().filter((p) => !out.jsBefore.includes(p));
        document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
        await until(() => !document.querySelector('[role=dialog]'));
        await frame();
        if (!popover || !settings) continue;
        const p = performance.now();
        settings.click();
        await until(() => !!document.querySelector('[data-column-toggle]'));
        await frame();
        out.popover.push(performance.now() - p);
        settings.click();
        await until(() => !document.querySelector('[data-column-toggle]'));
        await frame();
      }
      return out;
    },
    { n: rounds, spec, popover },
  );
}

export interface DialogFigures {
  rounds: number;
  openP50Ms: number;
  openP90Ms: number;
  /** The first open, with the dialog's code and view still to load. */
  firstOpenMs: number;
  popoverP50Ms: number;
  popoverP90Ms: number;
  /** open p50 / popover p50 */
  ratio: number;
}

export async function benchDialog(o: { consoleUrl: string; rounds: number }): Promise<DialogFigures> {
  const browser = await launch();
  try {
    const page = await signedInPage(browser, o.consoleUrl, 'admin', { viewport: { width: 1600, height: 900 } });
    await page.goto(`${o.consoleUrl}${DIALOG_SCREEN}`);
    await page.waitForFunction(
      () =>
        document.querySelectorAll('table[data-table="list"] tbody tr').length >= 20 &&
        !!document.querySelector('[data-screen][data-ready]'),
    );
    const { open, popover } = await clickToPainted(page, MEMBER_DIALOG, o.rounds, true);
    const [first, ...rest] = open;
    const openP50Ms = round(pct(rest, 0.5), 1);
    const popoverP50Ms = round(pct(popover, 0.5), 1);
    return {
      rounds: o.rounds,
      openP50Ms,
      openP90Ms: round(pct(rest, 0.9), 1),
      firstOpenMs: round(first, 1),
      popoverP50Ms,
      popoverP90Ms: round(pct(popover, 0.9), 1),
      ratio: round(openP50Ms / popoverP50Ms, 2),
    };
  } finally {
    await browser.close();
  }
}

export function dialogTable(f: DialogFigures): string {
  return table(
    ['rounds', 'member dialog open p50', 'p90', 'first open', 'popover open p50 (baseline)', 'p90', 'ratio'],
    [[f.rounds, f.openP50Ms, f.openP90Ms, f.firstOpenMs, f.popoverP50Ms, f.popoverP90Ms, f.ratio]],
  );
}
