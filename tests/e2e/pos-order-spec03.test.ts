import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, openList, SHOTS, signedInPage } from '../support/browser';

// Spec 03 §4: the POS order page's order-type pick-list omits dictionary entries 290221 and 290241
// (which the dictionary holds, and the type column still names).
const base = inject('consoleUrl');
let browser: Browser;
let admin: Page;

beforeAll(async () => {
  browser = await launch();
  admin = await signedInPage(browser, base, 'admin');
});
afterAll(() => browser?.close());

describe('POS订单 order types', () => {
  it('offers dictionary 1200 without 290221 and 290241', async () => {
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
