// Screens the operator opened in this browser, for the welcome page's recent and most used lists.
// Kept in localStorage: what someone looked at never leaves their machine.

export const VISITS_KEY = 'console.visits';
const MAX = 60;

export interface Visit {
  name: string;
  count: number;
  last: number;
}

export function readVisits(raw: string | null): Visit[] {
  try {
    const list = JSON.parse(raw ?? '[]') as unknown;
    return Array.isArray(list)
      ? list.filter((v): v is Visit => !!v && typeof v.name === 'string' && Number.isFinite(v.count) && Number.isFinite(v.last))
      : [];
  } catch {
    return [];
  }
}

/** The list after a visit of `name` at `now`: counted, stamped, the least recent dropped past the cap. */
export function withVisit(list: readonly Visit[], name: string, now: number): Visit[] {
  const old = list.find((v) => v.name === name);
  const next = [{ name, count: (old?.count ?? 0) + 1, last: now }, ...list.filter((v) => v.name !== name)];
  return next.sort((a, b) => b.last - a.last).slice(0, MAX);
}

export function recordVisit(name: string): void {
  try {
    localStorage.setItem(VISITS_KEY, JSON.stringify(withVisit(readVisits(localStorage.getItem(VISITS_KEY)), name, Date.now())));
  } catch {
    // storage off or full: nothing to remember
  }
}

export function recentVisits(list: readonly Visit[], n: number): Visit[] {
  return [...list].sort((a, b) => b.last - a.last).slice(0, n);
}

export function mostUsed(list: readonly Visit[], n: number): Visit[] {
  return [...list].sort((a, b) => b.count - a.count || b.last - a.last).slice(0, n);
}
