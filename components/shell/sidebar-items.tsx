'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { routeNameOf } from '@/lib/client/tabs';

const pad = (depth: number) => ({ paddingLeft: `${16 + depth * 14}px` });

/** A sidebar link that knows whether it is the current route. */
export function SidebarLink({ href, name, title, depth }: { href: string; name: string; title: string; depth: number }) {
  const active = routeNameOf(usePathname()) === name;
  return (
    <Link
      href={href}
      data-screen={name}
      aria-current={active ? 'page' : undefined}
      style={pad(depth)}
      className={`block truncate py-2 pr-3 text-sm transition-colors ${
        active ? 'bg-brand text-white' : 'text-gray-300 hover:bg-sidebar-hover hover:text-white'
      }`}
      title={title}
    >
      {title}
    </Link>
  );
}

/** A collapsible group; it opens by itself when the current route is one of its leaves. */
export function SidebarGroup({ title, names, depth, children }: { title: string; names: string[]; depth: number; children: ReactNode }) {
  const current = routeNameOf(usePathname());
  const containsCurrent = names.includes(current);
  const [open, setOpen] = useState(containsCurrent);
  // Navigating into the group (e.g. from a tab) unfolds it; the operator may fold it again.
  const [lastCurrent, setLastCurrent] = useState(current);
  if (lastCurrent !== current) {
    setLastCurrent(current);
    if (containsCurrent && !open) setOpen(true);
  }
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
        style={pad(depth)}
        className="flex w-full items-center justify-between py-2 pr-3 text-left text-sm text-gray-200 hover:bg-sidebar-hover"
      >
        <span className="truncate">{title}</span>
        <span aria-hidden className={`text-[10px] text-gray-400 transition-transform ${open ? 'rotate-90' : ''}`}>
          ▶
        </span>
      </button>
      <div hidden={!open} className="bg-sidebar-active">
        {children}
      </div>
    </div>
  );
}
