'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import {
  doneProgress,
  getProgress,
  getServerProgress,
  PROGRESS_EASING,
  PROGRESS_SPEED_MS,
  startProgress,
  subscribeProgress,
} from '@/lib/client/progress';

/** Whether a click on this anchor starts a client navigation to another URL of the console. */
function isInternalNavigation(e: MouseEvent, a: HTMLAnchorElement): boolean {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return false;
  if (a.target && a.target !== '_self') return false;
  if (a.hasAttribute('download')) return false;
  const url = new URL(a.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  // Same page (or a hash jump): nothing will finish the bar.
  return url.pathname + url.search !== window.location.pathname + window.location.search;
}

function Watcher() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const first = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation (path or query change)
  useEffect(() => {
    // The new route has rendered: finish (not on the first mount, nothing was started).
    if (first.current) {
      first.current = false;
      return;
    }
    doneProgress();
  }, [pathname, search]);

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const a = (e.target as Element | null)?.closest?.('a[href]');
      if (a instanceof HTMLAnchorElement && isInternalNavigation(e, a)) startProgress();
    };
    const onPop = () => startProgress();
    // Capture phase, before next/link's handler: it prevents the default of every link it
    // routes, so a bubbling listener could not tell a client navigation from a cancelled click.
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPop);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPop);
    };
  }, []);

  return null;
}

/** Thin top bar: starts on internal link clicks and history moves, ends when the URL changes. */
export function ProgressBar() {
  const { phase, fraction } = useSyncExternalStore(subscribeProgress, getProgress, getServerProgress);
  const ease = `${PROGRESS_SPEED_MS}ms ${PROGRESS_EASING}`;
  return (
    <>
      <Suspense fallback={null}>
        <Watcher />
      </Suspense>
      <div aria-hidden className="pointer-events-none fixed inset-x-0 top-0 z-[1100] h-0.5">
        <div
          data-progress={phase}
          className="h-full bg-brand shadow-[0_0_6px_var(--color-brand)]"
          style={{
            width: `${Math.round(fraction * 100)}%`,
            opacity: phase === 'running' ? 1 : 0,
            // Idle resets the width unseen; only running and fading animate.
            transition: phase === 'idle' ? 'none' : `width ${ease}, opacity ${ease}`,
          }}
        />
      </div>
    </>
  );
}
