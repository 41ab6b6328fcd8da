import { describe, expect, inject, it } from 'vitest';
import { SHOTS } from '../support/browser';
import { openList } from '../support/list-open';
import { sharedPage } from '../support/shared-page';

// Spec 03 §4: the POS order page's order-type pick-list omits dictionary entries 290221 and 290241
// (which the dictionary holds, and the type column still names).
const base = inject('consoleUrl');
const page = sharedPage('admin');

describe('POS订单 order types', () => {
  it('offers dictionary 1200 without 290221 and 290241', async () => {
    const admin = page();
    await openList(admin, `${base}/OrderPagePos`);
    // The order type sits among the folded filters (the spec 02 §3 search form is long).
    const unfold = admin.getByRole('button', { name: '展开' });
    if (await unfold.count()) await unfold.click();
    const select = admin.locator('#filter-custOrderType');
    await select.locator('option[value="290201"]').waitFor({ state: 'attached' });
    const values = await select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(values).toEqual(expect.arrayContaining(['290201', '290202']));
    expect(values).not.toContain('290221');
    expect(values).not.toContain('290241');
    await admin.screenshot({ path: `${SHOTS}/pos-order-types.png` });
  });
});
