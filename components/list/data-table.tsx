'use client';

import { memo, type MouseEvent, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { notify } from '@/lib/client/notify';
import { PERMISSION_DENIED } from '@/lib/errors/texts';
import { type Dicts, isNumeric, type Row } from '@/lib/list/cell-text';
import type { ColumnView } from '@/lib/list/view';
import { cellContent, OpenIdContext } from './cell';

// The list table, plain: rows are memoised elements and cells are values, what all cells share is
// in globals.css (.list-table), and id clicks go through one handler on the body. A 200 x 30 page
// is 6,000 cells on every server render and every column change.

export interface DataTableProps {
  columns: readonly ColumnView[];
  rows: readonly Row[];
  rowKey: string;
  dicts: Dicts;
  /** Row actions cell (the 操作 column), when the screen has actions. */
  actions?: (row: Row) => ReactNode;
  loading?: boolean;
  /** Serial number offset: (pageNum - 1) * pageSize. */
  offset: number;
}

/** The class of a column's cells: right-aligned numbers; frozen 序号, first id column and 操作. */
function placeOf(column: ColumnView, frozen: boolean): string | undefined {
  const cls = [isNumeric(column) ? 'num' : '', frozen ? 'pin-id' : ''].filter(Boolean).join(' ');
  return cls || undefined;
}

interface RowProps {
  row: Row;
  n: number;
  columns: readonly ColumnView[];
  classes: readonly (string | undefined)[];
  dicts: Dicts;
  actions?: (row: Row) => ReactNode;
}

// Memoised: a change of the loading state or of another row leaves a row's element as it was.
const TableRow = memo(function TableRow({ row, n, columns, classes, dicts, actions }: RowProps) {
  return (
    <tr>
      <td data-col="__index" className="pin-l">
        {n}
      </td>
      {columns.map((c, j) => (
        <td key={c.key} data-col={c.key} className={classes[j]}>
          {cellContent(c, row, dicts)}
        </td>
      ))}
      {actions && (
        <td data-col="__actions" className="pin-r">
          {actions(row)}
        </td>
      )}
    </tr>
  );
});

export function DataTable({ columns, rows, rowKey, dicts, actions, loading, offset }: DataTableProps) {
  const open = useContext(OpenIdContext);
  // Frozen while the rest scrolls sideways: 序号 and the first column when it is an id (the row's
  // own, or a link) on the left, 操作 on the right.
  const classes = useMemo(() => {
    const first = columns[0];
    const frozenId = first && (first.key === rowKey || first.link) ? first.key : null;
    return columns.map((c) => placeOf(c, c.key === frozenId));
  }, [columns, rowKey]);

  // One handler for every id in the body. A click inside a dialog opened from a row reaches here
  // through React's tree too: only an id link inside this table's own body counts.
  const onClick = useCallback(
    (e: MouseEvent<HTMLTableSectionElement>) => {
      const link = (e.target as Element).closest('[data-id-link]');
      if (!link || !e.currentTarget.contains(link)) return;
      const td = link.closest('td');
      const column = columns.find((c) => c.key === td?.dataset.col);
      const row = rows[(td?.parentElement as HTMLTableRowElement | null)?.sectionRowIndex ?? -1];
      if (!column || !row) return;
      // The right is checked on the server too: the dialog's calls are in the policy table.
      if (!column.linkAllowed) notify({ type: 'error', title: '提示', message: PERMISSION_DENIED });
      else open(column, row);
    },
    [columns, rows, open],
  );

  const span = columns.length + 1 + (actions ? 1 : 0);
  return (
    // The table scrolls inside its own box: the header stays on top and the sideways scrollbar at the
    // box's foot, in view, however many rows there are.
    <div
      className="relative min-h-40 flex-1 overflow-auto rounded border border-gray-200"
      // Keyboard users scroll a wide table too: the box takes focus (arrow keys), named for readers.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
      tabIndex={0}
      role="region"
      aria-label="数据列表"
      aria-busy={loading || undefined}
      data-table-scroll
    >
      <table className="list-table w-full border-separate border-spacing-0 text-sm" data-table="list">
        <thead className="sticky top-0 z-[3] bg-gray-50 text-gray-600">
          <tr>
            <th data-col="__index" className="pin-l">
              序号
            </th>
            {columns.map((c, j) => (
              <th key={c.key} data-col={c.key} style={c.width ? { minWidth: c.width } : undefined} className={classes[j]}>
                {c.title}
              </th>
            ))}
            {actions && (
              <th data-col="__actions" className="pin-r">
                操作
              </th>
            )}
          </tr>
        </thead>
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the clicks are the id buttons' own (Enter and Space click a button), delegated */}
        <tbody onClick={onClick}>
          {rows.map((row, i) => (
            <TableRow
              key={String(row[rowKey] ?? i)}
              row={row}
              n={offset + i + 1}
              columns={columns}
              classes={classes}
              dicts={dicts}
              actions={actions}
            />
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={span} className="py-10 text-center text-gray-500">
                {loading ? '加载中...' : '暂无数据'}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {loading && rows.length > 0 && (
        <div className="absolute inset-0 flex items-start justify-center bg-white/60 pt-16 text-sm text-gray-500" role="status">
          加载中...
        </div>
      )}
    </div>
  );
}
