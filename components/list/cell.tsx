'use client';

import { createContext, type ReactNode } from 'react';
import { cellText, EMPTY_CELL, type Dicts, type Row, signOf } from '@/lib/list/cell-text';
import type { ColumnView } from '@/lib/list/view';
import { isStatusColumn, statusTone, TONE_CLASS } from '@/lib/format/status';

/** Opens the detail of an id cell (provided by the list). */
export const OpenIdContext = createContext<(column: ColumnView, row: Row) => void>(() => {});

/**
 * One table cell's content: a value, not a component (a 200 x 30 page renders 6,000 of them).
 * An id is a plain button; the table answers its click with one delegated handler.
 */
export function cellContent(column: ColumnView, row: Row, dicts: Dicts): ReactNode {
  const text = cellText(column, row, dicts);
  if (text === EMPTY_CELL) return text;
  if (column.format === 'enum' && isStatusColumn(column.key, column.enumId)) {
    return <span className={`inline-block rounded border px-1.5 text-xs leading-5 ${TONE_CLASS[statusTone(text)]}`}>{text}</span>;
  }
  if (column.format === 'signedMoney') {
    // Spec 03 §2: an increase in red with +, a decrease in green with −.
    const sign = signOf(row);
    return <span className={sign === '+' ? 'text-red-600' : sign === '-' ? 'text-green-700' : undefined}>{text}</span>;
  }
  if (!column.link) return text;
  return (
    <button type="button" data-id-link={column.link} className="text-brand hover:underline">
      {text}
    </button>
  );
}
