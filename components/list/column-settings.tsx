'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ColumnSettingsProps } from './column-settings-panel';

export type { ColumnSettingsProps };

// The panel is drawn only once the button is used: its code loads then (fetched ahead when the
// pointer or the focus reaches the button), not with the list screen.
const loadPanel = () => import('./column-settings-panel');
const ColumnSettingsPanel = dynamic(() => loadPanel().then((m) => m.ColumnSettingsPanel));

/** The table-settings popover: choose and order columns, restore the default. */
export function ColumnSettingsButton(props: ColumnSettingsProps) {
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

  const prefetch = () => void loadPanel().catch(() => undefined);
  return (
    <div ref={box} className="relative">
      <Button
        size="sm"
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen((o) => !o)}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        data-testid="column-settings"
      >
        列设置
      </Button>
      {open && <ColumnSettingsPanel {...props} />}
    </div>
  );
}
