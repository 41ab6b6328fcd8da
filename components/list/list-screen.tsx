'use client';

import dynamic from 'next/dynamic';
import { useServerInsertedHTML } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { takeCarried } from '@/lib/client/carry';
import { api } from '@/lib/client/fetcher';
import { notify } from '@/lib/client/notify';
import { onListsChanged } from '@/lib/client/refresh';
import { linkTarget, openDialog, writeListParams } from '@/lib/client/url';
import { missingRequired, openedWindows, queryBody, requiredMessage } from '@/lib/filters/rules';
import type { FilterValues } from '@/lib/filters/types';
import type { FilterOption } from '@/lib/dict/enums/types';
import { paramsFrom, refusedUrlRange, valuesFromParams } from '@/lib/filters/url';
import { describeRow, type Dicts, type Row } from '@/lib/list/cell-text';
import { type FirstPage, jsonForScript, readFirstPage, takeKeptText } from '@/lib/list/first-page';
import { type Page, pageOf } from '@/lib/answer/rows';
import { type ListQuery, pagingOf } from '@/lib/list/paging';
import type { ColumnView, ListView } from '@/lib/list/view';
import { OpenIdContext } from './cell';
import { Pagination } from './pagination';
import type { RowButton } from './rows-html';
import { SettledTable } from './settled-table';
import { useRowActions } from './use-row-actions';
import { useUrlQuery } from './use-url-query';
import { FilterBar } from './filter-bar';

// Parts only some lists have load with the lists that have them: the first-load JS of a list
// screen carries the table, the bar and paging, not every list's extras.
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
  /**
   * Its first page, fetched on the server: packed text (packPage), or on a document load the name it
   * is kept under (lib/list/first-page.ts); null when that failed or was not fetched.
   */
  first: FirstPage | Page | null;
  /** The failure text of the server fetch, shown once. */
  firstError?: string;
  /** A URL range past its day limit, replaced by the default (01-#4). */
  rangeNotice?: string;
  /** Body fields every query carries (the entity id of a dialog tab's list). */
  scope?: Record<string, string>;
  /** Inside a dialog tab: the query stays local instead of living in the page URL. */
  embedded?: boolean;
  /** A picker list: each row gets a button that hands the row to the caller (the fee-rule picker). */
  pick?: { label: string; onPick: (row: Row) => void };
}

const NO_ACTIONS: readonly never[] = [];
const NO_ROWS: Page = { data: [], total: 0 };

