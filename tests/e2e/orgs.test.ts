import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, SHOTS, signedInPage, signInThroughScreen } from '../support/browser';
import { withOlderRows } from '../support/list-open';
import { sharedBrowser } from '../support/shared-page';
import {
  activeTab,
  addedNotice,
  chooseParent,
  clickUntil,
  err,
  fillCard,
  fillOrgBasic,
  form,
  next,
  notice,
  openOrgAdd,
  uploadEachRequired,
} from '../support/org-form';

// The organisation form in Chromium: add through every tab for each settlement and subject type
// (each required image refused until uploaded), the branch chooser's order, an option's editor,
// the activity-group picker, the extension tab; the upstream's refusal keeps what was typed; the
// created admin signs in; edit, see (the dialog from an id cell) and the template variant; the
// agent's form (its own organisation, personal settlement, provider options); the tree.
const base = inject('consoleUrl');
const browser = sharedBrowser();
let admin: Page;

const run = Date.now().toString(36).slice(-5);
const password = `Ew${run}7Q`;
beforeAll(async () => {
  admin = await signedInPage(browser(), base, 'admin');
});

const openAdd = (page: Page, screen: string) => openOrgAdd(page, `${base}/${screen}`);
const fillBasic = (page: Page, login: string, name: string) => fillOrgBasic(page, login, name, password);

async function subjectType(page: Page, settle: '个人' | '企业', subject?: '公司' | '法人' | '授权人', tags?: string) {
  await form(page).getByRole('radiogroup', { name: '结算类型' }).getByLabel(settle).check();
  if (subject) await form(page).getByRole('radiogroup', { name: '主体类型' }).getByLabel(subject).check();
  // The tiles refresh 300 ms after the change.
  if (tags) await form(page).locator(`[data-image-slots="${tags}"]`).waitFor();
}

async function finish(page: Page) {
  // Withdrawal info: the parent's default group, its options editable.
  await next(page);
  await form(page).locator('[data-group]').first().waitFor();
  await next(page);
  await next(page);
  await form(page).getByTestId('form-submit').click();
  await addedNotice(page);
  await form(page).waitFor({ state: 'detached' });
}

