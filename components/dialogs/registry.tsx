'use client';

import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { TabView } from '@/lib/dialogs/view';

// Bespoke dialog tabs: a tab declared `kind: 'bespoke', component: '<name>'` is drawn by the
// component of that name, loaded when the tab first shows. A unit test checks every declared name
// has a loader and every loader a name.

export interface BespokeTabProps {
  /** The entity's id (the dialog's). */
  id: string;
  entity: string;
  tab: Extract<TabView, { kind: 'bespoke' }>;
}

export const BESPOKE_TABS: Readonly<Record<string, ComponentType<BespokeTabProps>>> = {
  RoleResources: lazyTab(() => import('./role/resources').then((m) => m.default)),
};

/** The loader names, for the registry test (the components stay lazy). */
export const BESPOKE_TAB_NAMES: readonly string[] = Object.keys(BESPOKE_TABS);

export function lazyTab(load: () => Promise<ComponentType<BespokeTabProps>>): ComponentType<BespokeTabProps> {
  return dynamic(load, { loading: () => <p className="py-6 text-center text-sm text-gray-400">加载中...</p> });
}
