// The load generator shared by `npm run bench` and `npm run test:load`: N closed loops over one
// keep-alive node:http Agent for a fixed time. Each loop sends a request, reads the whole answer,
// records the latency (process.hrtime.bigint) and the status, checks the answer, and sends the
// next one at once. No dependencies; it runs in the caller's own process.
import http from 'node:http';
import { cpuSeconds } from './procs.ts';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: http.OutgoingHttpHeaders;
  body?: string | Buffer;
}

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** null when the answer is right, else a short label counted under `errorKinds`. */
export type Check = (reply: Reply, worker: number) => string | null;

export interface LoadOptions {
  /** Origin of the server under load, e.g. http://127.0.0.1:3000. */
  base: string;
  concurrency: number;
  seconds: number;
  /** Builds worker `w`'s next request (called before every request). */
  request: (worker: number) => LoadRequest;
  check?: Check;
  /** Reuse one agent across runs so a measurement starts on warm connections. */
  agent?: http.Agent;
  /** Processes whose CPU time to account to the run, by name; pid 0 is this process (the load generator). */
  cpu?: Record<string, number>;
}

/** The raw outcome of one run; `summarize` turns one or several of them into figures. */
export interface Sample {
  concurrency: number;
  elapsedS: number;
  latenciesMs: number[];
  requests: number;
  errors: number;
  statuses: Record<string, number>;
  errorKinds: Record<string, number>;
  cpuSeconds: Record<string, number>;
  /** Requests each loop completed: how evenly the server served them. */
  workerRequests: number[];
}

export interface LoadSummary {
  concurrency: number;
  seconds: number;
  requests: number;
  errors: number;
  rps: number;
  meanMs: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  statuses: Record<string, number>;
  errorKinds: Record<string, number>;
  /** CPU milliseconds per request, per watched process: where the time goes. */
  cpuMsPerRequest: Record<string, number>;
}

/**
 * Kept-alive connections for one side of a run. An A B B A run leaves one side's connections idle
 * while the other runs twice; Node servers close a connection idle for 5 s, and a request sent on
 * one as it closes fails with ECONNRESET (seen once in a bench run). With `timeout`, the agent
 * closes a free connection itself after 4 s idle, before the server would.
 */
export function keepAliveAgent(concurrency: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: concurrency, maxFreeSockets: concurrency, timeout: 4000 });
}

/** One request; a network failure answers status 0 with the error code in `body`. */
export function send(agent: http.Agent, base: URL, req: LoadRequest): Promise<Reply> {
  return new Promise((resolve) => {
    const headers: http.OutgoingHttpHeaders = { ...req.headers };
    if (req.body !== undefined) headers['content-length'] = Buffer.byteLength(req.body);
    const r = http.request({ agent, host: base.hostname, port: base.port, method: req.method, path: req.path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', (e: NodeJS.ErrnoException) => resolve({ status: 0, headers: {}, body: Buffer.from(e.code ?? e.message) }));
    });
    r.on('error', (e: NodeJS.ErrnoException) => resolve({ status: 0, headers: {}, body: Buffer.from(e.code ?? e.message) }));
    r.end(req.body);
  });
}

