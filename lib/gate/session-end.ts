// Ending a session, the same on every path that finds it over (issue #41: the proxy and the view
// handlers differed): the operator's cached rights dropped, the unsealed-session cache forgotten
// and the cookie expired, so the browser does not keep presenting a session the server refuses.
import { forgetAccess } from '@/lib/access/rights';
import type { ReadSession } from '@/lib/session';

export async function closeSession(read: ReadSession, token: string | null | undefined): Promise<void> {
  if (token) forgetAccess(token);
  read.forget();
  (await read.open()).destroy();
}
