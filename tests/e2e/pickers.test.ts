import type { Locator, Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { hydrated, pickIn, revealRowAction, SHOTS } from '../support/browser';
import { openList, withOlderRows } from '../support/list-open';
import { sharedPage } from '../support/shared-page';

// Issue #53, 6: one searchable picker, showing name and code, wherever a record is chosen: the 调账
// account by its owner's member id, 选择机构, 终端配置's activity group, the group picker's
// organisation; the group picker's 创建人 reads a name where the answer gives one.
const base = inject('consoleUrl');
const page = sharedPage('admin', { viewport: { width: 1440, height: 900 } });

const grid = (p: Page) => p.locator('[role=grid]');

/** Clicks until `then` shows (a click before the page is live does nothing). */
async function clickUntil(target: Locator, then: Locator) {
  for (let i = 0; i < 10; i++) {
    await revealRowAction(target);
    if (await target.isVisible()) await target.click().catch(() => undefined);
    if (
      await then.waitFor({ timeout: 2000 }).then(
        () => true,
        () => false,
      )
    )
      return;
  }
  await then.waitFor();
}

it("the 调账 account picker finds an account by its owner's member id", async () => {
  await openList(page(), `${base}/AcctManage`);
  const memberId = (await page().locator('table[data-table="list"] >> col=memberId').first().textContent())!.trim();
  await openList(page(), `${base}/AcctManage_ADJUST`);
  const dialog = page().getByRole('dialog', { name: '账户调账' });
  await clickUntil(page().locator('[data-action="acct-adjust"]').first(), dialog);
  await hydrated(page().locator('#form-acct-adjust-acctId'));
  await pickIn(page(), '#form-acct-adjust-acctId', memberId);
  // The account's name fills the box; its number is what the form sends.
  await expect.poll(() => page().inputValue('#form-acct-adjust-acctId')).not.toBe(memberId);
  await page().screenshot({ path: `${SHOTS}/pickers-account-by-member.png` });
});

it('选择机构 is the organisation search: typed name or code, each row with its code', async () => {
  await openList(page(), `${base}/UserSearch`);
  const dialog = page().getByRole('dialog', { name: '选择机构' });
  await clickUntil(page().locator('table[data-table="list"] [data-action="selectOrg"]').first(), dialog);
  const box = dialog.locator('#form-member-select-org-orgCode');
  await hydrated(box);
  await box.fill('ORG0003');
  const row = grid(page()).locator('tbody tr').filter({ hasText: 'ORG0003' }).first();
  await row.waitFor();
  expect(await grid(page()).locator('thead').textContent()).toContain('机构编号');
  await page().screenshot({ path: `${SHOTS}/pickers-select-org.png` });
  const name = (await row.locator('td').nth(2).textContent())!.trim();
  await row.click();
  await expect.poll(() => box.inputValue()).toBe(name);
});

it("终端配置's activity group is chosen by name with the picker; its number is queried", async () => {
  await page().goto(`${base}/TermConfig`);
  await page().locator('[data-screen="TermConfig"][data-ready]').waitFor();
  const box = page().locator('#filter-activityGroupId');
  await hydrated(box);
  await box.fill('活动组');
  const first = grid(page()).locator('tbody tr').first();
  await first.waitFor();
  const id = (await first.locator('td').nth(1).textContent())!.trim();
  expect(id).toMatch(/^\d+$/);
  await first.click();
  await page().getByRole('button', { name: '查询' }).click();
  await page().waitForURL((u) => u.searchParams.get('activityGroupId') === id);
  await page().screenshot({ path: `${SHOTS}/pickers-term-config-group.png` });
});

it("the group picker's organisation filter is the organisation search; 创建人 reads a name", async () => {
  await page().goto(withOlderRows(`${base}/OrgInfManage?orgCode=ORG0011`));
  await page().locator('[data-screen][data-ready] table[data-table="list"]').waitFor();
  const form = page().getByRole('dialog').last();
  const row = page().locator('table[data-table="list"] tbody tr').filter({ hasText: 'ORG0011' }).first();
  await clickUntil(row.locator('[data-action="edit"]'), form.locator('[data-org-form="edit"]'));
  await form.getByRole('tab', { name: '政策活动组' }).click();
  await form.getByTestId('org-add-group').click();
  const picker = page().getByRole('dialog', { name: '选择活动组' });
  await picker.waitFor();
  await pickIn(page(), '#group-picker-orgCode', 'ORG0003');
  const rows = picker.locator('table[data-table="group-picker"] tbody tr');
  await rows.first().locator('[data-pick]').waitFor();
  // 创建人 is the fourth column: the creator's name beside its member id.
  const creators = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[3]?.textContent ?? ''));
  expect(creators.length).toBeGreaterThan(0);
  for (const c of creators) expect(c).toMatch(/^.+（\w+）$/);
  await page().screenshot({ path: `${SHOTS}/pickers-group-org-filter.png` });
});
