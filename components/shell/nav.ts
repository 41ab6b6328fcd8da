// The shell's navigation data, computed once per request in the (console) layout from the
// session's rights and menus and the screen registry. Only plain strings go to the client.
import { BIZ_PREFIX, findScreen, screenRight, screens } from '@/lib/screens';
import type { Access } from '@/lib/access/types';
import { leafTitles, visibleMenu, type SideNode } from './menu-model';

export interface ShellNav {
  nodes: SideNode[];
  /** Route name → title for the tabs bar: every screen the operator may open, BIZ_ names too. */
  titles: Record<string, string>;
}

export function buildNav(access: Access): ShellNav {
  const nodes = visibleMenu(access.menus, (name) => {
    const found = findScreen(name);
    if (!found) return null;
    return access.rights.has(screenRight(found.def, found.biz)) ? found.def.title : null;
  });
  const titles: Record<string, string> = {};
  for (const s of screens) {
    if (access.rights.has(s.name)) titles[s.name] = s.title;
    if (access.rights.has(BIZ_PREFIX + s.name)) titles[BIZ_PREFIX + s.name] = s.title;
  }
  // The menu's own wording wins, so a screen reads the same in the sidebar and its tab.
  return { nodes, titles: leafTitles(nodes, titles) };
}
