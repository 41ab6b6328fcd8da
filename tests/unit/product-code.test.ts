// 01-#23, 01-N15: one product code, in one case, selects {p}, the switches, the terms and the 404 rule.
import { describe, expect, it } from 'vitest';
import { productCodeFix, productCodeOf } from '@/lib/access/product-code';
import { terms } from '@/lib/terms';

describe('the product code in one case (01-N15)', () => {
  it('lower-cases once where it is read; an absent code is unset', () => {
    expect(productCodeOf('ALL')).toBe('all');
    expect(productCodeOf(' Mcf ')).toBe('mcf');
    expect(productCodeOf(undefined)).toBe('unset');
    expect(productCodeOf('')).toBe('unset');
  });
  it("an upper-case 'ALL' from the sign-in answer says 机构, not 服务商", () => {
    expect(terms(productCodeOf('ALL')).org).toBe('机构');
  });
});

describe("the session's product is the page's (01-#23)", () => {
  it('a page code that differs, in value or case, is sent to the session product', () => {
    expect(productCodeFix('mcf', 'myx')).toBe('myx');
    expect(productCodeFix('MYX', 'myx')).toBe('myx');
    expect(productCodeFix('myx', 'MYX')).toBeNull();
  });
  it('the same code, or none (the proxy adds it), stays', () => {
    expect(productCodeFix('myx', 'myx')).toBeNull();
    expect(productCodeFix(null, 'myx')).toBeNull();
  });
});