/** The browser half of the list engine: filters, table, paging, settings, actions, export and import. */
export function ListScreen({
  view,
  dicts,
  initial,
  first: firstIn,
  firstError,
  rangeNotice,
  scope,
  embedded = false,
  pick,
}: ListScreenProps) {
  const [first] = useState(() => readFirstPage(firstIn));
  // A kept first page goes into the document once, as a data block the browser's first render reads.
  const kept = firstIn && typeof firstIn === 'object' && 'kept' in firstIn ? firstIn.kept : null;
  useServerInsertedHTML(() => {
    const text = kept && takeKeptText(kept);
    // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON text with <, >, & escaped (jsonForScript)
    return text ? <script type="application/json" id={kept} dangerouslySetInnerHTML={{ __html: jsonForScript(text) }} /> : null;
  });
  // The query last asked for, and the rows on screen with the query they answer: the pager and
  // 序号 follow the rows shown, not a page change still loading or one that failed.
  const [query, setQuery] = useState(initial);
  const [shown, setShown] = useState<{ query: ListQuery; page: Page } | null>(first ? { query: initial, page: first } : null);
  // A list without a server-rendered page is loading from its first paint (not 暂无数据 until it asks).
  const [loading, setLoading] = useState(!first);
  const asking = useRef<AbortController | null>(null);
  const shownRef = useRef(shown);
  shownRef.current = shown;

  // Every ask goes to the upstream once, no cache and no retry behind the operator's back: 查询
  // with the same filters asks again, a newer ask drops an older one's answer, and a failed ask
  // (already notified) puts the query back on the rows shown so the same click tries again.
  const ask = useCallback(
    (next: ListQuery) => {
      asking.current?.abort();
      setQuery(next);
      // The query shown lives in the URL: a reload or a shared link shows the same result.
      const settle = (page: Page) => {
        if (!embedded) writeListParams(paramsFrom(next.values, next.pageNum, next.pageSize, view.filters, view.pageSize));
        setShown({ query: next, page });
      };
      // A required filter left empty: nothing is asked (the call would only refuse), no rows shown.
      if (missingRequired(view.filters, next.values)) {
        asking.current = null;
        setLoading(false);
        settle(NO_ROWS);
        return;
      }
      const ctl = new AbortController();
      asking.current = ctl;
      setLoading(true);
      const body = {
        ...queryBody(view.filters, next.values, new Date()),
        ...view.fixed,
        ...scope,
        ...pagingOf(view, next.pageNum, next.pageSize),
      };
      api(view.call, { body, view: embedded ? view.id : undefined, signal: ctl.signal })
        .then(
          (data) => {
            if (!ctl.signal.aborted) settle(pageOf(data));
          },
          () => {
            if (!ctl.signal.aborted) setQuery(shownRef.current?.query ?? next);
          },
        )
        .finally(() => asking.current === ctl && setLoading(false));
    },
    [view, scope, embedded],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the query the server rendered
  useEffect(() => {
    // A link whose range the day limit refuses opens on the default window, and says so.
    const refused = embedded ? null : refusedUrlRange(view.filters, new URLSearchParams(window.location.search));
    if (refused) notify({ type: 'warning', message: refused });
    // Values another screen carried here: a creator member id → /UserSearch, or a filter left in
    // session storage (spec 01 §2 couponId, the list's sessionKey); each taken once.
    const kept = !embedded && view.sessionKey ? sessionStorage.getItem(view.sessionKey) : null;
    if (kept) sessionStorage.removeItem(view.sessionKey!);
    const carried = embedded ? null : { ...takeCarried(view.name), ...(kept ? { [view.sessionKey!]: kept } : {}) };
    if (carried && Object.keys(carried).length)
      ask({ values: { ...initial.values, ...openedWindows(view.filters), ...carried }, pageNum: 1, pageSize: initial.pageSize });
    else if (!first) ask(initial);
    else if (!embedded) {
      // After this commit's effects: the app router patches history.replaceState in its own effect,
      // which runs after this child's. Written before it, the entry lost Next's state, and Back to
      // it changed the address but not the screen.
      const later = window.setTimeout(() =>
        writeListParams(paramsFrom(initial.values, initial.pageNum, initial.pageSize, view.filters, view.pageSize)),
      );
      return () => {
        window.clearTimeout(later);
        asking.current?.abort();
      };
    }
    return () => asking.current?.abort();
  }, []);

  // Marks the list interactive once hydrated (browser tests wait for it before clicking).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const [rowDetail, setRowDetail] = useState<Row | null>(null);
  const onOpenId = useCallback((column: ColumnView, row: Row) => {
    if (column.rowOnly) setRowDetail(row);
    else openDialog(linkTarget(column, row));
  }, []);
  const refresh = useCallback(() => ask(shownRef.current?.query ?? query), [ask, query]);
  useUrlQuery(view, query, ask, embedded);
  useEffect(() => onListsChanged(refresh), [refresh]);
  // A confirmation restates the row's fields as the table shows them (an approval's amount).
  const host = useMemo(
    () => ({
      id: view.id,
      roleType: view.roleType,
      describe: (row: Row, keys: readonly string[]) => describeRow(view.columns, row, keys, dicts as Dicts),
    }),
    [view, dicts],
  );
  const rowActions = useRowActions(pick ? NO_ACTIONS : view.actions, host, refresh);
  // A picker list's rows each offer one button that hands the row to the caller.
  const pickLabel = pick?.label;
  const pickButtons = useMemo<readonly RowButton[] | undefined>(
    () => (pickLabel ? [{ id: 'pick', label: pickLabel }] : undefined),
    [pickLabel],
  );
  const pickRef = useRef(pick);
  pickRef.current = pick;
  const onPick = useCallback((_: string, row: Row) => pickRef.current?.onPick(row), []);

  const onQuery = (values: FilterValues) => ask({ values, pageNum: 1, pageSize: query.pageSize });
  const onReset = () => ask({ ...valuesFromParams(view.filters, {}, new Date()), pageSize: query.pageSize });
  const queried = queryBody(view.filters, query.values, new Date());
  const exportBody = { ...queried, ...view.fixed, ...scope };
  const page = shown?.page ?? NO_ROWS;
  const at = shown?.query ?? query;
  const waiting = missingRequired(view.filters, at.values);

  return (
    <section
      // A screen's list fills the page: the table scrolls inside, with its sideways scrollbar in view.
      className={embedded ? 'flex max-h-[60vh] flex-col' : 'flex h-full min-h-[520px] flex-col rounded bg-white p-4 shadow-sm'}
      data-screen={view.name}
      data-ready={ready || undefined}
    >
      {!embedded && <h1 className="sr-only">{view.title}</h1>}
      <FilterBar
        filters={view.filters}
        values={query.values}
        dicts={dicts as Record<number, never[]>}
        context={{ roleType: view.roleType, productCode: view.productCode }}
        onQuery={onQuery}
        onReset={onReset}
        busy={loading}
        remember={!embedded}
        actions={
          <>
            {view.tools.length > 0 && <ToolActions actions={view.tools} view={view} onDone={refresh} tool={{ filters: queried, scope }} />}
            {view.export && <ExportButton exp={view.export} body={exportBody} roleType={view.roleType} productCode={view.productCode} />}
            {view.import && (
              <ImportButton
                call={view.import.call.path}
                label={view.import.label}
                template={
                  view.import.template && view.import.templateCall
                    ? { code: view.import.template, path: view.import.templateCall.path }
                    : undefined
                }
                roleType={view.roleType}
                screen={view.route}
                onDone={refresh}
                idempotent={view.import.call.idempotent}
                preview={view.import.preview}
              />
            )}
          </>
        }
      />
      <OpenIdContext value={onOpenId}>
        <SettledTable
          screen={view.name}
          reveal={view.reveal}
          rememberScroll={!embedded}
          columns={view.columns}
          toolbar={
            view.quick ? (
              <QuickFilter
                quick={view.quick}
                value={query.values[view.quick.field] ?? ''}
                onChange={(v) => ask({ values: { ...query.values, [view.quick!.field]: v }, pageNum: 1, pageSize: query.pageSize })}
              />
            ) : (
              <span />
            )
          }
          notice={
            waiting ? (
              <p className="mb-2 text-sm text-gray-500" role="status" data-waiting={waiting.name}>
                {requiredMessage(waiting)}
              </p>
            ) : firstError && !shown ? (
              <p className="mb-2 text-sm text-danger" role="alert">
                {firstError}
              </p>
            ) : (
              rangeNotice &&
              (!shown || shown.query === initial) && (
                <p className="mb-2 text-sm text-amber-700" role="status" data-range-notice>
                  {rangeNotice}
                </p>
              )
            )
          }
          rows={page.data}
          rowKey={view.rowKey}
          dicts={dicts as Dicts}
          buttons={pick ? pickButtons : rowActions.buttons}
          onButton={pick ? onPick : rowActions.onButton}
          loading={loading}
          offset={(at.pageNum - 1) * at.pageSize}
        />
      </OpenIdContext>
      <Pagination
        total={page.total}
        pageNum={at.pageNum}
        pageSize={at.pageSize}
        defaultSize={view.pageSize}
        whole={view.paged === false}
        onChange={(pageNum, pageSize) => ask({ ...query, pageNum, pageSize })}
      />
      {rowActions.modal}
      {rowDetail && <RowDetail row={rowDetail} columns={view.columns} dicts={dicts as Dicts} onClose={() => setRowDetail(null)} />}
    </section>
  );
}
