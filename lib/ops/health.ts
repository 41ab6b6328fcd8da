import 'server-only';
import { config } from '@/lib/config';
import { store } from '@/lib/store';
import { upstreamKey } from '@/lib/upstream/key';

// What a load balancer or an orchestrator asks (GET /healthz, GET /readyz): no session, no data,
// no audit line. Liveness is the process answering; readiness is what a call needs first: the
// upstream's key (or its plaintext mode) and, with several instances, the shared store.

export type Readiness = { ready: true } | { ready: false; reason: string };

export async function readiness(): Promise<Readiness> {
  try {
    await upstreamKey();
  } catch {
    return { ready: false, reason: 'upstream key not loaded' };
  }
  if (config().redisUrl) {
    try {
      await store().ping();
    } catch {
      return { ready: false, reason: 'store unavailable' };
    }
  }
  return { ready: true };
}

/** A probe's answer: JSON, never cached. */
export const probeAnswer = (body: object, status = 200) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
