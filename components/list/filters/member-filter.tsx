'use client';

import { MemberSearch } from '@/components/widgets/member-search';
import { MEMBER_MODE_NAMES, type MemberMode } from '@/lib/widgets/search-member';
import { filterId, singlePatch, singleValue, type FilterInputProps } from './common';
import { pickedValue } from './pickers';

/** A catalogue mode the widget does not know falls back to the plain member-id search. */
function memberMode(mode: string | undefined): MemberMode {
  return MEMBER_MODE_NAMES.find((m) => m === mode) ?? 'memberId';
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
