'use client';

import { useEffect, useMemo, useState } from 'react';
import { DataTable } from '@/components/list/data-table';
import { OpenIdContext } from '@/components/list/cell';
import type { RowButton } from '@/components/list/rows-html';
import { ExportButton } from '@/components/list/export-button';
import { Pagination } from '@/components/list/pagination';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { LineChart } from '@/components/widgets/chart';
import type { RoleType } from '@/lib/access/gate';
import { notify } from '@/lib/client/notify';
import { openDialog } from '@/lib/client/url';
import type { Row } from '@/lib/list/cell-text';
import { type Page, pageOf } from '@/lib/list/paging';
import type { ColumnView } from '@/lib/list/view';
import {
  addIndicator,
  CHOSEN_KEY,
  defaultIndicatorRange,
  type Indicator,
  INDICATOR_ALREADY_ADDED,
  INDICATOR_SEARCH_DEBOUNCE_MS,
  indicatorWidth,
  parseChosen,
  widenIndicatorRows,
} from '@/lib/widgets/indicators';
import { StatusNote } from '@/components/ui/status-note';
import { useUpstream } from '@/lib/swr/upstream';
import { api } from '@/lib/client/fetcher';

type Option = { value: string; label: string };

export interface MemberIndStatProps {
  /** `products`: the product list look-up (spec 02 §7, page size 50). */
  paths: { page: string; list: string; export: string; series: string; products: string };
  options: {
    /** Under 'all' the product filter, its options from the product list; else null. */
    products: Option[] | null;
    periodType: Option[];
    custIndicatorType: Option[];
    custIndicatorTag: Option[];
    indicatorGroupTag: Option[];
  };
  roleType: RoleType;
  /** The operator may open a member here (BaseAuthMemberId, settled on the server); else 权限不足！. */
  memberLink: boolean;
}

interface Filters {
  startDate: string;
  endDate: string;
  productCode: string;
  periodType: string;
  memberId: string;
}

const initialFilters = (): Filters => ({ ...defaultIndicatorRange(new Date()), productCode: '', periodType: 'DAY', memberId: '' });

/** Each row's 指标历史 (spec 02 §2). */
const HISTORY_BUTTON: readonly RowButton[] = [{ id: 'history', label: '指标历史' }];

function readChosen(): Indicator[] {
  try {
    return parseChosen(localStorage.getItem(CHOSEN_KEY));
  } catch {
    return [];
  }
}

