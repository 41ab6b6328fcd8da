'use client';

import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { isVisible, moveColumn, orderedColumns, toggleColumn, type ColumnSettings } from '@/lib/list/column-settings';
import type { ColumnView } from '@/lib/list/view';

export interface ColumnSettingsProps {
  columns: readonly ColumnView[];
  settings: ColumnSettings | null;
  onChange: (next: ColumnSettings | null) => void;
}

/** The table-settings popover: choose and order columns, restore the default. */
export function ColumnSettingsButton({ columns, settings, onChange }: ColumnSettingsProps) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const ordered = orderedColumns(columns, settings);
  return (
    <div ref={box} className="relative">
      <Button size="sm" aria-expanded={open} aria-haspopup="dialog" onClick={() => setOpen((o) => !o)} data-testid="column-settings">
        列设置
      </Button>
      {open && (
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
      )}
    </div>
  );
}
