import { expect, inject, it } from 'vitest';
import { SHOTS } from '../support/browser';
import { sharedPage } from '../support/shared-page';

// Issue #39, "Pickers, not codes": the organisation form's activity-group picker (spec 03 §2, its
// filter the organisation code) searches by the group's name too.
const base = inject('consoleUrl');
const page = sharedPage('admin');

it("the organisation form's group picker finds groups by part of their name", async () => {
  await page().goto(`${base}/OrgInfManage?dlg=form:org-edit:ORG0011`);
  const form = page().getByRole('dialog').last();
  await form.locator('[data-org-form="edit"]').waitFor();
  await form.getByRole('tab', { name: '政策活动组' }).click();
  const picker = page().getByRole('dialog', { name: '选择活动组' });
  const add = form.getByTestId('org-add-group');
  // A click before the page has hydrated does nothing: try until the picker shows.
  for (let i = 0; i < 8 && !(await picker.isVisible()); i++) {
    await add.click();
    await picker.waitFor({ timeout: 2000 }).catch(() => undefined);
  }
  const names = picker.locator('tbody tr td:nth-child(2)');
  await names.first().waitFor();
  const all = await names.allTextContents();
  expect(all.some((n) => !n.includes('提现'))).toBe(true);

  await page().fill('#group-picker-name', '提现');
  await picker.getByRole('button', { name: '查询' }).click();
  await page().waitForFunction(() => {
    const cells = [...document.querySelectorAll('[data-table="group-picker"] tbody tr td:nth-child(2)')];
    return cells.length > 0 && cells.every((td) => td.textContent?.includes('提现'));
  });
  const found = await names.allTextContents();
  expect(found.length).toBeGreaterThan(0);
  for (const n of found) expect(n).toContain('提现');
  await page().screenshot({ path: `${SHOTS}/pickers-org-form-groups.png` });

  await picker.getByRole('button', { name: '清空' }).click();
  await page().waitForFunction(() =>
    [...document.querySelectorAll('[data-table="group-picker"] tbody tr td:nth-child(2)')].some((td) => !td.textContent?.includes('提现')),
  );
});
