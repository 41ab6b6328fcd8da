import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newPage, SHOTS, signInThroughScreen } from '../support/browser';
import { ACCOUNTS } from '../support/console-client';

// The list engine in Chromium on real screens against the reference upstream.
const base = inject('consoleUrl');
let browser: Browser;
let admin: Page;
let operator: Page;

beforeAll(async () => {
  browser = await launch();
  admin = await newPage(browser);
  await signInThroughScreen(admin, base, ...ACCOUNTS.admin);
  operator = await newPage(browser);
  await signInThroughScreen(operator, base, ...ACCOUNTS.operator);
});
afterAll(() => browser?.close());

const total = async (page: Page) => Number((await page.getByTestId('total').textContent())?.replace(/\D/g, ''));
const headers = (page: Page) =>
  page.locator('table[data-table="list"] th').evaluateAll((ths) => ths.map((th) => th.getAttribute('data-col')));
const rows = (page: Page) => page.locator('table[data-table="list"] tbody tr');
const settle = (page: Page) => page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${base}${path}`);
  await page.locator('table[data-table="list"]').waitFor();
  await settle(page);
}

describe('list screens in the browser', () => {
  it('queries with filters; the URL keeps them across a reload', async () => {
    await open(admin, '/MemberList');
    expect(await total(admin)).toBeGreaterThanOrEqual(10_000);
    expect(await rows(admin).count()).toBe(20);
    const id = (await admin.locator('[data-id-link="member"]').first().textContent())!;
    await admin.fill('#filter-memberId', id.toLowerCase());
    await admin.getByRole('button', { name: '查询' }).click();
    await admin.waitForFunction(() => document.querySelector('[data-testid="total"]')?.textContent?.includes('共 1 条'));
    expect(new URL(admin.url()).searchParams.get('memberId')).toBe(id);
    await admin.reload();
    await admin.locator('table[data-table="list"]').waitFor();
    expect(await total(admin)).toBe(1);
    expect(await admin.inputValue('#filter-memberId')).toBe(id);
    await admin.screenshot({ path: `${SHOTS}/member-list-filtered.png` });
    await admin.getByRole('button', { name: '重置' }).click();
    await admin.waitForFunction(() => !document.querySelector('[data-testid="total"]')?.textContent?.includes('共 1 条'));
    expect(new URL(admin.url()).searchParams.get('memberId')).toBeNull();
  });

  it('refuses a manual range of 90 days or more and clears it back', async () => {
    await open(admin, '/ProductLog');
    const before = await admin.inputValue('#filter-crtTime');
    await admin.fill('#filter-crtTime', '2026-08-23');
    await admin.fill('#filter-crtTime-end', '2026-11-21');
    let requests = 0;
    admin.on('request', (r) => r.url().includes('/api/admin/export-log/page') && requests++);
    await admin.getByRole('button', { name: '查询' }).click();
    await admin.getByText('手动选择日期范围最多为90天，请重新选择').waitFor();
    expect(await admin.inputValue('#filter-crtTime')).toBe(before);
    expect(requests).toBe(0);
    await admin.screenshot({ path: `${SHOTS}/range-refused.png` });
  });

  it('folds filters beyond the limit and unfolds them', async () => {
    await open(admin, '/MemberList');
    const last = admin.locator('[data-filter="balance"]');
    expect(await last.isVisible()).toBe(false);
    await admin.getByRole('button', { name: '展开' }).click();
    await last.waitFor({ state: 'visible' });
    await admin.screenshot({ path: `${SHOTS}/member-list-unfolded.png` });
    await admin.getByRole('button', { name: '收起' }).click();
    await last.waitFor({ state: 'hidden' });
  });

  it('keeps column settings across a reload and restores the default', async () => {
    await open(admin, '/AcctList');
    const initial = await headers(admin);
    expect(initial).toContain('validBalance');
    expect(initial).not.toContain('uptTime');
    await admin.getByTestId('column-settings').click();
    await admin.locator('[data-column-toggle="validBalance"]').uncheck();
    await admin.locator('[data-column-toggle="uptTime"]').check();
    await admin.getByRole('button', { name: '上移账户名称' }).click();
    await admin.keyboard.press('Escape');
    const changed = await headers(admin);
    expect(changed).not.toContain('validBalance');
    expect(changed).toContain('uptTime');
    expect(changed.indexOf('acctName')).toBeLessThan(changed.indexOf('acctId'));
    await admin.reload();
    await admin.locator('table[data-table="list"]').waitFor();
    await admin.waitForFunction(() => !document.querySelector('th[data-col="validBalance"]'));
    expect(await headers(admin)).toEqual(changed);
    await admin.screenshot({ path: `${SHOTS}/acct-list-columns.png` });
    await admin.getByTestId('column-settings').click();
    await admin.getByRole('button', { name: '恢复默认' }).click();
    expect(await headers(admin)).toEqual(initial);
  });

  it('pages through the list with 20, 50, 100 and 200 per page', async () => {
    await open(admin, '/BankBranch');
    const first = await admin.locator('tbody tr td').nth(1).textContent();
    await admin.getByRole('button', { name: '下一页' }).click();
    await admin.waitForFunction((t) => document.querySelector('tbody tr td:nth-child(2)')?.textContent !== t, first);
    expect(await admin.getByTestId('page').textContent()).toMatch(/^2 \//);
    expect(await admin.locator('tbody tr td').first().textContent()).toBe('21');
    expect(new URL(admin.url()).searchParams.get('pageNum')).toBe('2');
    await admin.selectOption('select[aria-label="每页条数"]', '200');
    await admin.waitForFunction(() => document.querySelectorAll('table[data-table="list"] tbody tr').length === 200);
    expect(await admin.getByTestId('page').textContent()).toMatch(/^1 \//);
  });

  it('exports a file named <name>_<yyyyMMddHHmmss>.xls', async () => {
    await open(admin, '/OrgInfManage');
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByTestId('export').click()]);
    expect(download.suggestedFilename()).toMatch(/^机构列表_\d{14}\.xls$/);
  });

  it('exports as a background task and offers the report log', async () => {
    await open(admin, '/MemberList');
    await admin.getByTestId('export').click();
    await admin.getByText('导出任务已创建，是否前往报表日志页面查看？').waitFor();
    await admin.screenshot({ path: `${SHOTS}/export-task-confirm.png` });
    await admin.getByRole('button', { name: '确定' }).click();
    await admin.waitForURL((u) => u.pathname === '/ProductLog');
    await admin.locator('table[data-table="list"]').waitFor();
    await admin.getByText('会员列表').first().waitFor();
  });

  it('refuses to import a .csv before any request', async () => {
    await open(admin, '/RiskBlackList');
    let requests = 0;
    admin.on('request', (r) => r.url().includes('/import') && requests++);
    await admin.locator('input[type="file"]').setInputFiles({ name: 'black.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n') });
    await admin.getByText('请上传 xls/xlsx 格式!').waitFor();
    expect(requests).toBe(0);
  });

  it('an id cell without its right says 权限不足！; with it, it opens the detail', async () => {
    await open(operator, '/OrgInfManage');
    await operator.locator('[data-id-link="org"]').first().click();
    await operator.getByText('权限不足！').waitFor();
    await operator.screenshot({ path: `${SHOTS}/id-cell-refused.png` });
    await open(operator, '/MemberList');
    expect(await operator.getByTestId('export').count()).toBe(0);
    // The operator may open members but holds none of the member dialog's tab rights.
    await operator.locator('[data-id-link="member"]').first().click();
    const dialog = operator.getByRole('dialog', { name: /^会员详情 [0-9A-F]+$/ });
    await dialog.waitFor();
    await dialog.getByText('暂无数据').waitFor();
    await operator.screenshot({ path: `${SHOTS}/member-detail.png` });
  });

  it('works under BIZ_ for an organisation operator', async () => {
    const agent = await newPage(browser);
    await signInThroughScreen(agent, base, ...ACCOUNTS.agent);
    await open(agent, '/BIZ_MemberList');
    expect(await rows(agent).count()).toBeGreaterThan(0);
    expect(await headers(agent)).not.toContain('orgLevel');
    await agent.screenshot({ path: `${SHOTS}/agent-member-list.png`, fullPage: false });
  });
});
