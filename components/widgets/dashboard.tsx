'use client';

import { reads } from '@/lib/answer/reads';
import { useCallback, useEffect, useState } from 'react';
import { filterId } from '@/components/list/filters/common';
import { DateRangeFilter } from '@/components/list/filters/dates';
import { Button } from '@/components/ui/button';
import { SimpleTable } from '@/components/ui/simple-table';
import { StatusNote } from '@/components/ui/status-note';
import { api } from '@/lib/client/fetcher';
import { notify } from '@/lib/client/notify';
import { onDemand } from '@/lib/client/on-demand';
import { rejectedRange } from '@/lib/filters/rules';
import type { FilterDef, FilterValues } from '@/lib/filters/types';
import { figure } from '@/lib/format/cells';
import { BarChart, LineChart } from './chart';

interface Figures {
  transAmt: number;
  transCnt: number;
  newMerchants: number;
  activations: number;
}
interface Answer {
  startDate: string;
  endDate: string;
  byDay: Array<Figures & { statDate: string }>;
  byOrg: Array<Figures & { orgCode: string; orgName: string }>;
  totals: Figures;
}
const FIGURES = reads<Answer>('POST /admin/report/dashboard', { startDate: true, endDate: true, byDay: true, byOrg: true, totals: true });

const wan = (fen: number) => Number(((fen ?? 0) / 1_000_000).toFixed(2));
const COLUMNS: ReadonlyArray<[keyof Figures, string]> = [
  ['transAmt', '交易金额(元)'],
  ['transCnt', '交易笔数'],
  ['newMerchants', '新增商户'],
  ['activations', '激活数'],
];

/**
 * The list filters' date range (the same trigger, calendar and shortcuts); the figures reach back
 * 180 days (issue 17), so a range may span up to that.
 */
const RANGE: FilterDef = {
  name: 'statDate',
  label: '统计日期',
  type: 'dateRange',
  keys: ['startDate', 'endDate'],
  maxDays: 180,
  shortcuts: 'lookback',
  clearable: false,
};
// The dashboard's table header: no rule, the body's text size.
const HEAD = 'bg-gray-50 px-3 py-2 text-left font-medium text-gray-600';
const CONTEXT = { roleType: 'PRODUCT', productCode: '' } as const;
const dayStart = (d: string) => (d ? `${d} 00:00:00` : '');
const dayEnd = (d: string) => (d ? `${d} 23:59:59` : '');

