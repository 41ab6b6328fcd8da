// Child processes, temp dirs and machine facts for the bench and the load test. Every child is
// registered here and stopped on a normal end, on an error, and on Ctrl+C / SIGTERM.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface Stoppable {
  child: ChildProcess;
  stop(): Promise<void>;
}

const running = new Set<Stoppable>();
const tempDirs = new Set<string>();
let keepTemp = false;

/** Registers a started server (servers.ts `Running`, or the nginx wrapper) for clean-up. */
export function track<T extends Stoppable>(server: T): T {
  running.add(server);
  server.child.once('exit', () => running.delete(server));
  return server;
}

export async function stopAll(): Promise<void> {
  const all = [...running];
  running.clear();
  await Promise.all(all.map((s) => s.stop().catch(() => undefined)));
  if (!keepTemp) for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

/** A fresh temp dir, removed by stopAll unless keepTempDirs() was called (to look at after a failure). */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

export function keepTempDirs(): void {
  keepTemp = true;
}

let installed = false;
let interrupted = false;

/** Ctrl+C / SIGTERM stop every child; a plain exit SIGKILLs whatever is still alive. */
export function installCleanup(): void {
  if (installed) return;
  installed = true;
  const onSignal = (signal: NodeJS.Signals) => {
    interrupted = true;
    console.error(`\n${signal}: stopping the servers ...`);
    void stopAll().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  process.on('exit', () => {
    for (const s of running) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
  });
}

/** Runs main with clean-up around it; the exit code is main's answer (1 on an exception). */
export function runMain(main: () => Promise<number>): void {
  installCleanup();
  main()
    .catch((error: unknown) => {
      if (interrupted) return 130; // the servers went away under it: not worth a stack trace
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      return 1;
    })
    .then(async (code) => {
      await stopAll();
      process.exit(code);
    });
}

/** Resident set size of a process in bytes (VmRSS of /proc/<pid>/status), or NaN when gone. */
export function rssBytes(pid: number): number {
  try {
    const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : NaN;
  } catch {
    return NaN;
  }
}

export const MB = 1024 * 1024;

export function machine() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    loadAverage: os.loadavg().map((x) => Math.round(x * 100) / 100),
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    node: process.version,
    date: new Date().toISOString(),
  };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const TICKS_PER_SECOND = 100; // USER_HZ on Linux (getconf CLK_TCK)

/** CPU time (user + system) a process has used so far, in seconds; NaN when it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}

/** Direct children of a process (e.g. nginx's worker under its master). */
export function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}
