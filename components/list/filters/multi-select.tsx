'use client';

import { useState } from 'react';
import { useDismiss } from '@/components/ui/use-dismiss';
import { toggleValue } from '@/lib/forms/tree';
import { CONTROL, filterId, singlePatch, singleValue, type FilterInputProps } from './common';
import { useFilterOptions } from './selects';

/** Several codes, comma-joined, chosen in a checkbox drop-down. */
export function MultiSelectFilter({ def, values, onChange, dicts }: FilterInputProps) {
  const options = useFilterOptions(def, dicts);
  const value = singleValue(def, values);
  const chosen = value ? value.split(',') : [];
  const [open, setOpen] = useState(false);
  const box = useDismiss(open, setOpen);
  // In the options' order, so the same choice always reads the same.
  const toggle = (code: string) =>
    onChange(
      singlePatch(
        def,
        toggleValue(
          value,
          code,
          options.map((o) => o.value),
        ),
      ),
    );
  const summary = chosen.map((c) => options.find((o) => o.value === c)?.label ?? c).join('、');

  return (
    <div ref={box} className="relative min-w-0 flex-1">
      <button
        id={filterId(def)}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        className={`${CONTROL} truncate text-left ${summary ? '' : 'text-gray-500'}`}
        onClick={() => setOpen((o) => !o)}
      >
        {summary || def.placeholder || '全部'}
      </button>
      {open && (
        <ul
          role="listbox"
          aria-multiselectable
          className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded border border-gray-200 bg-white py-1 shadow-lg"
        >
          {options.map((o) => (
            <li key={o.value} role="option" aria-selected={chosen.includes(o.value)}>
              <label className="flex cursor-pointer items-center gap-2 px-3 py-1 text-sm hover:bg-brand-light">
                <input type="checkbox" checked={chosen.includes(o.value)} onChange={() => toggle(o.value)} />
                {o.label}
              </label>
            </li>
          ))}
          {options.length === 0 && <li className="px-3 py-1 text-sm text-gray-500">暂无数据</li>}
        </ul>
      )}
    </div>
  );
}