/** 数据看板: headline figures, charts by day (V2) or by organisation (V3), each with its table and export. */
export function Dashboard({
  path,
  exportPath,
  variant,
  title,
  roleType,
}: {
  path: string;
  exportPath: string;
  variant: 'day' | 'org';
  title: string;
  roleType: 'PRODUCT' | 'ORG';
}) {
  const [range, setRange] = useState<FilterValues>({ startDate: '', endDate: '' });
  const [data, setData] = useState<Answer | null>(null);
  const [exporting, setExporting] = useState(false);
  const load = useCallback(
    (body: FilterValues) =>
      api<unknown>(path, { body }).then(
        (answer) => {
          const d = FIGURES.object(answer);
          if (!d) return;
          setData(d);
          setRange({ startDate: dayStart(d.startDate), endDate: dayEnd(d.endDate) });
        },
        () => {},
      ),
    [path],
  );
  useEffect(() => {
    load({ startDate: '', endDate: '' });
  }, [load]);

  const query = () => {
    const rejected = rejectedRange([RANGE], range, new Date());
    if (rejected) {
      notify({ type: 'warning', message: rejected.message });
      return;
    }
    load(range);
  };
  const byDay = variant === 'day';
  // The export covers the range the table shows (the last answer's), not one still being edited.
  const exportTable = async () => {
    if (!data) return;
    setExporting(true);
    try {
      const { download } = await onDemand(() => import('@/lib/client/download'));
      await download(
        exportPath,
        { startDate: data.startDate, endDate: data.endDate, by: variant },
        { name: `${title}_${data.startDate}_${data.endDate}`, roleType },
      );
    } catch {
      // Already notified.
    } finally {
      setExporting(false);
    }
  };
  const rows = data ? (byDay ? data.byDay : data.byOrg) : [];
  const labels = rows.map((r) => ('statDate' in r ? r.statDate.slice(5) : r.orgName));
  const head = [byDay ? '日期' : '机构', ...COLUMNS.map(([, t]) => t)];
  const table = rows.map((r) => [
    'statDate' in r ? r.statDate : `${r.orgName}（${r.orgCode}）`,
    figure(r.transAmt, true),
    figure(r.transCnt),
    figure(r.newMerchants),
    figure(r.activations),
  ]);

  return (
    <section className="space-y-4" data-testid="dashboard">
      <div className="flex flex-wrap items-center gap-3 rounded-md border border-gray-200 bg-white p-3 text-sm">
        <label htmlFor={filterId(RANGE)} className="text-gray-600">
          {RANGE.label}
        </label>
        <div className="w-96" data-testid="dashboard-range">
          <DateRangeFilter
            def={RANGE}
            values={range}
            onChange={(patch) => setRange((r) => ({ ...r, ...patch }))}
            dicts={{}}
            context={CONTEXT}
          />
        </div>
        <Button variant="primary" onClick={query}>
          查询
        </Button>
        <Button onClick={exportTable} loading={exporting} disabled={!rows.length} data-testid="dashboard-export">
          导出
        </Button>
      </div>
      {data ? (
        <>
          <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {COLUMNS.map(([k, t]) => (
              <div key={k} className="rounded-md border border-gray-200 bg-white p-3">
                <div className="text-xs text-gray-500">{t}</div>
                <div className="mt-1 text-xl font-semibold text-gray-900">{figure(data.totals[k] ?? 0, k === 'transAmt')}</div>
              </div>
            ))}
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <div className="rounded-md border border-gray-200 bg-white p-3">
              <h2 className="mb-2 text-sm font-medium">交易金额（万元）</h2>
              {byDay ? (
                <LineChart
                  labels={labels}
                  series={[{ label: '交易金额（万元）', data: rows.map((r) => wan(r.transAmt)) }]}
                  area
                  ariaLabel="交易金额趋势"
                />
              ) : (
                <BarChart
                  labels={labels}
                  series={[{ label: '交易金额（万元）', data: rows.map((r) => wan(r.transAmt)) }]}
                  horizontal
                  ariaLabel="各机构交易金额"
                />
              )}
            </div>
            <div className="rounded-md border border-gray-200 bg-white p-3">
              <h2 className="mb-2 text-sm font-medium">新增商户与激活</h2>
              {byDay ? (
                <LineChart
                  labels={labels}
                  series={[
                    { label: '新增商户', data: rows.map((r) => r.newMerchants) },
                    { label: '激活数', data: rows.map((r) => r.activations) },
                  ]}
                  ariaLabel="新增商户与激活趋势"
                />
              ) : (
                <BarChart
                  labels={labels}
                  series={[
                    { label: '新增商户', data: rows.map((r) => r.newMerchants) },
                    { label: '激活数', data: rows.map((r) => r.activations) },
                  ]}
                  horizontal
                  ariaLabel="各机构新增商户与激活"
                />
              )}
            </div>
          </div>
          <div className="overflow-auto rounded-md border border-gray-200 bg-white">
            <SimpleTable className="text-sm" data-testid="dashboard-table" headClassName={HEAD} head={head}>
              {table.map((r) => (
                <tr key={String(r[0])} className="border-t border-gray-100">
                  {r.map((v, i) => (
                    <td key={head[i]} className={`px-3 py-1.5 ${i ? 'text-right tabular-nums' : ''}`}>
                      {v}
                    </td>
                  ))}
                </tr>
              ))}
            </SimpleTable>
          </div>
        </>
      ) : (
        <StatusNote>加载中...</StatusNote>
      )}
    </section>
  );
}
