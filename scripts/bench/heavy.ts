// Bench part 7, the three heaviest screens of the product as it stands: the widest list (the list
// declaration with the most default columns in lib/screens, opened as from the menu), the member
// dialog and the organisation form (编辑 on /OrgInfManage). For each: its first-load JS, and in
// Chromium the time from opening it to the next painted frame with its content drawn. The list
// also gets its server render at c = 1 (p50 and console CPU per request, like part 2); the dialog
// and the form the JS their first open fetches, and whether their own code stays out of the host
// page's first load (DIALOG_MARKERS).
import type { Page } from 'playwright-core';
import { screens } from '../../lib/screens/index.ts';
import { launch, signedInPage } from '../../tests/support/browser.ts';
import type { ConsoleClient } from '../../tests/support/console-client.ts';
import { clickToPainted, MEMBER_DIALOG, type OpenSpec } from './dialog.ts';
import { chunksWith, DIALOG_MARKERS, gzipBytes, KB, measureJs } from './js.ts';
import { type LoadSummary, measureOne, pct, round } from './load.ts';
import { cpuSeconds, sleep } from './procs.ts';
import { pageTarget } from './render.ts';
import { table } from './report.ts';

/** The list declaration with the most default (not optional) columns, and that count. */
export function widestList(): { name: string; columns: number } {
  let best = { name: '', columns: -1 };
  for (const s of screens) {
    const n = s.list?.columns.filter((c) => !c.optional).length ?? -1;
    if (n > best.columns) best = { name: s.name, columns: n };
  }
  return best;
}

/** The organisation form from a row's 编辑: painted when its name box holds the row's name. */
export const ORG_FORM: OpenSpec = {
  click: 'table[data-table="list"] tbody tr [data-action="edit"]',
  keyColumn: 'orgName',
  painted: '[role=dialog] [data-org-form="edit"] #org-orgInf-orgName',
  prop: 'value',
};
const ORG_FORM_SCREEN = '/OrgInfManage?pageSize=50';
const MEMBER_DIALOG_SCREEN = '/MemberList?pageSize=50';

export interface OpenFigures {
  /** What was opened, and from where. */
  what: string;
  /** First-load JS of the page it opens on (for the list: its own), gzip KB. */
  firstLoadKB: number;
  /** JS the first open fetched, gzip KB (a dialog's own code, views, widgets). */
  onOpenKB?: number;
  rounds: number;
  openP50Ms: number;
  openP90Ms: number;
  /** The first open (code still to load); a list's opens are all full page loads. */
  firstOpenMs?: number;
  /** A list: navigation start to the painted frame with [data-ready] (hydrated), p50. */
  hydratedP50Ms?: number;
  /** A dialog: its marker chunk absent from the host page's first load and fetched by the first open. */
  onlyWhenOpened?: boolean;
}

export interface HeavyFigures {
  widest: OpenFigures & {
    screen: string;
    path: string;
    declaredColumns: number;
    shownColumns: number;
    /** Server render at c = 1: GET of the page, signed in. */
    render: Pick<LoadSummary, 'requests' | 'rps' | 'p50Ms' | 'p90Ms' | 'errors'> & { consoleCpuMs: number };
    /** Console CPU of one page load in Chromium, p50: the document and whatever the page then asks (prefetches, calls) within a second. */
    pageViewCpuMs: number;
  };
  memberDialog: OpenFigures;
  orgForm: OpenFigures;
}

/**
 * A list opened `rounds` times as a full page load: navigation start to the painted table, in the
 * page; and the console's CPU for each load, the requests the page makes in the second after it included.
 */
async function listOpens(
  page: Page,
  url: string,
  rounds: number,
  consolePid: number,
): Promise<{ painted: number[]; hydrated: number[]; cpuMs: number[]; columns: number }> {
  await page.addInitScript(() => {
    const frame = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));
    const w = window as unknown as { __benchPainted?: number; __benchHydrated?: number };
    const poll = () => {
      if (w.__benchPainted === undefined && document.querySelector('table[data-table="list"] tbody tr'))
        frame(() => {
          w.__benchPainted ??= performance.now();
        });
      if (w.__benchHydrated === undefined && document.querySelector('[data-screen][data-ready]'))
        frame(() => {
          w.__benchHydrated ??= performance.now();
        });
      if (w.__benchHydrated === undefined) setTimeout(poll, 1);
    };
    poll();
  });
  const painted: number[] = [];
  const hydrated: number[] = [];
  const cpuMs: number[] = [];
  let columns = 0;
  for (let i = 0; i < rounds; i++) {
    const cpu = cpuSeconds(consolePid);
    await page.goto(url);
    await page.waitForFunction(() => (window as unknown as { __benchHydrated?: number }).__benchHydrated !== undefined);
    await sleep(1000);
    cpuMs.push((cpuSeconds(consolePid) - cpu) * 1000);
    const t = await page.evaluate(() => {
      const w = window as unknown as { __benchPainted: number; __benchHydrated: number };
      return {
        painted: w.__benchPainted,
        hydrated: w.__benchHydrated,
        columns: document.querySelectorAll('table[data-table="list"] th').length - 1,
      };
    });
    painted.push(t.painted);
    hydrated.push(t.hydrated);
    columns = t.columns;
  }
  return { painted, hydrated, cpuMs, columns };
}

