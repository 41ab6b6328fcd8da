// Bench part 2, server rendering: a console screen rendered for a signed-in operator (proxy.ts
// guard, shell layout with rights and menus, the screen) against /bench/minimal, the smallest
// dynamic page of the same build.
import type { ConsoleClient } from '../../tests/support/console-client.ts';
import { abba, round, type LoadSummary, type Target } from './load.ts';
import { cpuTable, table } from './report.ts';
import { absorbCookies } from './session.ts';

/**
 * The screen under test: the member list at 200 rows per page with its 30 default columns (admin,
 * product code all), first page fetched from the upstream on the server and rendered with the page.
 * `expect` is the text of the 200th serial number cell, so a short page fails the check.
 */
export const RENDER_SCREEN = { path: '/MemberList?pageSize=200', expect: '>200</td>' };
export const RENDER_NOTE = 'MemberList, 200 rows x 30 columns, first page fetched from the reference upstream during the render';
const MINIMAL = { path: '/bench/minimal', expect: '<p>ok</p>' };

export interface RenderRow {
  concurrency: number;
  minimal: LoadSummary;
  screen: LoadSummary;
  /** screen rps / minimal rps */
  rpsRatio: number;
  /** screen p50 / minimal p50 */
  p50Ratio: number;
  addedP50Ms: number;
}

/**
 * A GET of a console page as a load target: signed in as `client` (its re-sealed cookie taken back
 * from every answer) or not, and checked for HTTP 200 with `expect` in the body.
 */
export function pageTarget(
  base: string,
  p: { path: string; expect: string },
  client: ConsoleClient | null,
  cpu?: Record<string, number>,
): Target {
  return {
    base,
    cpu,
    request: () => ({ method: 'GET', path: p.path, headers: client ? { cookie: client.cookieHeader() } : {} }),
    check: (r) => {
      if (client) absorbCookies(client, r.headers);
      if (r.status !== 200) return `HTTP ${r.status}${r.headers.location ? ` to ${r.headers.location}` : ''}`;
      return r.body.includes(p.expect) ? null : `page without ${JSON.stringify(p.expect)}`;
    },
  };
}

export async function benchRender(o: {
  consoleUrl: string;
  admin: ConsoleClient;
  seconds: number;
  warmupSeconds: number;
  concurrencies: number[];
  cpu?: Record<string, number>;
}): Promise<RenderRow[]> {
  const page = (p: { path: string; expect: string }, cookie: boolean) => pageTarget(o.consoleUrl, p, cookie ? o.admin : null, o.cpu);
  const rows: RenderRow[] = [];
  for (const c of o.concurrencies) {
    const [minimal, screen] = await abba(page(MINIMAL, false), page(RENDER_SCREEN, true), c, o.seconds, o.warmupSeconds);
    rows.push({
      concurrency: c,
      minimal,
      screen,
      rpsRatio: round(screen.rps / minimal.rps, 3),
      p50Ratio: round(screen.p50Ms / minimal.p50Ms, 2),
      addedP50Ms: round(screen.p50Ms - minimal.p50Ms, 3),
    });
  }
  return rows;
}

export function renderTable(rows: RenderRow[]): string {
  return `${table(
    [
      'conc',
      'minimal rps',
      'screen rps',
      'rps ratio',
      'minimal p50',
      'screen p50',
      'p50 ratio',
      'p50 added ms',
      'screen p99',
      'errors m/s',
    ],
    rows.map((r) => [
      r.concurrency,
      r.minimal.rps,
      r.screen.rps,
      r.rpsRatio,
      r.minimal.p50Ms,
      r.screen.p50Ms,
      r.p50Ratio,
      r.addedP50Ms,
      r.screen.p99Ms,
      `${r.minimal.errors}/${r.screen.errors}`,
    ]),
  )}\n${cpuTable(
    rows.flatMap((r) => [
      [`minimal c=${r.concurrency}`, r.minimal],
      [`screen c=${r.concurrency}`, r.screen],
    ]),
  )}`;
}
