'use client';
// 会员指标统计's indicator picker (spec 02 §2), a part of member-ind-stat-client.tsx.
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { notify } from '@/lib/client/notify';
import {
  addIndicator,
  type Indicator,
  INDICATOR_ALREADY_ADDED,
  INDICATOR_SEARCH_DEBOUNCE_MS,
  indicatorsOf,
} from '@/lib/widgets/indicators';
import { useUpstream } from '@/lib/swr/upstream';

type Option = { value: string; label: string };

/** What the picker reads of the screen's props (MemberIndStatProps in member-ind-stat-client.tsx). */
interface PickerSource {
  paths: { list: string };
  options: { products: Option[] | null; custIndicatorType: Option[]; custIndicatorTag: Option[]; indicatorGroupTag: Option[] };
}

/** The indicator picker (spec 02 §2): filters, a 300 ms search, the pool and the chosen list. */
export function Picker({
  open,
  onClose,
  paths,
  options,
  chosen,
  onChange,
}: {
  open: boolean;
  onClose: () => void;
  paths: PickerSource['paths'];
  options: PickerSource['options'];
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
  const { data, isLoading } = useUpstream<unknown>(open ? paths.list : null, body, { quiet: true, retry: true });
  const pool = data ? indicatorsOf(data) : null;
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
