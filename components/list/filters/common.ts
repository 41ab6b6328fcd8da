// What every filter input shares: its props, the control's look, ids and single-value patches.
import type { FilterDef, FilterValues } from '@/lib/filters/types';
import type { FilterOption } from '@/lib/dict/enums/types';
import { useState } from 'react';
import { strippedNotice, valueKeys } from '@/lib/filters/rules';

export interface FilterContext {
  roleType: 'PRODUCT' | 'ORG';
  productCode: string;
}

export interface FilterInputProps {
  def: FilterDef;
  /** The whole bar's values: a filter reads its own keys. */
  values: FilterValues;
  /** Changed keys only. */
  onChange: (patch: FilterValues) => void;
  /** Dictionary options fetched by the server, by type id. */
  dicts: Record<number, FilterOption[]>;
  context: FilterContext;
}

/** Shared look of native controls, matching components/ui/input.tsx. */
export const CONTROL =
  'h-8 w-full min-w-0 rounded border border-gray-300 bg-white px-2 text-sm text-gray-800 outline-none transition-colors placeholder:text-gray-400 hover:border-gray-400 focus:border-brand disabled:bg-gray-100';

/** The element id of a filter's (first) control: the label points at it, tests find it. */
export const filterId = (def: FilterDef) => `filter-${def.name}`;

/** The value of a single-value filter (its body field). */
export const singleValue = (def: FilterDef, values: FilterValues) => values[valueKeys(def)[0]] ?? '';

/** The patch that sets a single-value filter. */
export const singlePatch = (def: FilterDef, value: string): FilterValues => ({ [valueKeys(def)[0]]: value });

/** One filter's control, chosen by its type. */

/** The notice under a text-like filter that lost characters while typing (cleared by the next clean input). */
export function useDropNotice(def: FilterDef): [string | null, (typed: string) => void] {
  const [notice, setNotice] = useState<string | null>(null);
  return [notice, (typed) => setNotice(strippedNotice(typed, def))];
}
