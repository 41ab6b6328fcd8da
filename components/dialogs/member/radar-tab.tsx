'use client';

import { useState } from 'react';
import { memberCalls } from '@/lib/dialogs/member';
import type { BespokeTabProps } from '../bespoke';
import { RadarChart } from './charts';
import { StatusNote } from '@/components/ui/status-note';
import { reads } from '@/lib/answer/reads';
import { useUpstream } from '@/lib/swr/upstream';

interface RadarAnswer {
  remark: string;
  /** `{name, value}` items whichever shape the upstream gave (contract/readings.ts ENTRIES_READINGS, read at the gate). */
  radarData: Array<{ name: string; value: number }>;
}
const RADAR = reads<RadarAnswer>('POST /admin/member/radar', { radarData: true, remark: true });

const thisMonth = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
};

/** Tab 5: the member's radar chart for a chosen month, with its explanation popover. */
export function RadarTab({ id }: BespokeTabProps) {
  const [month, setMonth] = useState(thisMonth);
  const [explain, setExplain] = useState(false);
  // A failed load leaves the chart empty without a message (spec 02 §8).
  const { data: answer, isLoading } = useUpstream<unknown>(
    memberCalls.radar.path,
    { memberId: id, crtTime: month },
    { silent: true, quiet: true },
  );
  const data = RADAR.object(answer);
  return (
    <div data-tab-radar>
      <div className="mb-3 flex items-center gap-3 text-sm">
        <label className="flex items-center gap-2 text-gray-600">
          月份
          <input
            type="month"
            value={month}
            max={thisMonth()}
            onChange={(e) => e.target.value && setMonth(e.target.value)}
            className="h-8 rounded border border-gray-300 px-2"
            data-radar-month
          />
        </label>
        <span className="relative">
          <button type="button" className="text-brand hover:underline" onClick={() => setExplain((v) => !v)} aria-expanded={explain}>
            指标说明
          </button>
          {explain && data?.remark && (
            <div
              role="tooltip"
              data-radar-remark
              className="absolute left-0 top-6 z-10 w-96 rounded border border-gray-200 bg-white p-3 text-xs leading-5 text-gray-700 shadow"
            >
              {data.remark}
            </div>
          )}
        </span>
      </div>
      {isLoading ? (
        <StatusNote>加载中...</StatusNote>
      ) : data?.radarData?.length ? (
        <div className="grid grid-cols-[1fr_220px] gap-4">
          <RadarChart
            labels={data.radarData.map((d) => d.name)}
            values={data.radarData.map((d) => d.value)}
            label={`${month} 会员雷达图`}
          />
          <dl className="self-center text-sm" data-radar-values>
            {data.radarData.map((d) => (
              <div key={d.name} className="flex justify-between border-b border-gray-100 py-1">
                <dt className="text-gray-500">{d.name}</dt>
                <dd className="text-gray-800">{d.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : (
        <StatusNote>暂无数据</StatusNote>
      )}
    </div>
  );
}
