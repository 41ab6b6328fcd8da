// What the sidebar shows: the operator's menu tree cut down to registered screens they hold the
// right for. Pure (the layout passes the checks in), so it is unit-tested without a session.
import type { MenuNode } from '@/lib/access/types';

export type SideNode =
  | { kind: 'leaf'; name: string; title: string }
  /** `name`: the upstream's group name (`area-members` for a registry area). */
  | { kind: 'group'; key: string; name: string; title: string; children: SideNode[] };

/** Returns the screen's title when `name` is a registered screen the operator may open, else null. */
export type ScreenCheck = (name: string) => string | null;

function prune(nodes: readonly MenuNode[], check: ScreenCheck, path: string, seen: Set<string>): SideNode[] {
  const out: SideNode[] = [];
  nodes.forEach((node, i) => {
    if (!node || typeof node.name !== 'string') return;
    if (node.children && node.children.length > 0) {
      const key = `${path}${i}`;
      const children = prune(node.children, check, `${key}.`, seen);
      // A group with no visible leaf is dropped entirely.
      if (children.length > 0) out.push({ kind: 'group', key, name: node.name, title: node.title || node.name, children });
      return;
    }
    const registryTitle = check(node.name);
    // One link per screen, even if the upstream menu lists it twice.
    if (registryTitle === null || seen.has(node.name)) return;
    seen.add(node.name);
    out.push({ kind: 'leaf', name: node.name, title: node.title || registryTitle });
  });
  return out;
}

export function visibleMenu(menus: readonly MenuNode[], check: ScreenCheck): SideNode[] {
  return prune(menus ?? [], check, '', new Set());
}

/** Every leaf route name under a node list (a group opens when one of them is the current route). */
export function leafNames(nodes: readonly SideNode[]): string[] {
  return nodes.flatMap((n) => (n.kind === 'leaf' ? [n.name] : leafNames(n.children)));
}

/** Route name → title of the visible leaves (the sidebar's wording wins in the tabs bar too). */
export function leafTitles(nodes: readonly SideNode[], into: Record<string, string> = {}): Record<string, string> {
  for (const n of nodes) {
    if (n.kind === 'leaf') into[n.name] = n.title;
    else leafTitles(n.children, into);
  }
  return into;
}

/** Route name → the title of the group it sits in (the breadcrumb's first step). */
export function leafGroups(nodes: readonly SideNode[], group = '', into: Record<string, string> = {}): Record<string, string> {
  for (const n of nodes) {
    if (n.kind === 'leaf') into[n.name] = group;
    else leafGroups(n.children, n.title, into);
  }
  return into;
}

/**
 * The titles map as the browser gets it: the menu's leaves carry most titles already, and every
 * BIZ_ screen of an administrator reads as its plain twin, so only the rest travels (a 13 KB map
 * on every page of an administrator is then ~4 KB). unpackTitles(nodes, packTitles(t, nodes)) = t.
 */
export interface PackedTitles {
  /** Titles that are neither a leaf's nor a BIZ_ twin's. */
  extra: Record<string, string>;
  /** Names X whose BIZ_X has the title of X. */
  biz: string[];
}

export function packTitles(titles: Readonly<Record<string, string>>, nodes: readonly SideNode[]): PackedTitles {
  const leaves = leafTitles(nodes);
  const packed: PackedTitles = { extra: {}, biz: [] };
  for (const [name, title] of Object.entries(titles)) {
    if (leaves[name] === title) continue;
    const twin = name.startsWith('BIZ_') ? name.slice(4) : null;
    if (twin && Object.hasOwn(titles, twin) && titles[twin] === title) packed.biz.push(twin);
    else packed.extra[name] = title;
  }
  return packed;
}

// The tabs bar, the breadcrumb and the palette get the same packed object: unpacked once for all.
const unpacked = new WeakMap<PackedTitles, { nodes: readonly SideNode[]; titles: Readonly<Record<string, string>> }>();

export function unpackTitles(nodes: readonly SideNode[], packed: PackedTitles): Readonly<Record<string, string>> {
  const hit = unpacked.get(packed);
  if (hit?.nodes === nodes) return hit.titles;
  const titles = { ...leafTitles(nodes), ...packed.extra };
  for (const twin of packed.biz) titles[`BIZ_${twin}`] = titles[twin]!;
  unpacked.set(packed, { nodes, titles });
  return titles;
}
