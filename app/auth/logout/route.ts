import { handler, json } from '@/lib/gate/handler';
import { signOut } from '@/lib/session/sign-out';

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
