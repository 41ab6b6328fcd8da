'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { type PackedNav, unpackNav } from './menu-model';

// The palette's code (cmdk) loads with the first Ctrl+K.
const Palette = dynamic(() => import('./palette').then((m) => m.Palette), { ssr: false });

/** Ctrl+K (⌘K) anywhere opens the palette; the top bar's button too. */
export function PaletteLauncher({ nav }: { nav: PackedNav }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setOpen((o) => !o);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="hidden items-center gap-2 rounded border border-gray-200 px-2 py-1 text-xs text-gray-500 hover:border-brand hover:text-brand md:flex"
      >
        搜索页面 <kbd className="rounded bg-gray-100 px-1 font-sans text-[10px]">Ctrl K</kbd>
      </button>
      {open && <Palette titles={unpackNav(nav).titles} onClose={() => setOpen(false)} />}
    </>
  );
}
