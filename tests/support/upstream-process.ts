// Starts the reference upstream for a test, on a free port over a fresh data folder unless one is
// given, with the test-only switches on (faults, fixed captcha code).
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startUpstream as spawnUpstream } from '../../scripts/servers.ts';

export interface RunningUpstream {
  url: string;
  port: number;
  dataDir: string;
  /** Everything the process wrote to stderr so far (bounded). */
  stderr(): string;
  stop(): Promise<void>;
}

/** A seeded data folder the suite's global setup leaves for test files to copy (seeding takes seconds, a copy does not). */
export const TEMPLATE_ENV = 'UPSTREAM_TEST_TEMPLATE_DIR';

/** The suite-wide switches a run passes on to every upstream it starts: the reading it answers, how its answers are checked. */
const PASSED = ['UPSTREAM_READINGS', 'UPSTREAM_CHECK_ANSWERS', 'UPSTREAM_ANSWER_LOG'] as const;
const passed = () => ({
  // Every answer a test meets is held to its contract entry: one that is not fails the test that asked.
  UPSTREAM_CHECK_ANSWERS: 'strict',
  ...Object.fromEntries(PASSED.flatMap((k) => (process.env[k] ? [[k, process.env[k]!]] : []))),
});

export async function startUpstream(
  opts: { env?: Record<string, string>; dataDir?: string /** Seed anew instead of copying the template. */; seed?: boolean } = {},
): Promise<RunningUpstream> {
  const ownDir = !opts.dataDir;
  const dataDir = opts.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'upstream-test-')));
  const template = process.env[TEMPLATE_ENV];
  // Each copy makes its own key pair.
  if (ownDir && template && !opts.seed) await cp(template, dataDir, { recursive: true, filter: (src) => !src.endsWith('.pem') });
  const running = await spawnUpstream(
    {
      UPSTREAM_HOST: '127.0.0.1',
      UPSTREAM_DATA_DIR: dataDir,
      UPSTREAM_FAULTS: '1',
      UPSTREAM_CAPTCHA_CODE: 'TEST',
      ...passed(),
      ...opts.env,
    },
    { isolatePrefix: 'UPSTREAM_' },
  );
  return {
    url: running.url,
    port: running.port,
    dataDir,
    stderr: running.stderr,
    async stop() {
      await running.stop();
      if (ownDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
