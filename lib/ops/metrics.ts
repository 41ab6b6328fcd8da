import 'server-only';
import { subscribe } from 'node:diagnostics_channel';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { AUDIT_CHANNEL, type AuditLineEvent, type AuditOutcome } from '@/lib/audit';
import { config } from '@/lib/config';
import { STORE_CHANNEL } from '@/lib/store/redis';
import { UPSTREAM_CHANNEL, type UpstreamCallEvent } from '@/lib/upstream/client';

// Prometheus metrics (prom-client: the exposition format, histograms and Node's default metrics
// without writing them by hand), served on METRICS_PORT only, never on the console's own origin.
// The layers that measure publish on diagnostics channels (they import nothing from here); this
// module listens. Labels are bounded: request kind and status class, the upstream call as declared
// (`{p}` kept, never a raw path with ids), the console's own short refusal reasons.

const PREFIX = 'console_';
/** Outcomes that are the console refusing a call (a refusal line, or a call line that ended so). */
const REFUSED = new Set<AuditOutcome>(['denied', 'bad request', 'session expired', 'throttled', 'store unavailable']);

function build() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const m = {
    registry,
    requests: new Counter({
      name: `${PREFIX}requests_total`,
      help: 'Requests answered, by kind (page, api, view, auth, other) and status class',
      labelNames: ['kind', 'status_class'] as const,
      registers: [registry],
    }),
    upstream: new Histogram({
      name: `${PREFIX}upstream_seconds`,
      help: "Time to the upstream's answer headers, by declared call",
      labelNames: ['call', 'method', 'outcome'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    }),
    refusals: new Counter({
      name: `${PREFIX}refusals_total`,
      help: 'Calls refused by the console, by reason',
      labelNames: ['reason'] as const,
      registers: [registry],
    }),
    storeErrors: new Counter({ name: `${PREFIX}store_errors_total`, help: 'Shared store (Redis) errors', registers: [registry] }),
    storeReconnects: new Counter({
      name: `${PREFIX}store_reconnects_total`,
      help: 'Shared store resynchronisations after a reconnection',
      registers: [registry],
    }),
    auditWrite: new Histogram({
      name: `${PREFIX}audit_write_seconds`,
      help: 'Time to write one audit line (file append and stdout)',
      buckets: [0.00001, 0.00005, 0.0001, 0.0005, 0.001, 0.005, 0.01, 0.05],
      registers: [registry],
    }),
  };
  new Gauge({
    name: `${PREFIX}audit_queue_bytes`,
    help: 'Audit bytes waiting to be written: the file has none (each line is appended before its answer), stdout may',
    registers: [registry],
    collect() {
      this.set(config().auditStdout ? process.stdout.writableLength : 0);
    },
  });
  return m;
}

type Metrics = ReturnType<typeof build>;
const KEY = Symbol.for('console.metrics');
const SERVER = Symbol.for('console.metrics.server');
const g = globalThis as typeof globalThis & { [KEY]?: Metrics; [SERVER]?: Server };

const kindOf = (url: string): string => {
  if (url.startsWith('/api/')) return 'api';
  if (url.startsWith('/views/')) return 'view';
  if (url.startsWith('/auth/')) return 'auth';
  if (url.startsWith('/_next/') || url === '/healthz' || url === '/readyz' || url.startsWith('/icon') || url.startsWith('/favicon'))
    return 'other';
  return 'page';
};

/** Starts counting (once per process). */
export function startMetrics(): Metrics {
  if (g[KEY]) return g[KEY];
  const m = build();
  g[KEY] = m;
  subscribe('http.server.response.finish', (message) => {
    const { request, response, server } = message as { request: IncomingMessage; response: ServerResponse; server?: Server };
    if (server === g[SERVER]) return;
    m.requests.inc({ kind: kindOf(request.url ?? '/'), status_class: `${Math.floor(response.statusCode / 100)}xx` });
  });
  subscribe(UPSTREAM_CHANNEL, (message) => {
    const e = message as UpstreamCallEvent;
    m.upstream.observe({ call: e.call, method: e.method, outcome: e.outcome }, e.seconds);
  });
  subscribe(AUDIT_CHANNEL, (message) => {
    const e = message as AuditLineEvent;
    m.auditWrite.observe(e.seconds);
    if (e.event === 'refusal' || REFUSED.has(e.outcome)) m.refusals.inc({ reason: (e.reason ?? e.outcome).slice(0, 60) });
  });
  subscribe(STORE_CHANNEL, (message) => {
    if ((message as { kind: string }).kind === 'reconnect') m.storeReconnects.inc();
    else m.storeErrors.inc();
  });
  return m;
}

const bearerOk = (header: string | undefined, token: string) => {
  const given = Buffer.from(header ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
};

/** The metrics listener on METRICS_HOST:METRICS_PORT (GET /metrics), or null when off. */
export function serveMetrics(): Server | null {
  const { metricsPort, metricsHost, metricsToken } = config();
  if (!metricsPort) return null;
  const m = startMetrics();
  const server = createServer(async (req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    if (metricsToken && !bearerOk(req.headers.authorization, metricsToken)) {
      res.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
      return;
    }
    res.writeHead(200, { 'content-type': m.registry.contentType, 'cache-control': 'no-store' });
    res.end(await m.registry.metrics());
  });
  server.listen(metricsPort, metricsHost);
  server.unref();
  g[SERVER] = server;
  return server;
}
