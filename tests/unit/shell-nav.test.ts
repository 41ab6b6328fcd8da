import { describe, expect, it } from 'vitest';
import { unpackNav } from '@/components/shell/menu-model';
import { buildNav } from '@/components/shell/nav';
import type { Access } from '@/lib/access/types';

const menus = [
  {
    name: 'area-members',
    title: '会员与商户',
    children: [
      { name: 'MemberList', title: '会员列表' },
      { name: 'OrgInfManage', title: '机构信息管理' },
    ],
  },
];

describe('buildNav', () => {
  it('is built once per cached access and product, and anew from the access that replaces it', () => {
    const access: Access = { rights: new Set(['MemberList', 'OrgInfManage']), menus };
    const nav = buildNav(access, 'all');
    expect(buildNav(access, 'all')).toBe(nav);
    expect(Object.keys(nav.titles).sort()).toEqual(['MemberList', 'OrgInfManage']);
    expect(unpackNav(nav.packed)).toEqual({ nodes: nav.nodes, titles: nav.titles });
    // A rights change replaces the cached Access (lib/session/rights.ts): the screen taken away is gone.
    const fewer = buildNav({ rights: new Set(['MemberList']), menus }, 'all');
    expect(Object.keys(fewer.titles)).toEqual(['MemberList']);
    expect(JSON.stringify(fewer.nodes)).not.toContain('OrgInfManage');
    // Another product's wording is its own build, not the first one's.
    expect(buildNav(access, 'other')).not.toBe(nav);
  });
});
