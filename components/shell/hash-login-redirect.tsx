'use client';

import { useEffect } from 'react';
import { rememberProductCode, storedProductCode, withCode } from '@/lib/client/location';

// Old bookmarks use the hash router's #/Login; the server never sees a hash, so only the
// browser can send them on to /Login. Every page also keeps its product code in local storage
// (spec 01 §3), so a way back to /Login that lost `code` still signs in under it (§4).
export function HashLoginRedirect() {
  useEffect(() => {
    rememberProductCode();
    if (window.location.hash.startsWith('#/Login')) window.location.replace(withCode('/Login', storedProductCode()));
  }, []);
  return null;
}
