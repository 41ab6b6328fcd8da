'use client';

import { tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import type { ColumnView } from '@/lib/list/view';
import { type Dicts, isNumeric, type Row } from '@/lib/list/cell-text';
import { Cell } from './cell';

// The list table on TanStack Table (core features only: the server pages, the engine orders and
// hides columns from the operator's settings before they reach the table).
const features = tableFeatures({});

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

export function DataTable({ columns, rows, rowKey, dicts, actions, loading, offset }: DataTableProps) {
  const defs = useMemo<ColumnDef<typeof features, Row>[]>(() => {
    const list: ColumnDef<typeof features, Row>[] = [
      { id: '__index', header: '序号', cell: ({ row }) => offset + row.index + 1 },
      ...columns.map(
        (c): ColumnDef<typeof features, Row> => ({
          id: c.key,
          header: c.title,
          accessorFn: (r) => r[c.key] as never,
          cell: ({ row }) => <Cell column={c} row={row.original} dicts={dicts} />,
        }),
      ),
    ];
    if (actions) list.push({ id: '__actions', header: '操作', cell: ({ row }) => actions(row.original) });
    return list;
  }, [columns, dicts, actions, offset]);

  const data = rows as Row[];
  const table = useTable({ features, columns: defs, data, getRowId: (r, i) => String(r[rowKey] ?? i) });
  const byKey = new Map(columns.map((c) => [c.key, c]));
  // Frozen while the rest scrolls sideways: 序号 and the first column when it is an id (the row's
  // own, or a link) on the left, 操作 on the right.
  const first = columns[0];
  const frozenId = first && (first.key === rowKey || first.link) ? first.key : null;
  const place = (id: string, head: boolean): string => {
    const c = byKey.get(id);
    const cls: string[] = [c && isNumeric(c) ? 'text-right tabular-nums' : 'text-left'];
    if (id === '__index') cls.push('sticky left-0 z-[2] w-12 min-w-12');
    else if (id === frozenId) cls.push('sticky left-12 z-[2] shadow-[inset_-1px_0_0_#e5e7eb]');
    if (id === '__actions') cls.push('sticky right-0 z-[2] shadow-[inset_1px_0_0_#e5e7eb]');
    if (cls.some((x) => x.startsWith('sticky'))) cls.push(head ? 'bg-gray-50' : 'bg-white group-hover:bg-blue-50');
    return cls.join(' ');
  };

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
      <table className="w-full border-separate border-spacing-0 text-sm" data-table="list">
        <thead className="sticky top-0 z-[3] bg-gray-50 text-gray-600">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((h) => (
                <th
                  key={h.id}
                  data-col={h.column.id}
                  style={byKey.get(h.column.id)?.width ? { minWidth: byKey.get(h.column.id)!.width } : undefined}
                  className={`whitespace-nowrap border-b border-gray-200 bg-gray-50 px-3 py-2 font-medium ${place(h.column.id, true)}`}
                >
                  <table.FlexRender header={h} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="group">
              {row.getAllCells().map((cell) => (
                <td
                  key={cell.id}
                  data-col={cell.column.id}
                  className={`whitespace-nowrap border-b border-gray-100 px-3 py-1.5 text-gray-800 group-hover:bg-blue-50 ${place(cell.column.id, false)}`}
                >
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={defs.length} className="py-10 text-center text-gray-500">
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
