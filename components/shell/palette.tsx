'use client';

import { Command } from 'cmdk';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { currentProductCode } from '@/lib/client/location';
import { startProgress } from '@/lib/client/progress';
import { menuMatches } from './menu-search';

/** Ctrl+K: every screen the operator may open, found by title, pinyin initials or synonyms (menuMatches); Enter opens it. */
export function Palette({ titles, onClose }: { titles: Readonly<Record<string, string>>; onClose: () => void }) {
  const router = useRouter();
  const back = useRef<HTMLElement | null>(null);
  useEffect(() => {
    back.current = document.activeElement as HTMLElement | null;
    return () => back.current?.focus();
  }, []);
  const go = (name: string) => {
    const code = currentProductCode();
    onClose();
    startProgress();
    router.push(`/${encodeURIComponent(name)}${code ? `?code=${encodeURIComponent(code)}` : ''}`);
  };
  return (
    <div
      className="fixed inset-0 z-[950] flex items-start justify-center bg-black/40 pt-[12vh]"
      onPointerDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <Command
        label="打开页面"
        className="w-[560px] max-w-[calc(100vw-32px)] overflow-hidden rounded-md bg-white shadow-2xl"
        onKeyDown={(e) => e.key === 'Escape' && onClose()}
        // The item's value is its route name (unique); its keywords hold its title, matched by the menu's rule.
        filter={(_, search, keywords) => (menuMatches(keywords?.[0] ?? '', search) ? 1 : 0)}
      >
        <Command.Input
          autoFocus
          placeholder="输入页面名称，回车打开"
          className="h-11 w-full border-b border-gray-200 px-4 text-sm outline-none"
        />
        <Command.List className="max-h-[50vh] overflow-y-auto p-1">
          <Command.Empty className="px-3 py-6 text-center text-sm text-gray-500">没有匹配的页面</Command.Empty>
          {Object.entries(titles)
            // A BIZ_ variant is listed only when the plain screen is not the operator's.
            .filter(([name]) => !(name.startsWith('BIZ_') && Object.hasOwn(titles, name.slice(4))))
            .map(([name, title]) => (
              <Command.Item
                key={name}
                value={name}
                keywords={[title]}
                onSelect={() => go(name)}
                className="flex cursor-pointer items-center justify-between rounded px-3 py-2 text-sm text-gray-700 data-[selected=true]:bg-brand-light data-[selected=true]:text-brand"
              >
                <span>{title}</span>
                <span className="text-xs text-gray-500">/{name}</span>
              </Command.Item>
            ))}
        </Command.List>
      </Command>
    </div>
  );
}
