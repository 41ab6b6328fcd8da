'use client';

import dynamic from 'next/dynamic';
import type { ComponentType, ReactNode } from 'react';

// Screens built by hand rather than declared as lists. One dynamic route serves every screen, so a
// static import here would send each bespoke screen's code to every screen; next/dynamic loads a
// screen's code (and preloads it in the HTML) only where it is rendered.
const SCREENS: Record<string, ComponentType> = {
  AuthElementCheck: dynamic(() => import('@/components/widgets/auth-element-check').then((m) => m.AuthElementCheck)),
};

/** The bespoke screen of that name, or `children` (暂未开放) while none is built. */
export function BespokeScreen({ name, children }: { name: string; children: ReactNode }) {
  const Screen = Object.hasOwn(SCREENS, name) ? SCREENS[name] : null;
  return Screen ? <Screen /> : children;
}
