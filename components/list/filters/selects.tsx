'use client';

import { useEffect, useState } from 'react';
import { api } from '@/lib/client/fetcher';
import { useDict } from '@/lib/dict/cache';
import { dictChoices, staticOptions } from '@/lib/filters/rules';
import type { FilterDef } from '@/lib/filters/types';
import type { FilterOption } from '@/lib/dict/enums/types';
import { CONTROL, filterId, singlePatch, singleValue, type FilterInputProps } from './common';

// The multi-select filter (its drop-down of checkboxes) is in multi-select.tsx: few screens have one.

const NO_OPTIONS: readonly FilterOption[] = [];

/** Look-up answers by request, shared by every filter that asks the same (the product list). */
const lookups = new Map<string, Promise<unknown>>();

/**
 * A filter look-up's answer (the product list, spec 02 §7; a cascader's tree), asked once per page
 * load. By hand rather than through SWR: a list's first load carries no SWR (lists ask by hand too).
 */
export function useLookupAnswer(lookup: FilterDef['lookup']): unknown {
  const key = lookup ? JSON.stringify([lookup.path, lookup.body]) : null;
  const [data, setData] = useState<unknown>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the request is the key
  useEffect(() => {
    if (!key || !lookup) return;
    let live = true;
    let asked = lookups.get(key);
    if (!asked) {
      asked = api<unknown>(lookup.path, { body: lookup.body, silent: true }).catch(() => {
        lookups.delete(key);
        return null;
      });
      lookups.set(key, asked);
    }
    void asked.then((answer) => live && setData(answer));
    return () => {
      live = false;
    };
  }, [key]);
  return lookup ? data : null;
}

function useLookupOptions(lookup: FilterDef['lookup']): readonly FilterOption[] {
  const data = useLookupAnswer(lookup);
  if (!lookup || !data) return NO_OPTIONS;
  const rows = Array.isArray(data) ? data : Array.isArray((data as { data?: unknown }).data) ? (data as { data: unknown[] }).data : [];
  return rows.flatMap((r) => {
    const row = (r ?? {}) as Record<string, unknown>;
    const value = row[lookup.value];
    if (value === undefined || value === null || value === '') return [];
    return [{ value: String(value), label: String(row[lookup.label] || value) }];
  });
}

/** Fixed options, an enumeration, a look-up, or a dictionary (the server's copy first, else the cache). */
export function useFilterOptions(def: FilterDef, dicts: Record<number, FilterOption[]>): readonly FilterOption[] {
  const fixed = staticOptions(def);
  const fromDict = useDict(fixed ? undefined : def.dict, def.dict !== undefined ? dicts[def.dict] : undefined);
  const fromLookup = useLookupOptions(fixed ? undefined : def.lookup);
  return fixed ?? (def.lookup ? fromLookup : dictChoices(def, fromDict));
}

export function SelectFilter({ def, values, onChange, dicts }: FilterInputProps) {
  const options = useFilterOptions(def, dicts);
  const value = singleValue(def, values);
  // A value from the URL that the dictionary has not delivered yet still shows as itself.
  const known = value === '' || options.some((o) => o.value === value);
  return (
    <select
      id={filterId(def)}
      name={def.name}
      className={CONTROL}
      value={value}
      onChange={(e) => onChange(singlePatch(def, e.target.value))}
    >
      <option value="">全部</option>
      {!known && <option value={value}>{value}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
