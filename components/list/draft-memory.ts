'use client';

import { useEffect, useRef } from 'react';
import type { FilterValues } from '@/lib/filters/types';

// Spec 01 keeps a visited screen alive in its tab: what the operator typed into the filter bar and
// has not queried yet is still there on coming back to the tab. The tab reopens the query last
// shown (its URL); the bar's draft over that query is kept per screen in session storage, and put
// back when the screen opens on the same query.
const PREFIX = 'filter-draft:';

interface Kept {
  source: FilterValues;
  draft: FilterValues;
}

/** Two sets of filter values with the same content. */
export function sameValues(a: FilterValues, b: FilterValues): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

function read(key: string): Kept | null {
  try {
    const raw = sessionStorage.getItem(key);
    const kept = raw ? (JSON.parse(raw) as Kept) : null;
    return kept && typeof kept.source === 'object' && typeof kept.draft === 'object' ? kept : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the draft over `source` while `on`; once mounted, a draft kept for the same query is handed
 * to `restore`. A draft equal to its source (queried, reset, or typed back) is forgotten.
 */
export function useDraftMemory(on: boolean, source: FilterValues, draft: FilterValues, restore: (draft: FilterValues) => void): void {
  const key = useRef('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the query the screen opened with
  useEffect(() => {
    if (!on) return;
    key.current = `${PREFIX}${window.location.pathname}`;
    const kept = read(key.current);
    if (kept && sameValues(kept.source, source) && !sameValues(kept.draft, source)) restore(kept.draft);
  }, []);
  useEffect(() => {
    if (!on || !key.current) return;
    try {
      if (sameValues(draft, source)) sessionStorage.removeItem(key.current);
      else sessionStorage.setItem(key.current, JSON.stringify({ source, draft }));
    } catch {
      // storage refused: the draft lives as long as the screen
    }
  }, [on, source, draft]);
}
