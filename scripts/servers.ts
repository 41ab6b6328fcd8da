// Starting the two servers as child processes: used by `npm run demo`, the integration tests,
// the benchmarks and the load test. Plain Node (type stripping): relative imports only.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const STANDALONE = `${ROOT}.next/standalone/server.js`;

export interface Running {
  url: string;
  port: number;
  child: ChildProcess;
  /** The last 64 KB the process wrote to stderr. */
  stderr(): string;
  stop(): Promise<void>;
}

/** A free TCP port on loopback (the kernel picks one; the socket closes before we use it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

interface SpawnOpts {
  name: string;
  args: string[];
  env: Record<string, string | undefined>;
  /** A line on stdout that says the server is ready; group 1 may carry the URL. */
  ready: RegExp;
  fallbackUrl: string;
  timeoutMs?: number;
  /** Pass the child's output through (the demo); tests keep it to show on failure. */
  inherit?: boolean;
  onLine?: (line: string) => void;
  /** Drop the parent's variables with this prefix, so a test server ignores the caller's settings. */
  isolatePrefix?: string;
  /** Also append everything the process writes (stdout and stderr) to this file. */
  logFile?: string;
}

export function spawnServer(o: SpawnOpts): Promise<Running> {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([k]) => !o.isolatePrefix || !k.startsWith(o.isolatePrefix)));
  const env = { ...inherited, ...o.env } as NodeJS.ProcessEnv;
  const child = spawn(process.execPath, o.args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let errors = '';
  if (o.logFile) {
    const log = createWriteStream(o.logFile, { flags: 'a' });
    child.stdout!.pipe(log);
    child.stderr!.pipe(log);
  }
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => fail(new Error(`${o.name} did not start within ${o.timeoutMs ?? 180_000} ms\n${output.slice(-4000)}`)),
      o.timeoutMs ?? 180_000,
    );
    let started = false;
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    };
    let pending = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      if (o.inherit) process.stdout.write(chunk);
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) {
        o.onLine?.(line);
        if (!started) output += `${line}\n`;
        const m = !started && o.ready.exec(line);
        if (m) {
          started = true;
          clearTimeout(timer);
          const url = (m[1] ?? o.fallbackUrl).replace(/\/$/, '');
          resolve({ url, port: Number(new URL(url).port), child, stderr: () => errors, stop: () => stop(child) });
        }
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      if (o.inherit) process.stderr.write(chunk);
      if (!started) output += chunk.toString('utf8');
      errors = (errors + chunk.toString('utf8')).slice(-64 * 1024);
    });
    child.on('exit', (code) => {
      if (!started) fail(new Error(`${o.name} exited with ${code}\n${output.slice(-4000)}`));
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export function startUpstream(env: Record<string, string | undefined> = {}, o: Partial<SpawnOpts> = {}): Promise<Running> {
  return spawnServer({
    name: 'upstream',
    args: ['upstream/server.ts'],
    env: { UPSTREAM_PORT: '0', ...env },
    ready: /upstream listening on (http:\/\/\S+)/,
    fallbackUrl: '',
    ...o,
  });
}

export async function startConsole(env: Record<string, string | undefined>, o: Partial<SpawnOpts> = {}): Promise<Running> {
  if (!existsSync(STANDALONE)) throw new Error('no production build: run `npm run build` first');
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const host = env.HOSTNAME ?? '127.0.0.1';
  return spawnServer({
    name: 'console',
    args: [STANDALONE],
    env: { NODE_ENV: 'production', HOSTNAME: host, ...env, PORT: String(port) },
    ready: /Ready in|Local:/,
    fallbackUrl: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
    ...o,
  });
}
