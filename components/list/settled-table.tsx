'use client';

import { type ReactNode, useMemo } from 'react';
import { settingsKey, visibleColumns } from '@/lib/list/column-settings';
import { useColumnSettings } from '@/lib/list/use-column-settings';
import type { ColumnView } from '@/lib/list/view';
import { ColumnSettingsButton } from './column-settings';
import { DataTable, type DataTableProps } from './data-table';

export interface SettledTableProps extends Omit<DataTableProps, 'columns'> {
  /** The screen whose column settings apply. */
  screen: string;
  /** Every column the operator may choose from, in declared order. */
  columns: readonly ColumnView[];
  /** What sits left of 列设置 (the quick filter). */
  toolbar: ReactNode;
  /** Between the toolbar and the table (the first page's failure). */
  notice?: ReactNode;
}

/**
 * The table with its 列设置: a column change re-renders these two only, not the filters, the pager
 * and the rest of the screen around them.
 */
export function SettledTable({ screen, columns: all, toolbar, notice, ...table }: SettledTableProps) {
  const [settings, setSettings] = useColumnSettings(settingsKey(screen));
  const columns = useMemo(() => {
    const byKey = new Map(all.map((c) => [c.key, c]));
    return visibleColumns(all, settings).map((k) => byKey.get(k)!);
  }, [all, settings]);
  return (
    <>
      <div className="mb-2 mt-3 flex items-center justify-between gap-2">
        {toolbar}
        <ColumnSettingsButton columns={all} settings={settings} onChange={setSettings} />
      </div>
      {notice}
      <DataTable columns={columns} {...table} />
    </>
  );
}
