'use client';

import { useEffect, useRef } from 'react';

/**
 * Closes a pop-up on a press outside its box or on Escape. Escape is taken on the window's capture
 * phase, ahead of a dialog's own listener: it closes the pop-up, not the dialog around it.
 * Returns the ref of the box (the control and its pop-up).
 */
export function useDismiss(open: boolean, setOpen: (open: boolean) => void) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const down = (e: MouseEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    const key = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      setOpen(false);
    };
    document.addEventListener('mousedown', down);
    window.addEventListener('keydown', key, true);
    return () => {
      document.removeEventListener('mousedown', down);
      window.removeEventListener('keydown', key, true);
    };
  }, [open, setOpen]);
  return box;
}
