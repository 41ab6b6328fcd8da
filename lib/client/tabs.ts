// Open tabs of visited screens (spec 01 §3 "open tabs"), kept in localStorage so a reload keeps
// them. The list operations are pure and unit-tested; the store below wraps them for React.

export const TABS_STORAGE_KEY = 'console.tabs';
export const HOME_TITLE = '首页';
export const HOME_HREF = '/';
const MAX_TABS = 30;

export interface OpenTab {
  /** Route name, BIZ_ prefix kept (BIZ_AcctList and AcctList are two tabs). */
  name: string;
  title: string;
  /** Path and query last seen on this tab, so returning keeps its ?code= and filters. */
  href: string;
}

/** Route names that show the welcome page: they select the fixed 首页 tab. */
const HOME_ROUTES = new Set(['', 'Index', 'Test']);

export function isHomeRoute(name: string): boolean {
  return HOME_ROUTES.has(name);
}

export function routeNameOf(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  try {
    return decodeURIComponent(first);
  } catch {
    return first;
  }
}

/** Title of a route from the server-provided map (which lists BIZ_ names explicitly). */
export function titleOf(name: string, titles: Readonly<Record<string, string>>): string | undefined {
  return Object.hasOwn(titles, name) ? titles[name] : undefined;
}

/** Only same-origin relative paths: a stored href must never become a link off the console. */
function isLocalHref(href: unknown): href is string {
  return typeof href === 'string' && href.startsWith('/') && !href.startsWith('//') && !href.includes('\\');
}

/** Adds the tab, or refreshes its href and title when it is already open. */
export function openTab(tabs: readonly OpenTab[], tab: OpenTab): readonly OpenTab[] {
  if (isHomeRoute(tab.name)) return tabs;
  const i = tabs.findIndex((t) => t.name === tab.name);
  if (i === -1) return [...tabs, tab].slice(-MAX_TABS);
  const cur = tabs[i];
  if (cur.href === tab.href && cur.title === tab.title) return tabs;
  const next = tabs.slice();
  next[i] = tab;
  return next;
}

/**
 * Closes a tab. When it is the active one, `next` is where to go: the right neighbour, else the
 * left one, else the welcome page; otherwise `next` is null (stay).
 */
export function closeTab(tabs: readonly OpenTab[], name: string, activeName: string): { tabs: readonly OpenTab[]; next: string | null } {
  const i = tabs.findIndex((t) => t.name === name);
  if (i === -1) return { tabs, next: null };
  const rest = tabs.filter((_, j) => j !== i);
  if (name !== activeName) return { tabs: rest, next: null };
  const neighbour = rest[i] ?? rest[i - 1];
  return { tabs: rest, next: neighbour ? neighbour.href : HOME_HREF };
}

/** 关闭其他: keeps only the active tab (all go when the welcome page is active). */
export function closeOthers(tabs: readonly OpenTab[], activeName: string): readonly OpenTab[] {
  return tabs.filter((t) => t.name === activeName);
}

/** Parses the stored list, dropping anything malformed or no longer known to this operator. */
export function parseStoredTabs(raw: string | null, titles: Readonly<Record<string, string>>): OpenTab[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const out: OpenTab[] = [];
  for (const item of data) {
    if (!item || typeof item !== 'object') continue;
    const { name, href } = item as Record<string, unknown>;
    if (typeof name !== 'string' || isHomeRoute(name) || !isLocalHref(href)) continue;
    if (routeNameOf(href.split('?')[0]) !== name) continue;
    const title = titleOf(name, titles);
    if (!title || out.some((t) => t.name === name)) continue;
    out.push({ name, title, href });
  }
  return out.slice(-MAX_TABS);
}

// ---- store: raw localStorage text, so the snapshot is a stable primitive for useSyncExternalStore

const listeners = new Set<() => void>();

export function readStoredTabs(): string | null {
  try {
    return window.localStorage.getItem(TABS_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function writeStoredTabs(tabs: readonly OpenTab[]): void {
  try {
    window.localStorage.setItem(TABS_STORAGE_KEY, JSON.stringify(tabs));
  } catch {
    // Storage full or disabled: tabs then simply do not survive a reload.
  }
  listeners.forEach((l) => l());
}

export function subscribeStoredTabs(listener: () => void): () => void {
  listeners.add(listener);
  // Other browser tabs of the console change the same list.
  const onStorage = (e: StorageEvent) => {
    if (e.key === TABS_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
