import { describe, expect, it } from 'vitest';
import { closeOthers, closeTab, openTab, parseStoredTabs, routeNameOf, titleOf, type OpenTab } from '@/lib/client/tabs';

const a: OpenTab = { name: 'AcctList', title: '账户列表', href: '/AcctList?code=all' };
const b: OpenTab = { name: 'BIZ_AcctList', title: '账户列表', href: '/BIZ_AcctList?code=all' };
const c: OpenTab = { name: 'OrgTree', title: '机构树', href: '/OrgTree?code=all' };
const titles = { AcctList: '账户列表', BIZ_AcctList: '账户列表', OrgTree: '机构树' };

describe('open tabs', () => {
  it('derives the route name from the path', () => {
    expect(routeNameOf('/BIZ_AcctList')).toBe('BIZ_AcctList');
    expect(routeNameOf('/')).toBe('');
    expect(routeNameOf('/StandardOrgInfManage2.0')).toBe('StandardOrgInfManage2.0');
  });

  it('looks titles up by own keys only', () => {
    expect(titleOf('AcctList', titles)).toBe('账户列表');
    expect(titleOf('toString', titles)).toBeUndefined();
    expect(titleOf('BIZ_OrgTree', titles)).toBeUndefined();
  });

  it('appends new tabs, refreshes known ones and ignores the welcome routes', () => {
    const one = openTab([], a);
    expect(openTab(one, b)).toEqual([a, b]);
    expect(openTab(one, a)).toBe(one);
    expect(openTab(one, { ...a, href: '/AcctList?code=all&x=1' })[0].href).toBe('/AcctList?code=all&x=1');
    expect(openTab(one, { name: 'Index', title: '首页', href: '/Index' })).toBe(one);
  });

  it('closes a tab and picks the neighbour when it was active', () => {
    expect(closeTab([a, b, c], 'BIZ_AcctList', 'BIZ_AcctList')).toEqual({ tabs: [a, c], next: c.href });
    expect(closeTab([a, b, c], 'OrgTree', 'OrgTree')).toEqual({ tabs: [a, b], next: b.href });
    expect(closeTab([a], 'AcctList', 'AcctList')).toEqual({ tabs: [], next: '/' });
    expect(closeTab([a, b], 'AcctList', 'BIZ_AcctList')).toEqual({ tabs: [b], next: null });
  });

  it('closes the others', () => {
    expect(closeOthers([a, b, c], 'BIZ_AcctList')).toEqual([b]);
    expect(closeOthers([a, b, c], '')).toEqual([]);
  });

  it('restores only sound, known, local tabs', () => {
    const raw = JSON.stringify([
      a,
      { name: 'OrgTree', title: 'stale', href: '/OrgTree?code=all' },
      { name: 'Gone', title: 'x', href: '/Gone' },
      { name: 'AcctList', title: 'dup', href: '/AcctList' },
      { name: 'BIZ_AcctList', title: 'x', href: '//evil.example/BIZ_AcctList' },
      { name: 'BIZ_AcctList', title: 'x', href: '/OrgTree' },
      'junk',
    ]);
    expect(parseStoredTabs(raw, titles)).toEqual([a, c]);
    expect(parseStoredTabs('not json', titles)).toEqual([]);
    expect(parseStoredTabs(null, titles)).toEqual([]);
    expect(parseStoredTabs('{"a":1}', titles)).toEqual([]);
  });
});
