// Bench part 6, the member dialog in the browser: on the member list, the time from a click on a
// member id to the next painted frame with the dialog's first tab drawn (its record loaded), against
// opening the column-settings popover on the same page in the same run. Each round opens another
// member (a fresh record load); the first round also loads the dialog's code and view. Measured
// inside Chromium with performance.now(), so the figures exclude the driver's latency.
import { launch, newPage, signInThroughScreen } from '../../tests/support/browser.ts';
import { ACCOUNTS } from '../../tests/support/console-client.ts';
import { round } from './load.ts';
import { table } from './report.ts';

export const DIALOG_SCREEN = '/MemberList?pageSize=50';

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

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

export async function benchDialog(o: { consoleUrl: string; rounds: number }): Promise<DialogFigures> {
  const browser = await launch();
  try {
    const page = await newPage(browser, { viewport: { width: 1600, height: 900 } });
    await signInThroughScreen(page, o.consoleUrl, ...ACCOUNTS.admin);
    await page.goto(`${o.consoleUrl}${DIALOG_SCREEN}`);
    await page.waitForFunction(() => document.querySelectorAll('table[data-table="list"] tbody tr').length >= 20);
    const samples = await page.evaluate(async (n) => {
      const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const until = async (cond: () => boolean) => {
        while (!cond()) await new Promise((r) => setTimeout(r, 0));
      };
      const out = { open: [] as number[], popover: [] as number[] };
      const cells = [
        ...document.querySelectorAll<HTMLButtonElement>('table[data-table="list"] tbody td[data-col="memberId"] [data-id-link="member"]'),
      ];
      const settings = document.querySelector<HTMLButtonElement>('[data-testid="column-settings"]')!;
      for (let i = 0; i < n; i++) {
        const cell = cells[i % cells.length];
        const id = cell.textContent ?? '';
        let t = performance.now();
        cell.click();
        // Painted: the first tab's grid shows this member's id (its record has arrived).
        await until(() => document.querySelector('[role=dialog] [data-tab-fields="1"] [data-field="memberId"] dd')?.textContent === id);
        await frame();
        out.open.push(performance.now() - t);
        document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
        await until(() => !document.querySelector('[role=dialog]'));
        await frame();

        t = performance.now();
        settings.click();
        await until(() => !!document.querySelector('[data-column-toggle]'));
        await frame();
        out.popover.push(performance.now() - t);
        settings.click();
        await until(() => !document.querySelector('[data-column-toggle]'));
        await frame();
      }
      return out;
    }, o.rounds);
    const [first, ...rest] = samples.open;
    const openP50Ms = round(pct(rest, 0.5), 1);
    const popoverP50Ms = round(pct(samples.popover, 0.5), 1);
    return {
      rounds: o.rounds,
      openP50Ms,
      openP90Ms: round(pct(rest, 0.9), 1),
      firstOpenMs: round(first, 1),
      popoverP50Ms,
      popoverP90Ms: round(pct(samples.popover, 0.9), 1),
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
