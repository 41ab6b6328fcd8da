import { webCookies } from 'iron-session';
import { forgetAccess } from '@/lib/access/rights';
import { logout } from '@/lib/calls/session';
import { type HandlerContext, handler, json } from '@/lib/gate/handler';
import { whoOf } from '@/lib/gate/who';
import { absoluteExpiry, readSession } from '@/lib/session';
import { store } from '@/lib/store';
import { upstreamJson } from '@/lib/upstream/client';

export const dynamic = 'force-dynamic';

// POST /auth/logout - revokes the session everywhere, then destroys the cookie. The revocation is
// recorded first: with the shared store away the handler answers 503 (lib/gate/handler.ts) and the
// session stays as it was, rather than seeming ended while a copy of the cookie still works.
export const POST = handler({ event: 'logout', path: '/auth/logout' }, async (ctx) => {
  await signOut(ctx);
  return json(ctx, { ok: true });
});

// GET /auth/logout?<the /Login query> - spec 01 §4 "On entering Login the header is cleared and all
// cookies are expired": proxy.ts sends a browser that opens /Login with a live session here; it is
// signed out as 退出登录 does (revoked on every instance, audited), then shown the login form.
export const GET = handler({ event: 'logout', path: '/auth/logout' }, async (ctx) => {
  await signOut(ctx);
  const headers = new Headers(ctx.headers);
  headers.set('location', `/Login${ctx.url.search}`);
  headers.set('cache-control', 'no-store');
  return new Response(null, { status: 303, headers });
});

async function signOut(ctx: HandlerContext): Promise<void> {
  const read = await readSession(webCookies(ctx.request, ctx.headers), ctx.secure);
  const data = read.data;
  if (data) {
    ctx.audit(whoOf(data));
    await store().revoke(data.sid, absoluteExpiry(data) - Date.now());
    await upstreamLogout(data.token, ctx.requestId);
    forgetAccess(data.token);
  } else {
    ctx.audit({ reason: read.revoked ? 'session revoked' : 'no session' });
  }
  read.forget();
  (await read.open()).destroy();
}

/**
 * Protocol §4: the upstream's optional logout ends the token there too. An upstream without it
 * answers 404, and any failure is ignored: the console's own revocation record already holds.
 */
async function upstreamLogout(token: string, requestId: string): Promise<void> {
  try {
    await upstreamJson(logout.path, {}, { token, requestId });
  } catch {
    // the revocation record is what counts
  }
}
