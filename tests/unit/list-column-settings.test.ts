import { describe, expect, it } from 'vitest';
import {
  moveColumn,
  orderedColumns,
  readSettings,
  STORAGE_KEY,
  toggleColumn,
  visibleColumns,
  writeSettings,
  type ColumnSettings,
} from '@/lib/list/column-settings';

const cols = [{ key: 'a' }, { key: 'b' }, { key: 'c', optional: true }, { key: 'd' }];

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
}

describe('column settings', () => {
  it('defaults to the declared non-optional columns', () => {
    expect(visibleColumns(cols, null)).toEqual(['a', 'b', 'd']);
  });
  it('hides a default column and adds an optional one', () => {
    let s = toggleColumn(cols, null, 'b');
    expect(visibleColumns(cols, s)).toEqual(['a', 'd']);
    s = toggleColumn(cols, s, 'c');
    expect(visibleColumns(cols, s)).toEqual(['a', 'c', 'd']);
    s = toggleColumn(cols, s, 'b');
    expect(visibleColumns(cols, s)).toEqual(['a', 'b', 'c', 'd']);
  });
  it('never hides the last visible column', () => {
    let s: ColumnSettings | null = null;
    for (const k of ['a', 'b', 'd']) s = toggleColumn(cols, s, k);
    expect(visibleColumns(cols, s)).toEqual(['d']);
  });
  it('moves columns and keeps the order', () => {
    const s = moveColumn(cols, null, 'd', -1);
    expect(visibleColumns(cols, s)).toEqual(['a', 'b', 'd']);
    expect(orderedColumns(cols, s).map((c) => c.key)).toEqual(['a', 'b', 'd', 'c']);
    expect(visibleColumns(cols, moveColumn(cols, s, 'a', 1))).toEqual(['b', 'a', 'd']);
  });
  it('a column added to the screen later still shows, next to its declared neighbour', () => {
    const saved: ColumnSettings = { order: ['d', 'a', 'b', 'c'], hidden: [], shown: [] };
    const later = [{ key: 'a' }, { key: 'new' }, { key: 'b' }, { key: 'c', optional: true }, { key: 'd' }];
    expect(visibleColumns(later, saved)).toEqual(['d', 'a', 'new', 'b']);
    // and a removed column is dropped silently
    expect(visibleColumns([{ key: 'a' }], saved)).toEqual(['a']);
  });
  it('persists per screen and page, keeps other tables and survives corrupt storage', () => {
    const st = memoryStorage();
    writeSettings(st, 'MemberList#main', { order: ['a'], hidden: ['b'], shown: [] });
    writeSettings(st, 'AcctList#main', { order: [], hidden: ['x'], shown: [] });
    expect(readSettings(st, 'MemberList#main')?.hidden).toEqual(['b']);
    writeSettings(st, 'MemberList#main', null); // restore default
    expect(readSettings(st, 'MemberList#main')).toBeNull();
    expect(readSettings(st, 'AcctList#main')?.hidden).toEqual(['x']);
    st.setItem(STORAGE_KEY, '{not json');
    expect(readSettings(st, 'AcctList#main')).toBeNull();
    st.setItem(STORAGE_KEY, JSON.stringify({ 'A#main': { order: 'x' } }));
    expect(readSettings(st, 'A#main')).toBeNull();
    expect(readSettings(st, '__proto__')).toBeNull();
  });
});
