'use client';

import { RecordSearch } from '@/components/widgets/record-search';
import type { CallRef } from '@/lib/calls/define';
import { filterId, singlePatch, singleValue, type FilterInputProps } from './common';

/** A record filter (an activity group): the form fields' search picker, its code sent, its name shown. */
export function RecordFilter({ def, values, onChange }: FilterInputProps) {
  const picker = def.picker!;
  return (
    <RecordSearch
      id={filterId(def)}
      lookup={{ call: picker.call as CallRef, value: picker.value, label: picker.label, search: picker.search }}
      value={singleValue(def, values)}
      placeholder={def.placeholder}
      onSelect={(code) => onChange(singlePatch(def, code))}
      onClear={() => onChange(singlePatch(def, ''))}
    />
  );
}
