// The dictionary cache of spec 01 §4 "Widgets": one fetch per type id, shared by every select on
// the page, stored after the spec's 1000 ms delay. The header-row rule lives in ./options.ts, which
// the server render uses too.
import { dictPage } from '@/lib/calls/lookups';
import { useEffect, useState } from 'react';
import { api } from '@/lib/client/fetcher';
import type { FilterOption } from '@/lib/dict/enums/types';
import { dictOptions } from './options';

export { dictOptions };

/** §9: the cache keeps a fetched type only after this delay. */
export const DICT_STORE_DELAY_MS = 1000;

const cache = new Map<number, FilterOption[]>();
const inFlight = new Map<number, Promise<FilterOption[]>>();

/** A cached type, if stored. */
export function peekDict(typeId: number): FilterOption[] | undefined {
  return cache.get(typeId);
}

/** Primes the cache with options the server has already fetched (and dropped the header of). */
export function seedDict(typeId: number, options: readonly FilterOption[]): void {
  if (!cache.has(typeId)) cache.set(typeId, [...options]);
}

/** Empties the cache (tests; a product switch reloads the page anyway). */
export function resetDictCache(): void {
  cache.clear();
  inFlight.clear();
}

function rowsOf(data: unknown): unknown[] {
  const list = (data as { data?: unknown } | null)?.data;
  return Array.isArray(list) ? list : [];
}

/** The options of one dictionary type; failures are silent (an empty list, not cached). */
export function loadDict(typeId: number): Promise<FilterOption[]> {
  const hit = cache.get(typeId);
  if (hit) return Promise.resolve(hit);
  const pending = inFlight.get(typeId);
  if (pending) return pending;
  const request = api(dictPage.path, { body: { pageNum: 1, pageSize: 100, typeId }, silent: true }).then(
    (data) => {
      const options = dictOptions(typeId, rowsOf(data));
      // Until stored, later callers share this promise, so the type is still fetched once.
      setTimeout(() => {
        if (!cache.has(typeId)) cache.set(typeId, options);
        if (inFlight.get(typeId) === request) inFlight.delete(typeId);
      }, DICT_STORE_DELAY_MS);
      return options;
    },
    () => {
      inFlight.delete(typeId);
      return [] as FilterOption[];
    },
  );
  inFlight.set(typeId, request);
  return request;
}

const NONE: FilterOption[] = [];

/**
 * The options of a type for a component: `initial` (fetched by the server) is used at once and
 * seeds the cache; otherwise the cache or a fetch. No type id: no options.
 */
export function useDict(typeId: number | undefined, initial?: readonly FilterOption[]): readonly FilterOption[] {
  const [loaded, setLoaded] = useState<{ typeId: number; options: FilterOption[] } | null>(null);
  useEffect(() => {
    if (typeId === undefined) return;
    if (initial) {
      seedDict(typeId, initial);
      return;
    }
    let live = true;
    void loadDict(typeId).then((options) => {
      if (live) setLoaded({ typeId, options });
    });
    return () => {
      live = false;
    };
  }, [typeId, initial]);
  if (typeId === undefined) return NONE;
  if (initial) return initial;
  if (loaded?.typeId === typeId) return loaded.options;
  return peekDict(typeId) ?? NONE;
}

/** Several types at once (the dict-coded columns of a list drawn in the browser, in a dialog tab). */
export function useDicts(typeIds: readonly number[]): Record<number, readonly FilterOption[]> {
  const [loaded, setLoaded] = useState<Record<number, readonly FilterOption[]>>({});
  const key = typeIds.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the ids' text, not the array's identity
  useEffect(() => {
    let live = true;
    void Promise.all(typeIds.map((id) => loadDict(id).then((o) => [id, o] as const))).then((pairs) => {
      if (live) setLoaded(Object.fromEntries(pairs));
    });
    return () => {
      live = false;
    };
  }, [key]);
  return loaded;
}
