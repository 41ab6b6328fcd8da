import { probeAnswer, readiness } from '@/lib/ops/health';

export const dynamic = 'force-dynamic';

// GET /readyz - readiness: 200 when the upstream's key and the shared store are there, else 503
// with the reason (lib/ops/health.ts). No session, no data, no audit line.
export async function GET() {
  const state = await readiness();
  return probeAnswer(state, state.ready ? 200 : 503);
}
