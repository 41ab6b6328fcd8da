// Bench part 2, server rendering: a console screen rendered for a signed-in operator (proxy.ts
// guard, shell layout with rights and menus, the screen) against /bench/minimal, the smallest
// dynamic page of the same build.
import { encryptRequest } from '../../lib/upstream/crypto.ts';
import type { ConsoleClient } from '../../tests/support/console-client.ts';
import { abba, round, type LoadSummary, type Target } from './load.ts';
import { cpuTable, table } from './report.ts';
import { absorbCookies, parseJson } from './session.ts';

/**
 * The screen under test: the member list at 200 rows per page with its 30 default columns (admin,
 * product code all), first page fetched from the upstream on the server and rendered with the page.
 * `expect`: the 40th serial number cell (the first screenful drawn) and the spacer standing for the
 * other 160 rows, which travel in the page's data only; a short page fails the check.
 */
/** A page to request and the texts its answer must hold. */
export interface PageSpec {
  path: string;
  expect: string | string[];
}

export const RENDER_SCREEN: PageSpec = { path: '/MemberList?pageSize=200', expect: ['>40</td>', 'data-spacer="160"'] };
export const RENDER_NOTE = 'MemberList, 200 rows x 30 columns, first page fetched from the reference upstream during the render';
/** The baseline: the smallest dynamic page of the same build (app/bench/minimal). */
export const MINIMAL: PageSpec = { path: '/bench/minimal', expect: '<p>ok</p>' };
/** The same list at its default 20 rows per page, drawn whole. */
export const DEFAULT_SCREEN: PageSpec = { path: '/MemberList', expect: ['>20</td>', '</tbody>'] };
/** The shell alone: the same layout (session, rights, menus, shell parts) around a one-line page. */
export const SHELL_SCREEN: PageSpec = { path: '/403', expect: '无权限' };
/** The member list's first-page call, as its render makes it (it opens on no date window). */
export const FIRST_CALL = '/admin/member/page';

/**
 * What a list page cannot take less than, each at c = 1 against the minimal page of the same A B B A
 * run: the shell alone (the layout around a one-line page), and the upstream answering the page's
 * first-page call asked directly (a body encrypted once with its published key, a bearer token from
 * a direct login), per page size. The page renders its shell while it waits for that answer, so
 * each alone is a floor, and the list's own part (decrypting the answer, its filters, table and
 * pager) comes on top of the larger.
 */
export interface Floor {
  shell: RenderRow;
  /** The upstream alone, by page size. */
  upstream: Record<number, RenderRow>;
}

export async function benchFloor(o: {
  consoleUrl: string;
  upstreamUrl: string;
  admin: ConsoleClient;
  token: string;
  pem: string;
  seconds: number;
  warmupSeconds: number;
  cpu?: Record<string, number>;
  pageSizes: number[];
}): Promise<Floor> {
  const [shell] = await benchRender({ ...o, concurrencies: [1], screen: SHELL_SCREEN });
  const upstream: Record<number, RenderRow> = {};
  for (const pageSize of o.pageSizes) {
    const body = JSON.stringify(encryptRequest(JSON.stringify({ pageNum: 1, pageSize }), o.pem).body);
    const direct: Target = {
      base: o.upstreamUrl,
      cpu: o.cpu,
      request: () => ({
        method: 'POST',
        path: FIRST_CALL,
        headers: { authorization: `Bearer ${o.token}`, 'content-type': 'application/json' },
        body,
      }),
      check: (r) =>
        r.status !== 200 ? `HTTP ${r.status}` : parseJson<{ status: number }>(r.body)?.status === 20 ? null : 'envelope status not 20',
    };
    const [minimal, answer] = await abba(pageTarget(o.consoleUrl, MINIMAL, null, o.cpu), direct, 1, o.seconds, o.warmupSeconds);
    upstream[pageSize] = renderRow(1, minimal, answer);
  }
  return { shell, upstream };
}

/** Floor of a page of `pageSize` rows, as a ratio to the minimal page: the larger of the two alone. */
export const floorRatio = (f: Floor, pageSize: number) => Math.max(f.shell.p50Ratio, f.upstream[pageSize]?.p50Ratio ?? 0);

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

/** A run of a page (or call) against the minimal page of the same A B B A run, as ratios. */
function renderRow(concurrency: number, minimal: LoadSummary, screen: LoadSummary): RenderRow {
  return {
    concurrency,
    minimal,
    screen,
    rpsRatio: round(screen.rps / minimal.rps, 3),
    p50Ratio: round(screen.p50Ms / minimal.p50Ms, 2),
    addedP50Ms: round(screen.p50Ms - minimal.p50Ms, 3),
  };
}

