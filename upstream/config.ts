// Environment settings of the reference upstream, read once at start-up.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface UpstreamConfig {
  host: string;
  port: number;
  dataDir: string;
  /** Development setting of the wire contract: bodies travel unencrypted. */
  plaintext: boolean;
  /** Tests only: every captcha gets this code so a test can log in. */
  captchaCode: string | null;
  /** Enables the /__test/* endpoints (fault injection, request log). */
  faults: boolean;
  verbose: boolean;
  /** The last day of freshly seeded data (YYYY-MM-DD, China time); null: the fixed day tests rely on (seed.ts). */
  seedDay: string | null;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function seedDay(raw: string | undefined): string | null {
  if (!raw) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw) || Number.isNaN(Date.parse(`${raw}T00:00:00+08:00`)))
    throw new Error('UPSTREAM_SEED_DAY must be a date, YYYY-MM-DD');
  return raw;
}

function port(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 4010;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error('UPSTREAM_PORT must be an integer 0-65535');
  return n;
}

export function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env): UpstreamConfig {
  const dataDir = env.UPSTREAM_DATA_DIR || path.join('upstream', '.data');
  return {
    host: env.UPSTREAM_HOST || '127.0.0.1',
    port: port(env.UPSTREAM_PORT),
    // A relative data dir is taken from the repository root, so `npm run upstream` and a test
    // started from another directory agree on where the demo database lives.
    dataDir: path.resolve(repoRoot, dataDir),
    plaintext: env.UPSTREAM_PLAINTEXT === '1',
    captchaCode: env.UPSTREAM_CAPTCHA_CODE ? env.UPSTREAM_CAPTCHA_CODE.toUpperCase() : null,
    faults: env.UPSTREAM_FAULTS === '1',
    verbose: env.UPSTREAM_VERBOSE === '1',
    seedDay: seedDay(env.UPSTREAM_SEED_DAY),
  };
}
