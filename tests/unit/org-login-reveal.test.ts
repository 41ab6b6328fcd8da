import { describe, expect, it } from 'vitest';
import type { GateContext } from '@/lib/access/gate';
import { allowed, findPolicy } from '@/lib/gate/policy';
import { revealOf } from '@/lib/gate/reveal';
import { listRowKeys } from '@/lib/list/passing';
import { listView } from '@/lib/list/view';
import { screens } from '@/lib/screens';

// 03-#15: 03 §6 line 140 "BaseAuthUserSearchDetailRealInfo shows plain admin login id for product
// codes zzf and mcf"; §7 line 162 "Real login id by {memberId}: rawLoginId"; 02 §6 line 113 (the
// variant UserSearchRealInfo). The organisation lists' 管理员账号 cell offers 查看 through the one
// reveal mechanism (lib/gate/reveal.ts), only where the spec says.
const REAL = 'BaseAuthUserSearchDetailRealInfo';
const ctx = (productCode: string, rights: readonly string[]): GateContext => ({
  rights: new Set(rights),
  biz: false,
  roleType: 'PRODUCT',
  productCode,
});
const ORG_LISTS = screens.filter((s) => s.list?.columns.some((c) => c.key === 'adminLoginId'));
const viewOf = (name: string, c: GateContext) => {
  const s = screens.find((x) => x.name === name)!;
  return listView(s.list!, { id: name, route: name, name, title: s.title }, c);
};
const cell = (name: string, c: GateContext) => viewOf(name, c).columns.find((col) => col.key === 'adminLoginId');

describe('the plain admin login id of the organisation lists (03-#15)', () => {
  it('every organisation list showing 管理员账号 offers 查看 under zzf and mcf to the reveal right, in either reading', () => {
    expect(ORG_LISTS.map((s) => s.name)).toContain('OrgInfManage');
    expect(ORG_LISTS.length).toBeGreaterThanOrEqual(7);
    for (const s of ORG_LISTS) {
      for (const product of ['zzf', 'mcf', 'ZZF'])
        for (const right of [REAL, 'UserSearchRealInfo']) {
          const v = viewOf(s.name, ctx(product, [s.name, right]));
          expect(v.columns.find((c) => c.key === 'adminLoginId')?.reveal, `${s.name} ${product} ${right}`).toBe('rawLoginId');
          expect(v.reveal).toEqual({ call: { method: 'POST', path: '/admin/member/real-login-id', kind: 'json' }, idKey: 'memberId' });
        }
    }
  });

  it('without the right, or under another product, the value stays as answered and no reveal is drawn', () => {
    for (const [product, rights] of [
      ['zzf', ['OrgInfManage']],
      ['mcf', ['OrgInfManage']],
      ['all', ['OrgInfManage', REAL]],
      ['myx', ['OrgInfManage', REAL]],
    ] as const) {
      expect(cell('OrgInfManage', ctx(product, rights))?.reveal, product).toBeUndefined();
      expect(viewOf('OrgInfManage', ctx(product, rights)).reveal).toBeUndefined();
    }
  });

  it('the rows keep the member id the reveal sends only where the reveal is offered', () => {
    const list = screens.find((s) => s.name === 'StandardOrgInfManage')!.list!;
    expect(list.columns.some((c) => c.key === 'memberId')).toBe(false);
    expect(listRowKeys(list, ctx('zzf', ['StandardOrgInfManage', REAL])).has('memberId')).toBe(true);
    expect(listRowKeys(list, ctx('zzf', ['StandardOrgInfManage'])).has('memberId')).toBe(false);
    expect(listRowKeys(list, ctx('all', ['StandardOrgInfManage', REAL])).has('memberId')).toBe(false);
  });

  it('the server passes rawLoginId only under zzf and mcf, and the call only with the right', () => {
    const path = '/admin/member/real-login-id';
    const one = revealOf('POST', path, 'rawLoginId', ctx('mcf', [REAL]));
    expect(one.kind).toBe('one');
    if (one.kind === 'one') expect(one.project({ rawLoginId: 'agent', other: 'x' })).toEqual({ rawLoginId: 'agent' });
    expect(revealOf('POST', path, 'rawLoginId', ctx('zzf', [REAL])).kind).toBe('one');
    expect(revealOf('POST', path, 'rawLoginId', ctx('all', [REAL])).kind).toBe('refused');
    expect(revealOf('POST', path, 'rawLoginId', ctx('myx', [REAL])).kind).toBe('refused');
    expect(revealOf('POST', path, null, ctx('zzf', [REAL])).kind).toBe('refused');
    expect(revealOf('POST', path, 'rawMobile', ctx('zzf', [REAL])).kind).toBe('refused');
    const policy = findPolicy('POST', path, 'zzf')!;
    expect(allowed(policy, ctx('zzf', ['OrgInfManage', REAL]))).toBe(true);
    expect(allowed(policy, ctx('zzf', ['OrgInfManage', 'UserSearchRealInfo']))).toBe(true);
    expect(allowed(policy, ctx('zzf', ['OrgInfManage']))).toBe(false);
  });
});
