import { describe, expect, it } from 'vitest';
import { firstBody, firstRows } from '@/components/list/rows-in-view';

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

// A first render has no geometry: a long page draws a screenful, a spacer stands for the rest.
describe('firstBody', () => {
  const rowAt = (i: number) => `<tr><td>${i + 1}</td></tr>`;

  it('draws a short table whole', () => {
    expect(firstBody(60, rowAt)).toEqual({ html: Array.from({ length: 60 }, (_, i) => rowAt(i)).join(''), drawn: null });
  });

  it('draws the first 40 rows of a longer one and a spacer as tall as the other rows', () => {
    const { html, drawn } = firstBody(200, rowAt);
    expect(drawn).toEqual({ start: 0, end: 40 });
    expect(html.match(/<tr><td>/g)).toHaveLength(40);
    expect(html).toContain('<tr><td>40</td></tr><tr data-spacer="160" aria-hidden="true" style="height:5600px"></tr>');
    expect(html.endsWith('</tr>')).toBe(true);
  });
});
