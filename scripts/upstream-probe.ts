// npm run upstream:probe -- --url https://api.example.com [--out upstream-probe] [--overrides file]
//   [--login admin] [--product all] [--captcha upstream-captcha.png] [--pause 200] [--timeout 10000]
//   [--only 'POST /admin/bank/page,/admin/dict/'] [--value bankCard=6222020200112233445 ...]
// A read-only probe of a live upstream against the contract (docs/deploy.md): signs in (the image
// captcha written to a file, its code read from the terminal; or UPSTREAM_PROBE_TOKEN, a bearer
// token, for a run without a terminal), then sends every call the contract marks read-only, one at
// a time with a pause, the smallest body each allows, and writes <out>.md and <out>.json: per
// call confirmed, path answers 404, shape differs, refused or not probed. Never a write or an
// export (scripts/probe/plan.ts decides, and the report lists what it judged read-only). Reads the
// overrides file the console reads (UPSTREAM_CONTRACT_OVERRIDES), so a deployer probes, writes
// overrides and probes again until the report is clean. Ctrl+C writes what it has.
import { readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { contractEntries } from '../contract/index.ts';
import { NO_OVERRIDES, type Overrides, parseOverrides } from '../contract/overrides.ts';
import { judge } from './probe/judge.ts';
import { AtHand, type Call, notRead, order, requestFor } from './probe/plan.ts';
import { markdown, type Report, type Result, summarize } from './probe/report.ts';
import { Wire } from './probe/wire.ts';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.UPSTREAM_URL },
    out: { type: 'string', default: 'upstream-probe' },
    overrides: { type: 'string', default: process.env.UPSTREAM_CONTRACT_OVERRIDES },
    login: { type: 'string', default: process.env.UPSTREAM_PROBE_LOGIN },
    product: { type: 'string' },
    captcha: { type: 'string', default: 'upstream-captcha.png' },
    pause: { type: 'string', default: '200' },
    timeout: { type: 'string', default: '10000' },
    /** Only the calls whose key contains one of these (comma-separated): probe again what was overridden. */
    only: { type: 'string' },
    /** A value for a required field no answer carries (a card number for the BIN look-up): name=value, repeatable. */
    value: { type: 'string', multiple: true },
  },
});
if (!args.url) fail('--url <upstream> is required (or UPSTREAM_URL)');

function fail(message: string): never {
  console.error(`upstream probe: ${message}`);
  process.exit(2);
}

let overrides: Overrides = NO_OVERRIDES;
try {
  if (args.overrides) overrides = parseOverrides(readFileSync(args.overrides, 'utf8'), args.overrides);
} catch (error) {
  fail((error as Error).message);
}

const KEY = 'GET /user-manager/plaintext';
const CAPTCHA = 'POST /client/standard/getImgCaptcha';
const LOGIN = 'POST /admin/standard/login';
const MAIN = 'POST /admin/standard/main';
const pathOf = (key: string) => key.slice(key.indexOf(' ') + 1);
const wire = new Wire(args.url, Number(args.timeout));
/** One line from the terminal (or piped in). */
async function ask(question: string): Promise<string> {
  const terminal = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return await terminal.question(question);
  } finally {
    terminal.close();
  }
}
let interrupted = false;
process.on('SIGINT', () => {
  interrupted = true;
  wire.stop.abort();
});

/** Protocol §2: the headers a sign-in carries. */
const loginHeaders = (productCode: string) => ({
  appVersion: '1.1.3',
  appType: '101420',
  custMemberType: '102900',
  osPlatfm: 'WEB',
  timestamp: String(Date.now()),
  productCode,
});

async function signIn(): Promise<void> {
  if (process.env.UPSTREAM_PROBE_TOKEN) {
    wire.token = process.env.UPSTREAM_PROBE_TOKEN;
    return;
  }
  const loginId = args.login ?? (await ask('login id: '));
  const password = process.env.UPSTREAM_PROBE_PASSWORD ?? (await ask('password (set UPSTREAM_PROBE_PASSWORD to keep it off the screen): '));
  const image = await wire.call({ method: 'POST', path: pathOf(CAPTCHA), body: {} });
  const captcha = image.envelope?.data as { captchaKey?: string; image?: string } | undefined;
  if (!captcha?.captchaKey || !captcha.image) fail(`the captcha call answered HTTP ${image.http} ${image.error ?? ''}`);
  writeFileSync(args.captcha, Buffer.from(captcha.image.replace(/^data:image\/\w+;base64,/, ''), 'base64'));
  const captchaCode = (await ask(`captcha code (the image is in ${args.captcha}): `)).trim();
  const answer = await wire.call({
    method: 'POST',
    path: pathOf(LOGIN),
    body: { loginId, password, captchaKey: captcha.captchaKey, captchaCode },
    headers: loginHeaders(args.product ?? 'all'),
  });
  const token = (answer.envelope?.data as { token?: unknown } | undefined)?.token;
  if (typeof token !== 'string') fail(`sign-in refused: HTTP ${answer.http}, ${String(answer.envelope?.message ?? answer.error ?? '')}`);
  wire.token = token;
}

