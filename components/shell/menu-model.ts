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
 * on every page of an administrator is then ~4 KB). Unpacked by unpackNav.
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

/**
 * The menu and its titles as the client parts get them: one JSON text, in an object the layout hands
 * the sidebar, tabs bar, breadcrumb and palette alike (React's payload writer sends an object they
 * share once, and copies a text as it is, where a tree of ~250 nodes is a walk on every request).
 * Leaves are [name, title], groups [key, name, title, children]: ~7 KB where the tree was 17 KB.
 */
export interface PackedNav {
  text: string;
}

type PackedNode = [name: string, title: string] | [key: string, name: string, title: string, children: PackedNode[]];

export function packNav(nodes: readonly SideNode[], titles: PackedTitles): PackedNav {
  const pack = (list: readonly SideNode[]): PackedNode[] =>
    list.map((n) => (n.kind === 'leaf' ? [n.name, n.title] : [n.key, n.name, n.title, pack(n.children)]));
  return { text: JSON.stringify([pack(nodes), titles.extra, titles.biz]) };
}

export interface ShellMenu {
  nodes: SideNode[];
  /** Route name → title of every screen the operator may open, BIZ_ names too. */
  titles: Readonly<Record<string, string>>;
}

// Unpacked once per text: the parts of one page share it, and so do the pages of one operator (the
// server renders a few operators' texts; the value depends on the text alone).
const unpacked = new Map<string, ShellMenu>();
const KEPT = 16;

/** packNav's inverse, the titles unpacked too (packTitles): one object per text, kept. */
export function unpackNav(nav: PackedNav): ShellMenu {
  const hit = unpacked.get(nav.text);
  if (hit) return hit;
  const [tree, extra, biz] = JSON.parse(nav.text) as [PackedNode[], Record<string, string>, string[]];
  const unpack = (list: PackedNode[]): SideNode[] =>
    list.map((p) =>
      p.length === 2
        ? { kind: 'leaf', name: p[0], title: p[1] }
        : { kind: 'group', key: p[0], name: p[1], title: p[2], children: unpack(p[3]) },
    );
  const nodes = unpack(tree);
  const titles = { ...leafTitles(nodes), ...extra };
  for (const twin of biz) titles[`BIZ_${twin}`] = titles[twin]!;
  const menu = { nodes, titles };
  if (unpacked.size >= KEPT) unpacked.delete(unpacked.keys().next().value!);
  unpacked.set(nav.text, menu);
  return menu;
}