/** The indicator picker (spec 02 §2): filters, a 300 ms search, the pool and the chosen list. */
function Picker({
  open,
  onClose,
  paths,
  options,
  chosen,
  onChange,
}: {
  open: boolean;
  onClose: () => void;
  paths: MemberIndStatProps['paths'];
  options: MemberIndStatProps['options'];
  chosen: Indicator[];
  onChange: (next: Indicator[]) => void;
}) {
  const [f, setF] = useState({ productCode: '', custIndicatorType: '', custIndicatorTag: '', indicatorGroupTag: '' });
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setSearch(draft.trim()), INDICATOR_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [draft]);
  const body = { ...f, indicatorSearch: search };
  const { data: pool, isLoading } = useUpstream<Indicator[] | null>(open ? paths.list : null, body, { quiet: true, retry: true });
  const chosenCodes = new Set(chosen.map((c) => c.indicatorCode));
  const set = (k: keyof typeof f, v: string) => setF((x) => ({ ...x, [k]: v }));
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()} title="指标选择" width="900px">
      <div className="mb-3 grid grid-cols-4 gap-2 text-sm">
        {options.products && (
          <Select
            aria-label="产品"
            options={options.products}
            placeholder="全部产品"
            value={f.productCode}
            onChange={(e) => set('productCode', e.target.value)}
          />
        )}
        <Select
          aria-label="指标类型"
          options={options.custIndicatorType}
          placeholder="全部指标类型"
          value={f.custIndicatorType}
          onChange={(e) => set('custIndicatorType', e.target.value)}
        />
        <Input
          aria-label="指标搜索"
          placeholder="搜索指标编码或名称"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          data-indicator-search
        />
        <Select
          aria-label="指标标签"
          options={options.custIndicatorTag}
          placeholder="全部指标标签"
          value={f.custIndicatorTag}
          onChange={(e) => set('custIndicatorTag', e.target.value)}
        />
      </div>
      <fieldset className="mb-3 flex items-center gap-4 text-sm text-gray-700">
        <legend className="sr-only">指标分组</legend>
        {[{ value: '', label: '全部分组' }, ...options.indicatorGroupTag].map((o) => (
          <label key={o.value} className="inline-flex items-center gap-1">
            <input
              type="radio"
              name="indicatorGroupTag"
              checked={f.indicatorGroupTag === o.value}
              onChange={() => set('indicatorGroupTag', o.value)}
            />
            {o.label}
          </label>
        ))}
      </fieldset>
      <div className="grid grid-cols-2 gap-4">
        <section>
          <h3 className="mb-2 text-sm font-medium text-gray-700">可选指标</h3>
          <ul className="h-72 overflow-auto rounded border border-gray-200 p-1 text-sm" data-indicator-pool>
            {isLoading && <li className="p-2 text-gray-500">加载中...</li>}
            {(pool ?? []).map((ind) => (
              <li key={ind.indicatorCode}>
                <button
                  type="button"
                  data-indicator={ind.indicatorCode}
                  className="flex w-full justify-between rounded px-2 py-1 text-left hover:bg-gray-100"
                  onClick={() => {
                    const next = addIndicator(chosen, ind);
                    if (!next) return notify({ type: 'warning', message: INDICATOR_ALREADY_ADDED });
                    onChange(next);
                  }}
                >
                  <span>
                    {ind.indicatorName} <span className="text-gray-500">{ind.indicatorCode}</span>
                  </span>
                  {chosenCodes.has(ind.indicatorCode) && <span className="text-xs text-ok">已添加</span>}
                </button>
              </li>
            ))}
            {!isLoading && !pool?.length && <li className="p-2 text-gray-500">暂无数据</li>}
          </ul>
        </section>
        <section>
          <h3 className="mb-2 flex items-center justify-between text-sm font-medium text-gray-700">
            已选指标（{chosen.length}）
            <Button size="sm" variant="text" onClick={() => onChange([])} data-action="resetIndicators">
              重置
            </Button>
          </h3>
          <ul className="h-72 overflow-auto rounded border border-gray-200 p-1 text-sm" data-indicator-chosen>
            {chosen.map((ind) => (
              <li key={ind.indicatorCode}>
                <button
                  type="button"
                  data-chosen={ind.indicatorCode}
                  className="w-full rounded px-2 py-1 text-left hover:bg-gray-100"
                  onClick={() => onChange(chosen.filter((c) => c.indicatorCode !== ind.indicatorCode))}
                >
                  {ind.indicatorName} <span className="text-gray-500">{ind.indicatorCode}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="mt-4 flex justify-end">
        <Button variant="primary" onClick={onClose}>
          确定
        </Button>
      </div>
    </Dialog>
  );
}

/** Per-row 指标历史: the member's chosen indicators over the 30 days before the row's date. */
function History({ row, chosen, path, onClose }: { row: Row; chosen: Indicator[]; path: string; onClose: () => void }) {
  const end = String(row.INDICATORDATE).slice(0, 10);
  const start = new Date(Date.parse(`${end}T00:00:00`) - 29 * 86_400_000);
  const startDate = `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, '0')}-${String(start.getDate()).padStart(2, '0')}`;
  const body = {
    pageSize: 99,
    pageNum: 1,
    memberId: row.MEMBERID,
    startDate: `${startDate} 00:00:00`,
    endDate: `${end} 23:59:59`,
    indicatorCodes: chosen.map((c) => c.indicatorCode).join(','),
  };
  const { data } = useUpstream<{ data: Row[] } | null>(path, body, { quiet: true, retry: true });
  // Spec 02 §3: one row per day and indicator code with its VALUE.
  const rows = widenIndicatorRows(data?.data ?? [], ['INDICATORDATE']) as Row[];
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={`指标历史 ${String(row.MEMBERID)}`} width="900px">
      {data === undefined ? (
        <StatusNote>加载中...</StatusNote>
      ) : (
        <div data-indicator-history>
          <LineChart
            labels={rows.map((r) => String(r.INDICATORDATE).slice(5))}
            series={chosen.map((c) => ({ label: c.indicatorName, data: rows.map((r) => Number(r[c.indicatorCode] ?? 0)) }))}
            height={320}
            ariaLabel="指标历史"
          />
        </div>
      )}
    </Dialog>
  );
}