/**
 * A GET of a console page as a load target: signed in as `client` (its re-sealed cookie taken back
 * from every answer) or not, and checked for HTTP 200 with `expect` in the body.
 */
export function pageTarget(base: string, p: PageSpec, client: ConsoleClient | null, cpu?: Record<string, number>): Target {
  return {
    base,
    cpu,
    // Loaded as a browser loads a document (Sec-Fetch-Dest: the list's rows then travel beside the payload).
    request: () => ({
      method: 'GET',
      path: p.path,
      headers: { 'sec-fetch-dest': 'document', ...(client ? { cookie: client.cookieHeader() } : {}) },
    }),
    check: (r) => {
      if (client) absorbCookies(client, r.headers);
      if (r.status !== 200) return `HTTP ${r.status}${r.headers.location ? ` to ${r.headers.location}` : ''}`;
      const missing = [p.expect].flat().find((e) => !r.body.includes(e));
      return missing === undefined ? null : `page without ${JSON.stringify(missing)}`;
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
  /** The page set against the minimal one: the 200-row screen unless given. */
  screen?: PageSpec;
}): Promise<RenderRow[]> {
  const page = (p: PageSpec, cookie: boolean) => pageTarget(o.consoleUrl, p, cookie ? o.admin : null, o.cpu);
  const rows: RenderRow[] = [];
  for (const c of o.concurrencies) {
    const [minimal, screen] = await abba(page(MINIMAL, false), page(o.screen ?? RENDER_SCREEN, true), c, o.seconds, o.warmupSeconds);
    rows.push(renderRow(c, minimal, screen));
  }
  return rows;
}

export interface RowsTravel {
  rows: number;
  /** Rows drawn in the HTML: these travel twice, drawn and in the page's data. */
  drawn: number;
  /** Rows a spacer stands for until the browser draws them from the page's data. */
  dataOnly: number;
  documentKB: number;
  tbodyKB: number;
  /** The inline RSC payload's scripts, as sent. */
  payloadKB: number;
  /** The page's rows as a JSON data block beside the payload (lib/list/first-page.ts). */
  blockKB: number;
  /** Whether the payload carries the rows too (the last row's longest text found in it). */
  rowsInPayload: boolean;
}

/** How the 200 rows of the render screen travel: drawn in the HTML, or in the page's data only. */
export async function rowsTravel(admin: ConsoleClient): Promise<RowsTravel> {
  const res = await admin.fetch(RENDER_SCREEN.path, { headers: { 'sec-fetch-dest': 'document' } });
  const text = await res.text();
  const tbody = /<tbody[^>]*>.*?<\/tbody>/s.exec(text)?.[0] ?? '';
  const drawn = (tbody.match(/<tr><td>\d+<\/td>/g) ?? []).length;
  const dataOnly = Number(/data-spacer="(\d+)"/.exec(tbody)?.[1] ?? 0);
  const scripts = [...text.matchAll(/<script[^>]*>self\.__next_f\.push\(.*?\)<\/script>/gs)].map((m) => m[0]).join('');
  const block = /<script type="application\/json" id="first-page-[\w-]+">(.*?)<\/script>/s.exec(text)?.[1] ?? '';
  const kb = (t: string) => round(Buffer.byteLength(t) / 1024, 1);
  // The last row's longest text (an id, a name) tells whether the payload repeats the rows.
  const last = block ? ((JSON.parse(block) as [number, string[], unknown[][]])[2].at(-1) ?? []) : [];
  const lastId = last.filter((v): v is string => typeof v === 'string').sort((a, b) => b.length - a.length)[0] ?? '';
  return {
    rows: drawn + dataOnly,
    drawn,
    dataOnly,
    documentKB: kb(text),
    tbodyKB: kb(tbody),
    payloadKB: kb(scripts),
    blockKB: kb(block),
    rowsInPayload: !block || (lastId !== '' && scripts.includes(lastId)),
  };
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

/** The floor's rows: each against the minimal page of its own A B B A run. */
export function floorTable(f: Floor): string {
  const rows: Array<{ what: string; asked: string; row: RenderRow }> = [
    { what: 'shell alone', asked: `GET ${SHELL_SCREEN.path}`, row: f.shell },
    ...Object.entries(f.upstream).map(([size, row]) => ({ what: `upstream alone, ${size} rows`, asked: `POST ${FIRST_CALL}`, row })),
  ];
  return `${table(
    ['what', 'minimal p50', 'p50', 'p50 ratio', 'p99'],
    rows.map(({ what, asked, row: r }) => [`${what}, ${asked}`, r.minimal.p50Ms, r.screen.p50Ms, r.p50Ratio, r.screen.p99Ms]),
  )}\n${cpuTable(rows.map(({ what, row }) => [what, row.screen]))}`;
}
