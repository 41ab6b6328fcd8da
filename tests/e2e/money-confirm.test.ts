import { randomUUID } from 'node:crypto';
import XLSX from 'sheetjs-style';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { pickIn, pickOrg, SHOTS } from '../support/browser';
import { openList, withOlderRows } from '../support/list-open';
import { signedIn } from '../support/console-client';
import { sharedPage } from '../support/shared-page';

// Money operations in Chromium: each names whose money and how much before it moves (the batch
// 调账 file restated, the accounts of a transfer picked, an approval's subject and amounts).
const base = inject('consoleUrl');

describe('a last look before money moves', () => {
  // Issue #53 item 3: money moves after a last look. The batch 调账 file is restated (file, count,
  // totals with thousands separators) and nothing is sent until 确认导入; a transfer in which every
  // terminal fails keeps its form open, the failures listed and the pasted codes still there.
  const page = sharedPage('admin');
  const question = (p: Page) => p.getByRole('dialog', { name: '系统提示' });

  async function chooseFile(p: Page, name: string, buffer: Buffer) {
    let chooser = null;
    for (let i = 0; i < 10 && !chooser; i++) {
      const next = p.waitForEvent('filechooser', { timeout: 2000 }).catch(() => null);
      await p.getByRole('button', { name: '导入调账文件' }).click();
      chooser = await next;
    }
    await chooser!.setFiles({ name, mimeType: 'application/octet-stream', buffer });
  }

  it('a batch 调账 file is restated (file, count, totals) and sent only on 确认导入', async () => {
    const api = await signedIn(base, 'admin');
    const accounts = (await (
      await api.api(
        '/admin/acct/manage/page',
        { acctStatus: 11, acctCode: 'WALLET', startBalance: 100, pageNum: 11, pageSize: 2 },
        { 'x-console-screen': 'AcctManage' },
      )
    ).json()) as { data: { data: Array<{ acctId: string }> } };
    const [a, b] = accounts.data.data;
    const reason = `最后确认${randomUUID().slice(0, 6)}`;
    const book = XLSX.utils.book_new();
    const lines = [
      ['账户编号', '调账方向', '金额(元)', '调账原因'],
      [a.acctId, '+', '1234.5', reason],
      [b.acctId, '+', '20', reason],
      [a.acctId, '-', '1.25', reason],
    ];
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(lines), 'Sheet1');
    const buffer = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const name = `${reason}.xlsx`;

    const p = page();
    const sent: string[] = [];
    p.on('request', (r) => {
      if (r.url().includes('/adjust-batch/import')) sent.push(r.url());
    });
    await p.goto(withOlderRows(`${base}/AcctManage_ADJUST_BATCH`));
    await p.locator('[data-screen][data-ready] table[data-table="list"]').waitFor();

    await chooseFile(p, name, buffer);
    const ask = question(p);
    await ask.waitFor();
    const text = (await ask.textContent()) ?? '';
    expect(text).toContain(name);
    expect(text).toMatch(/笔数\s*3/);
    expect(text).toMatch(/调增合计\(元\)\s*1,254\.50/);
    expect(text).toMatch(/调减合计\(元\)\s*1\.25/);
    await p.screenshot({ path: `${SHOTS}/money-last-look-import.png` });
    await ask.getByRole('button', { name: '取消' }).click();
    await ask.waitFor({ state: 'detached' });
    await p.waitForTimeout(500);
    expect(sent).toHaveLength(0);

    await chooseFile(p, name, buffer);
    await question(p).getByRole('button', { name: '确认导入' }).click();
    await p.getByText(/已导入3笔调账，待审核/).waitFor();
    expect(sent).toHaveLength(1);
  });

  it('a transfer in which every terminal fails keeps the form, its codes and the failures', async () => {
    const p = page();
    const stamp = Date.now().toString().slice(-7);
    const codes = [`NOSUCH${stamp}1`, `NOSUCH${stamp}2`];
    await openList(p, `${base}/TermApply`);
    await p.locator('[data-action="transfer"]').click();
    const form = p.locator('form[data-form="psam-transfer"]');
    await form.waitFor();
    await p.fill('#form-psam-transfer-psamCodes', codes.join('\n'));
    await pickOrg(p, '#form-psam-transfer-orgCode', 'ORG0001');
    await pickIn(p, '#form-psam-transfer-activityGroupId', '3002');
    await p.getByTestId('form-submit').click();
    const ask = question(p);
    await ask.waitFor();
    expect(await ask.textContent()).toContain('确定将所填的 2 台终端划拨至机构');
    await ask.getByRole('button', { name: '确定' }).click();

    const failures = p.locator('[data-form-failures]');
    await failures.waitFor();
    for (const code of codes) expect(await failures.locator('li', { hasText: code }).textContent()).toContain('终端不存在');
    expect(await form.isVisible()).toBe(true);
    expect(await p.inputValue('#form-psam-transfer-psamCodes')).toBe(codes.join('\n'));
    expect(await p.getByRole('dialog', { name: /^划拨批次/ }).count()).toBe(0);
    await p.screenshot({ path: `${SHOTS}/money-last-look-transfer.png` });
  });
});

