import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openList, pickOrg, SHOTS } from '../support/browser';
import { sharedPage } from '../support/shared-page';

// Issue #39 bug 4: the activity group of 划拨 (/TermApply) is the group of 机构活动组 (one numbering),
// chosen by name; the confirmation names it and the batch carries it.
const base = inject('consoleUrl');
const page = sharedPage('admin');

const stamp = Date.now().toString().slice(-7);
const code = `TSTG${stamp}0`;

/** The name 机构活动组 shows for a group id. */
async function groupName(page: Page, id: string): Promise<string> {
  await openList(page, `${base}/OrgActiveGroup?activityGroupId=${id}`);
  const cell = page.locator('table[data-table="list"] tbody tr >> col=activityGroupName').first();
  await cell.waitFor();
  return (await cell.textContent())!.trim();
}

describe('划拨 with an activity group', () => {
  it('offers the groups of 机构活动组 by name, restates the name, and the batch carries that group', async () => {
    const admin = page();
    const name = await groupName(admin, '3002');
    expect(name).not.toBe('');
    // A terminal of our own in the platform's storage.
    await openList(admin, `${base}/TermStorage`);
    await admin.locator('[data-action="batchIn"]').click();
    await admin.fill('#form-psam-storage-in-psamCodes', code);
    await admin.getByTestId('form-submit').click();
    await admin.getByRole('dialog', { name: /^入库批次 ST/ }).waitFor();

    await openList(admin, `${base}/TermApply`);
    await admin.locator('[data-action="transfer"]').click();
    await admin.locator('form[data-form="psam-transfer"]').waitFor();
    const group = admin.locator('#form-psam-transfer-activityGroupId');
    // Chosen from names with their numbers, not typed as a bare code.
    expect(await group.evaluate((e) => e.tagName)).toBe('SELECT');
    await group.locator('option[value="3002"]').waitFor({ state: 'attached' });
    expect((await group.locator('option[value="3002"]').textContent())?.trim()).toBe(`${name}（3002）`);
    await admin.fill('#form-psam-transfer-psamCodes', code);
    await pickOrg(admin, '#form-psam-transfer-orgCode', 'ORG0001');
    await group.selectOption('3002');
    await admin.getByTestId('form-submit').click();
    const confirm = admin.getByRole('dialog', { name: '系统提示' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(`确定将所填终端划拨至机构 ORG0001（活动组：${name}（3002））吗？`);
    await admin.screenshot({ path: `${SHOTS}/terminals-transfer-group-confirm.png` });
    await confirm.getByRole('button', { name: '确定' }).click();
    const batch = admin.getByRole('dialog', { name: /^划拨批次 TR/ });
    await batch.waitFor();
    const batchNo = (await batch.textContent())!.match(/TR[0-9A-Z]+/)![0];

    // The batch's group is the one 机构活动组 names 3002.
    await openList(admin, `${base}/TermApply?batchNo=${batchNo}`);
    await admin.locator('table[data-table="list"] tbody tr >> col=activityGroupName').getByText(name, { exact: true }).waitFor();
    await admin.screenshot({ path: `${SHOTS}/terminals-transfer-group-batch.png` });
  });
});
