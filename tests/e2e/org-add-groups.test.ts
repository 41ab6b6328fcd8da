import { expect, inject, it } from 'vitest';
import { pickIn, SHOTS } from '../support/browser';
import { activeTab, chooseParent, fillCard, fillOrgBasic, form, next, openOrgAdd, uploadEachRequired } from '../support/org-form';
import { sharedPage } from '../support/shared-page';

// Issue #53, 5: 新增机构's step 4 offered every activity group, other organisations' included, and
// the upstream's refusal (该活动组不可用于此机构) came only with 保存. The picker now offers the
// parent's groups, a group of another organisation is refused at the step, and 保存成功 names the
// new organisation's code, and the list is queried again.
const base = inject('consoleUrl');
const page = sharedPage('admin', { viewport: { width: 1440, height: 900 } });
const run = Date.now().toString(36).slice(-5);
const unusable = /该活动组不可用于此机构$/;

it("step 4 offers the parent's groups only, checks them at the step, and 保存成功 names the new code", async () => {
  const p = page();
  const total = async () => Number(/共 (\d+) 条/.exec((await p.locator('[data-testid="total"]').textContent()) ?? '')?.[1]);
  await openOrgAdd(p, `${base}/OrgInfManage`);
  const before = await total();
  await chooseParent(p, 'ORG0003');
  await fillOrgBasic(p, `grp${run}`, `活动组机构${run}`, `Gp${run}7Q`);
  await next(p);
  await fillCard(p, '周测试');
  await uploadEachRequired(p, ['身份证正面', '身份证反面', '银行卡正面']);
  await next(p);
  expect(await activeTab(p)).toBe('提现活动组');
  await next(p);
  expect(await activeTab(p)).toBe('政策活动组');

  // The picker opens on the parent's groups, every one of them may be picked.
  await form(p).getByTestId('org-add-group').click();
  const picker = p.getByRole('dialog', { name: '选择活动组' });
  const picks = picker.locator('table[data-table="group-picker"] [data-pick]');
  await picks.first().waitFor();
  expect(await picker.getByTestId('group-picker-owner').textContent()).toContain('ORG0003');
  expect(await picks.evaluateAll((bs) => bs.every((b) => !(b as HTMLButtonElement).disabled))).toBe(true);
  // Another organisation's groups show, but none of them can be picked.
  await pickIn(p, '#group-picker-orgCode', 'ORG0001');
  await p.waitForFunction(() => {
    const bs = [...document.querySelectorAll<HTMLButtonElement>('table[data-table="group-picker"] [data-pick]')];
    return bs.length > 0 && bs.every((b) => b.disabled);
  });
  await p.screenshot({ path: `${SHOTS}/org-add-groups-other.png` });
  // Back to the parent's: a policy group is taken.
  await picker.locator('form button', { hasText: '清空' }).click();
  const ownRow = picker.locator('table[data-table="group-picker"] tbody tr').filter({ hasNotText: '提现' }).first();
  await ownRow.locator('[data-pick]:not([disabled])').waitFor();
  await ownRow.locator('[data-pick]').click();
  await picker.waitFor({ state: 'detached' });
  expect(await form(p).locator('[data-group]').count()).toBe(1);

  // The parent changed afterwards: the group is no longer the new organisation's, said at the step.
  for (let i = 0; i < 3; i++) await form(p).getByTestId('org-prev').click();
  expect(await activeTab(p)).toBe('基本信息');
  await chooseParent(p, 'ORG0001');
  await fillOrgBasic(p, `grp${run}`, `活动组机构${run}`, `Gp${run}7Q`);
  for (let i = 0; i < 3; i++) await next(p);
  expect(await activeTab(p)).toBe('政策活动组');
  await next(p);
  await p.getByText(unusable).last().waitFor();
  expect(await activeTab(p)).toBe('政策活动组');
  await p.screenshot({ path: `${SHOTS}/org-add-groups-refused.png` });

  // Without it the organisation is saved: the notice names its code, and the list shows it.
  await form(p).locator('[data-group]').getByRole('button', { name: '删除' }).click();
  await next(p);
  await form(p).getByTestId('form-submit').click();
  const saved = p.locator('[data-notice-type="success"]').filter({ hasText: /保存成功，机构编号：ORG\d+/ });
  await saved.waitFor();
  const code = /ORG\d+/.exec((await saved.textContent()) ?? '')![0];
  expect(code).toMatch(/^ORG\d+$/);
  await form(p).waitFor({ state: 'detached' });
  // The list asked again: one organisation more.
  await expect.poll(total, { timeout: 10_000 }).toBe(before + 1);
  await p.screenshot({ path: `${SHOTS}/org-add-groups-saved.png` });
});
