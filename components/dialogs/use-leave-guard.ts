'use client';

import { useCallback, useEffect } from 'react';
import { confirm } from '@/components/ui/confirm';
import { NOTICE_TITLE, UNSAVED_TEXT } from '@/lib/errors/texts';

/**
 * Issue #39: a form with unsaved changes asks before it closes. Returns the check its close paths
 * (×, Esc, 取消) await; while the form is dirty a tab close or a reload asks too (the browser's own
 * question: a page may not word it).
 */
export function useLeaveGuard(dirty: boolean): () => Promise<boolean> {
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
  return useCallback(async () => !dirty || confirm({ title: NOTICE_TITLE, message: UNSAVED_TEXT }), [dirty]);
}
