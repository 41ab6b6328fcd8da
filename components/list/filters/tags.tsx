'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { CONTROL, filterId, singlePatch, singleValue, type FilterInputProps } from './common';

// The tag picker dialog loads on the first click: the bar shows the chosen codes until then.
const TagPicker = dynamic(() => import('@/components/widgets/tag-picker').then((m) => m.TagPicker));

/** Filter by tag (spec 02 §2 "filter-by-tag"): the tag picker over the filter's groups, its value the chosen tags. */
export function TagsFilter({ def, values, onChange }: FilterInputProps) {
  const [open, setOpen] = useState(false);
  const value = singleValue(def, values);
  return (
    <div className="flex min-w-0 flex-1 items-center gap-1">
      <button
        type="button"
        id={filterId(def)}
        className={`${CONTROL} truncate text-left ${value ? '' : 'text-gray-500'}`}
        title={value}
        onClick={() => setOpen(true)}
      >
        {value || def.placeholder || '请选择标签'}
      </button>
      {value && (
        <button
          type="button"
          aria-label={`清空${def.label}`}
          className="shrink-0 rounded px-1 text-gray-500 hover:text-gray-700"
          onClick={() => onChange(singlePatch(def, ''))}
        >
          ×
        </button>
      )}
      {open && (
        <TagPicker
          open
          onOpenChange={setOpen}
          custGroups={[...(def.custGroups ?? [])]}
          confirmLabel="选择"
          onConfirm={(r) => {
            onChange(singlePatch(def, Array.isArray(r.value) ? r.value.join(',') : r.value));
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}
