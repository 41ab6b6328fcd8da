// 02-N3: the legal person's ID number arrives unmasked (02 §3 illegalRawIdcNum); the console's server
// masks it unless the operator holds the reveal right (02 §6), and never shows it under mcf.
import { describe, expect, it } from 'vitest';
import type { GateContext } from '@/lib/access/gate';
import { maskRaw, rawMaskFor } from '@/lib/answer/raw';
import { dialogView } from '@/lib/dialogs/view';
import { findDialog } from '@/lib/registry';

const QIYE = 'POST /admin/merchant/qiye-detail';
const answer = { merchantId: 'M1', illegalRealName: '张三丰', illegalRawIdcNum: '110101199001011234', licenseNo: '91X' };
const ctx = (rights: string[], productCode = 'all'): GateContext => ({
  rights: new Set(rights),
  biz: false,
  roleType: 'PRODUCT',
  productCode,
});
const shown = (c: GateContext) => (rawMaskFor(QIYE, c) ?? ((d: unknown) => d))(answer) as typeof answer;

describe('unmasked personal data in an answer (02-N3)', () => {
  it('is masked for an operator without the reveal right', () => {
    expect(shown(ctx(['BaseAuthUserSearchDetailQiye']))).toEqual({
      ...answer,
      illegalRealName: '张*丰',
      illegalRawIdcNum: '110101********1234',
    });
  });
  it('passes as it came to one holding the reveal right (either reading), never under mcf', () => {
    expect(shown(ctx(['BaseAuthUserSearchDetailRealInfo']))).toEqual(answer);
    expect(shown(ctx(['UserSearchRealInfo']))).toEqual(answer);
    expect(shown(ctx(['BaseAuthUserSearchDetailRealInfo'], 'mcf')).illegalRawIdcNum).toBe('110101********1234');
  });
  it('leaves answers without such fields alone, and a masked value stays as it was', () => {
    expect(rawMaskFor('POST /admin/merchant/xw-detail', ctx([]))).toBeUndefined();
    expect(maskRaw(QIYE, { illegalRawIdcNum: '110101********1234' })).toEqual({ illegalRawIdcNum: '110101********1234' });
    expect(maskRaw(QIYE, null)).toBeNull();
  });
  it("basic info's plaintext name and mobile (02 §3 line 62) are masked as well unless the reveal right passes", () => {
    const BASIC = 'POST /admin/member/basic-info';
    const info = { memberId: 'M1', safeRealName: '张*丰', realName: '张三丰', safeMobile: '138****1234', rawMobile: '13812341234' };
    expect(rawMaskFor(BASIC, ctx(['UserSearch']))?.(info)).toEqual({ ...info, realName: '张*丰', rawMobile: '138****1234' });
    expect(rawMaskFor(BASIC, ctx(['BaseAuthUserSearchDetailRealInfo']))).toBeUndefined();
  });
  it('tab 14 hides the ID number under mcf (02 §6)', () => {
    const rights = new Set(['UserSearch', 'BaseAuthUserSearchDetailQiye', 'BaseAuthMemberId']);
    const fieldsOf = (productCode: string) => {
      const tab = dialogView(findDialog('member')!, 'UserSearch', { ...ctx([...rights], productCode) }).tabs.find((t) => t.id === '14');
      return tab?.kind === 'fields' ? tab.fields.map((f) => f.key) : [];
    };
    expect(fieldsOf('myx')).toContain('illegalRawIdcNum');
    expect(fieldsOf('mcf')).not.toContain('illegalRawIdcNum');
  });
});
