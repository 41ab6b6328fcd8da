import 'server-only';
import type { ComponentType } from 'react';
import type { BespokeProps } from './types';

export type { BespokeProps };

// Bespoke screens: a screen declared with `bespoke: '<Name>'` is drawn by the server component
// loaded here under that name, lazily (only the screen opened is imported). Its client parts go
// through components/screens/lazy.tsx, so they load only where they render. A unit test checks
// every declared name has a loader and every loader a name.

type Loader = () => Promise<{ default: ComponentType<BespokeProps> }>;

export const BESPOKE_SCREENS: Readonly<Record<string, Loader>> = {
  AuthElementCheck: () => import('./risk/auth-element-check'),
  OrgTree: () => import('./orgs/org-tree'),
  MsyOrgChart: () => import('./orgs/msy-org-chart'),
  MemberIndStat: () => import('./members/member-ind-stat'),
  GoodsClassify: () => import('./goods/classify'),
  SQLPage: () => import('./system/sql-page'),
  Dashboard: () => import('./reports/dashboard'),
};

export async function bespokeScreen(name: string): Promise<ComponentType<BespokeProps> | null> {
  return Object.hasOwn(BESPOKE_SCREENS, name) ? (await BESPOKE_SCREENS[name]()).default : null;
}
