'use client';

import { useDict } from '@/lib/dict/cache';
import { dictChoices, staticOptions } from '@/lib/filters/rules';
import type { FilterDef, FilterOption } from '@/lib/filters/types';
import { CONTROL, filterId, singlePatch, singleValue, type FilterInputProps } from './common';

// The multi-select filter (its drop-down of checkboxes) is in multi-select.tsx: few screens have one.

/** Fixed options, an enumeration, or a dictionary (the server's copy first, else the cache). */
export function useFilterOptions(def: FilterDef, dicts: Record<number, FilterOption[]>): readonly FilterOption[] {
  const fixed = staticOptions(def);
  const fromDict = useDict(fixed ? undefined : def.dict, def.dict !== undefined ? dicts[def.dict] : undefined);
  return fixed ?? dictChoices(def, fromDict);
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
