'use client';

import { ScreenLink } from '@/components/ui/screen-link';
import { usePathname } from 'next/navigation';
import { type ReactNode, useEffect, useState } from 'react';
import { routeNameOf } from '@/lib/client/tabs';
import { AreaIcon } from './area-icons';
import { leafNames, type PackedNav, type SideNode, unpackNav } from './menu-model';
import { menuMatches } from './menu-search';

const FOLD_KEY = 'console.sidebar.folded';
const pad = (depth: number) => ({ paddingLeft: `${16 + depth * 14}px` });

function screenHref(name: string, productCode: string): string {
  return `/${encodeURIComponent(name)}?code=${encodeURIComponent(productCode)}`;
}

/** The menu without the leaves that do not match (menuMatches); groups left empty go. */
function matching(nodes: readonly SideNode[], q: string): SideNode[] {
  if (!q) return [...nodes];
  return nodes.flatMap((n): SideNode[] => {
    if (n.kind === 'leaf') return menuMatches(n.title, q) ? [n] : [];
    const children = matching(n.children, q);
    return children.length ? [{ ...n, children }] : [];
  });
}

function Leaf({
  node,
  productCode,
  depth,
  current,
}: {
  node: Extract<SideNode, { kind: 'leaf' }>;
  productCode: string;
  depth: number;
  current: string;
}) {
  const active = current === node.name;
  return (
    <ScreenLink
      href={screenHref(node.name, productCode)}
      data-screen={node.name}
      aria-current={active ? 'page' : undefined}
      style={pad(depth)}
      className={`block truncate py-2 pr-3 text-sm transition-colors ${active ? 'bg-brand text-white' : 'text-gray-300 hover:bg-sidebar-hover hover:text-white'}`}
      title={node.title}
    >
      {node.title}
    </ScreenLink>
  );
}

/** A group opens by itself when the current screen is one of its leaves, or when a search matches in it. */
function Group({
  node,
  depth,
  current,
  forced,
  children,
}: {
  node: Extract<SideNode, { kind: 'group' }>;
  depth: number;
  current: string;
  forced: boolean;
  children: ReactNode;
}) {
  const containsCurrent = leafNames(node.children).includes(current);
  const [open, setOpen] = useState(containsCurrent);
  // Any navigation into the group (a tab, the palette, a link) unfolds it; the operator may fold it again.
  useEffect(() => {
    if (containsCurrent) setOpen(true);
  }, [containsCurrent]);
  const shown = open || forced;
  return (
    <div data-group={node.name}>
      <button
        type="button"
        aria-expanded={shown}
        onClick={() => setOpen((v) => !v)}
        style={pad(depth)}
        className="flex w-full items-center gap-2 py-2 pr-3 text-left text-sm text-gray-200 hover:bg-sidebar-hover"
      >
        {depth === 0 && <AreaIcon group={node.name} />}
        <span className="min-w-0 flex-1 truncate">{node.title}</span>
        <span aria-hidden className={`text-[10px] text-gray-500 transition-transform ${shown ? 'rotate-90' : ''}`}>
          ▶
        </span>
      </button>
      {/* A closed group's leaves are not drawn at all: the whole menu is ~220 links, and every page
          would carry them as HTML and hydrate them while only the current area's are in view. */}
      {shown && <div className="bg-sidebar-active">{children}</div>}
    </div>
  );
}

function Nodes({
  nodes,
  productCode,
  depth,
  current,
  searching,
}: {
  nodes: SideNode[];
  productCode: string;
  depth: number;
  current: string;
  searching: boolean;
}) {
  return nodes.map((n) =>
    n.kind === 'leaf' ? (
      <Leaf key={n.name} node={n} productCode={productCode} depth={depth} current={current} />
    ) : (
      <Group key={n.key} node={n} depth={depth} current={current} forced={searching}>
        <Nodes nodes={n.children} productCode={productCode} depth={depth + 1} current={current} searching={searching} />
      </Group>
    ),
  );
}

/**
 * The menu with its search box (filters the leaves as the operator types) and the fold toggle
 * (icons only; kept across reloads). Folded, a click on an area unfolds the sidebar on it.
 */
export function SidebarMenu({ nav, productCode }: { nav: PackedNav; productCode: string }) {
  const { nodes } = unpackNav(nav);
  const current = routeNameOf(usePathname());
  const [q, setQ] = useState('');
  const [folded, setFolded] = useState(false);
  useEffect(() => setFolded(localStorage.getItem(FOLD_KEY) === '1'), []);
  const fold = (f: boolean) => {
    setFolded(f);
    localStorage.setItem(FOLD_KEY, f ? '1' : '0');
  };
  const shown = matching(nodes, q.trim());
  return (
    <aside
      data-folded={folded || undefined}
      className={`flex shrink-0 flex-col bg-sidebar text-gray-200 transition-[width] ${folded ? 'w-14' : 'w-56'}`}
    >
      <div className="flex h-12 shrink-0 items-center justify-between border-b border-white/10 px-3">
        {!folded && (
          <ScreenLink href={`/?code=${encodeURIComponent(productCode)}`} className="truncate text-base font-semibold text-white">
            运营管理后台
          </ScreenLink>
        )}
        <button
          type="button"
          onClick={() => fold(!folded)}
          aria-label={folded ? '展开菜单' : '收起菜单'}
          title={folded ? '展开菜单' : '收起菜单'}
          className="rounded px-1.5 py-0.5 text-gray-300 hover:bg-sidebar-hover hover:text-white"
        >
          {folded ? '»' : '«'}
        </button>
      </div>
      {folded ? (
        <nav aria-label="主菜单" className="flex flex-col items-center gap-1 py-2">
          {nodes.map((n) =>
            n.kind === 'group' ? (
              <button
                key={n.key}
                type="button"
                title={n.title}
                aria-label={n.title}
                onClick={() => fold(false)}
                className="rounded p-2 text-gray-300 hover:bg-sidebar-hover hover:text-white"
              >
                <AreaIcon group={n.name} />
              </button>
            ) : null,
          )}
        </nav>
      ) : (
        <>
          <div className="px-3 py-2">
            <input
              type="search"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              placeholder="搜索菜单"
              aria-label="搜索菜单"
              className="h-7 w-full rounded border border-white/10 bg-white/10 px-2 text-xs text-white placeholder:text-gray-400 focus:border-brand"
            />
          </div>
          <nav aria-label="主菜单" className="min-h-0 flex-1 overflow-y-auto pb-2">
            {shown.length === 0 ? (
              <p className="px-4 py-3 text-xs text-gray-500">{nodes.length === 0 ? '暂无可用菜单' : '没有匹配的菜单'}</p>
            ) : (
              <Nodes nodes={shown} productCode={productCode} depth={0} current={current} searching={q.trim() !== ''} />
            )}
          </nav>
        </>
      )}
    </aside>
  );
}
