import { probeAnswer } from '@/lib/ops/health';

export const dynamic = 'force-dynamic';

// GET /healthz - liveness: the process answers (no session, no data, no audit line).
export const GET = () => probeAnswer({ ok: true });
