import { describe, expect, it } from 'vitest';
import type { GateContext } from '@/lib/access/gate';
import { revealOf } from '@/lib/gate/reveal';

// Spec 02 §7: one reveal answer carries realName, rawMobile, rawCardNo, rawIdcNum and rawLoginId; the
// console passes on only the field clicked. Spec 02 §6: the ID number's reveal is hidden under mcf.
const ctx = (productCode: string): GateContext => ({ rights: new Set(), biz: false, roleType: 'PRODUCT', productCode });
const ANSWER = {
  realName: '张三',
  rawMobile: '13800000000',
  rawCardNo: '6222000000000000',
  rawIdcNum: '110101199001011234',
  rawLoginId: 'x',
};

describe('the reveal gate', () => {
  it('cuts the answer to the one field clicked', () => {
    const r = revealOf('POST', '/admin/member/real-info', 'rawMobile', ctx('all'));
    expect(r.kind).toBe('one');
    if (r.kind === 'one') expect(r.project(ANSWER)).toEqual({ rawMobile: '13800000000' });
  });
  it('refuses no field, a field no dialog field reveals, and the ID number under mcf', () => {
    expect(revealOf('POST', '/admin/member/real-info', null, ctx('all')).kind).toBe('refused');
    expect(revealOf('POST', '/admin/member/real-info', 'rawLoginId', ctx('all')).kind).toBe('refused');
    expect(revealOf('POST', '/admin/member/real-info', 'rawIdcNum', ctx('mcf')).kind).toBe('refused');
    expect(revealOf('POST', '/admin/member/real-info', 'rawIdcNum', ctx('myx')).kind).toBe('one');
  });
  it('leaves every other call alone', () => {
    expect(revealOf('POST', '/admin/member/basic-info', 'rawMobile', ctx('all')).kind).toBe('none');
  });
});
