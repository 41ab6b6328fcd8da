'use client';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import { type ApiKey, swrFetcher } from '@/lib/client/fetcher';
import { openDialog, writeListParams } from '@/lib/client/url';
import { bodyFrom } from '@/lib/filters/rules';
import type { FilterOption, FilterValues } from '@/lib/filters/types';
import { paramsFrom, valuesFromParams } from '@/lib/filters/url';
import type { Dicts, Row } from '@/lib/list/cell-text';
import { settingsKey, visibleColumns } from '@/lib/list/column-settings';
import { type ListQuery, type Page, pageOf } from '@/lib/list/paging';
import { useColumnSettings } from '@/lib/list/use-column-settings';
import type { ColumnView, ListView } from '@/lib/list/view';
import { OpenIdContext } from './cell';
import { ColumnSettingsButton } from './column-settings';
import { DataTable } from './data-table';
import { Pagination } from './pagination';
import { FilterBar } from './filter-bar';

// Parts only some lists have load with the lists that have them: the first-load JS of a list
// screen carries the table, the bar and paging, not every list's extras.
const RowActions = dynamic(() => import('./row-actions').then((m) => m.RowActions));
const ToolActions = dynamic(() => import('./row-actions').then((m) => m.ToolActions));
const QuickFilter = dynamic(() => import('./quick-filter').then((m) => m.QuickFilter));
const RowDetail = dynamic(() => import('./row-detail').then((m) => m.RowDetail));
const ExportButton = dynamic(() => import('./export-button').then((m) => m.ExportButton));
const ImportButton = dynamic(() => import('@/components/widgets/import-button').then((m) => m.ImportButton));

export interface ListScreenProps {
  view: ListView;
  dicts: Record<number, FilterOption[]>;
  /** The query the server rendered (from the URL), or the defaults of a list inside a dialog. */
  initial: ListQuery;
  /** Its first page, fetched on the server; null when that failed or was not fetched. */
  first: Page | null;
  /** The failure text of the server fetch, shown once. */
  firstError?: string;
  /** Body fields every query carries (the entity id of a dialog tab's list). */
  scope?: Record<string, string>;
  /** Inside a dialog tab: the query stays local instead of living in the page URL. */
  embedded?: boolean;
  /** A picker list: each row gets a button that hands the row to the caller (the fee-rule picker). */
  pick?: { label: string; onPick: (row: Row) => void };
}

/** The browser half of the list engine: filters, table, paging, settings, actions, export and import. */
export function ListScreen({ view, dicts, initial, first, firstError, scope, embedded = false, pick }: ListScreenProps) {
  const [query, setQuery] = useState(initial);
  // The rows on screen and the query they answer: the pager and 序号 follow these, not a page
  // change still loading or one that failed.
  const [shown, setShown] = useState<{ query: ListQuery; page: Page } | null>(first ? { query: initial, page: first } : null);
  const body = useMemo(() => ({ ...bodyFrom(query.values), ...scope, pageNum: query.pageNum, pageSize: query.pageSize }), [query, scope]);
  const key: ApiKey = [view.call, body, 'POST', embedded ? view.id : undefined];
  const { data, error, isValidating, mutate } = useSWR<unknown>(key, swrFetcher, {
    fallbackData: query === initial && first ? first : undefined,
    revalidateOnMount: query !== initial || !first,
    revalidateOnFocus: false,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: data arrives for the current query only
  useEffect(() => {
    if (data === undefined) return;
    // The query shown lives in the URL: a reload or a shared link shows the same result.
    if (!embedded) writeListParams(paramsFrom(query.values, query.pageNum, query.pageSize, view.filters));
    setShown({ query, page: pageOf(data) });
  }, [data]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to a failure only
  useEffect(() => {
    // The failure was notified; the query goes back to the one whose rows are shown.
    if (error && shown && shown.query !== query) setQuery(shown.query);
  }, [error]);

  const [settings, setSettings] = useColumnSettings(settingsKey(view.name));
  const columns = useMemo(() => {
    const byKey = new Map(view.columns.map((c) => [c.key, c]));
    return visibleColumns(view.columns, settings).map((k) => byKey.get(k)!);
  }, [view.columns, settings]);

  const [rowDetail, setRowDetail] = useState<Row | null>(null);
  const onOpenId = useCallback((column: ColumnView, row: Row) => {
    if (column.rowOnly) setRowDetail(row);
    else openDialog({ kind: 'dialog', entity: column.link!, id: String(row[column.key]) });
  }, []);
  const refresh = useCallback(() => void mutate(), [mutate]);
  const actions = useMemo(() => {
    if (pick)
      return (row: Row) => (
        <button type="button" data-pick className="text-sm text-brand hover:underline" onClick={() => pick.onPick(row)}>
          {pick.label}
        </button>
      );
    return view.actions.length ? (row: Row) => <RowActions actions={view.actions} row={row} view={view} onDone={refresh} /> : undefined;
  }, [view, refresh, pick]);

  const onQuery = (values: FilterValues) => setQuery({ values, pageNum: 1, pageSize: query.pageSize });
  const onReset = () => setQuery({ ...valuesFromParams(view.filters, {}, new Date()), pageSize: query.pageSize });
  const { pageNum: _n, pageSize: _s, ...exportBody } = body;
  const page = shown?.page ?? { data: [], total: 0 };
  const at = shown?.query ?? query;

  return (
    <section className={embedded ? '' : 'rounded bg-white p-4 shadow-sm'} data-screen={view.name}>
      {!embedded && <h1 className="sr-only">{view.title}</h1>}
      <FilterBar
        filters={view.filters}
        values={query.values}
        dicts={dicts as Record<number, never[]>}
        context={{ roleType: view.roleType, productCode: view.productCode }}
        onQuery={onQuery}
        onReset={onReset}
        busy={isValidating}
        actions={
          <>
            {view.tools.length > 0 && <ToolActions actions={view.tools} view={view} onDone={refresh} body={exportBody} />}
            {view.export && <ExportButton exp={view.export} body={exportBody} roleType={view.roleType} productCode={view.productCode} />}
            {view.import && <ImportButton call={view.import.call.path} label={view.import.label} screen={view.route} onDone={refresh} />}
          </>
        }
      />
      <div className="mb-2 mt-3 flex items-center justify-between gap-2">
        {view.quick ? (
          <QuickFilter
            quick={view.quick}
            value={query.values[view.quick.field] ?? ''}
            onChange={(v) => setQuery({ values: { ...query.values, [view.quick!.field]: v }, pageNum: 1, pageSize: query.pageSize })}
          />
        ) : (
          <span />
        )}
        <ColumnSettingsButton columns={view.columns} settings={settings} onChange={setSettings} />
      </div>
      {firstError && !shown && !error && (
        <p className="mb-2 text-sm text-danger" role="alert">
          {firstError}
        </p>
      )}
      <OpenIdContext value={onOpenId}>
        <DataTable
          columns={columns}
          rows={page.data}
          rowKey={view.rowKey}
          dicts={dicts as Dicts}
          actions={actions}
          loading={isValidating}
          offset={(at.pageNum - 1) * at.pageSize}
        />
      </OpenIdContext>
      <Pagination
        total={page.total}
        pageNum={at.pageNum}
        pageSize={at.pageSize}
        onChange={(pageNum, pageSize) => setQuery({ ...query, pageNum, pageSize })}
      />
      {rowDetail && <RowDetail row={rowDetail} columns={view.columns} dicts={dicts as Dicts} onClose={() => setRowDetail(null)} />}
    </section>
  );
}
