'use client';

import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';

// The client parts of bespoke screens, each behind next/dynamic: its code loads only where it
// renders. Keyed by the same names as the server registry. This registry itself loads through
// lazy.tsx, so that list screens do not carry its loaders.
export const CLIENT_SCREENS: Readonly<Record<string, ComponentType<Record<string, unknown>>>> = {
  AuthElementCheck: dynamic(() =>
    import('@/components/widgets/auth-element-check').then((m) => m.AuthElementCheck as ComponentType<Record<string, unknown>>),
  ),
  OrgTree: dynamic(() => import('./orgs/org-tree-client').then((m) => m.OrgTreeClient as ComponentType<Record<string, unknown>>)),
  MsyOrgChart: dynamic(() =>
    import('./orgs/msy-org-chart-client').then((m) => m.MsyOrgChartClient as ComponentType<Record<string, unknown>>),
  ),
  MemberIndStat: dynamic(() =>
    import('@/components/screens/members/member-ind-stat-client').then(
      (m) => m.MemberIndStat as unknown as ComponentType<Record<string, unknown>>,
    ),
  ),
  GoodsClassify: dynamic(() =>
    import('@/components/screens/goods/classify-tree').then((m) => m.ClassifyTree as unknown as ComponentType<Record<string, unknown>>),
  ),
  SQLPage: dynamic(() => import('@/components/widgets/sql-page').then((m) => m.SqlPage as ComponentType<Record<string, unknown>>)),
  Dashboard: dynamic(() => import('@/components/widgets/dashboard').then((m) => m.Dashboard as ComponentType<Record<string, unknown>>)),
};

/** A bespoke screen's client part, by name (props must be serialisable: they cross from the server). */
export function ClientScreenByName({ name, ...props }: { name: string } & Record<string, unknown>) {
  const Screen = Object.hasOwn(CLIENT_SCREENS, name) ? CLIENT_SCREENS[name] : null;
  return Screen ? <Screen {...props} /> : null;
}
