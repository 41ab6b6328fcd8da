'use client';

import dynamic from 'next/dynamic';
import type { ComponentProps, ComponentType } from 'react';

// The client halves of bespoke screens, each behind next/dynamic: its code loads only where it
// renders. Their props are typed here, and the server halves (registry.ts) are typed against
// them: a missing, extra or misshapen screen is a compile error there. This module itself loads
// through lazy.tsx, so that list screens do not carry its loaders.
export const CLIENT_SCREENS = {
  AuthElementCheck: dynamic(() => import('@/components/widgets/auth-element-check').then((m) => m.AuthElementCheck)),
  OrgTree: dynamic(() => import('./orgs/org-tree-client').then((m) => m.OrgTreeClient)),
  MsyOrgChart: dynamic(() => import('./orgs/msy-org-chart-client').then((m) => m.MsyOrgChartClient)),
  MemberIndStat: dynamic(() => import('@/components/screens/members/member-ind-stat-client').then((m) => m.MemberIndStat)),
  GoodsClassify: dynamic(() => import('@/components/screens/goods/classify-tree').then((m) => m.ClassifyTree)),
  SQLPage: dynamic(() => import('@/components/widgets/sql-page').then((m) => m.SqlPage)),
  Dashboard: dynamic(() => import('@/components/widgets/dashboard').then((m) => m.Dashboard)),
};

/** A bespoke screen's name, as a screen declaration gives it (`bespoke: '<Name>'`). */
export type BespokeName = keyof typeof CLIENT_SCREENS;
/** What a bespoke screen's client half takes. */
export type ClientProps<K extends BespokeName> = ComponentProps<(typeof CLIENT_SCREENS)[K]>;

/** A bespoke screen's client half, by name, with the props its server half settled (serialisable). */
export function ClientScreenByName({ name, props }: { name: BespokeName; props: object }) {
  // The pairing of name and props is checked where the props are made (registry.ts).
  const Screen = CLIENT_SCREENS[name] as ComponentType<object>;
  return <Screen {...props} />;
}
