import 'server-only';
import { serverCall } from '@/lib/gate/server-call';
import type { Access, SessionData } from '@/lib/session/types';
import { store } from '@/lib/store';
import type { ScreenVisits } from '@/lib/store/types';
import { FIGURE_SOURCES, type Figure, routeFor } from './figures';

// The welcome page's server half: the operator's own screen visits (counted on the server per
// operator, never another's) and the headline figures their rights allow.

/** Counts a visit of a screen; a store that is away costs the count, never the page. */
export async function countVisit(empId: string, screen: string): Promise<void> {
  try {
    await store().addVisit(empId, screen, Date.now());
  } catch {
    // best effort
  }
}

/** The operator's most used and recent screens among `openable` (what they may still open), n of each. */
export async function screenVisits(empId: string, openable: (name: string) => boolean, n = 8): Promise<ScreenVisits> {
  try {
    // Some may no longer be openable: ask for more than shown.
    const all = await store().visits(empId, 60);
    return { used: all.used.filter(openable).slice(0, n), recent: all.recent.filter(openable).slice(0, n) };
  } catch {
    return { used: [], recent: [] };
  }
}

/** The figures of every source whose screen the operator may open, asked as that screen; a failed source is left out. */
export async function headlineFigures(session: SessionData, access: Access): Promise<Figure[]> {
  const asked = FIGURE_SOURCES.map(async (source) => {
    const route = routeFor(source.screen, access.rights);
    if (!route) return [];
    const answer = await serverCall<unknown>(session, access.rights, { screen: route, path: source.call.path, body: source.body });
    return answer.ok ? source.figures(answer.data).map((f) => ({ ...f, screen: route })) : [];
  });
  return (await Promise.all(asked)).flat();
}
