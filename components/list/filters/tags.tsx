'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { FilterValues } from '@/lib/filters/types';
import { CONTROL, filterId, singlePatch, singleValue, type FilterInputProps } from './common';

// The tag picker dialog loads on the first click: the bar shows the chosen codes until then.
const TagPicker = dynamic(() => import('@/components/widgets/tag-picker').then((m) => m.TagPicker));

/**
 * Filter by tag (spec 02 §2 "filter-by-tag"): the tag picker over the filter's groups, its value
 * the chosen tags and, with a `conditionKey`, the picker's 条件 (AND written, OR left empty).
 */
export function TagsFilter({ def, values, onChange }: FilterInputProps) {
  const [open, setOpen] = useState(false);
  // The names of the tags picked here (a reloaded filter knows its codes only, and shows them).
  const [names, setNames] = useState<Record<string, string>>({});
  const value = singleValue(def, values);
  const all = !!def.conditionKey && values[def.conditionKey] === 'AND';
  const patch = (v: string, condition: string): FilterValues =>
    def.conditionKey ? { ...singlePatch(def, v), [def.conditionKey]: v ? condition : '' } : singlePatch(def, v);
  const named = value
    .split(',')
    .filter(Boolean)
    .map((c) => names[c] ?? c)
    .join('、');
  const shown = all && value.includes(',') ? `${named}（且）` : named;
  return (
    <div className="flex min-w-0 flex-1 items-center gap-1">
      <button
        type="button"
        id={filterId(def)}
        className={`${CONTROL} truncate text-left ${value ? '' : 'text-gray-500'}`}
        title={shown}
        onClick={() => setOpen(true)}
      >
        {shown || def.placeholder || '请选择标签'}
      </button>
      {value && (
        <button
          type="button"
          aria-label={`清空${def.label}`}
          className="shrink-0 rounded px-1 text-gray-500 hover:text-gray-700"
          onClick={() => onChange(patch('', ''))}
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
          initialCondition={all ? 'AND' : 'OR'}
          onConfirm={(r) => {
            setNames(Object.fromEntries(r.tags.flatMap((t) => [[t.tagCode, t.tagName] as const, [String(t.tagId), t.tagName] as const])));
            onChange(patch(Array.isArray(r.value) ? r.value.join(',') : r.value, r.condition === 'AND' ? 'AND' : ''));
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}
