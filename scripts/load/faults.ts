// The faults npm run test:load plays while its measured phase runs, at fixed fractions of it: one
// console instance killed (SIGKILL) and started again on its port, Redis restarted once, the
// upstream slow for 10 s. Between them, revocation probes: a session signed in and out on one
// instance, then replayed on both, must be refused on both.
import type { RedisServer } from '../redis.ts';
import type { Running } from '../servers.ts';
import { signIn } from '../bench/session.ts';
import { sleep, track } from '../bench/procs.ts';
import { ConsoleClient } from '../../tests/support/console-client.ts';

export interface FaultTargets {
  seconds: number;
  consoles: Running[];
  /** Starts the killed instance again (same port, a new audit file). */
  restart: (index: number) => Promise<Running>;
  redis: RedisServer;
  upstreamUrl: string;
}

export interface Probe {
  at: number;
  /** Where it signed out, and per instance the status of a copy of its cookies before and after. */
  on: number;
  before: number[];
  /** HTTP status and envelope status of the replay after the sign-out (401/41 = refused as revoked). */
  replays: string[];
  honoured: boolean;
  error?: string;
}

export interface FaultLog {
  events: Array<{ at: number; what: string }>;
  probes: Probe[];
  /** When the killed instance was down, in seconds from the start. */
  down: { from: number; to: number } | null;
  /** Upstream calls the slow period delayed (the upstream counts them). */
  slowed: number;
}

const PATH = '/admin/dict/page';
const SLOW_MS = 1500;
const SLOW_FOR_MS = 10_000;

/**
 * One revocation probe through the instances' own addresses (nginx would pick one at random): a
 * copy of the cookies works on every instance, then after the sign-out is refused on every one.
 */
async function probe(consoles: Running[], on: number, at: number): Promise<Probe> {
  try {
    const client = await signIn(consoles[on].url, 'admin');
    const jar = new Map(client.jar);
    const before: number[] = [];
    for (const c of consoles) before.push((await replay(c.url, jar)).status);
    const out = await client.fetch('/auth/logout', { method: 'POST' });
    if (out.status !== 200) throw new Error(`logout answered ${out.status}`);
    const replays: string[] = [];
    for (const c of consoles) {
      const res = await replay(c.url, jar);
      replays.push(`${res.status}/${((await res.json().catch(() => null)) as { status?: number } | null)?.status ?? '-'}`);
    }
    return { at, on, before, replays, honoured: before.every((s) => s === 200) && replays.every((r) => r === '401/41') };
  } catch (error) {
    const e = error as Error & { cause?: Error };
    return { at, on, before: [], replays: [], honoured: false, error: `${e.message}${e.cause ? `: ${e.cause.message}` : ''}` };
  }
}

/**
 * The answer a copy of the cookies gets. A connection that fails is no call: it is tried again
 * for a while (a saturated server, or the killed instance not yet back on its port).
 */
async function replay(base: string, jar: Map<string, string>, forMs = 30_000): Promise<Response> {
  const until = Date.now() + forMs;
  for (;;) {
    const copy = new ConsoleClient(base);
    for (const [k, v] of jar) copy.jar.set(k, v);
    try {
      return await copy.api(PATH, { typeId: '1000' });
    } catch (error) {
      if (Date.now() >= until) throw error;
      await sleep(500);
    }
  }
}

export async function playFaults(t: FaultTargets): Promise<FaultLog> {
  const started = Date.now();
  const now = () => Math.round((Date.now() - started) / 100) / 10;
  const log: FaultLog = { events: [], probes: [], down: null, slowed: 0 };
  // Armed now, for later: under full load a new connection to the upstream waits its turn for seconds.
  const slowAt = 0.65 * t.seconds * 1000;
  const armed = await fetch(`${t.upstreamUrl}/__test/slow`, {
    method: 'POST',
    body: JSON.stringify({ ms: SLOW_MS, forMs: SLOW_FOR_MS, inMs: slowAt }),
  });
  if (!armed.ok) throw new Error(`arming the slow upstream answered ${armed.status} (UPSTREAM_FAULTS=1 needed)`);
  const event = (what: string) => log.events.push({ at: now(), what });
  const until = async (fraction: number) => sleep(Math.max(0, started + fraction * t.seconds * 1000 - Date.now()));
  // Probes run beside the schedule: under load each of their calls waits its turn for seconds.
  const probes: Array<Promise<Probe>> = [];
  const check = (on: number) => probes.push(probe(t.consoles, on, now()));

  await until(0.05);
  check(0);
  await until(0.15);
  const victim = 1;
  t.consoles[victim].child.kill('SIGKILL');
  const downFrom = now();
  event(`console ${victim + 1} killed (SIGKILL)`);
  await sleep(2000);
  t.consoles[victim] = await t.restart(victim);
  log.down = { from: downFrom, to: now() };
  event(`console ${victim + 1} started again (pid ${t.consoles[victim].child.pid})`);
  check(victim);

  await until(0.45);
  await t.redis.stop();
  event('redis stopped');
  await sleep(1000);
  await t.redis.start();
  track(t.redis);
  event('redis started again');
  await sleep(2000);
  check(0);

  await until(0.65);
  event(`upstream slow: ${SLOW_MS} ms per call for ${SLOW_FOR_MS / 1000} s (armed at the start)`);
  check(1);
  await until(0.9);
  check(0);
  const slow = (await (await fetch(`${t.upstreamUrl}/__test/slow`)).json()) as { data: { slowed: number } };
  log.slowed = slow.data.slowed;
  event(`upstream slow period over: ${log.slowed} upstream calls delayed`);
  log.probes = await Promise.all(probes);
  return log;
}
