import type { Browser, Page } from 'playwright-core';
import XLSX from 'sheetjs-style';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launch, SHOTS, signedInPage } from '../support/browser';
import { openList, withOlderRows } from '../support/list-open';

// Issue #39, 9: the smaller ones, each through the screen an operator uses.
const base = inject('consoleUrl');
let browser: Browser;
let admin: Page;

beforeAll(async () => {
  browser = await launch();
  admin = await signedInPage(browser, base, 'admin');
});
afterAll(() => browser?.close());

const idle = (page: Page) => page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));

it('an edit in a member dialog shows in the list row behind it without 查询', async () => {
  await openList(admin, `${base}/MemberList`);
  const id = (await admin.locator('table[data-table="list"] >> col=memberId').first().textContent())!.trim();
  await openList(admin, `${base}/MemberList?memberId=${id}`);
  // A new number on each try: a retry must not find the last try's edit already in the row.
  const mobile = `139${Date.now().toString().slice(-8)}`;
  await admin.locator('table[data-table="list"] [data-id-link="member"]').first().click();
  const dialog = admin.getByRole('dialog', { name: `会员详情 ${id}` });
  await dialog.locator('[data-edit="safeMobile"]').click();
  const prompt = admin.getByRole('dialog', { name: '修改手机号' });
  await prompt.getByRole('textbox').fill(mobile);
  await prompt.getByRole('button', { name: '确定' }).click();
  await admin.getByText('已修改').first().waitFor();
  const masked = `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
  // The screen's table (the dialog's basic tab has none).
  await admin.waitForFunction(
    (want) =>
      window
        .listCells('mobile')
        .map((td) => td.textContent?.trim())
        .join() === want,
    masked,
    {
      timeout: 10_000,
    },
  );
  await admin.screenshot({ path: `${SHOTS}/day-edit-refreshes-row.png` });
});

it('代理商终端查询 labels the terminal code filter 终端号, beside the one TUSN filter', async () => {
  const agent = await signedInPage(browser, base, 'agent');
  await openList(agent, `${base}/AgentUsePageTermSearch`);
  await agent.screenshot({ path: `${SHOTS}/day-terminal-filters.png` });
  expect(await agent.locator('[data-filter="psamCode"] label').textContent()).toBe('终端号');
  expect(await agent.locator('[data-filter="tusn"] label').textContent()).toBe('TUSN');
  await agent.context().close();
});

it('an Excel import numbers its rows as the sheet does: 行号 is the Excel row', async () => {
  await openList(admin, `${base}/TermStorage`);
  const good = `TSXL${Date.now().toString().slice(-7)}1`;
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['终端号'], [good], ['bad!code']]), 'Sheet1');
  const buffer = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  await admin.locator('input[type="file"][aria-label="Excel导入"]').setInputFiles({
    name: 'codes.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  const notice = admin.locator('[data-notice-type]').filter({ hasText: /批次号 ST\w+/ });
  await notice.waitFor();
  const batchNo = /批次号 (ST\w+)/.exec((await notice.textContent()) ?? '')![1];
  await admin.goto(withOlderRows(`${base}/TermStorage?dlg=psamStorageBatch:${batchNo}:2`));
  const dialog = admin.getByRole('dialog', { name: new RegExp(`^入库批次 ${batchNo}`) });
  await dialog.locator('table[data-table="list"] tbody tr td').first().waitFor();
  await idle(admin);
  const lines = await admin.evaluate(() => {
    const root = '[role=dialog]';
    const codes = window.listCells('psamCode', root).map((td) => td.textContent?.trim());
    return Object.fromEntries(window.listCells('lineNo', root).map((td, i) => [codes[i], td.textContent?.trim()]));
  });
  await admin.screenshot({ path: `${SHOTS}/day-import-lines.png` });
  expect(lines).toEqual({ [good]: '2', 'bad!code': '3' });
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
