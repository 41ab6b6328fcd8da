'use client';

import { useSyncExternalStore } from 'react';
import { BROWSER_WARNING, shouldWarnBrowser } from '@/lib/client/browser';

const noSubscribe = () => () => {};

/** The UA is only known in the browser; the server renders nothing, so hydration agrees. */
export function BrowserWarning() {
  const warn = useSyncExternalStore(
    noSubscribe,
    () => shouldWarnBrowser(navigator.userAgent),
    () => false,
  );
  if (!warn) return null;
  return (
    <div role="note" className="mb-4 rounded border border-warn/40 bg-amber-50 px-3 py-2 text-sm text-warn">
      {BROWSER_WARNING}
    </div>
  );
}
