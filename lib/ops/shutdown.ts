import 'server-only';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { closeAudit } from '@/lib/audit';
import { config } from '@/lib/config';
import { store } from '@/lib/store';

// The graceful stop of a console instance (SIGTERM from the orchestrator, SIGINT from a terminal):
// it stops accepting connections, lets the calls in flight finish within SHUTDOWN_GRACE_MS, then
// cuts what is left, writes out the audit log, closes the shared store and exits 0.
//
// Next's standalone server installs its own handler, which exits 143 as soon as its server has
// closed, with nothing flushed: it is replaced here. The server itself is learnt from the first
// request it answers (diagnostics channel, instrumentation-node.ts); before any request there is
// nothing in flight to wait for.

let server: Server | null = null;
let inFlight = 0;
let drained: (() => void) | null = null;

/** Counts a request from its start until its answer closes (finished, or its connection gone). */
export function trackRequest(message: { request: IncomingMessage; response: ServerResponse; server?: Server }): void {
  server ??= message.server ?? null;
  inFlight++;
  message.response.once('close', () => {
    if (--inFlight === 0) drained?.();
  });
}

async function stop(signal: string): Promise<void> {
  const graceMs = config().shutdownGraceMs;
  console.error(`console stopping (${signal}): ${inFlight} call(s) in flight, up to ${graceMs} ms`);
  const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server?.closeIdleConnections();
  let timer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), graceMs);
  });
  const allDone = inFlight === 0 ? Promise.resolve(true) : new Promise<boolean>((resolve) => (drained = () => resolve(true)));
  const finished = await Promise.race([allDone, graceOver]);
  clearTimeout(timer);
  if (!finished) console.error(`console stopping: ${inFlight} call(s) cut after ${graceMs} ms`);
  server?.closeAllConnections();
  await closed;
  await closeAudit();
  await store().close();
  process.exit(0);
}

/** Replaces Next's signal handlers with the graceful stop. */
export function installGracefulStop(): void {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    for (const listener of process.listeners(signal)) process.off(signal, listener);
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      stop(signal).catch((error) => {
        console.error(`console stop failed: ${(error as Error).message}`);
        process.exit(1);
      });
    });
  }
}
