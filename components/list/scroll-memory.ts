'use client';

import { type RefObject, useEffect, useRef } from 'react';

// Issue #39: a screen's tab remembers where its table was scrolled. The position is kept per
// screen and query (the list's own URL, without the dialogs and the product code) in session
// storage, and put back once the rows of that query are there again.
const PREFIX = 'list-scroll:';

function keyOf(): string {
  const params = new URLSearchParams(window.location.search);
  params.delete('dlg');
  params.delete('code');
  return `${PREFIX}${window.location.pathname}?${params}`;
}

/** Keeps the box's scroll position while `on`, and restores it when rows first arrive. */
export function useScrollMemory(box: RefObject<HTMLDivElement | null>, rows: number, on: boolean): void {
  const restored = useRef(false);
  useEffect(() => {
    if (!on || restored.current || rows === 0) return;
    restored.current = true;
    const saved = sessionStorage.getItem(keyOf());
    if (!saved) return;
    const [top = 0, left = 0] = saved.split(',').map(Number);
    // The rows past the first screenful are written a batch a frame: try until the box is tall enough.
    let tries = 0;
    const step = () => {
      const el = box.current;
      if (!el) return;
      el.scrollTop = top;
      el.scrollLeft = left;
      if ((Math.abs(el.scrollTop - top) > 1 || Math.abs(el.scrollLeft - left) > 1) && tries++ < 60) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  }, [box, rows, on]);

  useEffect(() => {
    const el = box.current;
    if (!on || !el) return;
    let timer = 0;
    const save = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => sessionStorage.setItem(keyOf(), `${el.scrollTop},${el.scrollLeft}`), 120);
    };
    el.addEventListener('scroll', save, { passive: true });
    return () => {
      el.removeEventListener('scroll', save);
      window.clearTimeout(timer);
    };
  }, [box, on]);
}
