import 'server-only';
import { httpErrorText } from '@/lib/client/errors';
import { UpstreamTimeout } from '@/lib/upstream/client';

/** The answer of an auth handler whose upstream call failed: the spec's error text, no details. */
export function authFailure(error: unknown): Response {
  const timeout = error instanceof UpstreamTimeout;
  const status = timeout ? 504 : 502;
  return Response.json(
    { ok: false, message: httpErrorText(status, { fault: timeout ? 'timeout' : 'upstream' }) },
    { status, headers: { 'cache-control': 'no-store' } },
  );
}
