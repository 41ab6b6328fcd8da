'use client';

import { useEffect, useMemo, useState } from 'react';
import { api } from '@/lib/client/fetcher';
import { LineChart } from '@/components/widgets/chart';
import { memberCalls } from '@/lib/dialogs/member';
import type { BespokeTabProps } from '../bespoke';
import { PieChart } from './charts';
import { StatusNote } from '@/components/ui/status-note';
import { daysIn, laterPages, SERIES, SERIES_PAGE_SIZE, type SeriesRow, widenIndicatorRows } from '@/lib/widgets/indicators';
import { reads } from '@/lib/answer/reads';
import type { Page } from '@/lib/answer/rows';
import { useUpstream } from '@/lib/swr/upstream';

/** Lines drawn by default; the pie's share of spec 02 §9 (TD00003 debit, TD00005 credit, TD00011 quasi-credit). */
const LINES = ['TD00001', 'TD00002', 'TD00004'];
export const PIE_CODES = ['TD00003', 'TD00005', 'TD00011'];

/** The legend's names of the codes, beside the page's rows (issue #47: the entry names no such field). */
const SERIES_NAMES = reads<{ names: Record<string, string> }>('POST /admin/member/indicator/series', { names: true });

const day = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Tab 6: the member's indicator series (line) and its transaction share by card type (pie). */
export function IndicatorsTab({ id }: BespokeTabProps) {
  const [range, setRange] = useState(() => ({ start: day(Date.now() - 29 * 86_400_000), end: day(Date.now()) }));
  const [shown, setShown] = useState<string[]>(LINES);
  const body = {
    pageSize: SERIES_PAGE_SIZE,
    pageNum: 1,
    startDate: `${range.start} 00:00:00`,
    endDate: `${range.end} 23:59:59`,
    memberId: id,
    indicatorCodes: [...LINES, ...PIE_CODES].join(','),
  };
  // A failed load leaves the chart empty without a message (spec 02 §8).
  const { data, isLoading } = useUpstream<unknown>(memberCalls.indicatorSeries.path, body, { silent: true, quiet: true });
  // Kept while the answer is (the later pages follow it).
  const first = useMemo(() => (data ? SERIES.page(data) : null), [data]);
  const later = useLaterPages(first, body, daysIn(range.start, range.end) * (LINES.length + PIE_CODES.length));
  // Spec 02 §3: one row per day and indicator code with its VALUE; every page of the range.
  const rows = widenIndicatorRows([...(first?.data ?? []), ...later], ['INDICATORDATE']) as Array<Record<string, string | number>>;
  const names = SERIES_NAMES.object(data)?.names ?? {};
  const total = (code: string) => Math.round(rows.reduce((s, r) => s + Number(r[code] ?? 0), 0) * 100) / 100;
  return (
    <div data-tab-indicators>
      <div className="mb-3 flex flex-wrap items-center gap-3 text-sm text-gray-600">
        <label className="flex items-center gap-2">
          开始
          <input
            type="date"
            value={range.start}
            max={range.end}
            onChange={(e) => e.target.value && setRange((r) => ({ ...r, start: e.target.value }))}
            className="h-8 rounded border border-gray-300 px-2"
          />
        </label>
        <label className="flex items-center gap-2">
          结束
          <input
            type="date"
            value={range.end}
            min={range.start}
            onChange={(e) => e.target.value && setRange((r) => ({ ...r, end: e.target.value }))}
            className="h-8 rounded border border-gray-300 px-2"
          />
        </label>
        {LINES.map((code) => (
          <label key={code} className="flex items-center gap-1">
            <input
              type="checkbox"
              checked={shown.includes(code)}
              onChange={(e) => setShown((s) => (e.target.checked ? [...s, code] : s.filter((c) => c !== code)))}
            />
            {names[code] ?? code}
          </label>
        ))}
      </div>
      {isLoading ? (
        <StatusNote>加载中...</StatusNote>
      ) : !rows.length ? (
        <StatusNote>暂无数据</StatusNote>
      ) : (
        <div className="grid grid-cols-[1fr_320px] gap-4">
          <LineChart
            labels={rows.map((r) => String(r.INDICATORDATE).slice(5))}
            series={shown.map((code) => ({ label: names[code] ?? code, data: rows.map((r) => Number(r[code] ?? 0)) }))}
            height={300}
            ariaLabel="指标趋势"
          />
          <div data-indicator-pie>
            <p className="mb-2 text-sm text-gray-600">交易占比（成功交易金额，元）</p>
            <PieChart labels={PIE_CODES.map((c) => names[c] ?? c)} values={PIE_CODES.map(total)} label="交易占比" />
          </div>
        </div>
      )}
    </div>
  );
}

/** The rows of the series' later pages (the first page's total says how many), fetched once per first answer. */
function useLaterPages(first: Page<SeriesRow> | null, body: Record<string, unknown>, expected: number) {
  const [rows, setRows] = useState<SeriesRow[]>([]);
  const total = Number(first?.total ?? 0);
  const key = JSON.stringify(body);
  useEffect(() => {
    setRows([]);
    const pages = laterPages(total, expected, 1);
    if (!first || !pages.length) return;
    let live = true;
    const sent = JSON.parse(key) as Record<string, unknown>;
    void Promise.all(
      pages.map((pageNum) =>
        api<unknown>(memberCalls.indicatorSeries.path, { body: { ...sent, pageNum }, silent: true }).catch(() => null),
      ),
    ).then((answers) => live && setRows(answers.flatMap((a) => SERIES.rows(a))));
    return () => {
      live = false;
    };
  }, [first, total, key, expected]);
  return rows;
}