describe('a money form names whose money', () => {
  // Issue #39, friction: a money form says whose money, and its account is picked, not typed. The
  // toolbar's 调账 searches the accounts by name (or number); the one picked fills 账户名称 and 余额
  // (the form's own load call), and the confirmation names the owner.
  const page = sharedPage('admin');

  it('调账 from the toolbar: the account searched by name, its name and balance shown, the question names the owner', async () => {
    await openList(page(), `${base}/AcctManage`);
    const first = page().locator('table[data-table="list"] tbody tr').first();
    const acctId = (await first.locator('col=acctId').textContent())!.trim();
    const acctName = (await first.locator('col=acctName').textContent())!.trim();
    const memberId = (await first.locator('col=memberId').textContent())!.trim();

    await openList(page(), `${base}/AcctManage_ADJUST`);
    await page().locator('[data-action="acct-adjust"]').click();
    const form = page().getByRole('dialog', { name: '账户调账' });
    await form.waitFor();
    const box = page().locator('#form-acct-adjust-acctId');
    expect(await box.getAttribute('role')).toBe('combobox');
    // Part of the name finds the account; the pop-up shows number, name and owner.
    await box.fill(acctName.slice(0, 2));
    const row = page()
      .locator('[role=grid] tbody tr')
      .filter({ has: page().locator('td', { hasText: new RegExp(`^\\s*${acctId}\\s*$`) }) });
    await row.waitFor();
    expect(await row.textContent()).toContain(memberId);
    await page().screenshot({ path: `${SHOTS}/pickers-account-open.png` });
    await row.click();
    expect(await box.inputValue()).toBe(acctName);
    await page().waitForFunction(
      (name) => (document.querySelector('#form-acct-adjust-acctName') as HTMLInputElement)?.value === name,
      acctName,
    );
    await page().waitForFunction(() => (document.querySelector('#form-acct-adjust-balance') as HTMLInputElement)?.value !== '');
    await page().screenshot({ path: `${SHOTS}/day-money-owner.png` });
    await page().selectOption('#form-acct-adjust-ioTag', '+');
    await page().fill('#form-acct-adjust-amount', '12.34');
    await page().fill('#form-acct-adjust-remark', '浏览器测试调账');
    await form.getByTestId('form-submit').click();
    const question = page().getByRole('dialog', { name: '系统提示' });
    await question.waitFor();
    expect(await question.textContent()).toContain(`账户 ${acctId} ${acctName}`);
    await question.getByRole('button', { name: '取消' }).click();

    // Clearing the account empties what it filled.
    await form.getByRole('button', { name: '清空' }).click();
    await page().waitForFunction(() => (document.querySelector('#form-acct-adjust-acctName') as HTMLInputElement)?.value === '');
  });

  it('转账: both accounts are picked, the number typed finds the account; the question names the receiving one', async () => {
    await openList(page(), `${base}/AcctManage`);
    const rows = page().locator('table[data-table="list"] tbody tr');
    const [from, to] = [rows.nth(0), rows.nth(1)];
    const fromId = (await from.locator('col=acctId').textContent())!.trim();
    const toId = (await to.locator('col=acctId').textContent())!.trim();
    const toName = (await to.locator('col=acctName').textContent())!.trim();

    await openList(page(), `${base}/AcctTrans`);
    await page().locator('[data-action="acct-trans"]').click();
    const form = page().getByRole('dialog', { name: '账户转账' });
    await form.waitFor();
    await pickIn(page(), '#form-acct-trans-acctId', fromId);
    await pickIn(page(), '#form-acct-trans-pairAcctId', toId);
    expect(await page().locator('#form-acct-trans-pairAcctId').inputValue()).toBe(toName);
    await page().fill('#form-acct-trans-amount', '0.01');
    await page().fill('#form-acct-trans-remark', '浏览器测试转账');
    await form.getByTestId('form-submit').click();
    const question = page().getByRole('dialog', { name: '系统提示' });
    await question.waitFor();
    expect(await question.textContent()).toContain(`转入账户 ${toName}（${toId}） 增加 0.01 元`);
    await question.getByRole('button', { name: '取消' }).click();
  });
});

describe('an approval says what is approved', () => {
  // Issue #39, friction: an approval says what is approved. 通过 asks with the audit's subject and
  // amounts under the question, as the table shows them; 取消 changes nothing.
  const page = sharedPage('admin');

  it('通过 on the audit list restates the audit, its account and its amount', async () => {
    await openList(page(), `${base}/AuditList`);
    const row = page()
      .locator('[data-screen][data-ready] table[data-table="list"] tbody tr')
      .filter({ has: page().locator('[data-action="approve"]') })
      .filter({ hasText: /[+−][\d,]+\.\d{2}/ })
      .first();
    const cells = await row.evaluate((tr) => {
      const heads = [...tr.closest('table')!.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
      return Object.fromEntries([...tr.querySelectorAll('td')].map((td, i) => [heads[i], td.textContent?.trim() ?? '']));
    });
    await row.locator('[data-action="approve"]').click();
    const question = page().getByRole('dialog', { name: '系统提示' });
    await question.getByText('确定审核通过该记录吗？').waitFor();
    await page().screenshot({ path: `${SHOTS}/day-approval.png` });
    const details = await question.locator('[data-confirm-details]').evaluate((dl) => {
      const out: Record<string, string> = {};
      const terms = [...dl.querySelectorAll('dt')];
      for (const dt of terms) out[dt.textContent ?? ''] = dt.nextElementSibling?.textContent ?? '';
      return out;
    });
    for (const title of ['审核编号', '审核类型', '会员编号', '账户编号', '金额(元)']) expect(details[title], title).toBe(cells[title]);
    expect(details['金额(元)']).toMatch(/[+−][\d,]+\.\d{2}/);
    await question.getByRole('button', { name: '取消' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await row.locator('[data-action="approve"]').count()).toBe(1);
  });
});
