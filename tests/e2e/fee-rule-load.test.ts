import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { SHOTS } from '../support/browser';
import { sharedPage } from '../support/shared-page';

// Spec 03 §2 fee-rule editor (issue #37 item 7): it loads the rule from gen-rule-list and its rows
// from rule-fee-list {ruleId, productCode}; a failed load shows as an error, never as a disabled
// (read-only) rule.
const base = inject('consoleUrl');
const page = sharedPage('admin');

const rows = (page: Page) => page.locator('[data-screen][data-ready] table[data-table="list"] tbody tr');
const top = (page: Page) => page.locator('[role=dialog]').last();

async function openEditor(page: Page) {
  await page.goto(`${base}/OrderGenRule?disabled=NO`);
  await rows(page).first().waitFor();
}

describe('the fee-rule editor load', () => {
  it('asks rule-fee-list with the rule and its product code', async () => {
    const admin = page();
    await openEditor(admin);
    const asked: string[] = [];
    const seen = (r: { url(): string; postData(): string | null }) => {
      if (r.url().includes('/rule-fee-list')) asked.push(r.postData() ?? '');
    };
    admin.on('request', seen);
    try {
      await rows(admin).first().locator('[data-action="fees"]').click();
      await top(admin).getByRole('tab', { name: '费用规则配置' }).click();
      await top(admin).locator('[data-testid="fee-rule-save"]').waitFor();
      expect(asked.some((b) => b.includes('productCode'))).toBe(true);
    } finally {
      admin.off('request', seen);
    }
  });

  it('a failed load says 加载失败 and offers no read-only rule', async () => {
    const admin = page();
    await openEditor(admin);
    await admin.route('**/api/admin/order/rule/gen-rule-list', (route) => route.fulfill({ status: 500, body: 'down' }));
    try {
      await rows(admin).first().locator('[data-action="fees"]').click();
      await top(admin).getByRole('tab', { name: '费用规则配置' }).click();
      await top(admin).locator('[data-testid="fee-rule-load-failed"]').getByText('加载失败').waitFor();
      expect(await top(admin).getByText('该规则已停用，费用规则只读').count()).toBe(0);
      await admin.screenshot({ path: `${SHOTS}/fee-rule-load-failed.png` });
    } finally {
      await admin.unroute('**/api/admin/order/rule/gen-rule-list');
    }
  });
});
