import 'server-only';
import { randomUUID } from 'node:crypto';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { getAccess, SessionEnded } from '@/lib/session/rights';
import { loginAfterEnd, revokeEnded } from './ended';
import { isSecureRequest, readSession } from './index';
import type { Access, Operator, SessionData } from './types';

// Server components check the session again: proxy.ts only redirects on a missing cookie and is
// never the only guard. cache() makes the layout and the page share one read per request.

export function operatorOf(s: SessionData): Operator {
  const { empId, memberId, loginId, realName, roleType, productCode, orgCode, orgName } = s;
  return { empId, memberId, loginId, realName, roleType, productCode, orgCode, orgName };
}

const currentRead = cache(async () => {
  const h = await headers();
  return readSession(await cookies(), isSecureRequest(h.get('x-forwarded-proto')));
});

export const currentSession = async (): Promise<SessionData | null> => (await currentRead()).data;

export const requireConsole = cache(async (): Promise<{ operator: Operator; access: Access }> => {
  const { data, rightsStamp } = await currentRead();
  if (!data) redirect('/Login');
  try {
    return { operator: operatorOf(data), access: await getAccess(data.token, data.empId, randomUUID(), rightsStamp) };
  } catch (error) {
    // Revoked first, so the /Login guard (proxy.ts) expires the cookie instead of sending it back here.
    if (error instanceof SessionEnded) {
      await revokeEnded(data);
      redirect(loginAfterEnd(data));
    }
    throw error;
  }
});
