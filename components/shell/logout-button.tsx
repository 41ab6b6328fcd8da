'use client';

import { useState } from 'react';
import { currentProductCode, storedProductCode, withCode } from '@/lib/client/location';
import { notify } from '@/lib/client/notify';

/**
 * Ends the session on the server, then a full load of /Login drops every bit of client state.
 * A deliberate sign-out: no 登录已过期 notice and no `from=` back to this screen (that is
 * goToLogin's, for a session that ended by itself).
 * A refusal (503: the sign-out could not be recorded) keeps the operator here with its message:
 * leaving would only drop this copy of a cookie that still works.
 */
export function LogoutButton() {
  const [busy, setBusy] = useState(false);
  async function logout() {
    setBusy(true);
    try {
      const res = await fetch('/auth/logout', { method: 'POST', credentials: 'same-origin' });
      if (res.status === 503) {
        const body = (await res.json().catch(() => ({}))) as { message?: string };
        notify({ type: 'error', message: body.message ?? `${res.status}` });
        setBusy(false);
        return;
      }
    } catch {
      // Unreached, the server did not end the session; /Login still drops this browser's cookie.
    }
    window.location.replace(withCode('/Login', currentProductCode() ?? storedProductCode()));
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