describe('adding an organisation', () => {
  it('steps through every tab with its checks, personal settlement, and the new admin signs in', async () => {
    await openAdd(admin, 'OrgInfManage');
    await admin.getByRole('dialog', { name: '新增机构' }).waitFor();
    // Tab 1 first: nothing steps on until it passes.
    await next(admin);
    expect(await err(admin, 'orgInf.orgName').textContent()).toBe('必传');
    expect(await err(admin, 'orgInf.parentOrgCode').textContent()).toBe('必传');
    expect(await err(admin, 'orgInf.tagIds').textContent()).toBe('必传');
    expect(await form(admin).getByRole('tab', { name: '结算信息' }).isDisabled()).toBe(true);
    await chooseParent(admin, 'ORG0003');
    await fillBasic(admin, `e2e${run}`, `浏览器机构${run}`);
    await admin.fill('#org-orgInf-adminMemberLoginId', 'bad_id');
    await admin.fill('#org-orgInf-bindMobile', '2370000123');
    await admin.fill('#org-orgInf-reInputadminMemberPwd', `${password}x`);
    await next(admin);
    await notice(admin, '密码不一致，请重新输入');
    expect(await err(admin, 'orgInf.adminMemberLoginId').textContent()).toBe('账号仅支持数字和大小写字母');
    expect(await err(admin, 'orgInf.bindMobile').textContent()).toBe('请输入合法手机号');
    expect(await activeTab(admin)).toBe('基本信息');
    await admin.screenshot({ path: `${SHOTS}/org-add-basic-errors.png` });
    await fillBasic(admin, `e2e${run}`, `浏览器机构${run}`);
    await next(admin);
    expect(await activeTab(admin)).toBe('结算信息');

    // Tab 2: the branch chooser wants the city first, then the head bank.
    await form(admin).getByTestId('org-choose-branch').click();
    await notice(admin, '先选择省市');
    await admin.locator('#org-orgCard-provinceCode-province').selectOption('530000');
    await admin.locator('#org-orgCard-provinceCode-city').selectOption('530100');
    await form(admin).getByTestId('org-choose-branch').click();
    await notice(admin, '先选择银行总行');
    await next(admin);
    expect(await err(admin, 'orgCard.cardHostName').textContent()).toBe('必传');
    expect(await err(admin, 'orgCard.bankBranchCode').textContent()).toBe('必传');
    await fillCard(admin, '周测试');
    await uploadEachRequired(admin, ['身份证正面', '身份证反面', '银行卡正面']);
    await admin.screenshot({ path: `${SHOTS}/org-add-card.png` });
    await next(admin);

    // Tab 3: the leader's default group; an option's editor keeps its step.
    expect(await activeTab(admin)).toBe('提现活动组');
    const cent = form(admin).locator('input[data-step="0.01"]').first();
    await cent.fill('1.234');
    await next(admin);
    expect(await activeTab(admin)).toBe('提现活动组');
    expect(await form(admin).locator('[role=alert]').filter({ hasText: '最多2位小数' }).count()).toBe(1);
    expect(await form(admin).locator('input[data-step="1"]').count()).toBeGreaterThan(0);
    await cent.fill('1.23');
    await next(admin);

    // Tab 4: the picker; the withdrawal group is already there.
    expect(await activeTab(admin)).toBe('政策活动组');
    await form(admin).getByTestId('org-add-group').click();
    const picker = admin.getByRole('dialog', { name: '选择活动组' });
    await admin.fill('#group-picker-orgCode', 'ORG0003');
    await picker.getByRole('button', { name: '查询' }).click();
    await picker.locator('tbody tr').filter({ hasText: '提现活动组' }).first().waitFor();
    await picker.locator('tbody tr').filter({ hasText: '提现活动组' }).getByRole('button', { name: '选择' }).click();
    await notice(admin, '已添加该活动');
    await admin.screenshot({ path: `${SHOTS}/org-add-picker.png` });
    await picker.locator('tbody tr').filter({ hasNotText: '提现活动组' }).first().getByRole('button', { name: '选择' }).click();
    await picker.waitFor({ state: 'detached' });
    expect(await form(admin).locator('[data-group]').count()).toBe(1);
    await next(admin);

    // Tab 5: extension info (the administrator holds its right); checked at Save.
    expect(await activeTab(admin)).toBe('扩展信息');
    await admin.fill('#org-orgInf-allowIpStr', '10.0.0');
    await form(admin).getByTestId('form-submit').click();
    expect(await err(admin, 'orgInf.allowIpStr').textContent()).toBe('请输入合法IP地址，多个以英文逗号分隔');
    await admin.fill('#org-orgInf-allowIpStr', '10.0.0.1,10.0.0.2');
    await admin.screenshot({ path: `${SHOTS}/org-add-ext.png` });
    await form(admin).getByTestId('form-submit').click();
    await addedNotice(admin);
    await form(admin).waitFor({ state: 'detached' });
    // Nothing typed outlives the save: not in the page, not in storage.
    const kept = await admin.evaluate(
      (pw) =>
        document.body.innerHTML.includes(pw) ||
        JSON.stringify({ ...localStorage }).includes(pw) ||
        JSON.stringify({ ...sessionStorage }).includes(pw),
      password,
    );
    expect(kept).toBe(false);

    const created = await newPage(browser());
    await signInThroughScreen(created, base, `e2e${run}`, password);
    expect(new URL(created.url()).pathname).toBe('/');
    await created.context().close();
  });

  it('each enterprise subject type: its images refused one by one, then saved', async () => {
    const cases: Array<['公司' | '法人' | '授权人', string, string[]]> = [
      ['公司', '2001,2002,2101,2102', ['法人身份证正面', '法人身份证反面', '营业执照', '开户许可证']],
      ['法人', '2001,2002,2101,2004,2005', ['法人身份证正面', '法人身份证反面', '营业执照', '银行卡正面']],
      [
        '授权人',
        '2001,2002,2101,2004,2005,2201,2202,2203',
        ['法人身份证正面', '法人身份证反面', '营业执照', '银行卡正面', '授权人身份证正面', '授权人身份证反面', '清算授权书'],
      ],
    ];
    for (const [i, [subject, tags, images]] of cases.entries()) {
      await openAdd(admin, 'OrgInfManage');
      await chooseParent(admin, 'ORG0004');
      await fillBasic(admin, `e2e${run}s${i}`, `企业机构${run}${i}`);
      await next(admin);
      await subjectType(admin, '企业', subject, tags);
      await fillCard(admin, `企业户${i}`);
      await next(admin);
      expect(await err(admin, 'orgCard.licenseNo').textContent()).toBe('必传');
      await admin.fill('#org-orgCard-licenseNo', `91530100MA${run}${i}`);
      await uploadEachRequired(admin, images);
      if (i === 2) await admin.screenshot({ path: `${SHOTS}/org-add-authorised.png` });
      await finish(admin);
    }
  });

  it('the upstream refusal reaches the operator and keeps what was typed', async () => {
    await openAdd(admin, 'OrgInfManage');
    await chooseParent(admin, 'ORG0003');
    // The login of the first test: the upstream refuses it at Save.
    await fillBasic(admin, `e2e${run}`, `重复账号${run}`);
    await next(admin);
    await fillCard(admin, '周测试');
    await uploadEachRequired(admin, ['身份证正面', '身份证反面', '银行卡正面']);
    await next(admin);
    await next(admin);
    await next(admin);
    await form(admin).getByTestId('form-submit').click();
    // The upstream's message with its code (spec 01 §8).
    await admin.getByText('管理员账号已存在【返回码：E4404】').waitFor();
    expect(await activeTab(admin)).toBe('扩展信息');
    await form(admin).getByRole('tab', { name: '基本信息' }).click();
    expect(await admin.inputValue('#org-orgInf-orgName')).toBe(`重复账号${run}`);
    expect(await admin.inputValue('#org-orgInf-adminMemberPwd')).toBe(password);
    await admin.keyboard.press('Escape');
  });
});

