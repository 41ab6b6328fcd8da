// The reference upstream's menus and role tree come from its own resource table
// (upstream/seed-menu.ts), never from the console's registry: every id in it is one the contract
// names, and every screen the contract names is in it, so the demo administrator reaches each.
import { describe, expect, it } from 'vitest';
import { ASSUMED_SCREENS, SPEC_RIGHTS, SPEC_SCREENS } from '../../contract/rights';
import { menusOf } from '../../upstream/rights';
import { RESOURCE_TREE } from '../../upstream/seed-menu';

const screensNamed = new Set([...SPEC_SCREENS, ...Object.keys(ASSUMED_SCREENS)]);

describe('the reference upstream resource table', () => {
  it('names only screens and rights the contract names', () => {
    const strangers = RESOURCE_TREE.filter(([id, , type]) => type !== 1 && !screensNamed.has(id) && !(id in SPEC_RIGHTS));
    expect(strangers.map(([id]) => id)).toEqual([]);
  });

  it('holds every screen the contract names, once, under a group', () => {
    const screens = RESOURCE_TREE.filter(([, , type]) => type === 2).map(([id]) => id);
    expect(new Set(screens).size).toBe(screens.length);
    expect([...screensNamed].filter((s) => !screens.includes(s))).toEqual([]);
    const groups = new Set(RESOURCE_TREE.filter(([, , type]) => type === 1).map(([id]) => id));
    expect(RESOURCE_TREE.filter(([, , type, parent]) => type === 2 && !groups.has(parent ?? ''))).toEqual([]);
  });

  it('gives the menu from the rights held: plain or BIZ_ route, empty groups left out', () => {
    const menus = menusOf(['MemberList', 'BIZ_OrgInfManage']);
    const leaves = menus.flatMap((g) => g.children ?? []);
    expect(leaves.map((l) => l.name).sort()).toEqual(['BIZ_OrgInfManage', 'MemberList']);
    expect(leaves.every((l) => l.title && l.title !== l.name)).toBe(true);
    expect(menus.every((g) => g.name.startsWith('area-') && (g.children?.length ?? 0) > 0)).toBe(true);
  });
});
