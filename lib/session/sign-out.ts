import 'server-only';
import { webCookies } from 'iron-session';
import { forgetAccess } from '@/lib/session/rights';
import { send } from '@/lib/answer/send';
import { logout } from '@/lib/calls/session';
import { store } from '@/lib/store';
import { absoluteExpiry, readSession } from './index';
import type { SessionRequest } from './sign-in';
import { whoOf } from './who';

/**
 * Signs the operator out (退出登录, and /Login opened with a live session): the revocation recorded
 * first on every instance, then the upstream's token ended, then the cookie destroyed.
 */
export async function signOut(ctx: SessionRequest): Promise<void> {
  const read = await readSession(webCookies(ctx.request, ctx.headers), ctx.secure);
  const data = read.data;
  if (data) {
    ctx.audit(whoOf(data));
    await store().revoke(data.sid, absoluteExpiry(data) - Date.now());
    // Protocol §4: the upstream's optional logout ends the token there too. An upstream without it
    // answers 404, and any failure is ignored: the console's own revocation record already holds.
    await send(logout.path, {}, { token: data.token, requestId: ctx.requestId }, () => {});
    forgetAccess(data.token);
  } else {
    ctx.audit({ reason: read.revoked ? 'session revoked' : 'no session' });
  }
  read.forget();
  (await read.open()).destroy();
}
