// Bench part 1, the proxy: a paged member query through the console's /api proxy (session
// unsealed, policy and right checked, body encrypted, answer decrypted, audit line written)
// against the bench-only bare handler of the same build, which only relays a body encrypted once
// in advance with the upstream's published key and a bearer token from a direct login.
import { encryptRequest, openText } from '../../lib/upstream/crypto.ts';
import type { ConsoleClient } from '../../tests/support/console-client.ts';
import { abba, keepAliveAgent, round, send, type LoadSummary, type Reply, type Target } from './load.ts';
import { cpuTable, table } from './report.ts';
import { absorbCookies, apiHeaders, parseJson, type PagedAnswer } from './session.ts';

export const PROXY_PATH = '/admin/member/component';
export const PROXY_QUERY = { pageNum: 1, pageSize: 20, condition: '' };
export const PROXY_TARGETS = { rpsRatioAt32: 0.8, addedP50Ms: 1 };

export interface ProxyRow {
  concurrency: number;
  bare: LoadSummary;
  console: LoadSummary;
  /** console rps / bare rps */
  rpsRatio: number;
  /** console p50 - bare p50, ms */
  addedP50Ms: number;
  addedP99Ms: number;
}

export interface ProxyOptions {
  consoleUrl: string;
  admin: ConsoleClient;
  /** A bearer token from a direct upstream login, and the upstream's published key. */
  token: string;
  pem: string;
  seconds: number;
  warmupSeconds: number;
  concurrencies: number[];
  /** Processes to account CPU time to (see LoadOptions.cpu). */
  cpu?: Record<string, number>;
}

export async function benchProxy(o: ProxyOptions): Promise<ProxyRow[]> {
  const { token, pem } = o;
  // One body for every bare request: the upstream does not refuse a repeated timestamp.
  const sealed = encryptRequest(JSON.stringify(PROXY_QUERY), pem);
  const bareBody = JSON.stringify(sealed.body);
  const bareHeaders = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  const bare: Target = {
    base: o.consoleUrl,
    cpu: o.cpu,
    request: () => ({ method: 'POST', path: `/bench/bare${PROXY_PATH}`, headers: bareHeaders, body: bareBody }),
    check: (r) =>
      r.status !== 200 ? `HTTP ${r.status}` : parseJson<{ status: number }>(r.body)?.status === 20 ? null : 'envelope status not 20',
  };
  const consoleBody = JSON.stringify(PROXY_QUERY);
  const consoleCall: Target = {
    base: o.consoleUrl,
    cpu: o.cpu,
    request: () => ({ method: 'POST', path: `/api${PROXY_PATH}`, headers: apiHeaders(o.admin, 'MemberList'), body: consoleBody }),
    check: (r) => {
      absorbCookies(o.admin, r.headers);
      return checkRows(r);
    },
  };

  // Both paths must work before they are timed: the bare answer must decrypt to the same rows.
  const agent = keepAliveAgent(1);
  const first = await send(agent, new URL(o.consoleUrl), bare.request(0));
  const env = parseJson<{ status: number; timestamp: number; data: string }>(first.body);
  if (first.status !== 200 || env?.status !== 20)
    throw new Error(
      `bare handler: HTTP ${first.status} ${first.body.toString().slice(0, 300)} (is CONSOLE_BENCH=1 and the build current?)`,
    );
  const bareRows = (JSON.parse(openText(env.data, sealed.key, env.timestamp)) as { data: unknown[] }).data.length;
  const viaConsole = await send(agent, new URL(o.consoleUrl), consoleCall.request(0));
  const problem = checkRows(viaConsole);
  agent.destroy();
  if (problem) throw new Error(`console proxy: ${problem}: HTTP ${viaConsole.status} ${viaConsole.body.toString().slice(0, 300)}`);
  if (bareRows !== PROXY_QUERY.pageSize) throw new Error(`bare handler answered ${bareRows} rows, expected ${PROXY_QUERY.pageSize}`);

  const rows: ProxyRow[] = [];
  for (const c of o.concurrencies) {
    const [b, k] = await abba(bare, consoleCall, c, o.seconds, o.warmupSeconds);
    rows.push({
      concurrency: c,
      bare: b,
      console: k,
      rpsRatio: round(k.rps / b.rps, 3),
      addedP50Ms: round(k.p50Ms - b.p50Ms, 3),
      addedP99Ms: round(k.p99Ms - b.p99Ms, 3),
    });
  }
  return rows;
}

/** A console answer counts only as HTTP 200, envelope status 20 and a non-empty page of rows. */
function checkRows(r: Reply): string | null {
  if (r.status !== 200) return `HTTP ${r.status}`;
  const body = parseJson<PagedAnswer<unknown>>(r.body);
  if (body?.status !== 20) return `envelope status ${body?.status}`;
  const list = body.data?.data;
  return Array.isArray(list) && list.length > 0 ? null : 'no rows';
}

export function proxyTable(rows: ProxyRow[]): string {
  return `${table(
    [
      'conc',
      'bare rps',
      'console rps',
      'rps ratio',
      'bare p50',
      'console p50',
      'p50 added ms',
      'bare p99',
      'console p99',
      'errors b/c',
      'verdict',
    ],
    rows.map((r) => [
      r.concurrency,
      r.bare.rps,
      r.console.rps,
      r.rpsRatio,
      r.bare.p50Ms,
      r.console.p50Ms,
      r.addedP50Ms,
      r.bare.p99Ms,
      r.console.p99Ms,
      `${r.bare.errors}/${r.console.errors}`,
      proxyVerdict(r),
    ]),
  )}\n${cpuTable(
    rows.flatMap((r) => [
      [`bare c=${r.concurrency}`, r.bare],
      [`console c=${r.concurrency}`, r.console],
    ]),
  )}`;
}

/** The targets: p50 added <= 1 ms at every concurrency, rps ratio >= 0.80 at 32. */
export function proxyVerdict(r: ProxyRow): string {
  const p50 = r.addedP50Ms <= PROXY_TARGETS.addedP50Ms;
  const rps = r.concurrency < 32 || r.rpsRatio >= PROXY_TARGETS.rpsRatioAt32;
  return [p50 ? '' : 'MISS p50', rps ? '' : 'MISS rps'].filter(Boolean).join(', ') || 'ok';
}
