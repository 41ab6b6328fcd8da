import { webCookies } from 'iron-session';
import { forgetAccess } from '@/lib/access/rights';
import { handler, json } from '@/lib/gate/handler';
import { whoOf } from '@/lib/gate/who';
import { readSession } from '@/lib/session';

export const dynamic = 'force-dynamic';

// POST /auth/logout - destroys the session cookie and forgets the cached rights.
export const POST = handler({ event: 'logout', path: '/auth/logout' }, async (ctx) => {
  const read = await readSession(webCookies(ctx.request, ctx.headers), ctx.secure);
  read.forget();
  const session = await read.open();
  ctx.audit(whoOf(session as Parameters<typeof whoOf>[0]));
  if (session.token) forgetAccess(session.token);
  session.destroy();
  return json(ctx, { ok: true });
});
