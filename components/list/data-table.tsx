'use client';

import { tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import type { ColumnView } from '@/lib/list/view';
import type { Dicts, Row } from '@/lib/list/cell-text';
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
  const widths = new Map(columns.map((c) => [c.key, c.width]));

  return (
    <div className="relative overflow-x-auto rounded border border-gray-200" aria-busy={loading || undefined}>
      <table className="w-full border-collapse text-sm" data-table="list">
        <thead className="bg-gray-50 text-gray-600">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((h) => (
                <th
                  key={h.id}
                  data-col={h.column.id}
                  style={widths.get(h.column.id) ? { minWidth: widths.get(h.column.id) } : undefined}
                  className={`whitespace-nowrap border-b border-gray-200 px-3 py-2 text-left font-medium ${h.column.id === '__actions' ? 'sticky right-0 bg-gray-50' : ''}`}
                >
                  <table.FlexRender header={h} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="border-b border-gray-100 hover:bg-blue-50/40">
              {row.getAllCells().map((cell) => (
                <td
                  key={cell.id}
                  data-col={cell.column.id}
                  className={`whitespace-nowrap px-3 py-1.5 text-gray-800 ${cell.column.id === '__actions' ? 'sticky right-0 bg-white' : ''}`}
                >
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={defs.length} className="py-10 text-center text-gray-400">
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
