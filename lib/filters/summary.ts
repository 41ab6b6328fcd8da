// What a folded filter bar says about the filters under 展开 (issue #53): each one holding a value,
// its label and the value as the operator would read it, so a date window in force is never out of
// sight. Pure: the bar draws it, the tests read it.
import { foldLimit, isFoldable, valueKeys } from './rules.ts';
import type { FilterDef, FilterValues } from './types.ts';

export interface HeldValue {
  name: string;
  label: string;
  text: string;
}

/** A filter's value as text: a range's two days, a choice by its label, anything else as typed. */
export function valueText(def: FilterDef, values: FilterValues): string {
  const held = valueKeys(def).map((k) => (values[k] ?? '').trim());
  if (def.type === 'dateRange' || def.type === 'numRange') {
    const [a, b] = def.type === 'dateRange' ? held.map((v) => v.slice(0, 10)) : held;
    return a || b ? `${a || '不限'} 至 ${b || '不限'}` : '';
  }
  const value = held[0];
  if (!value || !def.options) return value;
  return value
    .split(',')
    .map((v) => def.options?.find((o) => o.value === v)?.label ?? v)
    .join('、');
}

/** The filters past the fold that hold a value, with their text; none when the bar does not fold. */
export function foldedValues(filters: readonly FilterDef[], values: FilterValues): HeldValue[] {
  if (!isFoldable(filters)) return [];
  return filters.slice(foldLimit(filters)).flatMap((def) => {
    const text = valueText(def, values);
    return text ? [{ name: def.name, label: def.label, text }] : [];
  });
}
