// npm run test:load: two production console instances behind Debian's nginx (round-robin,
// keep-alive), sharing SESSION_SECRET and a Redis, over one reference upstream. 200 signed-in
// sessions (admin / operator / agent in turn) each query the member list (its page call, filtered by a member id) for a member id of
// their own for LOAD_SECONDS (60) and check every answer: envelope status 20 and only rows of
// that member id. A row carrying another session's member id is a cross-session leak.
// Afterwards the audit files of both instances must hold exactly one call line per request, and
// both hash chains must verify. Exit 1 on any error, leak, audit mismatch or broken chain.
//
// The consoles share a Redis (REDIS_URL), and faults are played during the measured phase
// (scripts/load/faults.ts): one instance killed and restarted, Redis restarted, the upstream slow
// for 10 s. Then no session may have been logged out, the surviving instance's audit file must hold
// one line per request nginx saw it answer, the killed instance's files a line for every request
// it answered (0 lost), every revocation probe must be refused on both
// instances, and the only errors allowed are the 502s of requests in flight on the killed instance.
//
// Settings: LOAD_SECONDS (60, measured), LOAD_WARMUP_SECONDS (10, checked and audited but timed
// apart; 0 for none), LOAD_SESSIONS (200), LOAD_NGINX_KEEPALIVE (1.25 x sessions), LOAD_FAULTS
// (1; 0 runs without faults and then wants 0 errors and audit lines = calls on both instances).
import { randomBytes } from 'node:crypto';
import { readAudit, type AuditFigures } from './load/audit.ts';
import { playFaults, type FaultLog } from './load/faults.ts';
import { answeredBy, startNginx } from './load/nginx.ts';
import { startRedis } from './redis.ts';
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
const faults = process.env.LOAD_FAULTS !== '0';

