import { proxyRequest } from '@/lib/gate/proxy';

// /api/<upstream path> - the proxy to the upstream: policy, session, right, clean, encrypt,
// forward, decrypt, stream files, audit (lib/gate/proxy.ts).
export const dynamic = 'force-dynamic';

export const GET = proxyRequest;
export const POST = proxyRequest;
export const PUT = proxyRequest;
export const DELETE = proxyRequest;
export const PATCH = proxyRequest;
