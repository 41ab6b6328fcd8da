'use client';

import { useEffect } from 'react';

// Old bookmarks use the hash router's #/Login; the server never sees a hash, so only the
// browser can send them on to /Login.
export function HashLoginRedirect() {
  useEffect(() => {
    if (window.location.hash.startsWith('#/Login')) window.location.replace('/Login');
  }, []);
  return null;
}