async function dialogOpens(
  page: Page,
  base: string,
  screen: string,
  spec: OpenSpec,
  marker: string,
  rounds: number,
  what: string,
  cookie: string,
) {
  const firstLoad = await measureJs(base, screen, cookie);
  await page.goto(`${base}${screen}`);
  await page.waitForFunction(() => !!document.querySelector('[data-screen][data-ready] table[data-table="list"] tbody tr'));
  const s = await clickToPainted(page, spec, rounds);
  const own = chunksWith(marker);
  const [first, ...rest] = s.open;
  return {
    what,
    firstLoadKB: firstLoad.gzipKB,
    onOpenKB: round(s.jsOnFirstOpen.reduce((t, u) => t + gzipBytes(u), 0) / KB, 1),
    rounds,
    openP50Ms: round(pct(rest, 0.5), 1),
    openP90Ms: round(pct(rest, 0.9), 1),
    firstOpenMs: round(first, 1),
    onlyWhenOpened:
      own.length > 0 && !own.some((c) => firstLoad.chunks.some((f) => f.file === c)) && own.some((c) => s.jsOnFirstOpen.includes(c)),
  } satisfies OpenFigures;
}

export async function benchHeavy(o: {
  consoleUrl: string;
  admin: ConsoleClient;
  seconds: number;
  warmupSeconds: number;
  rounds: number;
  cpu: Record<string, number>;
}): Promise<HeavyFigures> {
  const widest = widestList();
  const path = `/${widest.name}`;
  const cookie = () => o.admin.cookieHeader();

  // Server render at c = 1, after a warm-up, like part 2's screen side (no baseline here).
  const render = await measureOne(
    pageTarget(o.consoleUrl, { path, expect: 'data-table="list"' }, o.admin, o.cpu),
    1,
    o.seconds,
    o.warmupSeconds,
  );
  const firstLoad = await measureJs(o.consoleUrl, path, cookie());

  const browser = await launch();
  try {
    const page = await signedInPage(browser, o.consoleUrl, 'admin', { viewport: { width: 1600, height: 900 } });
    const member = await dialogOpens(
      page,
      o.consoleUrl,
      MEMBER_DIALOG_SCREEN,
      MEMBER_DIALOG,
      DIALOG_MARKERS[1].marker,
      o.rounds,
      `member dialog (member id on ${MEMBER_DIALOG_SCREEN})`,
      cookie(),
    );
    const org = await dialogOpens(
      page,
      o.consoleUrl,
      ORG_FORM_SCREEN,
      ORG_FORM,
      DIALOG_MARKERS[0].marker,
      o.rounds,
      `organisation form (编辑 on ${ORG_FORM_SCREEN})`,
      cookie(),
    );
    // Last: its init script stays on the page.
    const list = await listOpens(page, `${o.consoleUrl}${path}`, o.rounds, o.cpu.console!);
    return {
      widest: {
        what: `widest list ${path} (page load)`,
        screen: widest.name,
        path,
        declaredColumns: widest.columns,
        shownColumns: list.columns,
        firstLoadKB: firstLoad.gzipKB,
        rounds: o.rounds,
        openP50Ms: round(pct(list.painted, 0.5), 1),
        openP90Ms: round(pct(list.painted, 0.9), 1),
        hydratedP50Ms: round(pct(list.hydrated, 0.5), 1),
        render: {
          requests: render.requests,
          rps: render.rps,
          p50Ms: render.p50Ms,
          p90Ms: render.p90Ms,
          errors: render.errors,
          consoleCpuMs: render.cpuMsPerRequest.console ?? Number.NaN,
        },
        pageViewCpuMs: round(pct(list.cpuMs, 0.5), 1),
      },
      memberDialog: member,
      orgForm: org,
    };
  } finally {
    await browser.close();
  }
}

export function heavyTable(f: HeavyFigures): string {
  const rows = [f.widest, f.memberDialog, f.orgForm].map((r) => [
    r.what,
    r.firstLoadKB,
    r.onOpenKB,
    r.rounds,
    r.openP50Ms,
    r.openP90Ms,
    r.firstOpenMs ?? r.hydratedP50Ms,
    r === f.widest ? f.widest.render.p50Ms : undefined,
    r === f.widest ? f.widest.render.consoleCpuMs : undefined,
  ]);
  return table(
    [
      'screen',
      'first-load JS KB',
      'JS on open KB',
      'rounds',
      'open to painted p50',
      'p90',
      'first open (list: hydrated p50)',
      'server p50 c=1',
      'console CPU ms/req',
    ],
    rows,
  );
}
