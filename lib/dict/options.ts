// Dictionary rows → select options, with the header-row rule of spec 01 §4 "Widgets": the first
// item of a dictionary page is dropped for every type except 1029 (1000 included), and the
// pick-list look-ups (1203, 2021, 2902, 3021, 7070, 8070) drop it as a header row. Both statements
// name the same row, so it is dropped once. Pure: the server render and the browser cache share it.
import type { FilterOption } from './enums/types.ts';

/** The one type whose first row is a real entry. */
export const KEEP_FIRST_TYPE = 1029;
export const PICK_LIST_TYPES: readonly number[] = [1203, 2021, 2902, 3021, 7070, 8070];

export function dropsFirst(typeId: number): boolean {
  return typeId !== KEEP_FIRST_TYPE || PICK_LIST_TYPES.includes(typeId);
}

export function dictOptions(typeId: number, rows: readonly unknown[]): FilterOption[] {
  const list = dropsFirst(typeId) ? rows.slice(1) : rows;
  const out: FilterOption[] = [];
  for (const r of list) {
    if (!r || typeof r !== 'object') continue;
    const { typeValue, typeName } = r as { typeValue?: unknown; typeName?: unknown };
    if (typeValue === undefined || typeValue === null) continue;
    out.push({ value: String(typeValue), label: typeof typeName === 'string' ? typeName : String(typeValue) });
  }
  return out;
}
