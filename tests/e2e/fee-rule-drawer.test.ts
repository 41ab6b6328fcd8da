import { expect, inject, it } from 'vitest';
import { SHOTS } from '../support/browser';
import { openList } from '../support/list-open';
import { sharedPage } from '../support/shared-page';

// The bound-fee-rule drawer (spec 03 §7 Fee rules): its rule information is the rule's row of
// gen-rule-list (spec 03 names no rule detail), and its fee rows narrow to a fee code through
// rule-fee-list (ruleId, productCode, feeCode).
const base = inject('consoleUrl');
const page = sharedPage('admin');

it('the drawer reads the rule from gen-rule-list and narrows its fee rows by feeCode', async () => {
  const admin = page();
  const asked: { url: string; body: string }[] = [];
  admin.on('request', (r) => {
    if (r.url().includes('/api/admin/order/rule/')) asked.push({ url: r.url(), body: r.postData() ?? '' });
  });
  await openList(admin, `${base}/OrderGenRule?disabled=NO`);
  const first = admin.locator('[data-screen][data-ready] table[data-table="list"] tbody tr').first();
  const ruleId = (await first.locator('col=ruleId').textContent())!.trim();
  await first.locator('[data-action="fees"]').click();
  const drawer = admin.getByRole('dialog', { name: `费用规则 ${ruleId}` });
  await drawer.waitFor();
  await drawer.locator('[data-field="ruleId"]').getByText(ruleId).waitFor();
  expect(asked.some((a) => a.url.includes('/gen-rule-detail'))).toBe(false);
  expect(asked.some((a) => a.url.includes('/gen-rule-list') && a.body.includes(ruleId))).toBe(true);

  await drawer.getByRole('tab', { name: '费用规则', exact: true }).click();
  const rows = drawer.locator('table[data-table="list"] tbody tr');
  await rows.first().locator('col=feeCode').waitFor();
  const codes = await rows.locator('col=feeCode').allTextContents();
  expect(codes.length).toBeGreaterThan(1);
  const code = codes[1].trim();
  await drawer.locator('[data-filter="feeCode"] input').fill(code.toLowerCase());
  await drawer.getByRole('button', { name: '查询' }).click();
  await expect.poll(() => rows.locator('col=feeCode').allTextContents()).toEqual([code]);
  expect(asked.some((a) => a.url.includes('/rule-fee-list') && a.body.includes('feeCode'))).toBe(true);
  await admin.screenshot({ path: `${SHOTS}/fee-rule-drawer-fee-code.png` });
});
