import { proxyRequest } from '@/lib/gate/proxy';
import { traced } from '@/lib/ops/traced';

// /api/<upstream path> - the proxy to the upstream: policy, session, right, clean, encrypt,
// forward, decrypt, stream files, audit (lib/gate/proxy.ts); a trace span when tracing is on.
export const dynamic = 'force-dynamic';

const handle = traced('console.proxy', proxyRequest);
export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const DELETE = handle;
export const PATCH = handle;
