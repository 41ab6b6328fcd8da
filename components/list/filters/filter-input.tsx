'use client';

import dynamic from 'next/dynamic';
import type { FilterDef, FilterOption, FilterValues } from '@/lib/filters/types';
import { valueKeys } from '@/lib/filters/rules';
import { DateFilter, DateRangeFilter } from './dates';
import { NumRangeFilter } from './num-range';
import { MemberFilter, OrgFilter, ProviderFilter } from './pickers';
import { MultiSelectFilter, SelectFilter } from './selects';
import { SqlFilter, TextFilter } from './texts';

// The area cascader (with its province/city tables) and the route option are on few screens: they
// load, and are preloaded in the HTML, only where they are rendered. One route serves every screen,
// so a static import would send them to all of them.
const CascaderFilter = dynamic(() => import('./cascader').then((m) => m.CascaderFilter));
const RouteOptionFilter = dynamic(() => import('./route-option').then((m) => m.RouteOptionFilter));

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
export function FilterInput(props: FilterInputProps) {
  switch (props.def.type) {
    case 'text':
    case 'digits':
    case 'card':
    case 'multiId':
      return <TextFilter {...props} />;
    case 'sql':
      return <SqlFilter {...props} />;
    case 'date':
    case 'datetime':
    case 'time':
      return <DateFilter {...props} />;
    case 'dateRange':
      return <DateRangeFilter {...props} />;
    case 'numRange':
      return <NumRangeFilter {...props} />;
    case 'select':
      return <SelectFilter {...props} />;
    case 'multiSelect':
      return <MultiSelectFilter {...props} />;
    case 'cascader':
      return <CascaderFilter {...props} />;
    case 'routeOption':
      return <RouteOptionFilter {...props} />;
    case 'org':
      return <OrgFilter {...props} />;
    case 'member':
      return <MemberFilter {...props} />;
    case 'provider':
      return <ProviderFilter {...props} />;
  }
}
