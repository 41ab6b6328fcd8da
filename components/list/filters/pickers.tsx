'use client';

import { OrgSearch } from '@/components/widgets/org-search';
import type { FilterDef } from '@/lib/filters/types';
import type { OrgMode } from '@/lib/widgets/search';
import { filterId, singlePatch, singleValue, type FilterInputProps } from './common';

// The organisation search filter. The member and provider search filters are in member-filter.tsx
// and provider-filter.tsx: loaded (filter-input.tsx) only by the screens that have them.

/**
 * A widget emits several fields (the member search also sends realName, maskMobile…); the filter
 * keeps only its own body field, so nothing else leaks into the list query. A widget that names
 * the field differently still fills the filter with the code it emits first.
 */
export function pickedValue(def: FilterDef, emit: Record<string, string>): string {
  const key = def.field ?? def.name;
  if (Object.hasOwn(emit, key)) return emit[key] ?? '';
  return Object.values(emit)[0] ?? '';
}

export function OrgFilter({ def, values, onChange, context }: FilterInputProps) {
  const mode: OrgMode = def.mode === 'top' || def.mode === 'current' ? def.mode : 'default';
  return (
    <OrgSearch
      id={filterId(def)}
      mode={mode}
      value={singleValue(def, values)}
      roleType={context.roleType}
      productCode={context.productCode}
      onSelect={(emit) => onChange(singlePatch(def, pickedValue(def, emit)))}
      onClear={() => onChange(singlePatch(def, ''))}
    />
  );
}
