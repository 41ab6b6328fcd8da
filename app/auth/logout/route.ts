import { randomUUID } from 'node:crypto';
import { webCookies } from 'iron-session';
import { audit } from '@/lib/audit';
import { forgetAccess } from '@/lib/session/access';
import { isSecureRequest, readSession } from '@/lib/session';
import { sameOrigin } from '@/lib/session/origin';

// POST /auth/logout - destroys the session cookie and forgets the cached rights.
export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  const started = performance.now();
  const secure = isSecureRequest(request.headers.get('x-forwarded-proto'), new URL(request.url).protocol);
  const base = { event: 'logout' as const, requestId: randomUUID(), method: 'POST', path: '/auth/logout' };
  if (!sameOrigin('POST', request.headers, secure)) {
    audit({ ...base, outcome: 'denied', httpStatus: 403, reason: 'foreign origin', durationMs: Math.round(performance.now() - started) });
    return Response.json({ ok: false, message: '非法请求来源' }, { status: 403 });
  }
  const headers = new Headers({ 'cache-control': 'no-store' });
  const read = await readSession(webCookies(request, headers), secure);
  read.forget();
  const session = await read.open();
  const who = {
    empId: session.empId,
    loginId: session.loginId,
    realName: session.realName,
    role: session.roleType,
    productCode: session.productCode,
  };
  if (session.token) forgetAccess(session.token);
  session.destroy();
  audit({ ...base, ...who, outcome: 'ok', httpStatus: 200, durationMs: Math.round(performance.now() - started) });
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify({ ok: true }), { status: 200, headers });
}
