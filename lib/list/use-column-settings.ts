'use client';
// The column settings of one table as React state over local storage: every table of the same
// screen and page in any open tab sees a change (the storage event), and the server render uses
// the default columns.
import { useCallback, useSyncExternalStore } from 'react';
import { readSettings, STORAGE_KEY, writeSettings, type ColumnSettings } from './column-settings';

const listeners = new Set<() => void>();
// Parsed once per stored text so the snapshot stays referentially stable between renders.
let cache: { text: string | null; key: string; value: ColumnSettings | null } | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function snapshot(key: string): ColumnSettings | null {
  let text: string | null = null;
  try {
    text = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
  if (cache && cache.text === text && cache.key === key) return cache.value;
  cache = { text, key, value: readSettings({ getItem: () => text }, key) };
  return cache.value;
}

export function useColumnSettings(key: string): [ColumnSettings | null, (next: ColumnSettings | null) => void] {
  const settings = useSyncExternalStore(
    subscribe,
    () => snapshot(key),
    () => null,
  );
  const set = useCallback(
    (next: ColumnSettings | null) => {
      try {
        writeSettings(window.localStorage, key, next);
      } catch {
        // Storage full or disabled: the choice lasts until the page is left.
      }
      for (const l of listeners) l();
    },
    [key],
  );
  return [settings, set];
}
