import { beforeAll, describe, expect, inject, it } from 'vitest';
import { pickIn, SHOTS, signedInPage } from '../support/browser';
import { activeTab, chooseParent, fillCard, fillOrgBasic, form, next, openOrgAdd, uploadEachRequired } from '../support/org-form';
import { sharedPage, sharedBrowser } from '../support/shared-page';
import { openList } from '../support/list-open';
import type { Page } from 'playwright-core';

// The organisation form's steps in Chromium beyond tests/e2e/orgs.test.ts's flows: its activity
// groups, the group picker, the parent box and the password hint.
const base = inject('consoleUrl');
const browser = sharedBrowser();

describe('新增机构 offers the parent’s groups', () => {
  // Issue #53, 5: 新增机构's step 4 offered every activity group, other organisations' included, and
  // the upstream's refusal (该活动组不可用于此机构) came only with 保存. The picker now offers the
  // parent's groups, a group of another organisation is refused at the step, and 保存成功 names the
  // new organisation's code, and the list is queried again.
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
});

describe('the activity-group picker', () => {
  // Issue #39, "Pickers, not codes": the organisation form's activity-group picker (spec 03 §2, its
  // filter the organisation code) searches by the group's name too.
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
      [...document.querySelectorAll('[data-table="group-picker"] tbody tr td:nth-child(2)')].some(
        (td) => !td.textContent?.includes('提现'),
      ),
    );
  });
});

describe('上级机构 keeps what is typed', () => {
  // Issue #39, 1: the organisation form's 上级机构 box, first used after a page load, kept only the
  // first character typed and handed the focus to the dialog's ×, so a following Space closed the
  // five-step form. Typed here through the keyboard, as an operator does, on a fresh page.

  it('keeps every character and a space typed into 上级机构, and the form stays open', async () => {
    const page = await signedInPage(browser(), base, 'admin');
    await openList(page, `${base}/OrgInfManage`);
    const form = page.locator('[data-org-form="add"]');
    const add = page.locator('[data-action="add"]');
    // A click before hydration does nothing: try until the form shows.
    for (let i = 0; i < 8 && !(await form.isVisible()); i++) {
      await add.click();
      await form.waitFor({ timeout: 3000 }).catch(() => undefined);
    }
    const box = page.locator('#org-orgInf-parentOrgCode');
    await box.click();
    await page.keyboard.type('ORG0011');
    // The search answers (its pop-up lists the code) before the space is typed.
    await page.locator('[role=grid] tbody tr').filter({ hasText: 'ORG0011' }).first().waitFor({ timeout: 15_000 });
    await page.keyboard.press('Space');
    await page.screenshot({ path: `${SHOTS}/day-org-parent-typed.png` });
    expect(await box.inputValue()).toBe('ORG0011 ');
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await form.isVisible()).toBe(true);
  });
});

describe('the password hint', () => {
  // Issue #39, 9.
  let admin: Page;

  beforeAll(async () => {
    admin = await signedInPage(browser(), base, 'admin');
  });

  it('the organisation form hints the password rule it enforces: 6-20', async () => {
    await openList(admin, `${base}/OrgInfManage`);
    const form = admin.locator('[data-org-form="add"]');
    for (let i = 0; i < 8 && !(await form.isVisible()); i++) {
      await admin.locator('[data-action="add"]').click();
      await form.waitFor({ timeout: 3000 }).catch(() => undefined);
    }
    expect(await admin.locator('#org-orgInf-adminMemberPwd').getAttribute('placeholder')).toBe('6-20位字母和数字');
  });
});
