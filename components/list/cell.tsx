'use client';

import { createContext, memo, useContext } from 'react';
import { notify } from '@/lib/client/notify';
import { PERMISSION_DENIED } from '@/lib/errors/texts';
import { cellText, EMPTY_CELL, type Dicts, type Row, signOf } from '@/lib/list/cell-text';
import type { ColumnView } from '@/lib/list/view';
import { isStatusColumn, statusTone, TONE_CLASS } from '@/lib/format/status';

/** Opens the detail of an id cell (provided by the list). */
export const OpenIdContext = createContext<(column: ColumnView, row: Row) => void>(() => {});

// Memoised: column, row and dictionaries keep their identity between renders, so a column-settings
// change or a page-size change re-renders only the cells that are new.
export const Cell = memo(function Cell({ column, row, dicts }: { column: ColumnView; row: Row; dicts: Dicts }) {
  const open = useContext(OpenIdContext);
  const text = cellText(column, row, dicts);
  if (text !== EMPTY_CELL && column.format === 'enum' && isStatusColumn(column.key, column.enumId)) {
    return <span className={`inline-block rounded border px-1.5 text-xs leading-5 ${TONE_CLASS[statusTone(text)]}`}>{text}</span>;
  }
  if (column.format === 'signedMoney' && text !== EMPTY_CELL) {
    // Spec 03 §2: an increase in red with +, a decrease in green with −.
    const sign = signOf(row);
    return <span className={sign === '+' ? 'text-red-600' : sign === '-' ? 'text-green-700' : undefined}>{text}</span>;
  }
  if (!column.link || text === EMPTY_CELL) return text;
  return (
    <button
      type="button"
      data-id-link={column.link}
      className="text-brand hover:underline"
      onClick={() => {
        // The right is checked on the server too: the dialog's calls are in the policy table.
        if (!column.linkAllowed) notify({ type: 'error', title: '提示', message: PERMISSION_DENIED });
        else open(column, row);
      }}
    >
      {text}
    </button>
  );
});
