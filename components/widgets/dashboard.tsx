'use client';

import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/client/fetcher';
import { BarChart, LineChart } from './chart';
import { StatusNote } from '@/components/ui/status-note';

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

const yuan = (fen: number) => ((fen ?? 0) / 100).toFixed(2);
const wan = (fen: number) => Number(((fen ?? 0) / 1_000_000).toFixed(2));
const COLUMNS: ReadonlyArray<[keyof Figures, string]> = [
  ['transAmt', '交易金额(元)'],
  ['transCnt', '交易笔数'],
  ['newMerchants', '新增商户'],
  ['activations', '激活数'],
];

function saveCsv(name: string, head: string[], rows: Array<Array<string | number>>) {
  const esc = (v: string | number) => (/[",\n]/.test(String(v)) ? `"${String(v).replaceAll('"', '""')}"` : String(v));
  const text = `\uFEFF${[head, ...rows].map((r) => r.map(esc).join(',')).join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${name}.csv`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** 数据看板: headline figures, charts by day (V2) or by organisation (V3), each with its table and export. */
export function Dashboard({ path, variant, title }: { path: string; variant: 'day' | 'org'; title: string }) {
  const [range, setRange] = useState({ startDate: '', endDate: '' });
  const [data, setData] = useState<Answer | null>(null);
  const load = useCallback(
    (body: { startDate: string; endDate: string }) =>
      api<Answer>(path, { body }).then(
        (d) => {
          setData(d);
          setRange({ startDate: d.startDate, endDate: d.endDate });
        },
        () => {},
      ),
    [path],
  );
  useEffect(() => {
    load({ startDate: '', endDate: '' });
  }, [load]);

  const byDay = variant === 'day';
  const rows = data ? (byDay ? data.byDay : data.byOrg) : [];
  const labels = rows.map((r) => ('statDate' in r ? r.statDate.slice(5) : r.orgName));
  const head = [byDay ? '日期' : '机构', ...COLUMNS.map(([, t]) => t)];
  const table = rows.map((r) => [
    'statDate' in r ? r.statDate : `${r.orgName}（${r.orgCode}）`,
    yuan(r.transAmt),
    r.transCnt,
    r.newMerchants,
    r.activations,
  ]);

  return (
    <section className="space-y-4" data-testid="dashboard">
      <div className="flex flex-wrap items-end gap-3 rounded-md border border-gray-200 bg-white p-3 text-sm">
        <label className="flex items-center gap-1">
          开始日期
          <input
            type="date"
            className="rounded border border-gray-300 px-2 py-1"
            value={range.startDate}
            onChange={(e) => setRange({ ...range, startDate: e.target.value })}
          />
        </label>
        <label className="flex items-center gap-1">
          结束日期
          <input
            type="date"
            className="rounded border border-gray-300 px-2 py-1"
            value={range.endDate}
            onChange={(e) => setRange({ ...range, endDate: e.target.value })}
          />
        </label>
        <Button variant="primary" onClick={() => load(range)}>
          查询
        </Button>
        <Button
          onClick={() => saveCsv(`${title}_${range.startDate}_${range.endDate}`, head, table)}
          disabled={!rows.length}
          data-testid="dashboard-export"
        >
          导出
        </Button>
      </div>
      {data ? (
        <>
          <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {COLUMNS.map(([k, t]) => (
              <div key={k} className="rounded-md border border-gray-200 bg-white p-3">
                <div className="text-xs text-gray-500">{t}</div>
                <div className="mt-1 text-xl font-semibold text-gray-900">
                  {k === 'transAmt' ? yuan(data.totals[k]) : (data.totals[k] ?? 0)}
                </div>
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
            <table className="w-full text-sm" data-testid="dashboard-table">
              <thead className="bg-gray-50">
                <tr>
                  {head.map((h) => (
                    <th key={h} className="px-3 py-2 text-left font-medium text-gray-600">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.map((r) => (
                  <tr key={String(r[0])} className="border-t border-gray-100">
                    {r.map((v, i) => (
                      <td key={head[i]} className={`px-3 py-1.5 ${i ? 'text-right tabular-nums' : ''}`}>
                        {v}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : (
        <StatusNote>加载中...</StatusNote>
      )}
    </section>
  );
}
