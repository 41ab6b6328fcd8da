// Bench part 5, column settings in the browser: on the member list at 200 rows x 30 columns, the
// time from ticking a column in the settings popover to the next painted frame with the table
// redrawn, against opening the popover itself (a small state change on the same page, same run).
// Both are the browser's own Event Timing of the (trusted) click: from the input to the next paint,
// what Web Vitals' INP reads. An in-page clock that stops at "a task after the next frame" would
// stop behind whatever long task follows that paint (the table writes its remaining rows then).
// Then paging on the same page: from a click on the pager's next page to the next frame with rows
// 201-400 in the body laid out (the upstream's answer included), back to page 1 between rounds.
import { launch, signedInPage } from '../../tests/support/browser.ts';
import { pct, round } from './load.ts';
import { table } from './report.ts';

export const COLUMNS_SCREEN = '/MemberList?pageSize=200';
const COLUMN = 'mobile';

export interface ColumnsFigures {
  rows: number;
  columns: number;
  rounds: number;
  toggleP50Ms: number;
  toggleP90Ms: number;
  popoverP50Ms: number;
  popoverP90Ms: number;
  /** toggle p50 / popover p50 */
  ratio: number;
  /** Next page (rows 201-400 of 200 per page): click to the painted frame with serial 201 first, ms. */
  pagingP50Ms: number;
  pagingP90Ms: number;
}

export async function benchColumns(o: { consoleUrl: string; rounds: number }): Promise<ColumnsFigures> {
  const browser = await launch();
  try {
    const page = await signedInPage(browser, o.consoleUrl, 'admin', { viewport: { width: 1600, height: 900 } });
    await page.goto(`${o.consoleUrl}${COLUMNS_SCREEN}`);
    // Hydrated too: a click before React owns the button would open nothing (and the loop below wait forever).
    await page.waitForFunction(
      () =>
        document.querySelectorAll('table[data-table="list"] tbody tr').length === 200 &&
        !!document.querySelector('[data-screen][data-ready]'),
    );
    const shape = await page.evaluate(() => ({
      rows: document.querySelectorAll('table[data-table="list"] tbody tr').length,
      columns: document.querySelectorAll('table[data-table="list"] th').length - 1, // minus the serial column
    }));
    // Every click's Event Timing duration (input to next paint), as the browser reports it: only
    // those of 16 ms and more are reported, a missing one counts as 16.
    await page.evaluate(() => {
      const w = window as unknown as { clicks: number[] };
      w.clicks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (e.name === 'click') w.clicks.push(e.duration);
      }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    });
    const clicks = () => page.evaluate(() => (window as unknown as { clicks: number[] }).clicks.length);
    const settled = () =>
      page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            // The body's second step done, two frames painted and the entries delivered.
            const wait = () =>
              document.querySelector('tbody[data-partial]')
                ? setTimeout(wait, 10)
                : requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)));
            wait();
          }),
      );
    const timed = async (click: () => Promise<void>, done: () => Promise<unknown>): Promise<number> => {
      const before = await clicks();
      await click();
      await done();
      await settled();
      const all = await page.evaluate(() => (window as unknown as { clicks: number[] }).clicks);
      return all.length > before ? all[all.length - 1]! : 16;
    };
    const samples = { toggle: [] as number[], popover: [] as number[] };
    const button = page.getByTestId('column-settings');
    const toggle = page.locator(`[data-column-toggle="${COLUMN}"]`);
    const header = page.locator(`th[data-col="${COLUMN}"]`);
    for (let i = 0; i < o.rounds; i++) {
      samples.popover.push(
        await timed(
          () => button.click(),
          () => toggle.waitFor(),
        ),
      );
      const had = (await header.count()) > 0;
      samples.toggle.push(
        await timed(
          () => toggle.click(),
          () => page.waitForFunction((h) => !!document.querySelector(h.sel) !== h.had, { sel: `th[data-col="${COLUMN}"]`, had }),
        ),
      );
      await button.click();
      await toggle.waitFor({ state: 'detached' });
      await settled();
    }
    // Leave the settings as they were found (an even number of toggles restores them; be sure).
    await page.evaluate(() => localStorage.removeItem('customTableConfig'));
    const paging = await page.evaluate(async (n) => {
      const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const until = async (cond: () => boolean) => {
        while (!cond()) await new Promise((r) => setTimeout(r, 0));
      };
      // The first cell of the body's first row: its serial number (序号).
      const firstSerial = () => document.querySelector('table[data-table="list"] tbody tr:first-child > :first-child')?.textContent?.trim();
      const pager = (label: string) =>
        document.querySelector<HTMLButtonElement>(`[data-screen] nav[aria-label="分页"] button[aria-label="${label}"]`)!;
      if (firstSerial() !== '1' || pager('下一页').disabled) throw new Error('paging: the list must show page 1 of at least two');
      const out: number[] = [];
      for (let i = 0; i < n; i++) {
        // The previous page's second step done (else this round would wait behind it).
        await until(() => !document.querySelector('tbody[data-partial]'));
        await frame();
        const t = performance.now();
        pager('下一页').click();
        await until(() => firstSerial() === '201');
        // The frame that shows them: its style and layout done (its paint follows at once).
        await new Promise((r) => requestAnimationFrame(() => r(document.body.offsetHeight)));
        out.push(performance.now() - t);
        pager('上一页').click();
        await until(() => firstSerial() === '1');
        await frame();
      }
      return out;
    }, o.rounds);
    const toggleP50Ms = round(pct(samples.toggle, 0.5), 1);
    const popoverP50Ms = round(pct(samples.popover, 0.5), 1);
    return {
      ...shape,
      rounds: o.rounds,
      toggleP50Ms,
      toggleP90Ms: round(pct(samples.toggle, 0.9), 1),
      popoverP50Ms,
      popoverP90Ms: round(pct(samples.popover, 0.9), 1),
      ratio: round(toggleP50Ms / popoverP50Ms, 2),
      pagingP50Ms: round(pct(paging, 0.5), 1),
      pagingP90Ms: round(pct(paging, 0.9), 1),
    };
  } finally {
    await browser.close();
  }
}

export function columnsTable(f: ColumnsFigures): string {
  return table(
    ['table', 'rounds', 'column toggle p50', 'p90', 'popover open p50 (baseline)', 'p90', 'ratio'],
    [[`${f.rows} x ${f.columns}`, f.rounds, f.toggleP50Ms, f.toggleP90Ms, f.popoverP50Ms, f.popoverP90Ms, f.ratio]],
  );
}

export function pagingTable(f: ColumnsFigures): string {
  return table(
    ['table', 'rounds', 'next page (rows 201-400) p50', 'p90'],
    [[`${f.rows} x ${f.columns}`, f.rounds, f.pagingP50Ms, f.pagingP90Ms]],
  );
}
