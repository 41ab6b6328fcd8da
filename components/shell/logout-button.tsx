'use client';

import { useState } from 'react';
import { goToLogin } from '@/lib/client/location';

/** Ends the session on the server, then a full load of /Login drops every bit of client state. */
export function LogoutButton() {
  const [busy, setBusy] = useState(false);
  async function logout() {
    setBusy(true);
    try {
      await fetch('/auth/logout', { method: 'POST', credentials: 'same-origin' });
    } catch {
      // Entering /Login destroys the session cookie anyway, so a failed call changes nothing.
    }
    goToLogin();
  }
  return (
    <button
      type="button"
      onClick={logout}
      disabled={busy}
      className="rounded px-2 py-1 text-sm text-gray-600 hover:bg-gray-100 hover:text-danger disabled:opacity-60"
    >
      退出登录
    </button>
  );
}
