// The list table's body as one HTML string: 200 rows x 30 columns are 6,000 cells, and as React
// elements they cost the server render and every column change most of their time. The string is
// built the same way on the server and in the browser (so hydration keeps the server's rows), and
// the body's one click handler answers the id links and the row buttons by their data attributes.
import { buttonClass } from '@/components/ui/button';
import { DIALOG_PARAM, encodeTarget } from '@/lib/client/url';
import { isStatusColumn, statusTone } from '@/lib/format/status';
import { cellText, EMPTY_CELL, type Dicts, type Row, signOf } from '@/lib/list/cell-text';
import type { ColumnView } from '@/lib/list/view';

/** A row's button (an action, the picker's 选择): drawn as data, clicked through the body's handler. */
export interface RowButton {
  /** Its `data-action`. */
  id: string;
  label: string;
  /** Shown only on rows whose field holds one of the values. */
  when?: { field: string; values: readonly (string | number)[] };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const ROW_BUTTON = buttonClass('text', 'sm');
/** The most row buttons shown in the row itself. */
export const INLINE_BUTTONS = 3;

const buttonHtml = (b: RowButton, role?: string) =>
  `<button type="button" data-action="${escapeHtml(b.id)}"${role ? ` role="${role}"` : ''} class="${ROW_BUTTON}">${escapeHtml(b.label)}</button>`;

/** A cell the operator may reveal (ColumnView.reveal): its 查看 button, clicked through the body's handler. */
const REVEAL_BUTTON = '<button type="button" data-reveal="" class="ml-2 text-xs text-brand hover:underline">查看</button>';

/** One cell's inner HTML: the text, a status badge, a signed amount, or an id link; a 查看 after a revealable value. */
function cellHtml(column: ColumnView, row: Row, dicts: Dicts): string {
  const html = valueHtml(column, row, dicts);
  return column.reveal && html !== EMPTY_CELL ? `<span data-value>${html}</span>${REVEAL_BUTTON}` : html;
}

function valueHtml(column: ColumnView, row: Row, dicts: Dicts): string {
  const text = cellText(column, row, dicts);
  if (text === EMPTY_CELL) return text;
  const safe = escapeHtml(text);
  if (column.format === 'enum' && isStatusColumn(column.key, column.enumId))
    return `<span class="badge ${statusTone(text)}">${safe}</span>`;
  if (column.format === 'signedMoney') {
    // Spec 03 §2: an increase in red with +, a decrease in green with −.
    const sign = signOf(row);
    return sign ? `<span class="${sign === '+' ? 'text-red-600' : 'text-green-700'}">${safe}</span>` : `<span>${safe}</span>`;
  }
  if (!column.link) return safe;
  if (column.rowOnly) return `<button type="button" data-id-link="${escapeHtml(column.link)}">${safe}</button>`;
  // A link to this screen with the record's dialog open: a click opens it in place (data-table.tsx),
  // a Ctrl-, Shift- or middle-click in a new tab or window (issue #39).
  const target = encodeTarget({ kind: 'dialog', entity: column.link, id: String(row[column.key] ?? '') });
  const href = `?${DIALOG_PARAM}=${encodeURIComponent(target)}`;
  return `<a href="${escapeHtml(href)}" data-id-link="${escapeHtml(column.link)}">${safe}</a>`;
}

export function appliesTo(button: RowButton, row: Row): boolean {
  return !button.when || button.when.values.map(String).includes(String(row[button.when.field]));
}

export interface RowsHtmlInput {
  columns: readonly ColumnView[];
  /** Each column's class (right-aligned numbers, frozen id), by position. */
  classes: readonly (string | undefined)[];
  rows: readonly Row[];
  dicts: Dicts;
  /** Serial number of the first row, less one. */
  offset: number;
  buttons?: readonly RowButton[];
}

/** Rows [from, to) as one string: the first render's body, a first step's slice, a later batch. */
export function rowsHtml(rowAt: (i: number) => string, from: number, to: number): string {
  let html = '';
  for (let i = from; i < to; i++) html += rowAt(i);
  return html;
}

/** One row's HTML by its index (序号, the cells, and the 操作 cell when there are buttons), each built once. */
export function rowRenderer({ columns, classes, rows, dicts, offset, buttons }: RowsHtmlInput): (i: number) => string {
  // A cell's column is its header's, at the same position: no name on 6,000 cells.
  const opens = columns.map((_, j) => (classes[j] ? `<td class="${classes[j]}">` : '<td>'));
  const built: string[] = [];
  return (i) => {
    if (built[i] !== undefined) return built[i];
    const row = rows[i]!;
    let tr = `<tr><td>${offset + i + 1}</td>`;
    for (let j = 0; j < columns.length; j++) tr += `${opens[j]}${cellHtml(columns[j]!, row, dicts)}</td>`;
    if (buttons) {
      // Up to three buttons in the row; past three, two and a 更多 menu with the rest (a popover in
      // the top layer, placed by data-table.tsx), so the 操作 column never covers the data.
      const shown = buttons.filter((b) => appliesTo(b, row));
      const folded = shown.length > INLINE_BUTTONS ? INLINE_BUTTONS - 1 : shown.length;
      tr += '<td><span class="flex gap-1">';
      for (const b of shown.slice(0, folded)) tr += buttonHtml(b);
      if (folded < shown.length) {
        tr += `<button type="button" data-more="" aria-haspopup="menu" class="${ROW_BUTTON}">更多</button><span popover="auto" role="menu" class="row-more">`;
        for (const b of shown.slice(folded)) tr += buttonHtml(b, 'menuitem');
        tr += '</span>';
      }
      tr += '</span></td>';
    }
    built[i] = `${tr}</tr>`;
    return built[i];
  };
}
