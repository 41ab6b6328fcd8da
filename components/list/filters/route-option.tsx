'use client';

import { routeOptionSelected, routeOptionValue } from '@/lib/filters/rules';
import { filterId, singlePatch, singleValue, type FilterInputProps } from './common';

// The spec numbers the five route options without naming them.
const CHOICES: readonly { n: number; label: string }[] = [
  { n: 0, label: '无' },
  { n: 1, label: '选项1' },
  { n: 2, label: '选项2' },
  { n: 3, label: '选项3' },
  { n: 4, label: '选项4' },
  { n: 5, label: '选项5' },
];

/** §5 route option: ticking 无 clears the others and yields 00000; any other tick clears 无. */
export function RouteOptionFilter({ def, values, onChange }: FilterInputProps) {
  const selected = routeOptionSelected(singleValue(def, values));
  const toggle = (n: number) => {
    let next: number[];
    if (selected.includes(n)) next = selected.filter((s) => s !== n);
    else next = n === 0 ? [0] : [...selected.filter((s) => s !== 0), n];
    onChange(singlePatch(def, routeOptionValue(next)));
  };
  return (
    <div id={filterId(def)} role="group" aria-label={def.label} className="flex min-h-8 flex-wrap items-center gap-x-3 gap-y-1">
      {CHOICES.map(({ n, label }) => (
        <label key={n} className="flex items-center gap-1 text-sm text-gray-700">
          <input type="checkbox" name={`${def.name}-${n}`} checked={selected.includes(n)} onChange={() => toggle(n)} />
          {label}
        </label>
      ))}
    </div>
  );
}
