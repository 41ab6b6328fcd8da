'use client';

import dynamic from 'next/dynamic';

// One route serves every screen, and every client module its server components can reach rides in
// its first-load chunks. So the browser halves go behind next/dynamic here: the list engine on list
// screens only, and the bespoke screens' client halves (client-screens.tsx, seven loaders with
// their chunk lists) on bespoke screens only.

/** The list engine's browser half: on list screens only, not in a bespoke screen's first load. */
export const LazyListScreen = dynamic(() => import('@/components/list/list-screen').then((m) => m.ListScreen));

/** A bespoke screen's client half, by name, with its props (typed where they are made: registry.ts). */
export const ClientScreen = dynamic(() => import('./client-screens').then((m) => m.ClientScreenByName));
