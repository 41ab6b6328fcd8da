'use client';

import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { ActionWidgetProps, BespokeTabProps } from './tab-props';

// Bespoke dialog tabs: a tab declared `kind: 'bespoke', component: '<name>'` is drawn by the
// component of that name, loaded when the tab first shows. A unit test checks every declared name
// has a loader and every loader a name.

export type { ActionWidgetProps, BespokeTabProps };

export const BESPOKE_TABS: Readonly<Record<string, ComponentType<BespokeTabProps>>> = {
  memberRadar: lazyTab(() => import('./member/radar-tab').then((m) => m.RadarTab)),
  memberIndicators: lazyTab(() => import('./member/indicators-tab').then((m) => m.IndicatorsTab)),
};

/** The loader names, for the registry test (the components stay lazy). */
export const BESPOKE_TAB_NAMES: readonly string[] = Object.keys(BESPOKE_TABS);

export function lazyTab(load: () => Promise<ComponentType<BespokeTabProps>>): ComponentType<BespokeTabProps> {
  return dynamic(load, { loading: () => <p className="py-6 text-center text-sm text-gray-400">加载中...</p> });
}

/**
 * Widgets a row action opens in a modal, by name (the element check's re-verification of a
 * settlement-card record by its authId). Loaded when first opened.
 */
export const ACTION_WIDGETS: Readonly<Record<string, ComponentType<ActionWidgetProps>>> = {
  authRecheck: dynamic(() => import('./member/auth-recheck').then((m) => m.AuthRecheck)),
};
