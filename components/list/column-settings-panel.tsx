'use client';

import { Button } from '@/components/ui/button';
import { type ColumnSettings, isVisible, moveColumn, orderedColumns, toggleColumn } from '@/lib/list/column-settings';
import type { ColumnView } from '@/lib/list/view';

export interface ColumnSettingsProps {
  columns: readonly ColumnView[];
  settings: ColumnSettings | null;
  onChange: (next: ColumnSettings | null) => void;
}

/** The column-settings popover's panel: choose and order columns, restore the default. */
export function ColumnSettingsPanel({ columns, settings, onChange }: ColumnSettingsProps) {
  const ordered = orderedColumns(columns, settings);
  return (
    <div
      role="dialog"
      aria-label="列设置"
      className="absolute right-0 z-50 mt-1 w-64 rounded border border-gray-200 bg-white p-2 shadow-lg"
    >
      <ul className="max-h-96 overflow-auto">
        {ordered.map((c, i) => (
          <li key={c.key} className="flex items-center gap-2 px-1 py-0.5 text-sm hover:bg-gray-50">
            <label className="flex flex-1 cursor-pointer items-center gap-2">
              <input
                type="checkbox"
                data-column-toggle={c.key}
                checked={isVisible(c, settings)}
                onChange={() => onChange(toggleColumn(columns, settings, c.key))}
              />
              <span className="truncate">{c.title}</span>
            </label>
            <button
              type="button"
              aria-label={`上移${c.title}`}
              disabled={i === 0}
              className="px-1 text-gray-500 hover:text-brand disabled:opacity-30"
              onClick={() => onChange(moveColumn(columns, settings, c.key, -1))}
            >
              ↑
            </button>
            <button
              type="button"
              aria-label={`下移${c.title}`}
              disabled={i === ordered.length - 1}
              className="px-1 text-gray-500 hover:text-brand disabled:opacity-30"
              onClick={() => onChange(moveColumn(columns, settings, c.key, 1))}
            >
              ↓
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-2 flex justify-end border-t border-gray-100 pt-2">
        <Button size="sm" variant="text" onClick={() => onChange(null)}>
          恢复默认
        </Button>
      </div>
    </div>
  );
}
