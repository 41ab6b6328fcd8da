import 'server-only';
import { forgetAccess } from '@/lib/session/rights';
import { isStoreUnavailable, store } from '@/lib/store';
import { absoluteExpiry } from './index';
import type { SessionData } from './types';

/**
 * A session the upstream has ended (its token refused with 41): revoked on every instance and its
 * cached rights dropped. A page render cannot expire a cookie, so this is what stops the /Login
 * guard from taking the dead session for a live one and sending the browser back (a loop); the
 * guard then expires the cookie. Without the shared store the cookie's own end has to do.
 */
export async function revokeEnded(session: SessionData): Promise<void> {
  forgetAccess(session.token);
  try {
    await store().revoke(session.sid, absoluteExpiry(session) - Date.now());
  } catch (error) {
    if (!isStoreUnavailable(error)) throw error;
  }
}

/** Where a page render sends a browser whose session the upstream ended: 登录已过期, the product code kept (spec 01 §4). */
export function loginAfterEnd(session: SessionData): string {
  const params = new URLSearchParams({ expired: '1' });
  if (session.productCode) params.set('code', session.productCode);
  return `/Login?${params}`;
}
