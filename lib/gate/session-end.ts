// Ending a session, the same on every path that finds it over (issue #41: the proxy and the view
// handlers differed): a session the upstream ended revoked on every instance with its cached rights
// (lib/session/ended.ts), the unsealed-session cache forgotten and the cookie expired, so the browser
// does not keep presenting a session the server refuses.
import type { ReadSession } from '@/lib/session';
import { revokeEnded } from '@/lib/session/ended';
import type { SessionData } from '@/lib/session/types';

export async function closeSession(read: ReadSession, session: SessionData | null): Promise<void> {
  if (session) await revokeEnded(session);
  read.forget();
  (await read.open()).destroy();
}
