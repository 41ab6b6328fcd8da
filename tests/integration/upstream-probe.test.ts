// npm run upstream:probe (scripts/upstream-probe.ts) against the reference upstream: it signs in
// through the image captcha (the code typed on its terminal), sends every call the contract marks
// read-only and nothing else (the upstream's request log), and reports per call. Under
// UPSTREAM_REMAP the reference upstream plays another upstream: the probe reports each remapped
// call's difference, and with the same file as its overrides, confirms them.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractEntries } from '../../contract/index.ts';
import { ROOT } from '../../scripts/servers.ts';
import type { Report } from '../../scripts/probe/report.ts';
import { startUpstream, type RunningUpstream } from '../support/upstream-process';
import { clearRequests, seenRequests } from '../support/upstream-test-api';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(`${tmpdir()}/probe-`);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the probe as a deployer would, the captcha code typed on its standard input. */
function probe(
  url: string,
  out: string,
  extra: string[] = [],
  interruptAfterMs?: number,
): Promise<{ code: number | null; stdout: string; stderr: string; report: Report }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        'scripts/upstream-probe.ts',
        '--url',
        url,
        '--login',
        'admin',
        '--out',
        `${dir}/${out}`,
        '--captcha',
        `${dir}/${out}.png`,
        '--pause',
        '5',
        ...extra,
      ],
      {
        cwd: ROOT,
        env: { ...process.env, UPSTREAM_PROBE_PASSWORD: 'Admin2026', UPSTREAM_CONTRACT_OVERRIDES: '' },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    // The reference upstream's captcha code under UPSTREAM_CAPTCHA_CODE (tests/support/upstream-process.ts).
    child.stdin.end('TEST\n');
    if (interruptAfterMs) setTimeout(() => child.kill('SIGINT'), interruptAfterMs);
    child.on('error', reject);
    child.on('exit', (code) => {
      try {
        resolve({ code, stdout, stderr, report: JSON.parse(readFileSync(`${dir}/${out}.json`, 'utf8')) as Report });
      } catch (error) {
        reject(new Error(`probe exited ${code}: ${stderr.slice(-2000)}`, { cause: error }));
      }
    });
  });
}

/** The contract's entry a request path answers ({p} and {id} as the upstream's router reads them). */
function entryOfPath(method: string, path: string) {
  return contractEntries.find((e) => {
    if (e.method !== method) return false;
    const re = new RegExp(
      `^${e.path
        .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
        .replace('{p}', '[a-z0-9]+')
        .replaceAll('{id}', '[A-Za-z0-9_-]+')}$`,
    );
    return re.test(path);
  });
}

describe('the probe against the reference upstream', () => {
  let upstream: RunningUpstream;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream?.stop());

  it('signs in through the captcha, confirms every read-only call, and sends no write', async () => {
    await clearRequests(upstream.url);
    const started = performance.now();
    // The card BIN look-up's card number is the one value no read answer carries (in clear): the deployer gives it.
    const run = await probe(upstream.url, 'reference', ['--value', 'bankCard=6222020200112233445']);
    const seconds = (performance.now() - started) / 1000;
    expect(run.code, run.stderr.slice(-2000)).toBe(0);
    const { summary, results, neverSent } = run.report;
    const why = Object.entries(Object.groupBy(neverSent, (n) => n.why.replace(/"\w+"/, '"…"'))).map(([w, n]) => `${n?.length} ${w}`);
    console.log(
      `probe of the reference upstream: ${summary.probed} probed, ${summary.confirmed} confirmed, ${summary['not probed']} not probed of ${summary.readOnly} read-only calls, in ${seconds.toFixed(1)} s; never sent: ${neverSent.length} (${why.join('; ')})`,
    );
    expect(summary.calls).toBe(contractEntries.length);
    expect(results.length + neverSent.length).toBe(contractEntries.length);
    expect(summary.readOnly).toBeGreaterThan(200);
    // The contract's own double confirms every read call of it: each one that does not is named.
    const open = results.filter((r) => r.verdict !== 'confirmed').map((r) => `${r.key}: ${r.verdict} (${r.detail ?? ''})`);
    expect(open).toEqual([]);
    expect(summary.probed).toBe(summary.readOnly);
    expect(readFileSync(`${dir}/reference.md`, 'utf8')).toMatch(
      /^# Upstream probe\n[\s\S]*## Summary\n\n- contract calls: \d+; judged read-only: \d+/,
    );

    // The request log: the key, the captcha and the sign-in, then only calls it judged read-only.
    const judged = new Set(results.map((r) => r.key));
    const auth = new Set(['GET /user-manager/plaintext', 'POST /client/standard/getImgCaptcha', 'POST /admin/standard/login']);
    const seen = await seenRequests(upstream.url);
    expect(seen.length).toBe(summary.probed + 3);
    for (const r of seen) {
      const e = entryOfPath(r.method, r.path);
      expect(e, `${r.method} ${r.path}`).toBeDefined();
      expect(auth.has(e!.key) || judged.has(e!.key), `${e!.key} was sent but not judged read-only`).toBe(true);
      expect(['page', 'list', 'object'], e!.key).toContain(e!.reply?.shape);
      expect(e!.kind, e!.key).toBe('json');
    }
    // Every write of the contract stayed unsent: its key is among those never sent.
    const never = new Set(neverSent.map((n) => n.key));
    for (const e of contractEntries.filter((x) => x.reply?.shape === 'none' || x.kind !== 'json'))
      expect(never.has(e.key), e.key).toBe(true);
  });

  it('writes what it has on Ctrl+C', async () => {
    const run = await probe(upstream.url, 'interrupted', ['--pause', '300'], 3000);
    expect(run.code).toBe(130);
    const { report } = run;
    expect(report.interrupted).toBe(true);
    expect(report.summary.probed).toBeGreaterThan(0);
    expect(report.summary.probed).toBeLessThan(report.summary.readOnly);
    const stopped = report.results.filter((r) => r.detail === 'interrupted (Ctrl+C)');
    expect(stopped.length).toBeGreaterThan(100);
    expect(readFileSync(`${dir}/interrupted.md`, 'utf8')).toContain('interrupted (Ctrl+C)');
  });
});