runMain(async () => {
  const dir = tempDir('console-load-');
  console.log(
    `npm run test:load: ${sessionCount} sessions, ${warmupSeconds} s warm-up + ${seconds} s measured, through nginx over 2 console instances`,
  );
  const upstream = track(
    await startUpstream(
      // The test endpoints make the upstream slow on request (a fault of the run).
      { UPSTREAM_DATA_DIR: `${dir}/upstream`, UPSTREAM_CAPTCHA_CODE: 'TEST', UPSTREAM_FAULTS: '1' },
      { isolatePrefix: 'UPSTREAM_', timeoutMs: 300_000 },
    ),
  );
  const redis = track(await startRedis(`${dir}/redis`));
  const secret = randomBytes(32).toString('hex');
  const auditFiles = [`${dir}/audit-1.log`, `${dir}/audit-2.log`];
  const startInstance = async (file: string, port?: number) =>
    track(
      await startConsole({
        UPSTREAM_URL: upstream.url,
        SESSION_SECRET: secret,
        AUDIT_LOG_FILE: file,
        AUDIT_STDOUT: '0',
        REDIS_URL: redis.url,
        TRUSTED_PROXIES: '127.0.0.1',
        ...(port ? { PORT: String(port) } : {}),
      }),
    );
  const consoles: Running[] = await Promise.all(auditFiles.map((file) => startInstance(file)));
  const hosts = consoles.map((c) => new URL(c.url).host);
  const nginx = track(
    await startNginx(
      `${dir}/nginx`,
      consoles.map((c) => c.url),
      nginxKeepalive,
    ),
  );
  console.log(
    `upstream ${upstream.url}; redis ${redis.url}; consoles ${consoles.map((c) => `${c.url} (pid ${c.child.pid})`).join(', ')}; nginx ${nginx.url}`,
  );

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
  /** Sessions that were answered 401 (logged out) at least once. */
  const loggedOut = new Set<number>();
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
      if (r.status === 401) loggedOut.add(w);
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
  // The killed instance comes back on its port with a new audit file (its old one may end in a torn line).
  const restart = async (i: number) => {
    auditFiles.push(`${dir}/audit-${i + 1}-restarted.log`);
    return startInstance(auditFiles[auditFiles.length - 1], consoles[i].port);
  };
  const [sample, faultLog] = await Promise.all([
    runLoad(opts),
    faults ? playFaults({ seconds, consoles, restart, redis, upstreamUrl: upstream.url }) : Promise.resolve(null),
  ]);
  agent.destroy();
  const rssAfter = consoles.map((c) => rssBytes(c.child.pid!));
  const load = summarize([sample]);
  const warmup = warm ? summarize([warm]) : null;
  const errors = load.errors + (warmup?.errors ?? 0);

  await sleep(SETTLE_MS);
  const audits: AuditFigures[] = auditFiles.map((f) => readAudit(f, MEMBER_PATH));
  const auditCalls = audits.reduce((t, a) => t + a.calls, 0);
  const callsMade = load.requests + (warmup?.requests ?? 0) + queries;
  // What nginx saw each instance answer: the audit lines it owes (file 3 is instance 2 restarted).
  const owed = hosts.map((host) => answeredBy(nginx.dir, host, `/api${MEMBER_PATH}`));
  const survivorMismatch = audits[0].calls - owed[0].answered;
  // The killed instance too: every call it answered has its line (lib/audit appends each line before
  // the answer leaves). It may hold more: lines of calls whose answers the kill cut off (nginx's 502s).
  const killedLines = audits[1].calls + (audits[2]?.calls ?? 0);
  const killedLost = faults ? Math.max(0, owed[1].answered - owed[1].badGateway - killedLines) : 0;
  const auditMismatch = faults ? Math.abs(survivorMismatch) + killedLost : auditCalls - callsMade;
  // Under faults the killed instance's file may end in a torn line: the survivor's and the restarted one's must verify.
  const chainsOk = faults ? audits.every((a, i) => i === 1 || a.chain.ok) : audits.every((a) => a.chain.ok);

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
    if (l) console.log(`${name}: statuses ${JSON.stringify(l.statuses)}; errors by cause ${JSON.stringify(l.errorKinds)}`);
  }
  const perSession = sample.workerRequests.slice().sort((x, y) => x - y);
  console.log(
    `requests per session: min ${perSession[0]}, median ${perSession[perSession.length >> 1]}, max ${perSession[perSession.length - 1]}`,
  );
  console.log(`sessions logged out (answered 401): ${loggedOut.size}`);
  console.log(cpuTable([['per request', load]]));
  if (faults) console.log('(console 2: not measured, its process was killed and replaced during the run)');
  if (faultLog) reportFaults(faultLog);
  console.log(heading('Console instances'));
  console.log(
    table(
      ['instance', 'RSS before MB', 'after warm-up MB', 'RSS after MB'],
      consoles.map((c, i) => [
        `${i + 1} pid ${c.child.pid}`,
        round(rssBefore[i] / MB, 1),
        round(rssWarm[i] / MB, 1),
        round(rssAfter[i] / MB, 1),
      ]),
    ),
  );
  console.log(
    table(
      ['audit file', 'lines', `calls ${MEMBER_PATH}`, 'answered (nginx)', 'outcomes', 'hash chain'],
      audits.map((a, i) => [
        auditFiles[i].slice(dir.length + 1),
        a.lines,
        a.calls,
        i < 2 ? owed[i].answered : '(with file 2)',
        JSON.stringify(a.outcomes),
        a.chain.ok ? `intact, ${a.chain.lines} lines` : `BROKEN at line ${a.chain.line}: ${a.chain.reason}`,
      ]),
    ),
  );
  console.log(
    `audit: ${auditCalls} call lines for ${callsMade} calls made (${load.requests} measured + ${warmup?.requests ?? 0} warm-up + ${queries} to pick member ids); surviving instance 1: ${audits[0].calls} lines for ${owed[0].answered} answered, ${survivorMismatch === 0 ? '0 lost' : `MISMATCH ${survivorMismatch}`}` +
      (faults
        ? `; instance 2 (killed and restarted): ${killedLines} lines for ${owed[1].answered} answered, of which ${owed[1].badGateway} were 502s of the kill; lines lost with the killed process: ${killedLost}${killedLost ? ' (MISMATCH: expected 0)' : ''}`
        : ''),
  );
  const nginxErrors = nginx
    .errorLog()
    .split('\n')
    .filter((l) => /\[(error|crit|alert|emerg)\]/.test(l));
  if (nginxErrors.length) {
    // By kind: "upstream prematurely closed connection" (in flight on the killed instance), "connect()
    // failed (111: Connection refused)" (tried while it was down: nginx passes the request on).
    const kinds: Record<string, number> = {};
    for (const l of nginxErrors) {
      const kind = /\*\d+ (.*?)(?: while |, client:)/.exec(l)?.[1] ?? l.slice(0, 80);
      kinds[kind] = (kinds[kind] ?? 0) + 1;
    }
    console.log(`nginx error log: ${nginxErrors.length} error lines: ${JSON.stringify(kinds)}`);
  }

  // Under faults, only the requests in flight on the killed instance may fail (nginx: 502).
  const allErrors = { ...load.errorKinds };
  for (const [k, n] of Object.entries(warmup?.errorKinds ?? {})) allErrors[k] = (allErrors[k] ?? 0) + n;
  // nginx logged each of them as a 502 from the killed instance, none from the surviving one.
  const killed502 = (kind: string, n: number) =>
    kind === 'HTTP 502' && owed[0].badGateway === 0 && n === owed[1].badGateway && n <= sessionCount;
  const unexplained = Object.entries(allErrors).filter(([kind, n]) => !(faults && killed502(kind, n)));
  const probesFailed = faultLog ? faultLog.probes.filter((p) => !p.honoured).length : 0;
  const failures = [
    unexplained.length ? `errors ${JSON.stringify(Object.fromEntries(unexplained))}` : '',
    errors && !faults ? `${errors} errors` : '',
    leakRows ? `${leakRows} leaked rows` : '',
    loggedOut.size ? `${loggedOut.size} sessions logged out` : '',
    auditMismatch ? `audit mismatch ${auditMismatch}` : '',
    chainsOk ? '' : 'broken audit chain',
    probesFailed ? `${probesFailed} revocation probes not honoured` : '',
    faultLog && faultLog.slowed === 0 ? 'the slow upstream delayed no call' : '',
  ].filter(Boolean);
  console.log(`\nmachine: ${JSON.stringify(machine())}`);
  if (failures.length) {
    keepTempDirs();
    console.log(`FAILED: ${failures.join(', ')} (files kept in ${dir})`);
    return 1;
  }
  console.log(
    faults
      ? `passed: errors only from the kill (${allErrors['HTTP 502'] ?? 0}), 0 leaks, 0 sessions logged out, 0 audit lines lost on the surviving instance, ${faultLog!.probes.length} of ${faultLog!.probes.length} revocations honoured on both instances, ${faultLog!.slowed} upstream calls slowed`
      : 'passed: 0 errors, 0 leaks, audit lines = calls, both chains intact',
  );
  return 0;
});

function reportFaults(log: FaultLog): void {
  console.log(heading('Faults'));
  for (const e of log.events) console.log(`  ${String(e.at).padStart(5)} s  ${e.what}`);
  console.log(
    table(
      ['probe at s', 'signed out on', 'before on 1', 'before on 2', 'after on 1', 'after on 2', 'honoured'],
      log.probes.map((p) => [
        p.at,
        `console ${p.on + 1}`,
        p.before[0] ?? '-',
        p.before[1] ?? '-',
        p.replays[0] ?? '-',
        p.replays[1] ?? '-',
        p.error ? `NO: ${p.error}` : p.honoured ? 'yes' : 'NO',
      ]),
    ),
  );
}
