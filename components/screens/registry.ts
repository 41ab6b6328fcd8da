import 'server-only';
import type { ComponentType } from 'react';

// Bespoke screens: a screen declared with `bespoke: '<Name>'` is drawn by the component loaded
// here. Server-side and lazy: only the screen opened is imported, and only its client leaves are
// sent to the browser. A unit test checks every declared name has a loader and every loader a name.

/** What a bespoke screen gets from the page: how it was opened. */
export interface BespokeProps {
  /** The route as opened (BIZ_ kept). */
  route: string;
  biz: boolean;
  title: string;
}

type Loader = () => Promise<ComponentType<BespokeProps>>;

export const BESPOKE_SCREENS: Readonly<Record<string, Loader>> = {
  AuthElementCheck: () => import('@/components/widgets/auth-element-check').then((m) => m.AuthElementCheck as ComponentType<BespokeProps>),
};

export async function bespokeScreen(name: string): Promise<ComponentType<BespokeProps> | null> {
  return Object.hasOwn(BESPOKE_SCREENS, name) ? BESPOKE_SCREENS[name]() : null;
}