/** Runs `concurrency` closed loops for `seconds`; the last requests finish after the deadline. */
export async function runLoad(o: LoadOptions): Promise<Sample> {
  const agent = o.agent ?? keepAliveAgent(o.concurrency);
  const base = new URL(o.base);
  const sample: Sample = {
    concurrency: o.concurrency,
    elapsedS: 0,
    latenciesMs: [],
    requests: 0,
    errors: 0,
    statuses: {},
    errorKinds: {},
    cpuSeconds: {},
    workerRequests: new Array<number>(o.concurrency).fill(0),
  };
  const cpuNow = () =>
    Object.fromEntries(Object.entries(o.cpu ?? {}).map(([name, pid]) => [name, pid === 0 ? selfCpuSeconds() : cpuSeconds(pid)]));
  const cpuBefore = cpuNow();
  const started = process.hrtime.bigint();
  const deadline = started + BigInt(Math.round(o.seconds * 1e9));
  const loop = async (worker: number) => {
    while (process.hrtime.bigint() < deadline) {
      const req = o.request(worker);
      const t0 = process.hrtime.bigint();
      const reply = await send(agent, base, req);
      sample.latenciesMs.push(Number(process.hrtime.bigint() - t0) / 1e6);
      sample.requests++;
      sample.workerRequests[worker]++;
      const status = String(reply.status);
      sample.statuses[status] = (sample.statuses[status] ?? 0) + 1;
      const error =
        reply.status === 0
          ? `network ${reply.body.toString()}`
          : o.check
            ? o.check(reply, worker)
            : reply.status === 200
              ? null
              : `HTTP ${reply.status}`;
      if (error) {
        sample.errors++;
        sample.errorKinds[error] = (sample.errorKinds[error] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: o.concurrency }, (_, w) => loop(w)));
  sample.elapsedS = Number(process.hrtime.bigint() - started) / 1e9;
  const cpuAfter = cpuNow();
  for (const name of Object.keys(cpuBefore)) sample.cpuSeconds[name] = cpuAfter[name] - cpuBefore[name];
  if (!o.agent) agent.destroy();
  return sample;
}

export function selfCpuSeconds(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

/** The sample at rank floor(n·p) of unsorted samples (the browser parts' figures). */
export const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}

const addCounts = (into: Record<string, number>, from: Record<string, number>) => {
  for (const [k, v] of Object.entries(from)) into[k] = (into[k] ?? 0) + v;
};

/** Figures over one or several samples of the same target (e.g. the two halves of an ABBA run). */
export function summarize(samples: Sample[]): LoadSummary {
  const all = Float64Array.from(samples.flatMap((s) => s.latenciesMs)).sort();
  const seconds = samples.reduce((t, s) => t + s.elapsedS, 0);
  const requests = samples.reduce((t, s) => t + s.requests, 0);
  const statuses: Record<string, number> = {};
  const errorKinds: Record<string, number> = {};
  const cpu: Record<string, number> = {};
  for (const s of samples) {
    addCounts(statuses, s.statuses);
    addCounts(errorKinds, s.errorKinds);
    addCounts(cpu, s.cpuSeconds);
  }
  return {
    concurrency: samples[0]?.concurrency ?? 0,
    seconds: round(seconds, 2),
    requests,
    errors: samples.reduce((t, s) => t + s.errors, 0),
    rps: round(requests / seconds, 1),
    meanMs: round(all.reduce((t, x) => t + x, 0) / all.length, 3),
    p50Ms: round(percentile(all, 0.5), 3),
    p90Ms: round(percentile(all, 0.9), 3),
    p99Ms: round(percentile(all, 0.99), 3),
    maxMs: round(all[all.length - 1], 3),
    statuses,
    errorKinds,
    cpuMsPerRequest: Object.fromEntries(Object.entries(cpu).map(([name, sec]) => [name, round((sec * 1000) / requests, 3)])),
  };
}

export function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

export type Target = Pick<LoadOptions, 'base' | 'request' | 'check' | 'cpu'>;

/** One target alone at `concurrency`: a warm-up, then `seconds` measured (no baseline beside it). */
export async function measureOne(t: Target, concurrency: number, seconds: number, warmupSeconds: number): Promise<LoadSummary> {
  const agent = keepAliveAgent(concurrency);
  try {
    await runLoad({ ...t, concurrency, seconds: warmupSeconds, agent });
    return summarize([await runLoad({ ...t, concurrency, seconds, agent })]);
  } finally {
    agent.destroy();
  }
}

/**
 * Baseline `a` against candidate `b` at one concurrency: a warm-up of each, then A B B A with half
 * the time per slot, so a drift of the machine (other work, thermal) weighs on both alike.
 */
export async function abba(
  a: Target,
  b: Target,
  concurrency: number,
  seconds: number,
  warmupSeconds: number,
): Promise<[LoadSummary, LoadSummary]> {
  const agents = [keepAliveAgent(concurrency), keepAliveAgent(concurrency)];
  const run = (t: Target, agent: http.Agent, s: number) => runLoad({ ...t, concurrency, seconds: s, agent });
  try {
    await run(a, agents[0], warmupSeconds);
    await run(b, agents[1], warmupSeconds);
    const half = seconds / 2;
    const sa = [await run(a, agents[0], half)];
    const sb = [await run(b, agents[1], half)];
    sb.push(await run(b, agents[1], half));
    sa.push(await run(a, agents[0], half));
    return [summarize(sa), summarize(sb)];
  } finally {
    for (const agent of agents) agent.destroy();
  }
}
