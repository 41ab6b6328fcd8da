'use client';

import { ProviderSearch } from '@/components/widgets/provider-search';
import { filterId, singlePatch, singleValue, type FilterInputProps } from './common';
import { pickedValue } from './pickers';

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