const started = Date.now();
await wire.init(pathOf(KEY));
await signIn();

const calls = contractEntries as readonly (Call & { part: string })[];
const neverSent: Report['neverSent'] = [];
const only = args.only
  ?.split(',')
  .map((o) => o.trim())
  .filter(Boolean);
const reads: Call[] = [];
for (const e of calls) {
  const why = notRead(e);
  if (why) neverSent.push({ key: e.key, why });
  else if (!only || e.key === MAIN || only.some((o) => e.key.includes(o))) reads.push(e);
}
// The operator's own record first: its product code fills {p}.
reads.sort((a, b) => Number(b.key === MAIN) - Number(a.key === MAIN) || order(a, b));

let product = args.product;
const given = Object.fromEntries(
  (args.value ?? []).map((v) => {
    const eq = v.indexOf('=');
    if (eq < 1) fail(`--value ${v}: expected name=value`);
    return [v.slice(0, eq), v.slice(eq + 1)];
  }),
);
const at = new AtHand(given);
const results: Result[] = [];
for (const [i, e] of reads.entries()) {
  const o = overrides.of(e.key);
  const base: Result = {
    key: e.key,
    verdict: 'not probed',
    ...(e.assumed ? { assumed: e.assumed } : {}),
    ...(o ? { overridden: true } : {}),
  };
  if (interrupted) {
    results.push({ ...base, detail: 'interrupted (Ctrl+C)' });
    continue;
  }
  const planned = requestFor(e, product ?? 'all', at);
  if ('missing' in planned) {
    results.push({ ...base, detail: `no value at hand: ${planned.missing}` });
    continue;
  }
  const sent = overrides.request({ key: e.key, path: planned.path, json: planned.body });
  const query =
    planned.query && o?.request
      ? Object.fromEntries(Object.entries(planned.query).map(([k, v]) => [o.request![k] ?? k, v]))
      : planned.query;
  const answer = await wire.call({ method: e.method, path: sent.path, body: sent.json, query });
  const verdict = answer.error === 'interrupted' ? { verdict: 'not probed' as const, detail: 'interrupted (Ctrl+C)' } : judge(e, o, answer);
  const { row, ...kept } = verdict as ReturnType<typeof judge>;
  // The operator's own record gives the product code only: its ids are no record's of the lists.
  if (e.key === MAIN)
    product ??= String((row as { member?: { productCode?: string } })?.member?.productCode ?? '').toLowerCase() || undefined;
  else at.learn(e.path, row);
  results.push({ ...base, ...kept, sent: `${e.method} ${sent.path}`, body: query ?? sent.json, ms: answer.ms });
  const line = `[${i + 1}/${reads.length}] ${e.key}: ${kept.verdict}${kept.detail ? ` (${kept.detail})` : ''}`;
  process.stderr.write(process.stderr.isTTY ? `\r\x1b[K${line.slice(0, (process.stderr.columns ?? 120) - 1)}` : `${line}\n`);
  await new Promise((r) => setTimeout(r, Number(args.pause)));
}
if (process.stderr.isTTY) process.stderr.write('\n');

const report: Report = {
  upstream: args.url,
  startedAt: new Date(started).toISOString(),
  seconds: Math.round((Date.now() - started) / 100) / 10,
  interrupted,
  overrides: args.overrides ?? null,
  summary: summarize(results, calls.length),
  results,
  neverSent,
};
writeFileSync(`${args.out}.json`, `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(`${args.out}.md`, markdown(report));
const s = report.summary;
console.log(
  `probed ${s.probed} of ${s.readOnly} read-only calls in ${report.seconds} s: ${s.confirmed} confirmed, ${s['path answers 404']} path 404, ${s['shape differs']} shape differs, ${s.refused} refused, ${s['not probed']} not probed; wrote ${args.out}.md and ${args.out}.json`,
);
process.exit(interrupted ? 130 : 0);