describe('edit, see and the variants', () => {
  const row = (page: Page, text: string): Locator => page.locator('table[data-table="list"] tbody tr').filter({ hasText: text }).first();

  it('edits the basic info through its partial update, and the list shows it', async () => {
    // The filter in the URL: the list comes filtered from the server.
    await admin.goto(`${base}/OrgInfManage?orgName=${encodeURIComponent(`浏览器机构${run}`)}`);
    await clickUntil(row(admin, `浏览器机构${run}`).locator('[data-action="edit"]'), form(admin).locator('[data-org-form="edit"]'));
    expect(await form(admin).getByRole('tab').allTextContents()).toEqual(['基本信息', '结算信息', '提现活动组', '政策活动组']);
    expect(await admin.locator('#org-orgInf-adminMemberLoginId').isDisabled()).toBe(true);
    expect(await admin.locator('#org-orgInf-adminMemberPwd').count()).toBe(0);
    await admin.fill('#org-orgInf-orgName', `改名机构${run}`);
    await admin.screenshot({ path: `${SHOTS}/org-edit.png` });
    await form(admin).getByTestId('form-submit').click();
    await notice(admin, '保存成功');
    await form(admin).waitFor({ state: 'detached' });
    await admin.goto(`${base}/OrgInfManage?orgName=${encodeURIComponent(`改名机构${run}`)}`);
    await row(admin, `改名机构${run}`).waitFor();
  });

  it('sees an organisation from its id cell: 1300px, read-only, images and option logs', async () => {
    await admin.goto(withOlderRows(`${base}/OrgInfManage`));
    const dialog = admin.getByRole('dialog', { name: '机构详情 ORG0011' });
    await clickUntil(row(admin, 'ORG0011').locator('col=orgCode >> [data-id-link="org"]'), dialog.locator('[data-org-form="see"]'));
    expect(new URL(admin.url()).searchParams.getAll('dlg')).toEqual(['org:ORG0011:']);
    expect(await dialog.evaluate((d) => Math.round(d.getBoundingClientRect().width))).toBeGreaterThan(1200);
    expect(await dialog.locator('#org-orgInf-orgName').isDisabled()).toBe(true);
    expect(await dialog.getByTestId('form-submit').count()).toBe(0);
    // The admin mobile is orgInf.bindMobile (spec 03 §3 gives no maskBindMobile), shown masked.
    await expect.poll(() => dialog.locator('#org-orgInf-bindMobile').inputValue()).toMatch(/^1\d{2}\*{4}\d{4}$/);
    await dialog.getByRole('tab', { name: '结算信息' }).click();
    await dialog.locator('[data-image] img').first().waitFor();
    // The withdrawal group is the one the withdrawal-activity-group call names (the detail's groups
    // carry no mark, spec 03 §3); the policy tab holds the others.
    await dialog.getByRole('tab', { name: '提现活动组' }).click();
    const withdrawal = dialog.locator('[data-group]');
    await withdrawal.first().waitFor();
    expect(await withdrawal.count()).toBe(1);
    const withdrawalId = await withdrawal.getAttribute('data-group');
    await dialog.getByRole('tab', { name: '政策活动组' }).click();
    await dialog.getByTestId('opt-logs').first().waitFor();
    const policies = await dialog.locator('[data-group]').evaluateAll((els) => els.map((e) => e.getAttribute('data-group')));
    expect(policies.length).toBeGreaterThan(0);
    expect(policies).not.toContain(withdrawalId);
    await admin.screenshot({ path: `${SHOTS}/org-see.png` });
    await admin.keyboard.press('Escape');
  });

  it('an activity group opens from its id: its activities and each template option with its editor', async () => {
    await admin.goto(withOlderRows(`${base}/OrgActiveGroup`));
    const dialog = admin.getByRole('dialog', { name: '活动组详情 3001' });
    const cell = admin.locator('table[data-table="list"] tbody tr').first().locator('[data-id-link="activityGroup"]');
    await clickUntil(cell, dialog.locator('[data-field="activityGroupName"]'));
    await dialog.getByRole('tab', { name: '模板参数' }).click();
    await dialog.locator('[data-activity]').first().waitFor();
    expect(await dialog.getByText('数值（步长 0.01）').count()).toBeGreaterThan(0);
    await admin.screenshot({ path: `${SHOTS}/org-activity-group.png` });
    await admin.keyboard.press('Escape');
  });

  it('the 2.0 screens open the batch template variant', async () => {
    await openAdd(admin, 'StandardOrgInfManage2.0');
    await chooseParent(admin, 'ORG0003');
    await fillBasic(admin, `tm${run}`, `模板机构${run}`);
    await next(admin);
    await fillCard(admin, '周测试');
    await uploadEachRequired(admin, ['身份证正面', '身份证反面', '银行卡正面']);
    await next(admin);
    await next(admin);
    expect(await activeTab(admin)).toBe('批量模板');
    await form(admin).locator('table[data-table="tmpl-items"] tbody tr').first().waitFor();
    await form(admin).locator('table[data-table="tmpl-items"] input[data-step="1"]').fill('2.5');
    await next(admin);
    expect(await activeTab(admin)).toBe('批量模板');
    expect(await form(admin).locator('[role=alert]').filter({ hasText: '须为整数' }).count()).toBe(1);
    await form(admin).locator('table[data-table="tmpl-items"] input[data-step="1"]').fill('20');
    await admin.screenshot({ path: `${SHOTS}/org-add-template.png` });
    await next(admin);
    await form(admin).getByTestId('form-submit').click();
    await addedNotice(admin);
  });
});

