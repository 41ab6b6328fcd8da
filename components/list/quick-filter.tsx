'use client';

import type { ListView } from '@/lib/list/view';

/** Status quick filters above a table (the POS order page's 全部, 成功, 失败 …): one body field. */
export function QuickFilter({
  quick,
  value,
  onChange,
}: {
  quick: NonNullable<ListView['quick']>;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <div role="radiogroup" aria-label="快捷筛选" className="flex flex-wrap gap-1" data-quick={quick.field}>
      {quick.options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="radio"
          aria-checked={value === o.value}
          onClick={() => onChange(o.value)}
          className={`rounded border px-3 py-1 text-sm ${value === o.value ? 'border-brand bg-brand text-white' : 'border-gray-300 bg-white text-gray-700 hover:border-brand'}`}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
