// Debian's redis-server as a child process for the tests and the load test: loopback only, on a
// free port, its data in `dir` with the append-only file on (a restart keeps what was written).
// Plain Node (type stripping): relative imports only.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { freePort } from './servers.ts';

export interface RedisServer {
  url: string;
  port: number;
  /** The current process (a new one after `start`). */
  readonly child: ChildProcess;
  /** Stops the server (SIGTERM: it writes its files first). */
  stop(): Promise<void>;
  /** Starts it again on the same port; `fresh` drops its data first (a Redis that lost everything). */
  start(opts?: { fresh?: boolean }): Promise<void>;
}

export function redisBinary(): string {
  const found = spawnSync('sh', ['-c', 'command -v redis-server || ls /usr/bin/redis-server'], { encoding: 'utf8' }).stdout.trim();
  if (!found) throw new Error('redis-server is missing: apt-get install -y redis-server');
  return found.split('\n')[0];
}

export async function startRedis(dir: string): Promise<RedisServer> {
  const bin = redisBinary();
  const port = await freePort();
  let child: ChildProcess | null = null;
  let generation = 0;
  const launch = (fresh: boolean) =>
    new Promise<void>((resolve, reject) => {
      const data = `${dir}/data-${fresh ? ++generation : generation}`;
      mkdirSync(data, { recursive: true });
      const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', data, '--save', '', '--appendonly', 'yes'];
      const proc = spawn(bin, [...args, '--logfile', ''], { stdio: ['ignore', 'pipe', 'pipe'] });
      child = proc;
      let out = '';
      const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${out}`)), 10_000);
      proc.stdout!.on('data', (c: Buffer) => {
        out += c.toString();
        if (out.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      proc.stderr!.on('data', (c: Buffer) => (out += c.toString()));
      proc.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited with ${code}:\n${out}`));
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      const proc = child;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return resolve();
      proc.once('exit', () => resolve());
      proc.kill('SIGTERM');
    });
  await launch(true);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    get child() {
      return child!;
    },
    stop,
    start: (opts = {}) => launch(!!opts.fresh),
  };
}
