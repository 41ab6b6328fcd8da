// Rules of the dialog engine's prompts (spec 02 §5): pure, shared by the prompt and the tests.
import type { EmptyUnless } from './types.ts';

/** Spec 01 §5 format patterns. */
export const MOBILE = /^1\d{10}$/;
export const ID_NUMBER = /^\d{17}[\dXx]$/;

/** The message refusing an edited value, or null when it may be sent. */
export function editRefusal(label: string, value: string, check?: 'mobile' | 'idc'): string | null {
  if (value.trim() === '') return `请输入${label}`;
  if (check === 'mobile' && !MOBILE.test(value.trim())) return '请输入合法手机号';
  if (check === 'idc' && !ID_NUMBER.test(value.trim())) return '请输入18位身份证号';
  return null;
}

/** What a fields tab draws of its record: the grid, or the text instead (with or without its record tables). */
export function recordShown(empty: EmptyUnless | undefined, has: (field: string) => boolean): 'grid' | 'text' | 'text+tables' {
  if (!empty || has(empty.field)) return 'grid';
  return empty.keepTables ? 'text+tables' : 'text';
}
