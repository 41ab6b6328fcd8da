import { randomUUID } from 'node:crypto';
import XLSX from 'sheetjs-style';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, revealRowAction, SHOTS, signInThroughScreen } from '../support/browser';
import { withOlderRows } from '../support/list-open';
import { ACCOUNTS, type ConsoleClient, signedIn } from '../support/console-client';
import { armFault, clearFaults } from '../support/upstream-test-api';
import { sharedBrowser } from '../support/shared-page';

// Money in Chromium: an adjustment typed in yuan on /AcctManage (malformed amounts refused on the
// field, the confirm restating account, direction and amount), approved on /AuditList, then shown
// in the account dialog (titled with the account name and id) as a posted + item in red; an audit
// decided meanwhile elsewhere is refused with the reason.
const base = inject('consoleUrl');
const upstream = inject('upstreamUrl');
const browser = sharedBrowser();
let admin: Page;
let api: ConsoleClient;
let acct: { acctId: string; acctName: string };

beforeAll(async () => {
  admin = await newPage(browser());
  api = await signedIn(base, 'admin');
  const page = (await (
    await api.api(
      '/admin/acct/manage/page',
      { acctStatus: 11, acctCode: 'WALLET', startBalance: 100, pageNum: 7, pageSize: 1 },
      { 'x-console-screen': 'AcctManage' },
    )
  ).json()) as { data: { data: Array<{ acctId: string; acctName: string }> } };
  acct = page.data.data[0];
  // A decrease posted before the test's own increase: the account dialog shows both directions.
  const headers = (screen: string) => ({ 'x-console-screen': screen, 'idempotency-key': randomUUID().replaceAll('-', '') });
  const adjusted = (await (
    await api.api(
      '/admin/acct/manage/adjust',
      { acctId: acct.acctId, ioTag: '-', amount: 123, remark: '浏览器调减' },
      headers('AcctManage'),
    )
  ).json()) as { status: number; data: { auditId: string } };
  expect(adjusted.status).toBe(20);
  expect((await (await api.api(`/admin/audit/audit/${adjusted.data.auditId}`, {}, headers('AuditManage'))).json()).status).toBe(20);
  await signInThroughScreen(admin, base, ...ACCOUNTS.admin);
});

const rows = (page: Page) => page.locator('table[data-table="list"] tbody tr');
const settle = (page: Page) => page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
const fieldError = (page: Page, key: string) => page.locator(`[data-error-for="form-acct-adjust-${key}"]`);

/** The screen with its filters in the URL: the server renders that first page. */
async function query(page: Page, screen: string, filters: Record<string, string>) {
  await page.goto(`${base}/${screen}?${new URLSearchParams(filters)}`);
  await page.locator('table[data-table="list"]').waitFor();
  await settle(page);
}

/** Clicks until `then` shows: a click before the page is live (hydrated) does nothing. */
async function clickUntil(target: ReturnType<Page['locator']>, then: ReturnType<Page['locator']>) {
  for (let i = 0; i < 15; i++) {
    await revealRowAction(target);
    if (await target.isVisible()) await target.click();
    if (
      await then.waitFor({ timeout: 2000 }).then(
        () => true,
        () => false,
      )
    )
      return;
  }
  throw new Error('nothing opened');
}

