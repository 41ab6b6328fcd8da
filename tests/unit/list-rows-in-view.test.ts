import { describe, expect, it } from 'vitest';
import { firstRows } from '@/components/list/rows-in-view';

// A long body is written in view first: which rows that is, from the box's scroll and height.
describe('firstRows', () => {
  const view = { rows: 200, rowHeight: 33, scrolled: 0, height: 660 };

  it('draws the rows in view and two around them first on a long table', () => {
    expect(firstRows(view)).toEqual({ start: 0, end: 24 });
    // Scrolled to row 100: rows 98 to 122.
    expect(firstRows({ ...view, scrolled: 100 * 33 })).toEqual({ start: 98, end: 122 });
    // At the foot the slice ends with the table.
    expect(firstRows({ ...view, scrolled: 199 * 33 })).toEqual({ start: 197, end: 200 });
  });

  it('writes a short table, or one the view holds whole, at once', () => {
    expect(firstRows({ ...view, rows: 60 })).toBeNull();
    expect(firstRows({ ...view, rows: 80, height: 80 * 33 })).toBeNull();
    expect(firstRows({ ...view, rowHeight: 0 })).toBeNull();
  });
});
