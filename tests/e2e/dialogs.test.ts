import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, SHOTS, signedInPage } from '../support/browser';
import { withOlderRows } from '../support/list-open';

// The dialog engine in Chromium with the member dialog: opened from an id cell, its tab in the URL
// across a reload, a member inside a member, closing back to the one beneath and then to the cell,
// reveal and the edit prompt's messages.
const base = inject('consoleUrl');
let browser: Browser;
let admin: Page;

beforeAll(async () => {
  browser = await launch();
  admin = await signedInPage(browser, base, 'admin');
});
afterAll(() => browser?.close());

/** Open dialogs, the lower ones included (Radix hides them from the accessibility tree). */
const openDialogs = (page: Page) => page.evaluate(() => document.querySelectorAll('[role=dialog]').length);
/** The topmost dialog: portals stack in DOM order. */
const top = (page: Page) => page.locator('[role=dialog]').last();
const dlg = (page: Page) => new URL(page.url()).searchParams.getAll('dlg');

describe('detail dialogs', () => {
  let id = '';
  let introducer = '';

  it('an id cell opens its entity by that id, and the tab lives in the URL across a reload', async () => {
    // A row with an introducer: the introducer's id opens the introducer, not the row's member.
    await admin.goto(withOlderRows(`${base}/MemberList`));
    await admin.locator('[data-screen][data-ready] table[data-table="list"]').waitFor();
    const row = admin
      .locator('table[data-table="list"] tbody tr')
      .filter({ has: admin.locator('col=intrdcMemberId >> [data-id-link="member"]') })
      .first();
    id = (await row.locator('col=memberId >> [data-id-link="member"]').textContent())!;
    introducer = (await row.locator('col=intrdcMemberId >> [data-id-link="member"]').textContent())!;
    await row.locator('col=intrdcMemberId >> [data-id-link="member"]').click();
    const intro = admin.getByRole('dialog', { name: `会员详情 ${introducer}` });
    await intro.waitFor();
    await intro.locator('[data-field="memberId"]').getByText(introducer).waitFor();
    await admin.keyboard.press('Escape');
    await intro.waitFor({ state: 'detached' });

    await row.locator('col=memberId >> [data-id-link="member"]').click();
    const dialog = admin.getByRole('dialog', { name: `会员详情 ${id}` });
    await dialog.waitFor();
    await dialog.getByRole('tab', { name: '银行卡' }).click();
    await dialog.locator('table[data-table="list"] tbody tr').first().waitFor();
    expect(dlg(admin)).toEqual([`member:${id}:3`]);
    await admin.reload();
    await admin.getByRole('dialog', { name: `会员详情 ${id}` }).waitFor();
    expect(await admin.getByRole('tab', { name: '银行卡', selected: true }).count()).toBe(1);
    await admin.locator('[role=dialog] table[data-table="list"] tbody tr').first().waitFor();
    await admin.screenshot({ path: `${SHOTS}/member-dialog-cards.png` });
  });

  it('a member inside a member opens above it and closes back to it', async () => {
    await admin.getByRole('tab', { name: '基本信息' }).click();
    const link = top(admin).locator('[data-field="intrdcMemberId"] [data-id-link="member"]');
    await link.waitFor();
    await link.click();
    await admin.getByRole('dialog', { name: `会员详情 ${introducer}` }).waitFor();
    expect(await openDialogs(admin)).toBe(2);
    expect(dlg(admin)).toEqual([`member:${id}:1`, `member:${introducer}:`]);
    await admin.screenshot({ path: `${SHOTS}/member-dialog-nested.png` });
    await admin.keyboard.press('Escape');
    await admin.waitForFunction(() => document.querySelectorAll('[role=dialog]').length === 1);
    expect(dlg(admin)).toEqual([`member:${id}:1`]);
  });

  it('reveal shows the plaintext of one field; the edit prompt refuses a blank and says 已取消 on cancel', async () => {
    const phone = top(admin).locator('[data-field="safeMobile"]');
    expect(await phone.textContent()).toMatch(/\*{4}/);
    await phone.locator('[data-reveal]').click();
    await phone
      .locator('[data-revealed]')
      .getByText(/^1\d{10}$/)
      .waitFor();
    await top(admin).locator('[data-field="safeRealName"] [data-edit]').click();
    const prompt = admin.getByRole('dialog', { name: '修改姓名' });
    await prompt.waitFor();
    await prompt.getByRole('button', { name: '确定' }).click();
    await prompt.getByText('请输入姓名').waitFor();
    await prompt.getByRole('button', { name: '取消' }).click();
    await admin.getByText('已取消').waitFor();
  });

  it('closing the last dialog leaves the URL clean and the focus on the cell that opened it', async () => {
    await admin.keyboard.press('Escape');
    await admin.waitForFunction(() => document.querySelectorAll('[role=dialog]').length === 0);
    expect(dlg(admin)).toEqual([]);
    const cell = admin.locator('table[data-table="list"] tbody tr').nth(1).locator('col=memberId >> [data-id-link="member"]');
    await cell.click();
    await admin.getByRole('dialog').waitFor();
    await admin.keyboard.press('Escape');
    await admin.waitForFunction(() => document.querySelectorAll('[role=dialog]').length === 0);
    expect(await cell.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});