describe('adjust → audit → account detail', () => {
  it('adjusts in yuan: malformed amounts are refused on the field, the confirm restates account, direction and amount', async () => {
    await query(admin, 'AcctManage', { acctId: acct.acctId });
    await admin.waitForFunction(() => document.querySelector('[data-testid="total"]')?.textContent?.includes('共 1 条'));
    const dialog = admin.getByRole('dialog', { name: '账户调账' });
    await clickUntil(rows(admin).first().locator('[data-action="acct-adjust"]'), dialog);
    await admin.waitForFunction(() => (document.querySelector('#form-acct-adjust-acctName') as HTMLInputElement)?.value !== '');
    expect(await admin.locator('#form-acct-adjust-acctId').isDisabled()).toBe(true);
    await admin.selectOption('#form-acct-adjust-ioTag', '+');
    await admin.fill('#form-acct-adjust-remark', '浏览器调账');
    for (const [typed, message] of [
      ['-5', '请输入正确的金额（元，最多两位小数）'],
      ['0', '金额须大于0'],
      ['12.345', '请输入正确的金额（元，最多两位小数）'],
      ['1,000', '请输入正确的金额（元，最多两位小数）'],
    ]) {
      await admin.fill('#form-acct-adjust-amount', typed);
      await dialog.getByTestId('form-submit').click();
      await admin.waitForFunction(
        ([m]) => document.querySelector('[data-error-for="form-acct-adjust-amount"]')?.textContent === m,
        [message],
      );
      expect(await admin.getByRole('dialog', { name: '系统提示' }).count()).toBe(0);
    }
    await admin.screenshot({ path: `${SHOTS}/acct-adjust-refused.png` });
    await admin.fill('#form-acct-adjust-amount', '88.8');
    await dialog.getByTestId('form-submit').click();
    const confirm = admin.getByRole('dialog', { name: '系统提示' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(`请确认调账：账户 ${acct.acctId} ${acct.acctName}，方向 调增，金额 88.80 元`);
    expect(await fieldError(admin, 'amount').textContent()).toBe('');
    await admin.screenshot({ path: `${SHOTS}/acct-adjust-confirm.png` });
    await confirm.getByRole('button', { name: '确定' }).click();
    await admin.getByText('已提交审核').waitFor();
    await dialog.waitFor({ state: 'detached' });
  });

  it('approves it on the audit list; the decision is gone from the row', async () => {
    await query(admin, 'AuditList', { acctId: acct.acctId });
    const row = rows(admin).first();
    expect(await row.textContent()).toContain('+88.80');
    expect(await row.textContent()).toContain('待审核');
    await clickUntil(row.locator('[data-action="approve"]'), admin.getByRole('dialog', { name: '系统提示' }));
    await admin.getByRole('dialog', { name: '系统提示' }).getByRole('button', { name: '确定' }).click();
    await admin.getByText('操作成功').waitFor();
    await admin.waitForFunction(() => document.querySelector('table[data-table="list"] tbody tr')?.textContent?.includes('审核通过'));
    expect(await rows(admin).first().locator('[data-action="approve"]').count()).toBe(0);
    expect(await rows(admin).first().textContent()).toContain('已入账');
    await admin.screenshot({ path: `${SHOTS}/audit-approved.png` });
  });

  it('the account dialog, titled with the account name and id, shows the posted item: + in red', async () => {
    await rows(admin).first().locator('col=acctId >> [data-id-link="acct"]').click();
    const dialog = admin.getByRole('dialog', { name: `账户详情 ${acct.acctName} ${acct.acctId}` });
    await dialog.waitFor();
    await admin.waitForFunction(() => window.listCells('amount', '[role=dialog] table[data-table="list"] tbody').length > 0);
    const first = dialog.locator('table[data-table="list"] tbody tr').first();
    const amount = first.locator('col=amount >> span');
    expect(await amount.textContent()).toBe('+88.80');
    expect(await amount.getAttribute('class')).toContain('text-red-600');
    expect(await first.textContent()).toContain('已入账');
    // A decrease: − in green (the old check looked for a class no cell has, and so checked nothing).
    const minus = dialog.locator('col=amount >> span', { hasText: '1.23' });
    expect(await minus.textContent()).toBe('−1.23');
    expect(await minus.getAttribute('class')).toContain('text-green-700');
    await admin.screenshot({ path: `${SHOTS}/acct-dialog-item.png` });
  });

  it('an audit decided elsewhere meanwhile cannot be decided again: the operator reads why', async () => {
    const made = (await (
      await api.api(
        '/admin/acct/manage/deposit',
        { acctId: acct.acctId, amount: 1000, remark: '另一处审核' },
        { 'x-console-screen': 'AcctManage', 'idempotency-key': randomUUID().replaceAll('-', '') },
      )
    ).json()) as { data: { auditId: number } };
    await query(admin, 'AuditList', { auditId: String(made.data.auditId) });
    await admin.waitForFunction(() => document.querySelector('[data-testid="total"]')?.textContent?.includes('共 1 条'));
    await api.api(
      `/admin/audit/audit/${made.data.auditId}`,
      {},
      { 'x-console-screen': 'AuditList', 'idempotency-key': randomUUID().replaceAll('-', '') },
    );
    await clickUntil(rows(admin).first().locator('[data-action="approve"]'), admin.getByRole('dialog', { name: '系统提示' }));
    await admin.getByRole('dialog', { name: '系统提示' }).getByRole('button', { name: '确定' }).click();
    await admin.getByText('该记录已审核通过，不能重复审核').first().waitFor();
    await admin.screenshot({ path: `${SHOTS}/audit-decided-twice.png` });
  });

  it('an answer lost on the way back: the operator is told it may have been applied, and the retry says it was, once', async () => {
    await query(admin, 'AcctManage', { acctId: acct.acctId });
    const dialog = admin.getByRole('dialog', { name: '账户入金' });
    await clickUntil(rows(admin).first().locator('[data-action="acct-deposit"]'), dialog);
    await admin.waitForFunction(() => (document.querySelector('#form-acct-deposit-acctName') as HTMLInputElement)?.value !== '');
    await admin.fill('#form-acct-deposit-amount', '5');
    await admin.fill('#form-acct-deposit-remark', '应答丢失');
    await armFault(upstream, '/admin/acct/manage/deposit', 'lost-answer');
    const submit = async () => {
      await dialog.getByTestId('form-submit').click();
      const confirm = admin.getByRole('dialog', { name: '系统提示' });
      expect(await confirm.textContent()).toContain(`请确认入金：账户 ${acct.acctId} ${acct.acctName}，方向 增加，金额 5.00 元`);
      await confirm.getByRole('button', { name: '确定' }).click();
    };
    await submit();
    await admin.getByText('结果未知：该操作可能已受理').waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await admin.screenshot({ path: `${SHOTS}/acct-lost-answer.png` });
    await clearFaults(upstream);
    await submit();
    await admin.getByText('该操作此前已受理，本次未重复执行').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await admin.screenshot({ path: `${SHOTS}/acct-replayed.png` });
    const list = (await (
      await api.api(
        '/admin/acct/action/deposit/page',
        { acctId: acct.acctId, pageNum: 1, pageSize: 50 },
        { 'x-console-screen': 'AcctManage_DEPOSIT' },
      )
    ).json()) as { data: { data: Array<{ remark: string }> } };
    expect(list.data.data.filter((r) => r.remark === '应答丢失')).toHaveLength(1);
  });

  it('imports a batch adjustment file; the batch waits for its audit', async () => {
    await admin.goto(withOlderRows(`${base}/AcctManage_ADJUST_BATCH`));
    await admin.locator('table[data-table="list"]').waitFor();
    const book = XLSX.utils.book_new();
    const lines = [
      ['账户编号', '调账方向', '金额(元)', '调账原因'],
      [acct.acctId, '+', '3.21', '浏览器批量调账'],
    ];
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(lines), 'Sheet1');
    const buffer = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    // The chooser opens once the button is live (hydrated); the file goes through it as an operator's would.
    let chooser = null;
    for (let i = 0; i < 10 && !chooser; i++) {
      const next = admin.waitForEvent('filechooser', { timeout: 2000 }).catch(() => null);
      await admin.getByRole('button', { name: '导入调账文件' }).click();
      chooser = await next;
    }
    await chooser!.setFiles({ name: '浏览器批量调账.xlsx', mimeType: 'application/octet-stream', buffer });
    // The file is restated first and goes on 确认导入 (issue #53).
    await admin.getByRole('dialog', { name: '系统提示' }).getByRole('button', { name: '确认导入' }).click();
    await admin.getByText(/已导入1笔调账，待审核/).waitFor();
    await admin.waitForFunction(() =>
      document.querySelector('table[data-table="list"] tbody tr')?.textContent?.includes('浏览器批量调账.xlsx'),
    );
    expect(await rows(admin).first().textContent()).toContain('3.21');
    await admin.screenshot({ path: `${SHOTS}/acct-batch-import.png` });
  });

  it('the other screens of the area show demo rows', async () => {
    for (const screen of [
      'AcctSearch',
      'AcctPayLog',
      'AcctLsBalance',
      'MsyActiveCashback',
      'StandardAuditDraw',
      'JF_TransOrgProfit',
      'MsyProfitPosting',
    ]) {
      await admin.goto(`${base}/${screen}`);
      await admin.locator('table[data-table="list"] tbody tr td').first().waitFor();
      expect(await rows(admin).count(), screen).toBeGreaterThan(0);
      await admin.screenshot({ path: `${SHOTS}/screen-${screen}.png` });
    }
    await admin.goto(withOlderRows(`${base}/AcctPayLog`));
    await admin.locator('[data-screen][data-ready]').waitFor();
    const payment = admin.locator('[role=dialog]').last();
    await clickUntil(rows(admin).first().locator('col=paymentId >> [data-id-link="payment"]'), payment.getByText('支付详情'));
    expect(await payment.textContent()).toMatch(/支付日志 P\d{18}/);
    await payment.locator('[data-id-link="paymentRule"]').first().click();
    const rule = admin.locator('[role=dialog]').last();
    await rule.getByText('手续费模式').waitFor();
    expect(await rule.textContent()).toMatch(/收款方指定：(任意|多个|指定)/);
    await admin.screenshot({ path: `${SHOTS}/payment-rule-dialog.png` });
  });
});
