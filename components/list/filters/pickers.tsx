'use client';

import { MemberSearch } from '@/components/widgets/member-search';
import { OrgSearch } from '@/components/widgets/org-search';
import { ProviderSearch } from '@/components/widgets/provider-search';
import type { FilterDef } from '@/lib/filters/types';
import { MEMBER_MODE_NAMES, type MemberMode, type OrgMode } from '@/lib/widgets/search';
import { filterId, singlePatch, singleValue, type FilterInputProps } from './common';

/** A catalogue mode the widget does not know falls back to the plain member-id search. */
function memberMode(mode: string | undefined): MemberMode {
  return MEMBER_MODE_NAMES.find((m) => m === mode) ?? 'memberId';
}

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

export function MemberFilter({ def, values, onChange, context }: FilterInputProps) {
  return (
    <MemberSearch
      id={filterId(def)}
      mode={memberMode(def.mode)}
      value={singleValue(def, values)}
      productCode={context.productCode}
      onSelect={(emit) => onChange(singlePatch(def, pickedValue(def, emit)))}
      onClear={() => onChange(singlePatch(def, ''))}
    />
  );
}

export function ProviderFilter({ def, values, onChange, context }: FilterInputProps) {
  return (
    <ProviderSearch
      id={filterId(def)}
      value={singleValue(def, values)}
      roleType={context.roleType}
      onSelect={(emit) => onChange(singlePatch(def, pickedValue(def, emit)))}
      onClear={() => onChange(singlePatch(def, ''))}
    />
  );
}
