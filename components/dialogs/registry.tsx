'use client';

import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { BespokeFormProps, BespokeTabProps } from './bespoke';
import { StatusNote } from '@/components/ui/status-note';

export type { BespokeFormProps, BespokeTabProps };

// Bespoke dialog tabs: a tab declared `kind: 'bespoke', component: '<name>'` is drawn by the
// component of that name, loaded when the tab first shows. A unit test checks every declared name
// has a loader and every loader a name.

export const BESPOKE_TABS: Readonly<Record<string, ComponentType<BespokeTabProps>>> = {
  'org-see': lazyTab(() => import('./org-form/org-see').then((m) => m.OrgSeeTab)),
  'org-see-member': lazyTab(() => import('./org-form/org-see').then((m) => m.OrgSeeByMemberTab)),
  'activity-group-options': lazyTab(() => import('./activity-group/options-tab').then((m) => m.ActivityGroupOptionsTab)),
  memberRadar: lazyTab(() => import('./member/radar-tab').then((m) => m.RadarTab)),
  memberIndicators: lazyTab(() => import('./member/indicators-tab').then((m) => m.IndicatorsTab)),
  memberExt: lazyTab(() => import('./member/ext-tab').then((m) => m.MemberExtTab)),
  feeRuleEditor: lazyTab(() => import('./fee-rule/editor').then((m) => m.default)),
  RoleResources: lazyTab(() => import('./role/resources').then((m) => m.default)),
};

/** The loader names, for the registry test (the components stay lazy). */
export const BESPOKE_TAB_NAMES: readonly string[] = Object.keys(BESPOKE_TABS);

/**
 * Bespoke forms: a form declared with `component: '<name>'` is drawn by the component of that name
 * (a multi-tab form), loaded when it first opens, inside the dialog host's URL state.
 */
export const BESPOKE_FORMS: Readonly<Record<string, ComponentType<BespokeFormProps>>> = {
  'org-form': lazyForm(() => import('./org-form/org-form-dialog').then((m) => m.OrgFormDialog)),
};

function lazyForm(load: () => Promise<ComponentType<BespokeFormProps>>): ComponentType<BespokeFormProps> {
  return dynamic(load);
}

export function lazyTab(load: () => Promise<ComponentType<BespokeTabProps>>): ComponentType<BespokeTabProps> {
  return dynamic(load, { loading: () => <StatusNote>加载中...</StatusNote> });
}
