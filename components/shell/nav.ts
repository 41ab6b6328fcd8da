// The shell's navigation data, computed once per request in the (console) layout from the
// session's rights and menus and the screen registry. Only plain strings go to the client.
import { BIZ_PREFIX, openScreen, screens } from '@/lib/screens';
import type { Access } from '@/lib/access/types';
import { termed } from '@/lib/terms';
import { leafTitles, type PackedNav, packNav, packTitles, type SideNode, visibleMenu } from './menu-model';

export interface ShellNav {
  nodes: SideNode[];
  /** Route name → title for the tabs bar: every screen the operator may open, BIZ_ names too. */
  titles: Record<string, string>;
  /** The menu and titles as the client parts get them (packNav). */
  packed: PackedNav;
}

// The session's Access is cached per operator (lib/session/rights.ts) and replaced when rights
// change, so the navigation built from it is kept with it: one build per operator, not per request.
const built = new WeakMap<Access, Map<string, ShellNav>>();

/** The operator's navigation, every title in the product's terms (机构/服务商, 活动组/政策包). */
export function buildNav(access: Access, productCode: string): ShellNav {
  let byProduct = built.get(access);
  if (!byProduct) built.set(access, (byProduct = new Map()));
  let nav = byProduct.get(productCode);
  if (!nav) byProduct.set(productCode, (nav = build(access, productCode)));
  return nav;
}

function build(access: Access, productCode: string): ShellNav {
  const term = (nodes: SideNode[]): SideNode[] =>
    nodes.map((n) =>
      n.kind === 'leaf'
        ? { ...n, title: termed(n.title, productCode) }
        : { ...n, title: termed(n.title, productCode), children: term(n.children) },
    );
  const nodes = term(
    visibleMenu(access.menus, (name) => {
      const found = openScreen(name, access.rights);
      return found?.allowed ? found.def.title : null;
    }),
  );
  const titles: Record<string, string> = {};
  for (const s of screens) {
    if (access.rights.has(s.name)) titles[s.name] = termed(s.title, productCode);
    if (access.rights.has(BIZ_PREFIX + s.name)) titles[BIZ_PREFIX + s.name] = termed(s.title, productCode);
  }
  // The menu's own wording wins, so a screen reads the same in the sidebar and its tab.
  const all = leafTitles(nodes, titles);
  return { nodes, titles: all, packed: packNav(nodes, packTitles(all, nodes)) };
}
