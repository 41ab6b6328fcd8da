// Starts the reference upstream (upstream/server.ts) as a child process for integration tests.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const START_TIMEOUT_MS = 60_000;

export interface RunningUpstream {
  url: string;
  port: number;
  dataDir: string;
  /** Everything the process wrote to stderr so far (bounded). */
  stderr(): string;
  stop(): Promise<void>;
}

/** Node 24 runs the TypeScript entry natively; an older runner falls back to the pinned binary. */
function nodeBinary(): string {
  const major = Number(process.versions.node.split('.')[0]);
  return major >= 24 ? process.execPath : path.join(root, 'node_modules', '.bin', 'node');
}

export async function startUpstream(opts: { env?: Record<string, string>; dataDir?: string } = {}): Promise<RunningUpstream> {
  const ownDir = !opts.dataDir;
  const dataDir = opts.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'upstream-test-')));
  // The caller's UPSTREAM_* settings must not leak into a test server.
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !k.startsWith('UPSTREAM_')) env[k] = v;
  Object.assign(env, {
    UPSTREAM_HOST: '127.0.0.1',
    UPSTREAM_PORT: '0',
    UPSTREAM_DATA_DIR: dataDir,
    UPSTREAM_FAULTS: '1',
    UPSTREAM_CAPTCHA_CODE: 'TEST',
    ...opts.env,
  });
  const child = spawn(nodeBinary(), ['upstream/server.ts'], { cwd: root, env: env as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  let stdout = '';
  // Both pipes are read for the whole life of the process so a chatty server never blocks.
  child.stderr.setEncoding('utf8').on('data', (s: string) => {
    stderr = (stderr + s).slice(-64 * 1024);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`upstream did not start within ${START_TIMEOUT_MS} ms\n${stderr}`));
    }, START_TIMEOUT_MS);
    child.stdout.setEncoding('utf8').on('data', (s: string) => {
      stdout += s;
      const m = /upstream listening on (http:\/\/\S+)/.exec(stdout);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`upstream exited before listening (code ${code}, signal ${signal})\n${stderr}`));
    });
  });

  let stopped = false;
  return {
    url,
    port: Number(new URL(url).port),
    dataDir,
    stderr: () => stderr,
    async stop() {
      if (!stopped) {
        stopped = true;
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGTERM');
          const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          await exited;
          clearTimeout(killer);
        }
      }
      if (ownDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
