'use client';

import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { ActionWidgetProps } from './bespoke';

/**
 * Widgets a row action opens in a modal, by name (the element check's re-verification of a
 * settlement-card record by its authId). Loaded when first opened.
 */
export const ACTION_WIDGETS: Readonly<Record<string, ComponentType<ActionWidgetProps>>> = {
  authRecheck: dynamic(() => import('./member/auth-recheck').then((m) => m.AuthRecheck)),
};
