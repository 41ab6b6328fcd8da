'use client';

import { ScreenLink } from '@/components/ui/screen-link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useMemo } from 'react';
import { isHomeRoute, routeNameOf } from '@/lib/client/tabs';
import { leafGroups, type PackedNav, unpackNav } from './menu-model';

/** 首页 / area / screen above the screen, from the operator's own menu wording. */
export function Breadcrumb({ nav }: { nav: PackedNav }) {
  const name = routeNameOf(usePathname());
  const { nodes, titles } = unpackNav(nav);
  const groups = useMemo(() => leafGroups(nodes), [nodes]);
  const code = useSearchParams().get('code');
  if (isHomeRoute(name) || !Object.hasOwn(titles, name)) return null;
  return (
    <nav aria-label="当前位置" className="mb-3 text-xs text-gray-500">
      <ol className="flex items-center gap-1">
        <li>
          <ScreenLink href={code ? `/?code=${encodeURIComponent(code)}` : '/'} className="hover:text-brand">
            首页
          </ScreenLink>
        </li>
        {groups[name] && (
          <li className="before:mr-1 before:content-['/']">
            <span>{groups[name]}</span>
          </li>
        )}
        <li className="before:mr-1 before:content-['/']">
          <span aria-current="page" className="text-gray-700">
            {titles[name]}
          </span>
        </li>
      </ol>
    </nav>
  );
}
