import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { pickIn, pickOrg, SHOTS } from '../support/browser';
import { openList } from '../support/list-open';
import { sharedPage } from '../support/shared-page';

// Issue #39 bug 4 and "Pickers, not codes": the activity group of 划拨 (/TermApply) is the group of
// 机构活动组 (one numbering), searched by typing part of its name in a picker that shows names and
// ids; the confirmation names it and the batch carries its id.
const base = inject('consoleUrl');
const page = sharedPage('admin');

const stamp = Date.now().toString().slice(-7);
const code = `TSTG${stamp}0`;

/** The name 机构活动组 shows for a group id. */
async function groupName(p: Page, id: string): Promise<string> {
  await openList(p, `${base}/OrgActiveGroup?activityGroupId=${id}`);
  const cell = p.locator('table[data-table="list"] tbody tr >> col=activityGroupName').first();
  await cell.waitFor();
  return (await cell.textContent())!.trim();
}

describe('划拨 with an activity group', () => {
  it('searches the groups by part of a name, restates the name, and the batch carries that group id', async () => {
    const admin = page();
    const name = await groupName(admin, '3002');
    expect(name.length).toBeGreaterThan(2);
    // A terminal of our own in the platform's storage.
    await openList(admin, `${base}/TermStorage`);
    await admin.locator('[data-action="batchIn"]').click();
    await admin.fill('#form-psam-storage-in-psamCodes', code);
    await admin.getByTestId('form-submit').click();
    await admin.getByRole('dialog', { name: /^入库批次 ST/ }).waitFor();

    await openList(admin, `${base}/TermApply`);
    await admin.locator('[data-action="transfer"]').click();
    await admin.locator('form[data-form="psam-transfer"]').waitFor();
    await admin.fill('#form-psam-transfer-psamCodes', code);
    await pickOrg(admin, '#form-psam-transfer-orgCode', 'ORG0001');
    const orgName = await admin.locator('#form-psam-transfer-orgCode').inputValue();
    expect(orgName).not.toBe('ORG0001');

    // Not a drop-down of 50: a search box; part of the name finds the group, shown with its id.
    const group = admin.locator('#form-psam-transfer-activityGroupId');
    expect(await group.evaluate((e) => e.tagName)).toBe('INPUT');
    expect(await group.getAttribute('role')).toBe('combobox');
    const part = name.slice(1, -1);
    await group.fill(part);
    const row = admin.locator('[role=grid] tbody tr').filter({ has: admin.locator('td', { hasText: /^\s*3002\s*$/ }) });
    await row.waitFor();
    expect(await row.locator('td').nth(2).textContent()).toBe(name);
    expect(await row.locator('mark').first().textContent()).toBe(part);
    // The dialog's scrolling body does not clip the pop-up: a row further down is there to be clicked.
    const results = admin.locator('[role=grid] tbody tr');
    const further = results.nth(Math.min(4, (await results.count()) - 1));
    const reachable = await further.evaluate((tr) => {
      const r = tr.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !!hit && tr.contains(hit);
    });
    expect(reachable).toBe(true);
    await admin.screenshot({ path: `${SHOTS}/pickers-activity-group-open.png` });
    // Keyboard: down to the group's row, Enter picks it.
    const index = await admin
      .locator('[role=grid] tbody tr')
      .evaluateAll((rows) => rows.findIndex((r) => [...r.querySelectorAll('td')].some((td) => td.textContent?.trim() === '3002')));
    for (let i = 0; i <= index; i++) await group.press('ArrowDown');
    await group.press('Enter');
    expect(await group.inputValue()).toBe(name);

    await admin.getByTestId('form-submit').click();
    const confirm = admin.getByRole('dialog', { name: '系统提示' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(`确定将所填的 1 台终端划拨至机构 ${orgName}（ORG0001）（活动组：${name}（3002））吗？`);
    await admin.screenshot({ path: `${SHOTS}/terminals-transfer-group-confirm.png` });
    const sent = admin.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/transfer/transfer'));
    await confirm.getByRole('button', { name: '确定' }).click();
    // The body carries the group's id, not its name.
    expect((await sent).postData()).toMatch(/activityGroupId\W+3002\b/);
    const batch = admin.getByRole('dialog', { name: /^划拨批次 TR/ });
    await batch.waitFor();
    const batchNo = (await batch.textContent())!.match(/TR[0-9A-Z]+/)![0];

    // The batch carries group 3002: 机构活动组's name for it, and the id itself in the batch's row.
    await openList(admin, `${base}/TermApply?batchNo=${batchNo}`);
    await admin.locator('table[data-table="list"] tbody tr >> col=activityGroupName').getByText(name, { exact: true }).waitFor();
    await admin.screenshot({ path: `${SHOTS}/terminals-transfer-group-batch.png` });
  });

  it('a group id typed as a number finds that group first', async () => {
    const admin = page();
    await openList(admin, `${base}/TermApply`);
    await admin.locator('[data-action="transfer"]').click();
    await admin.locator('form[data-form="psam-transfer"]').waitFor();
    await pickIn(admin, '#form-psam-transfer-activityGroupId', '3001');
    expect(await admin.locator('#form-psam-transfer-activityGroupId').inputValue()).not.toBe('3001');
  });
});
