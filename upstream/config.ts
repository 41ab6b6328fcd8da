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
  /** When freshly seeded data ends (ms since the epoch); null: the fixed instant tests rely on (seed.ts). */
  seedUntil: number | null;
  /** Which reading of each open point it answers (contract/readings.ts): the entry's, or the other one. */
  readings: 'first' | 'second';
  /** Answers held to their contract entry (answer-check.ts): off, logged, or refused with 500. */
  checkAnswers: 'off' | 'log' | 'strict';
  answerLog: string | null;
  /**
   * Spec 01 §7 leaves open whether checkCaptcha uses the captcha up (01-T5): kept valid (default),
   * or used up under UPSTREAM_CHECK_CAPTCHA=consume, so the console is held to both.
   */
  checkConsumes: boolean;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A day (YYYY-MM-DD, China time: its whole day) or an instant with its offset (2026-11-24T13:15:00+08:00). */
function seedUntil(raw: string | undefined): number | null {
  if (!raw) return null;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(raw);
  const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(raw);
  // Date.parse rolls 2027-02-30 over into March: the calendar day must exist as written.
  const [y, m, d] = raw.slice(0, 10).split('-').map(Number) as [number, number, number];
  const real = new Date(Date.UTC(y, m - 1, d)).getUTCDate() === d && m >= 1 && m <= 12;
  const at = !real ? Number.NaN : day ? Date.parse(`${raw}T24:00:00+08:00`) : instant ? Date.parse(raw) : Number.NaN;
  if (Number.isNaN(at)) throw new Error('UPSTREAM_SEED_UNTIL must be a day (YYYY-MM-DD) or an instant with its offset');
  return at;
}

function port(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 4010;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error('UPSTREAM_PORT must be an integer 0-65535');
  return n;
}

function readingsOf(raw: string | undefined): 'first' | 'second' {
  if (raw === undefined || raw === '' || raw === 'first') return 'first';
  if (raw === 'second') return 'second';
  throw new Error('UPSTREAM_READINGS must be first or second');
}

function checkAnswersOf(raw: string | undefined): 'off' | 'log' | 'strict' {
  if (raw === undefined || raw === '' || raw === 'off') return 'off';
  if (raw === 'log' || raw === 'strict') return raw;
  throw new Error('UPSTREAM_CHECK_ANSWERS must be off, log or strict');
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
    seedUntil: seedUntil(env.UPSTREAM_SEED_UNTIL),
    readings: readingsOf(env.UPSTREAM_READINGS),
    checkAnswers: checkAnswersOf(env.UPSTREAM_CHECK_ANSWERS),
    answerLog: env.UPSTREAM_ANSWER_LOG || null,
    checkConsumes: env.UPSTREAM_CHECK_CAPTCHA === 'consume',
  };
}