describe('the probe against another upstream (the reference upstream remapped)', () => {
  const BANK = 'POST /admin/bank/page';
  const DICT = 'POST /admin/provider/page';
  const REMAP = {
    [BANK]: { path: '/admin/bank/list', reply: { bankName: 'name' } },
    [DICT]: { readings: { 'rows-bare-or-paged': 'second' } },
  };
  /** The remapped calls and their neighbours (`--only`): the whole contract was probed above. */
  const ONLY = ['--only', `${BANK},${DICT},/admin/bank/`];
  let upstream: RunningUpstream;
  let remap: string;
  beforeAll(async () => {
    remap = `${dir}/remap.json`;
    writeFileSync(remap, JSON.stringify(REMAP, null, 2));
    upstream = await startUpstream({ env: { UPSTREAM_REMAP: remap } });
  });
  afterAll(() => upstream?.stop());

  it('reports each remapped call, and with the same file as its overrides, confirms them', async () => {
    const bare = await probe(upstream.url, 'remapped', ONLY);
    const verdictOf = (r: Report, key: string) => r.results.find((x) => x.key === key);
    expect(verdictOf(bare.report, BANK)).toMatchObject({ verdict: 'path answers 404' });
    // The other reading confirms the entry (the console reads both), and the report says which came.
    expect(verdictOf(bare.report, DICT)).toMatchObject({ verdict: 'confirmed', readings: ['rows-bare-or-paged: second (bare)'] });

    // The path alone overridden: the renamed field shows.
    writeFileSync(`${dir}/path-only.json`, JSON.stringify({ [BANK]: { path: '/admin/bank/list' } }));
    const half = await probe(upstream.url, 'half', [...ONLY, '--overrides', `${dir}/path-only.json`]);
    expect(verdictOf(half.report, BANK)).toMatchObject({ verdict: 'shape differs', detail: 'missing bankName' });
    expect(verdictOf(half.report, BANK)?.extra).toContain('name');

    const adapted = await probe(upstream.url, 'adapted', [...ONLY, '--overrides', remap]);
    expect(verdictOf(adapted.report, BANK)).toMatchObject({ verdict: 'confirmed', overridden: true, sent: 'POST /admin/bank/list' });
    expect(verdictOf(adapted.report, DICT)).toMatchObject({
      verdict: 'confirmed',
      overridden: true,
      readings: ['rows-bare-or-paged: second (bare)'],
    });
    // The calls beside them read as on the reference upstream, with or without the file.
    const others = (r: Report) => r.results.filter((x) => x.key !== BANK && x.key !== DICT).map((x) => `${x.key} ${x.verdict}`);
    expect(others(bare.report)).toContain('POST /admin/standard/main confirmed');
    expect(others(adapted.report)).toEqual(others(bare.report));
  });

  it('refuses an overrides file the contract cannot take, naming it', async () => {
    writeFileSync(`${dir}/wrong.json`, JSON.stringify({ 'POST /admin/standard/login': { path: '/login' } }));
    await expect(probe(upstream.url, 'bad', ['--overrides', `${dir}/wrong.json`])).rejects.toThrow(
      /probe exited 2: upstream probe: .*wrong\.json line 1, "POST \/admin\/standard\/login": the spec writes this call itself/,
    );
  });
});
