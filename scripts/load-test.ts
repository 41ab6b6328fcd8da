// npm run test:load: two production console instances behind Debian's nginx (round-robin,
// keep-alive), sharing nothing but SESSION_SECRET, over one reference upstream. 200 signed-in
// sessions (admin / operator / agent in turn) each query the member list (its page call, filtered by a member id) for a member id of
// their own for LOAD_SECONDS (60) and check every answer: envelope status 20 and only rows of
// that member id. A row carrying another session's member id is a cross-session leak.
// Afterwards the audit files of both instances must hold exactly one call line per request, and
// both hash chains must verify. Exit 1 on any error, leak, audit mismatch or broken chain.
//
// Settings: LOAD_SECONDS (60, measured), LOAD_WARMUP_SECONDS (10, checked and audited but timed
// apart; 0 for none), LOAD_SESSIONS (200), LOAD_NGINX_KEEPALIVE (1.25 x sessions).
import { randomBytes } from 'node:crypto';
import { readAudit, type AuditFigures } from './load/audit.ts';
import { startNginx } from './load/nginx.ts';
import { MEMBER_PATH, pickTags, sessionHeaders, signInSessions } from './load/sessions.ts';
import { keepAliveAgent, round, runLoad, summarize, type LoadOptions, type LoadSummary } from './bench/load.ts';
import { childPids, keepTempDirs, machine, MB, rssBytes, runMain, sleep, tempDir, track } from './bench/procs.ts';
import { cpuTable, heading, table } from './bench/report.ts';
import { absorbCookies, parseJson, type PagedAnswer } from './bench/session.ts';
import { startConsole, startUpstream, type Running } from './servers.ts';