/** The product filter's options: the product list look-up (spec 02 §7 "product list | page size 50"). */
function useProducts(path: string, wanted: boolean): Option[] {
  const { data } = useUpstream<unknown>(wanted ? path : null, { pageNum: 1, pageSize: 50 }, { quiet: true, retry: true });
  const rows = (
    data && typeof data === 'object' && Array.isArray((data as { data?: unknown }).data) ? (data as { data: Row[] }).data : []
  ) as Row[];
  return rows.map((r) => ({ value: String(r.productCode), label: String(r.productName || r.productCode) }));
}

/** 会员指标统计: filters, the indicator picker, the table of chosen indicators, export and history. */
export function MemberIndStat({ paths, options: given, roleType, memberLink }: MemberIndStatProps) {
  const products = useProducts(paths.products, given.products !== null);
  const options = { ...given, products: given.products ? products : null };
  const [draft, setDraft] = useState<Filters>(initialFilters);
  const [query, setQuery] = useState({ filters: initialFilters(), pageNum: 1, pageSize: 20 });
  const [chosen, setChosen] = useState<Indicator[] | null>(null);
  const [picking, setPicking] = useState(false);
  const [history, setHistory] = useState<Row | null>(null);

  // The chosen indicators live in local storage; the first visit starts with the core ones.
  useEffect(() => {
    const stored = readChosen();
    if (stored.length) return setChosen(stored);
    void api<Indicator[]>(paths.list, { body: { custIndicatorTag: 'CORE' } })
      .catch(() => null) // notified
      .then((core) => setChosen((core ?? []).slice(0, 3)));
  }, [paths.list]);
  const choose = (next: Indicator[]) => {
    setChosen(next);
    try {
      localStorage.setItem(CHOSEN_KEY, JSON.stringify(next));
    } catch {
      // storage refused: the choice lasts this visit
    }
  };

  const body = useMemo(() => {
    const f = Object.fromEntries(Object.entries(query.filters).filter(([, v]) => v !== ''));
    return { ...f, indicatorCodes: (chosen ?? []).map((c) => c.indicatorCode).join(',') };
  }, [query.filters, chosen]);
  // Spec 02 §3: the answer has one row per member, period and indicator code: a page of the table
  // is as many rows per chosen indicator, widened here to a cell per indicator.
  const per = Math.max(chosen?.length ?? 1, 1);
  const { data, isValidating } = useUpstream<unknown>(
    chosen?.length ? paths.page : null,
    { ...body, pageNum: query.pageNum, pageSize: query.pageSize * per },
    { quiet: true, retry: true, keepPrevious: true },
  );
  const long: Page = data ? pageOf(data) : { data: [], total: 0 };
  const page: Page = {
    data: widenIndicatorRows(long.data, ['INDICATORDATE', 'MEMBERID', 'PERIODDATE']) as Row[],
    total: Math.ceil(long.total / per),
  };

  const columns = useMemo<ColumnView[]>(
    () => [
      { key: 'INDICATORDATE', title: '统计日期', format: 'date' },
      { key: 'PERIODDATE', title: '统计周期' },
      { key: 'MEMBERID', title: '会员编号', format: 'memberId', link: 'member', linkAllowed: memberLink },
      { key: 'ORGNAME', title: '机构名称' },
      { key: 'PRODUCTCODE', title: '产品' },
      ...(chosen ?? []).map((c) => ({ key: c.indicatorCode, title: c.indicatorName, width: indicatorWidth(c.indicatorName) })),
    ],
    [chosen, memberLink],
  );
  const open = (column: ColumnView, row: Row) => openDialog({ kind: 'dialog', entity: 'member', id: String(row[column.key]) });
  const set = (k: keyof Filters, v: string) => setDraft((d) => ({ ...d, [k]: v }));
  const date = (v: string) => v.slice(0, 10);

  return (
    <div data-screen="MemberIndStat">
      <div className="flex flex-wrap items-end gap-3 text-sm">
        <label className="flex flex-col gap-1 text-gray-600">
          开始日期
          <input
            type="date"
            className="h-8 rounded border border-gray-300 px-2"
            value={date(draft.startDate)}
            onChange={(e) => set('startDate', `${e.target.value} 00:00:00`)}
          />
        </label>
        <label className="flex flex-col gap-1 text-gray-600">
          结束日期
          <input
            type="date"
            className="h-8 rounded border border-gray-300 px-2"
            value={date(draft.endDate)}
            onChange={(e) => set('endDate', `${e.target.value} 23:59:59`)}
          />
        </label>
        {options.products && (
          <div className="flex w-36 flex-col gap-1 text-gray-600">
            产品
            <Select
              aria-label="产品"
              options={options.products}
              placeholder="全部"
              value={draft.productCode}
              onChange={(e) => set('productCode', e.target.value)}
            />
          </div>
        )}
        <div className="flex w-28 flex-col gap-1 text-gray-600">
          统计周期
          <Select
            aria-label="统计周期"
            options={options.periodType}
            value={draft.periodType}
            onChange={(e) => set('periodType', e.target.value)}
          />
        </div>
        <div className="flex w-44 flex-col gap-1 text-gray-600">
          会员编号
          <Input
            aria-label="会员编号"
            value={draft.memberId}
            maxLength={40}
            placeholder="请输入会员编号"
            onChange={(e) => set('memberId', e.target.value.replace(/[^0-9a-fA-F]/g, ''))}
          />
        </div>
        <Button variant="primary" loading={isValidating} onClick={() => setQuery({ filters: draft, pageNum: 1, pageSize: query.pageSize })}>
          查询
        </Button>
        <Button
          onClick={() => {
            const reset = initialFilters();
            setDraft(reset);
            setQuery({ filters: reset, pageNum: 1, pageSize: query.pageSize });
          }}
        >
          重置
        </Button>
        <Button onClick={() => setPicking(true)} data-action="pickIndicators">
          指标选择
        </Button>
        <ExportButton
          exp={{ call: { path: paths.export, method: 'POST', kind: 'blob' }, name: '会员指标统计', kind: 'file' }}
          body={body}
          roleType={roleType}
          productCode=""
        />
      </div>
      {chosen && !chosen.length && <p className="mt-4 text-sm text-gray-500">请先通过“指标选择”添加要统计的指标</p>}
      <div className="mt-3">
        <OpenIdContext value={open}>
          <DataTable
            columns={columns}
            rows={page.data}
            rowKey="ROWKEY"
            dicts={{}}
            loading={isValidating}
            offset={(query.pageNum - 1) * query.pageSize}
            buttons={HISTORY_BUTTON}
            onButton={(_, row) => setHistory(row)}
          />
        </OpenIdContext>
        <Pagination
          total={page.total}
          pageNum={query.pageNum}
          pageSize={query.pageSize}
          onChange={(pageNum, pageSize) => setQuery({ ...query, pageNum, pageSize })}
        />
      </div>
      <Picker open={picking} onClose={() => setPicking(false)} paths={paths} options={options} chosen={chosen ?? []} onChange={choose} />
      {history && chosen && <History row={history} chosen={chosen} path={paths.series} onClose={() => setHistory(null)} />}
    </div>
  );
}