describe('the agent', () => {
  it('adds under its own organisation, personal settlement only, with provider options', async () => {
    const agent = await signedInPage(browser(), base, 'agent');
    await openAdd(agent, 'BIZ_AgentUsePageOrgInfManage');
    // Its own organisation is the parent from the start.
    await agent.waitForFunction(() =>
      (document.querySelector('#org-orgInf-parentOrgCode') as HTMLInputElement | null)?.value.includes('昆明'),
    );
    await form(agent).locator('#org-orgInf-tagIds input[type=checkbox]').first().waitFor();
    await fillBasic(agent, `ag${run}`, `代理机构${run}`);
    await next(agent);
    const settle = form(agent).getByRole('radiogroup', { name: '结算类型' });
    expect(await settle.getByRole('radio').count()).toBe(1);
    await fillCard(agent, '周测试');
    await uploadEachRequired(agent, ['身份证正面', '身份证反面', '银行卡正面']);
    await next(agent);
    // Read-only options (tag's fourth character 2) are locked; hidden ones (1) are absent.
    await form(agent).locator('[data-group]').first().waitFor();
    expect(await form(agent).locator('input[aria-label="提现费率(%)"]').isDisabled()).toBe(true);
    expect(await form(agent).locator('input[aria-label="流量费分润比例(%)"]').count()).toBe(0);
    await agent.screenshot({ path: `${SHOTS}/org-agent-withdrawal.png` });
    await next(agent);
    // No extension tab without its right: Save on the fourth.
    await form(agent).getByTestId('form-submit').click();
    await addedNotice(agent);
    await agent.context().close();
  });

  it('the tree opens one level at a time', async () => {
    await admin.goto(withOlderRows(`${base}/OrgTree`));
    await admin.locator('[data-tree-node="ORG0001"]').waitFor();
    expect(await admin.locator('[data-tree-node="ORG0011"]').count()).toBe(0);
    await admin.locator('[data-toggle="ORG0001"]').click();
    await admin.locator('[data-tree-node="ORG0011"]').waitFor();
    await admin.locator('[data-tree-node="ORG0011"] > div button').last().click();
    await admin.getByTestId('org-tree-groups').waitFor();
    // The withdrawal group is the one the withdrawal-activity-group call names (no mark on the groups).
    await admin.locator('[data-group-kind="withdrawal"]').getByText('提现').waitFor();
    expect(await admin.locator('[data-group-kind="withdrawal"]').count()).toBe(1);
    await admin.screenshot({ path: `${SHOTS}/org-tree.png` });
    await admin.goto(withOlderRows(`${base}/MsyOrgChart`));
    await admin.getByTestId('org-indicators').waitFor();
    await admin.locator('canvas').first().waitFor();
    await admin.screenshot({ path: `${SHOTS}/org-chart.png` });
  });
});
