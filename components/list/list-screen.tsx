'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/client/fetcher';
import type { FilterValues } from '@/lib/filters/types';
import { bodyFrom } from '@/lib/filters/rules';
import { paramsFrom, valuesFromParams } from '@/lib/filters/url';
import { settingsKey, visibleColumns } from '@/lib/list/column-settings';
import type { Dicts, Row } from '@/lib/list/cell-text';
import { pageOf, type Page } from '@/lib/list/paging';
import { useColumnSettings } from '@/lib/list/use-column-settings';
import type { ColumnView, ListView } from '@/lib/list/view';
import type { IdLink } from '@/lib/screens';
import { ImportButton } from '@/components/widgets/import-button';
import { FilterBar } from './filter-bar';
import { OpenIdContext } from './cell';
import { ColumnSettingsButton } from './column-settings';
import { DataTable } from './data-table';
import { ExportButton } from './export-button';
import { IdDetail, type OpenId } from './id-detail';
import { Pagination } from './pagination';
import { RowActions } from './row-actions';

export interface ListQuery {
  values: FilterValues;
  pageNum: number;
  pageSize: number;
}

export interface ListScreenProps {
  view: ListView;
  dicts: Dicts;
  /** The query the server rendered (from the URL). */
  initial: ListQuery;
  /** Its first page, fetched on the server; null when that failed. */
  first: Page | null;
  /** The failure text of the server fetch, shown once. */
  firstError?: string;
}

function searchBody(q: ListQuery): Record<string, unknown> {
  return { ...bodyFrom(q.values), pageNum: q.pageNum, pageSize: q.pageSize };
}

/** The browser half of the list engine: filters, table, paging, settings, export and import. */
export function ListScreen({ view, dicts, initial, first, firstError }: ListScreenProps) {
  const [query, setQuery] = useState(initial);
  const body = useMemo(() => searchBody(query), [query]);
  const { data, isLoading, isValidating, mutate } = useSWR<unknown>([view.call, body], swrFetcher, {
    fallbackData: query === initial && first ? first : undefined,
    revalidateOnMount: query !== initial || !first,
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
  const page = useMemo(() => pageOf(data), [data]);

  // The query lives in the URL: a reload or a shared link shows the same result.
  useEffect(() => {
    const params = paramsFrom(query.values, query.pageNum, query.pageSize, view.filters);
    const code = new URLSearchParams(window.location.search).get('code');
    if (code) params.set('code', code);
    const next = `${window.location.pathname}${params.size ? `?${params}` : ''}`;
    if (next !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(window.history.state, '', next);
  }, [query, view.filters]);

  const [settings, setSettings] = useColumnSettings(settingsKey(view.name));
  const shown = useMemo(() => {
    const byKey = new Map(view.columns.map((c) => [c.key, c]));
    return visibleColumns(view.columns, settings).map((k) => byKey.get(k)!);
  }, [view.columns, settings]);

  const [openId, setOpenId] = useState<OpenId | null>(null);
  const onOpenId = useCallback((link: IdLink, column: ColumnView, row: Row) => setOpenId({ link, column, row }), []);
  const refresh = useCallback(() => void mutate(), [mutate]);
  const actions = useMemo(
    () =>
      view.actions.length
        ? (row: Row) => <RowActions actions={view.actions} row={row} roleType={view.roleType} onDone={refresh} />
        : undefined,
    [view.actions, view.roleType, refresh],
  );

  const onQuery = (values: FilterValues) => setQuery({ values, pageNum: 1, pageSize: query.pageSize });
  const onReset = () => setQuery({ ...valuesFromParams(view.filters, {}, new Date()), pageSize: query.pageSize });
  const { pageNum: _n, pageSize: _s, ...exportBody } = body;

  return (
    <section className="rounded bg-white p-4 shadow-sm" data-screen={view.name}>
      <h1 className="sr-only">{view.title}</h1>
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
            {view.export && <ExportButton exp={view.export} body={exportBody} roleType={view.roleType} productCode={view.productCode} />}
            {view.import && <ImportButton call={view.import.call} label={view.import.label} screen={view.route} onDone={refresh} />}
          </>
        }
      />
      <div className="mb-2 mt-3 flex items-center justify-end">
        <ColumnSettingsButton columns={view.columns} settings={settings} onChange={setSettings} />
      </div>
      {firstError && query === initial && !data && (
        <p className="mb-2 text-sm text-danger" role="alert">
          {firstError}
        </p>
      )}
      <OpenIdContext value={onOpenId}>
        <DataTable
          columns={shown}
          rows={page.data}
          rowKey={view.rowKey}
          dicts={dicts}
          actions={actions}
          loading={isLoading || isValidating}
          offset={(query.pageNum - 1) * query.pageSize}
        />
      </OpenIdContext>
      <Pagination
        total={page.total}
        pageNum={query.pageNum}
        pageSize={query.pageSize}
        onChange={(pageNum, pageSize) => setQuery({ ...query, pageNum, pageSize })}
      />
      <IdDetail open={openId} columns={view.columns} dicts={dicts} onClose={() => setOpenId(null)} />
    </section>
  );
}
