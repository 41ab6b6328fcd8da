'use client';

import { ScreenLink } from '@/components/ui/screen-link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { startProgress } from '@/lib/client/progress';
import {
  closeOthers,
  closeTab,
  HOME_HREF,
  HOME_TITLE,
  isHomeRoute,
  openTab,
  parseStoredTabs,
  readStoredTabs,
  routeNameOf,
  subscribeStoredTabs,
  titleOf,
  writeStoredTabs,
} from '@/lib/client/tabs';
import { type PackedNav, unpackNav } from './menu-model';

export interface TabsBarProps {
  /** The menu and the titles of the screens this operator may open (BIZ_ names included), packed (packNav). */
  nav: PackedNav;
}

const serverSnapshot = () => null;

function tabClass(active: boolean): string {
  return `group flex h-7 shrink-0 items-center rounded-sm border text-xs transition-colors ${
    active ? 'border-brand bg-brand text-white' : 'border-gray-200 bg-white text-gray-600 hover:text-brand'
  }`;
}

function Bar({ nav }: TabsBarProps) {
  const { titles } = unpackNav(nav);
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const query = search.toString();
  const code = search.get('code');
  const raw = useSyncExternalStore(subscribeStoredTabs, readStoredTabs, serverSnapshot);
  const tabs = useMemo(() => parseStoredTabs(raw, titles), [raw, titles]);
  const active = routeNameOf(pathname);
  const homeHref = code ? `${HOME_HREF}?code=${encodeURIComponent(code)}` : HOME_HREF;

  // Every visited screen with a known title gets (or refreshes) its tab (the server counts the visit).
  useEffect(() => {
    const title = titleOf(active, titles);
    if (!title || isHomeRoute(active)) return;
    const current = parseStoredTabs(readStoredTabs(), titles);
    const next = openTab(current, { name: active, title, href: query ? `${pathname}?${query}` : pathname });
    if (next !== current) writeStoredTabs(next);
  }, [active, pathname, query, titles]);

  // The active tab stays in view; tabs that do not fit are offered in a list.
  const strip = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  // Runs again once the 全部页面 button appears: it narrows the strip and can push the active tab out.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the tabs, the active one or the overflow change
  useEffect(() => {
    const el = strip.current;
    if (!el) return;
    el.querySelector<HTMLElement>('[data-tab][data-active]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    setOverflow(el.scrollWidth > el.clientWidth + 1);
  }, [active, tabs, overflow]);

  function close(name: string) {
    const { tabs: rest, next } = closeTab(tabs, name, active);
    writeStoredTabs(rest);
    if (next) {
      startProgress();
      router.push(next === HOME_HREF ? homeHref : next);
    }
  }

  return (
    <nav aria-label="已打开的页面" className="flex h-10 items-center gap-2 border-b border-gray-200 bg-white px-3">
      <div ref={strip} className="flex min-w-0 flex-1 items-center gap-1 overflow-x-auto">
        <ScreenLink
          href={homeHref}
          aria-current={isHomeRoute(active) ? 'page' : undefined}
          className={`${tabClass(isHomeRoute(active))} px-3`}
        >
          {HOME_TITLE}
        </ScreenLink>
        {tabs.map((t) => {
          const on = t.name === active;
          return (
            <div key={t.name} data-tab={t.name} data-active={on || undefined} className={tabClass(on)}>
              <ScreenLink href={t.href} aria-current={on ? 'page' : undefined} className="py-1 pl-3 pr-1">
                {t.title}
              </ScreenLink>
              <button
                type="button"
                aria-label={`关闭 ${t.title}`}
                title="关闭"
                onClick={() => close(t.name)}
                className={`mr-1 flex h-4 w-4 items-center justify-center rounded-full leading-none ${
                  on ? 'hover:bg-white/25' : 'text-gray-500 hover:bg-gray-200 hover:text-gray-700'
                }`}
              >
                ×
              </button>
            </div>
          );
        })}
      </div>
      {overflow && (
        <div className="relative shrink-0">
          <button
            type="button"
            aria-haspopup="menu"
            aria-expanded={listOpen}
            onClick={() => setListOpen((o) => !o)}
            className="rounded border border-gray-200 px-2 py-1 text-xs text-gray-600 hover:border-brand hover:text-brand"
          >
            全部页面 ▾
          </button>
          {listOpen && (
            <ul
              role="menu"
              aria-label="全部已打开的页面"
              className="absolute right-0 z-30 mt-1 max-h-80 w-48 overflow-y-auto rounded border border-gray-200 bg-white py-1 text-xs shadow-lg"
            >
              {tabs.map((t) => (
                <li key={t.name} role="none">
                  <ScreenLink
                    role="menuitem"
                    href={t.href}
                    onClick={() => setListOpen(false)}
                    aria-current={t.name === active ? 'page' : undefined}
                    className={`block truncate px-3 py-1.5 hover:bg-brand-light ${t.name === active ? 'text-brand' : 'text-gray-700'}`}
                  >
                    {t.title}
                  </ScreenLink>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <button
        type="button"
        onClick={() => writeStoredTabs(closeOthers(tabs, active))}
        disabled={tabs.length === 0 || (tabs.length === 1 && tabs[0].name === active)}
        className="shrink-0 rounded border border-gray-200 px-2 py-1 text-xs text-gray-600 hover:border-brand hover:text-brand disabled:cursor-not-allowed disabled:opacity-50"
      >
        关闭其他
      </button>
    </nav>
  );
}

/** Open tabs of visited screens; 首页 is fixed. Persisted in localStorage (console.tabs). */
export function TabsBar(props: TabsBarProps) {
  // useSearchParams needs a Suspense boundary; the fallback is the bar with its fixed tab.
  return (
    <Suspense
      fallback={
        <nav aria-label="已打开的页面" className="flex h-10 items-center border-b border-gray-200 bg-white px-3">
          <span className={`${tabClass(false)} px-3`}>{HOME_TITLE}</span>
        </nav>
      }
    >
      <Bar {...props} />
    </Suspense>
  );
}
