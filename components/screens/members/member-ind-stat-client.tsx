'use client';

import { useEffect, useMemo, useState } from 'react';
import { DataTable } from '@/components/list/data-table';
import { OpenIdContext } from '@/components/list/cell';
import type { RowButton } from '@/components/list/rows-html';
import { ExportButton } from '@/components/list/export-button';
import { Pagination } from '@/components/list/pagination';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { RoleType } from '@/lib/access/gate';
import { openDialog } from '@/lib/client/url';
import type { Row } from '@/lib/list/cell-text';
import type { Page } from '@/lib/answer/rows';
import type { ColumnView } from '@/lib/list/view';
import {
  CHOSEN_KEY,
  defaultIndicatorRange,
  type Indicator,
  indicatorStatPage,
  indicatorsOf,
  indicatorWidth,
  parseChosen,
  productOptionsOf,
} from '@/lib/widgets/indicators';
import { useUpstream } from '@/lib/swr/upstream';
import { api } from '@/lib/client/fetcher';

import { History } from '@/components/screens/members/member-ind-stat-history';
import { Picker } from '@/components/screens/members/member-ind-stat-picker';

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

/** The product filter's options: the product list look-up (spec 02 §7 "product list | page size 50"). */
function useProducts(path: string, wanted: boolean): Option[] {
  const { data } = useUpstream<unknown>(wanted ? path : null, { pageNum: 1, pageSize: 50 }, { quiet: true, retry: true });
  return productOptionsOf(data);
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
    void api<unknown>(paths.list, { body: { custIndicatorTag: 'CORE' } })
      .catch(() => null) // notified
      .then((core) => setChosen(indicatorsOf(core).slice(0, 3)));
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
  const { data, isValidating } = useUpstream<unknown>(
    chosen?.length ? paths.page : null,
    { ...body, pageNum: query.pageNum, pageSize: query.pageSize },
    { quiet: true, retry: true, keepPrevious: true },
  );
  const page: Page = indicatorStatPage(data);

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