function setting(name: string, fallback: number): number {
  const raw = process.env[name];
  const n = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number`);
  return n;
}

const seconds = setting('LOAD_SECONDS', 60);
const sessionCount = Math.round(setting('LOAD_SESSIONS', 200));
const warmupSeconds = process.env.LOAD_WARMUP_SECONDS === '0' ? 0 : setting('LOAD_WARMUP_SECONDS', 10);
// nginx keeps enough idle connections to the consoles for every session: a console whose event
// loop is saturated accepts one new connection per loop turn (libuv), so a connection opened
// under full load can wait many seconds before its first request is even read.
const nginxKeepalive = Math.round(setting('LOAD_NGINX_KEEPALIVE', Math.max(64, Math.ceil(sessionCount * 1.25))));
const SETTLE_MS = 1500;

runMain(async () => {
  const dir = tempDir('console-load-');
  console.log(
    `npm run test:load: ${sessionCount} sessions, ${warmupSeconds} s warm-up + ${seconds} s measured, through nginx over 2 console instances`,
  );
  const upstream = track(
    await startUpstream(
      { UPSTREAM_DATA_DIR: `${dir}/upstream`, UPSTREAM_CAPTCHA_CODE: 'TEST' },
      { isolatePrefix: 'UPSTREAM_', timeoutMs: 300_000 },
    ),
  );
  const secret = randomBytes(32).toString('hex');
  const auditFiles = [`${dir}/audit-1.log`, `${dir}/audit-2.log`];
  const consoles: Running[] = await Promise.all(
    auditFiles.map(async (file) =>
      track(
        await startConsole({
          UPSTREAM_URL: upstream.url,
          SESSION_SECRET: secret,
          AUDIT_LOG_FILE: file,
          AUDIT_STDOUT: '0',
        }),
      ),
    ),
  );
  const nginx = track(
    await startNginx(
      `${dir}/nginx`,
      consoles.map((c) => c.url),
      nginxKeepalive,
    ),
  );
  console.log(`upstream ${upstream.url}; consoles ${consoles.map((c) => `${c.url} (pid ${c.child.pid})`).join(', ')}; nginx ${nginx.url}`);

  const { tags, queries } = await pickTags(nginx.url, sessionCount);
  const sessions = await signInSessions(nginx.url, tags, sessionCount);
  const tagSet = new Set(tags.values());
  console.log(`${sessions.length} sessions signed in through nginx, one member id each (${tagSet.size} distinct)`);

  const rssBefore = consoles.map((c) => rssBytes(c.child.pid!));
  // Where the CPU goes, per request (pid 0: this process, the load generator).
  const cpu: Record<string, number> = {
    'console 1': consoles[0].child.pid!,
    'console 2': consoles[1].child.pid!,
    upstream: upstream.child.pid!,
  };
  childPids(nginx.child.pid!).forEach((pid, i) => (cpu[i ? `nginx worker ${i + 1}` : 'nginx worker'] = pid));
  cpu['load generator'] = 0;
  let leakRows = 0;
  let leakAnswers = 0;
  const agent = keepAliveAgent(sessionCount);
  const opts: LoadOptions = {
    base: nginx.url,
    concurrency: sessionCount,
    seconds,
    agent,
    cpu,
    request: (w) => ({ method: 'POST', path: `/api${MEMBER_PATH}`, headers: sessionHeaders(sessions[w]), body: sessions[w].body }),
    check: (r, w) => {
      const s = sessions[w];
      absorbCookies(s.client, r.headers);
      if (r.status !== 200) return `HTTP ${r.status}`;
      const body = parseJson<PagedAnswer<{ memberId?: unknown }>>(r.body);
      if (body?.status !== 20) return `envelope status ${body?.status}`;
      const rows = body.data?.data;
      if (!Array.isArray(rows) || rows.length === 0) return 'no rows';
      const foreign = rows.filter((row) => !String(row.memberId).includes(s.tag));
      if (foreign.length === 0) return null;
      const leaked = foreign.filter((row) => tagSet.has(String(row.memberId))).length;
      leakRows += leaked;
      if (leaked) leakAnswers++;
      return leaked ? "leak: another session's member" : 'row of another member';
    },
  };
  // The warm-up fills the connection pools (client -> nginx -> consoles -> upstream) before the
  // measured run; its answers are checked and audited like the rest.
  const warm = warmupSeconds > 0 ? await runLoad({ ...opts, seconds: warmupSeconds }) : null;
  const rssWarm = consoles.map((c) => rssBytes(c.child.pid!));
  const sample = await runLoad(opts);
  agent.destroy();
  const rssAfter = consoles.map((c) => rssBytes(c.child.pid!));
  const load = summarize([sample]);
  const warmup = warm ? summarize([warm]) : null;
  const errors = load.errors + (warmup?.errors ?? 0);

  await sleep(SETTLE_MS);
  const audits: AuditFigures[] = auditFiles.map((f) => readAudit(f, MEMBER_PATH));
  const auditCalls = audits.reduce((t, a) => t + a.calls, 0);
  const callsMade = load.requests + (warmup?.requests ?? 0) + queries;
  const auditMismatch = auditCalls - callsMade;
  const chainsOk = audits.every((a) => a.chain.ok);

  console.log(heading('Load through nginx'));
  const row = (name: string, l: LoadSummary) => [
    name,
    sessionCount,
    l.seconds,
    l.requests,
    l.rps,
    l.errors,
    l.p50Ms,
    l.p90Ms,
    l.p99Ms,
    l.maxMs,
  ];
  console.log(
    table(
      ['phase', 'sessions', 'seconds', 'requests', 'rps', 'errors', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms'],
      [...(warmup ? [row('warm-up', warmup)] : []), row('measured', load)],
    ),
  );
  console.log(`leaks: ${leakRows} rows of another session's member id in ${leakAnswers} answers (every answer of both phases checked)`);
  for (const [name, l] of [
    ['warm-up', warmup],
    ['measured', load],
  ] as const) {
    if (l) console.log(`${name}: statuses ${JSON.stringify(l.statuses)}${l.errors ? `; errors ${JSON.stringify(l.errorKinds)}` : ''}`);
  }
  const perSession = sample.workerRequests.slice().sort((x, y) => x - y);
  console.log(
    `requests per session: min ${perSession[0]}, median ${perSession[perSession.length >> 1]}, max ${perSession[perSession.length - 1]}`,
  );
  console.log(cpuTable([['per request', load]]));
  console.log(heading('Console instances'));
  console.log(
    table(
      ['instance', 'RSS before MB', 'after warm-up MB', 'RSS after MB', 'audit lines', `calls ${MEMBER_PATH}`, 'outcomes', 'hash chain'],
      consoles.map((c, i) => [
        `${i + 1} pid ${c.child.pid}`,
        round(rssBefore[i] / MB, 1),
        round(rssWarm[i] / MB, 1),
        round(rssAfter[i] / MB, 1),
        audits[i].lines,
        audits[i].calls,
        JSON.stringify(audits[i].outcomes),
        audits[i].chain.ok ? `intact, ${audits[i].chain.lines} lines` : `BROKEN at line ${audits[i].chain.line}: ${audits[i].chain.reason}`,
      ]),
    ),
  );
  console.log(
    `audit: ${auditCalls} call lines for ${callsMade} calls made (${load.requests} measured + ${warmup?.requests ?? 0} warm-up + ${queries} to pick member ids), ${auditMismatch === 0 ? 'equal' : `MISMATCH ${auditMismatch > 0 ? '+' : ''}${auditMismatch}`} (after a ${SETTLE_MS} ms settle)`,
  );
  const nginxErrors = nginx
    .errorLog()
    .split('\n')
    .filter((l) => /\[(error|crit|alert|emerg)\]/.test(l));
  if (nginxErrors.length)
    console.log(`nginx error log: ${nginxErrors.length} error lines, e.g.\n  ${nginxErrors.slice(0, 3).join('\n  ')}`);

  const failures = [
    errors ? `${errors} errors` : '',
    leakRows ? `${leakRows} leaked rows` : '',
    auditMismatch ? `audit mismatch ${auditMismatch}` : '',
    chainsOk ? '' : 'broken audit chain',
  ].filter(Boolean);
  console.log(`\nmachine: ${JSON.stringify(machine())}`);
  if (failures.length) {
    keepTempDirs();
    console.log(`FAILED: ${failures.join(', ')} (files kept in ${dir})`);
    return 1;
  }
  console.log('passed: 0 errors, 0 leaks, audit lines = calls, both chains intact');
  return 0;
});
