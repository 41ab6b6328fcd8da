'use client';

import { useCallback, useEffect } from 'react';
import { confirm } from '@/components/ui/confirm';
import { guardLeaving } from '@/lib/client/leave-guard';
import { NOTICE_TITLE, UNSAVED_TEXT } from '@/lib/errors/texts';

/**
 * Issue #39: a form with unsaved changes asks before it closes. Returns the check its close paths
 * (×, Esc, 取消) await; while the form is dirty a tab close or a reload asks too (the browser's own
 * question: a page may not word it), and (issue #53) so does the browser's Back, which would close
 * the form at `target` (its `dlg` value): lib/client/leave-guard.ts holds the step and asks.
 */
export function useLeaveGuard(dirty: boolean, target?: string): () => Promise<boolean> {
  const mayLeave = useCallback(async () => !dirty || confirm({ title: NOTICE_TITLE, message: UNSAVED_TEXT }), [dirty]);
  useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Chromium before 119 and Safari still look for returnValue.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  useEffect(() => {
    if (!dirty || !target) return;
    return guardLeaving({ target, here: window.location.href, ask: () => confirm({ title: NOTICE_TITLE, message: UNSAVED_TEXT }) });
  }, [dirty, target]);
  return mayLeave;
}
