import 'server-only';
import { readFileSync } from 'node:fs';
import { NO_OVERRIDES, type Overrides, OverridesError, parseOverrides } from '@/contract/overrides';

// Every environment setting of the console, read in one place. Invalid production settings stop
// the process at start-up rather than at the first request.
function int(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number`);
  return n;
}

function sessionSecrets(): Record<string, string> {
  const raw = process.env.SESSION_SECRET ?? '';
  // Several secrets, comma-separated, oldest first: the last one seals, all of them unseal.
  const list = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length === 0) {
    throw new Error('SESSION_SECRET is required (32+ characters; several comma-separated for rotation)');
  }
  for (const s of list) if (s.length < 32) throw new Error('every SESSION_SECRET must be at least 32 characters');
  return Object.fromEntries(list.map((s, i) => [String(i + 1), s]));
}

function list(name: string): string[] {
  return (process.env[name] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** An IPv4 address as Node reports it on a dual-stack socket (::ffff:1.2.3.4) is the plain one. */
export const normalizeAddress = (a: string) =>
  a
    .trim()
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
    .toLowerCase();

let cached: ReturnType<typeof load> | null = null;

function load() {
  return {
    upstreamUrl: (process.env.UPSTREAM_URL ?? 'http://127.0.0.1:4010').replace(/\/+$/, ''),
    upstreamPublicKey: process.env.UPSTREAM_PUBLIC_KEY?.replace(/\\n/g, '\n') || null,
    upstreamTimeoutMs: int('UPSTREAM_TIMEOUT_MS', 100_000),
    sessionPasswords: sessionSecrets(),
    sessionAbsoluteMs: int('SESSION_MAX_AGE_S', 12 * 3600) * 1000,
    sessionIdleMs: int('SESSION_IDLE_S', 2 * 3600) * 1000,
    /** 'auto' follows the request's protocol; 'true'/'false' force it. */
    cookieSecure: (process.env.SESSION_COOKIE_SECURE ?? 'auto') as 'auto' | 'true' | 'false',
    accessCacheMs: int('ACCESS_CACHE_S', 60) * 1000,
    maxJsonBytes: int('MAX_JSON_BYTES', 1024 * 1024),
    maxUploadBytes: int('MAX_UPLOAD_BYTES', 20 * 1024 * 1024),
    auditLogFile: process.env.AUDIT_LOG_FILE || null,
    /** Set to '0' to keep audit lines out of stdout (the file still gets them). */
    auditStdout: process.env.AUDIT_STDOUT !== '0',
    /** Origins besides the console's own that may make mutating calls. */
    /** Several instances share Redis here; unset, one instance keeps the shared state in memory. */
    redisUrl: process.env.REDIS_URL || null,
    /** How long a call to the shared store may take before it counts as unavailable. */
    storeTimeoutMs: int('STORE_TIMEOUT_MS', 2000),
    /** Login throttling: failures per login id, per client address, within the window. */
    loginMaxFailures: int('LOGIN_MAX_FAILURES', 5),
    loginMaxFailuresPerAddress: int('LOGIN_MAX_FAILURES_PER_ADDRESS', 50),
    loginWindowMs: int('LOGIN_WINDOW_S', 15 * 60) * 1000,
    /** Reverse proxies whose X-Forwarded-For is believed (exact addresses, comma-separated). */
    trustedProxies: list('TRUSTED_PROXIES').map(normalizeAddress),
    allowedOrigins: list('ALLOWED_ORIGINS'),
    /** On SIGTERM, how long calls in flight may take to finish before their connections are cut. */
    shutdownGraceMs: int('SHUTDOWN_GRACE_MS', 10_000),
    /** Prometheus metrics on their own port (never the console's); unset or 0: off. */
    metricsPort: int('METRICS_PORT', 0) || null,
    metricsHost: process.env.METRICS_HOST || '127.0.0.1',
    /** When set, a scrape must carry `Authorization: Bearer <token>`. */
    metricsToken: process.env.METRICS_TOKEN || null,
    /** The deployer's overrides of assumed calls: read and checked here, so a bad file stops the start. */
    contractOverrides: contractOverrides(),
  };
}

export function config() {
  cached ??= load();
  return cached;
}

let overrides: Overrides | null = null;

/**
 * The deployer's overrides of assumed calls (contract/overrides.ts), read once from the file
 * UPSTREAM_CONTRACT_OVERRIDES names: load() reads them, so a file that does not check out stops the
 * start with its message. The transport applies them where a call leaves (lib/upstream/client.ts),
 * the answer reader where it comes back (lib/answer/read.ts). Apart from config(): a reader's unit
 * tests need no session secret.
 */
export function contractOverrides(): Overrides {
  if (overrides) return overrides;
  const file = process.env.UPSTREAM_CONTRACT_OVERRIDES;
  if (!file) return (overrides = NO_OVERRIDES);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new OverridesError(`UPSTREAM_CONTRACT_OVERRIDES: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  return (overrides = parseOverrides(text, file));
}

/** Tests: read UPSTREAM_CONTRACT_OVERRIDES again. */
export function resetContractOverrides(): void {
  overrides = null;
}
