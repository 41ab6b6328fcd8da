import { describe, expect, it } from 'vitest';
import type { GateContext } from '@/lib/access/gate';
import { call, isExempt } from '@/lib/calls/define';
import type { DialogDef } from '@/lib/dialogs/types';
import { allowed, derive, findPolicy, isSafePath, openable, POLICIES } from '@/lib/gate/policy';
import type { ScreenDef } from '@/lib/screens';

const ctx = (rights: string[], over: Partial<GateContext> = {}): GateContext => ({
  rights: new Set(rights),
  biz: false,
  roleType: 'PRODUCT',
  productCode: 'all',
  ...over,
});

describe('the derived call policy table', () => {
  it('finds declared calls by method and path only', () => {
    expect(findPolicy('POST', '/admin/dict/page', 'all')?.kind).toBe('json');
    expect(findPolicy('GET', '/admin/dict/page', 'all')).toBeNull();
    expect(findPolicy('POST', '/admin/dict/page/', 'all')).toBeNull();
    expect(findPolicy('POST', '/admin/nope', 'all')).toBeNull();
    expect(findPolicy('GET', '/export-log/download', 'all')?.kind).toBe('blob');
    // {p} must be the operator's own product code.
    expect(findPolicy('POST', '/myx/pos/standard/org/admin/org/org-page', 'myx')).not.toBeNull();
    expect(findPolicy('POST', '/mcf/pos/standard/org/admin/org/org-page', 'myx')).toBeNull();
  });

  it('never proxies the calls the console makes itself (login, rights)', () => {
    expect(findPolicy('POST', '/admin/standard/login', 'all')).toBeNull();
    expect(findPolicy('GET', '/employe/res/btn', 'all')).toBeNull();
    expect(findPolicy('POST', '/admin/standard/resetpwd', 'all')).not.toBeNull();
  });

  it('marks exemptions by the protocol rule', () => {
    expect(findPolicy('GET', '/export-log/download', 'all')?.exempt).toBe(true);
    expect(findPolicy('POST', '/admin/standard/file-upload', 'all')?.exempt).toBe(true);
    expect(findPolicy('POST', '/admin/dict/page', 'all')?.exempt).toBe(false);
    expect(findPolicy('POST', '/admin/export/member', 'all')?.exempt).toBe(false);
    expect(isExempt('POST', '/myx/pos/standard/org/admin/transfer/transfer', 'json')).toBe(true);
    expect(isExempt('POST', '/x/batch-in/by-psam', 'json')).toBe(true);
    expect(isExempt('DELETE', '/p/goods/1', 'json')).toBe(true);
  });

  it('a list call needs its screen right, an action both the screen and its own right, BIZ_ on BIZ_', () => {
    const page = findPolicy('POST', '/admin/employee/page', 'all')!;
    expect(allowed(page, ctx(['SystemAuthorizationMember']))).toBe(true);
    expect(allowed(page, ctx(['OtherScreen']))).toBe(false);
    expect(allowed(page, ctx(['SystemAuthorizationMember'], { biz: true }))).toBe(false);
    expect(allowed(page, ctx(['BIZ_SystemAuthorizationMember'], { biz: true }))).toBe(true);
    // An action the spec names no right for follows its screen's right.
    const enable = findPolicy('POST', '/admin/employee/enable', 'all')!;
    expect(allowed(enable, ctx(['SystemAuthorizationMember']))).toBe(true);
    expect(allowed(enable, ctx(['OtherScreen']))).toBe(false);
    expect(allowed(enable, ctx(['SystemAuthorizationMember'], { biz: true }))).toBe(false);
    const exp = findPolicy('POST', '/admin/export/pos-order-export', 'all')!;
    // The POS order export is the order page's: its screen right and its export right.
    expect(allowed(exp, ctx(['OrderPagePos', 'OrderPagePosExport']))).toBe(true);
    expect(allowed(exp, ctx(['OrderPagePosExport']))).toBe(false);
    expect(allowed(exp, ctx(['OrderPagePos']))).toBe(false);
    expect(allowed(exp, ctx(['OrderPagePos', 'OrderPagePosExport'], { biz: true }))).toBe(false);
    expect(allowed(exp, ctx(['BIZ_OrderPagePos', 'BIZ_OrderPagePosExport'], { biz: true }))).toBe(true);
  });

  it('every call has a use or says why any operator may make it; no export is open to all', () => {
    for (const p of POLICIES) {
      if (p.call.signedIn) expect(p.call.signedIn.length).toBeGreaterThan(10);
      else expect(p.uses.length, p.path).toBeGreaterThan(0);
      if (p.path.includes('/export')) expect(p.call.signedIn, p.path).toBeUndefined();
    }
  });

  it('refuses a call declared twice: one fact, one place', () => {
    const a: ScreenDef = {
      name: 'A',
      title: 'A',
      area: 'system',
      kind: 'list',
      list: { call: call('POST /admin/sheet/page'), rowKey: 'id', filters: [], columns: [] },
    };
    const b: ScreenDef = { ...a, name: 'B', kind: 'list', list: { ...a.list!, call: call('POST /admin/sheet/page') } };
    expect(() => derive({ screens: [a, b], dialogs: [], forms: [], shared: [] })).toThrow(/declared twice/);
    expect(() => derive({ screens: [a, { ...b, list: a.list }], dialogs: [], forms: [], shared: [] })).not.toThrow();
  });

  it('a dialog tab call needs the tab right and a way to open the dialog (nested dialogs too)', () => {
    const load = call('POST /admin/member/basic-info');
    const inner = call('POST /admin/sheet/detail');
    const member: DialogDef = {
      entity: 'm',
      title: 'M',
      right: 'OpenM',
      tabs: [
        {
          id: '1',
          title: '基本',
          kind: 'fields',
          load,
          idKey: 'memberId',
          right: 'TabOne',
          fields: [{ key: 'psamCode', label: '终端', link: 't' }],
        },
      ],
    };
    const terminal: DialogDef = {
      entity: 't',
      title: 'T',
      right: 'OpenT',
      tabs: [{ id: 'a', title: '详情', kind: 'fields', load: inner, idKey: 'psamCode', fields: [] }],
    };
    const screen: ScreenDef = {
      name: 'S',
      title: 'S',
      area: 'system',
      kind: 'list',
      list: { call: call('POST /admin/file/page'), rowKey: 'id', filters: [], columns: [{ key: 'memberId', title: 'M', link: 'm' }] },
    };
    const { policies, openers } = derive({ screens: [screen], dialogs: [member, terminal], forms: [], shared: [] });
    const find = (path: string) => policies.find((p) => p.path === path)!;
    expect(openers.get('dialog:m')?.length).toBe(1);
    // Opening needs the screen and the link's right; the tab needs its own right besides.
    expect(allowed(find('/admin/member/basic-info'), ctx(['S', 'OpenM', 'TabOne']))).toBe(true);
    expect(allowed(find('/admin/member/basic-info'), ctx(['S', 'OpenM']))).toBe(false);
    expect(allowed(find('/admin/member/basic-info'), ctx(['S', 'TabOne']))).toBe(false);
    // The terminal opens from inside the member's tab only.
    expect(allowed(find('/admin/sheet/detail'), ctx(['S', 'OpenM', 'TabOne', 'OpenT']))).toBe(true);
    expect(allowed(find('/admin/sheet/detail'), ctx(['S', 'OpenM', 'OpenT']))).toBe(false);
  });

  it('a dialog that links to itself is openable without looping', () => {
    const self: DialogDef = {
      entity: 'm',
      title: 'M',
      right: 'OpenM',
      tabs: [
        {
          id: '1',
          title: '基本',
          kind: 'fields',
          load: call('POST /admin/role/detail'),
          idKey: 'id',
          fields: [{ key: 'introducer', label: '推荐人', link: 'm' }],
        },
      ],
    };
    const { openers } = derive({ screens: [], dialogs: [self], forms: [], shared: [] });
    expect(openers.get('dialog:m')?.length).toBe(1);
    expect(openable('dialog:zzz', ctx(['OpenM']))).toBe(false);
  });
});

describe('path shape', () => {
  it.each(['/admin/dict/page', '/p/goods/12', '/admin/report/del-report/1a', '/v1.2/x'])('accepts %s', (p) =>
    expect(isSafePath(p)).toBe(true),
  );
  it.each([
    '',
    '/',
    '//evil',
    '/a//b',
    '/a/../b',
    '/a/./b',
    '/..',
    '/a/%2e%2e/b',
    '/a/..%252fb',
    '/a\\b',
    '/@evil/x',
    '/http:/x',
    '/a/b%0d%0a',
    '/a/b\r\n',
    '/a/ b',
    '/a/.hidden',
    '/a/b.',
    `/${'a'.repeat(600)}`,
  ])('refuses %j', (p) => expect(isSafePath(p)).toBe(false));
});
