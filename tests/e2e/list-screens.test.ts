import { filterDef } from '@/lib/filters/catalogue';
import { defaultRange } from '@/lib/filters/rules';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { SHOTS, signedInPage } from '../support/browser';
import { openList } from '../support/list-open';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import XLSX from 'sheetjs-style';
import { armFault } from '../support/upstream-test-api';
import { sharedBrowser } from '../support/shared-page';

// The list engine in Chromium on real screens against the reference upstream.
const base = inject('consoleUrl');
const upstream = inject('upstreamUrl');
const browser = sharedBrowser();
let admin: Page;
let operator: Page;

beforeAll(async () => {
  admin = await signedInPage(browser(), base, 'admin');
  operator = await signedInPage(browser(), base, 'operator');
});

const total = async (page: Page) => Number((await page.getByTestId('total').textContent())?.replace(/\D/g, ''));
const headers = (page: Page) =>
  page.locator('table[data-table="list"] th').evaluateAll((ths) => ths.map((th) => th.getAttribute('data-col')));
const rows = (page: Page) => page.locator('table[data-table="list"] tbody tr');
const settle = (page: Page) => page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));

/** The text a date-range filter shows. */
const rangeText = (page: Page, name: string) => page.locator(`#filter-${name} [data-range-text]`).textContent();

/** Types a range into a date-range filter's calendar and applies it. */
async function pickRange(page: Page, name: string, label: string, start: string, end: string): Promise<void> {
  await page.locator(`#filter-${name}`).click();
  const panel = page.getByRole('dialog', { name: `${label}选择` });
  await panel.getByLabel(`${label}开始日期`).fill(start);
  await panel.getByLabel(`${label}结束日期`).fill(end);
  await panel.getByRole('button', { name: '确定' }).click();
  await panel.waitFor({ state: 'detached' });
}

/** A list screen by its path, hydrated and idle. */
const open = (page: Page, path: string) => openList(page, `${base}${path}`);

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
    await admin.locator('[data-screen][data-ready] table[data-table="list"]').waitFor();
    expect(await total(admin)).toBe(1);
    expect(await admin.inputValue('#filter-memberId')).toBe(id);
    await admin.screenshot({ path: `${SHOTS}/member-list-filtered.png` });
    await admin.getByRole('button', { name: '重置' }).click();
    await admin.waitForFunction(() => !document.querySelector('[data-testid="total"]')?.textContent?.includes('共 1 条'));
    expect(new URL(admin.url()).searchParams.get('memberId')).toBeNull();
  });

  it('refuses a manual range of 90 days or more as it is chosen, back to its window, and sends no query with it (01-#4)', async () => {
    // Opened on its default window (today, spec 01 §9), named in the URL: the refusal clears back to it.
    const [from, to] = defaultRange(filterDef('crtTime')!, new Date());
    await open(admin, `/ProductLog?${new URLSearchParams({ startDate: from, endDate: to })}`);
    const before = await rangeText(admin, 'crtTime');
    const asked: string[] = [];
    const seen = (r: { url(): string; postData(): string | null }) => {
      if (r.url().includes('/api/admin/export-log/page')) asked.push(r.postData() ?? '');
    };
    admin.on('request', seen);
    await pickRange(admin, 'crtTime', '创建时间', '2026-08-23', '2026-11-21');
    await admin.getByText('手动选择日期范围最多为90天，请重新选择').waitFor();
    expect(await rangeText(admin, 'crtTime')).toBe(before);
    await admin.getByRole('button', { name: '查询' }).click();
    await settle(admin);
    admin.off('request', seen);
    // Whatever was asked, the refused range never was.
    expect(asked.every((b) => !b.includes('2026-08-23'))).toBe(true);
    await admin.screenshot({ path: `${SHOTS}/range-refused.png` });
  });

  it('refuses a reversed date range and a reversed amount range without querying', async () => {
    await open(admin, '/AcctList');
    let requests = 0;
    const count = (r: { url(): string }) => r.url().includes('/api/admin/acct/page') && requests++;
    admin.on('request', count);
    await pickRange(admin, 'crtTime', '创建时间', '2026-11-21', '2026-11-01');
    await admin.getByRole('button', { name: '查询' }).click();
    await admin.getByText('开始时间不能晚于结束时间，请重新选择').waitFor();
    await admin.getByRole('button', { name: '重置' }).click();
    await settle(admin);
    requests = 0;
    await admin.fill('#filter-balance', '50');
    await admin.fill('#filter-balance-end', '9');
    await admin.getByRole('button', { name: '查询' }).click();
    await admin.getByText('余额的起始值不能大于结束值，请重新输入').waitFor();
    expect(requests).toBe(0);
    admin.off('request', count);
  });

  it('tells the operator which typed characters a number field dropped', async () => {
    await open(admin, '/AcctList');
    // Pasted at once: every dropped character is named.
    await admin.fill('#filter-balance', '-5e3元');
    expect(await admin.inputValue('#filter-balance')).toBe('53');
    await admin.getByText('已忽略“-e元”：只能输入金额（最多两位小数）').waitFor();
    // Typed: the last key dropped is named, and a clean key clears the notice.
    await admin.fill('#filter-balance', '');
    await admin.locator('#filter-balance').pressSequentially('12x');
    await admin.getByText('已忽略“x”：只能输入金额（最多两位小数）').waitFor();
    await admin.locator('#filter-balance').pressSequentially('3');
    await admin.getByText('已忽略“x”：只能输入金额（最多两位小数）').waitFor({ state: 'detached' });
    expect(await admin.inputValue('#filter-balance')).toBe('123');
    await admin.screenshot({ path: `${SHOTS}/dropped-characters.png` });
  });

  it('folds filters beyond the limit and unfolds them', async () => {
    // On its default windows (named, so the helper leaves them): the folded 最后交易时间 holds its default.
    const [from, to] = defaultRange(filterDef('crtTime')!, new Date());
    await open(admin, `/MemberList?${new URLSearchParams({ startDate: from, endDate: to })}`);
    const last = admin.locator('[data-filter="balance"]');
    expect(await last.isVisible()).toBe(false);
    await admin.getByRole('button', { name: '展开', exact: true }).click();
    await last.waitFor({ state: 'visible' });
    await admin.screenshot({ path: `${SHOTS}/member-list-unfolded.png` });
    await admin.getByRole('button', { name: '收起', exact: true }).click();
    await last.waitFor({ state: 'hidden' });
    // A link that filters by a folded filter opens the bar unfolded on it: nothing shaping the rows is out of sight.
    const today = new URLSearchParams({ startDate: from, endDate: to, startLastTransDate: from, endLastTransDate: to });
    await open(admin, `/MemberList?startBalance=100&${today}`);
    await last.waitFor({ state: 'visible' });
    expect(await last.locator('input').first().inputValue()).toBe('100');
    // Folded again, the bar says how many of its hidden filters hold a value; unfolded, it need not.
    const fold = admin.locator('form[role="search"] button[aria-expanded]');
    expect(await fold.locator('[data-folded-in-use]').count()).toBe(0);
    await admin.getByRole('button', { name: '收起', exact: true }).click();
    await last.waitFor({ state: 'hidden' });
    expect(await fold.textContent()).toBe('展开1');
    expect(await fold.getAttribute('title')).toBe('收起的条件中有1项已填写');
    await admin.screenshot({ path: `${SHOTS}/member-list-folded-in-use.png` });
    await fold.click();
    await last.waitFor({ state: 'visible' });
    expect(await fold.locator('[data-folded-in-use]').count()).toBe(0);
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
    await admin.locator('[data-screen][data-ready] table[data-table="list"]').waitFor();
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
    await admin.locator('[data-screen][data-ready] table[data-table="list"]').waitFor();
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

  it("imports a real .xls chosen through Chromium's own file chooser (its mixed-case multipart boundary intact)", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'import-'));
    const file = join(dir, '渠道黑名单.xls');
    const sheet = XLSX.utils.aoa_to_sheet([
      ['名单类型', '名单值'],
      ['3', '13800138000'],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
    writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xls' }) as Buffer);
    await open(admin, '/CnlBlackList');
    const sent = admin.waitForRequest((r) => r.url().includes('/api/admin/risk/cnl-black/import'));
    const [chooser] = await Promise.all([admin.waitForEvent('filechooser'), admin.getByRole('button', { name: '导入' }).click()]);
    await chooser.setFiles(file);
    const type = (await sent).headers()['content-type'] ?? '';
    expect(type).toMatch(/^multipart\/form-data; boundary=----WebKitFormBoundary[0-9A-Za-z]*[A-Z][0-9A-Za-z]*$/);
    await admin.getByText(/导入成功/).waitFor();
    await admin.getByText(/文件已接收，等待处理（批次号 CNL\d+）/).waitFor();
    await admin.screenshot({ path: `${SHOTS}/import-xls.png` });
  });

  it('a failed page change leaves the pager and 序号 on the rows shown', async () => {
    await open(admin, '/MemberList');
    await admin.getByRole('button', { name: '下一页' }).click();
    await admin.waitForFunction(() => document.querySelector('nav[aria-label="分页"]')?.textContent?.includes('2 /'));
    await settle(admin);
    const secondFirst = await rows(admin).first().locator('td').first().textContent();
    expect(secondFirst).toBe('21');
    await armFault(upstream, '/admin/member/page', 'http', { status: 500 });
    await admin.getByRole('button', { name: '下一页' }).click();
    await admin.getByText(/系统错误 \| 500/).waitFor();
    await settle(admin);
    expect(await admin.locator('nav[aria-label="分页"]').textContent()).toContain('2 /');
    expect(await rows(admin).first().locator('td').first().textContent()).toBe('21');
    expect(new URL(admin.url()).searchParams.get('pageNum')).toBe('2');
    // The fault was for one call: the same click now goes to page 3.
    await admin.getByRole('button', { name: '下一页' }).click();
    await admin.waitForFunction(() => document.querySelector('nav[aria-label="分页"]')?.textContent?.includes('3 /'));
    await settle(admin);
    expect(await rows(admin).first().locator('td').first().textContent()).toBe('41');
  });

  it('an id cell without its right says 权限不足！; with it, it opens the detail', async () => {
    await open(operator, '/OrgInfManage');
    await operator.locator('[data-id-link="org"]').first().click();
    await operator.getByText('权限不足！').waitFor();
    await operator.screenshot({ path: `${SHOTS}/id-cell-refused.png` });
    await open(operator, '/MemberList');
    // The operator may open members but holds none of the tab rights spec 02 §6 names: it sees
    // only the tabs the spec gives no right of their own (they follow the dialog's), not 基本信息.
    await operator.locator('[data-id-link="member"]').first().click();
    const dialog = operator.getByRole('dialog', { name: /^会员详情 [0-9A-F]+$/ });
    await dialog.waitFor();
    await dialog.getByRole('tab', { name: '证书及银行列表' }).waitFor();
    expect(await dialog.getByRole('tab', { name: '基本信息' }).count()).toBe(0);
    await operator.screenshot({ path: `${SHOTS}/member-detail.png` });
  });

  it('works under BIZ_ for an organisation operator', async () => {
    const agent = await signedInPage(browser(), base, 'agent');
    await open(agent, '/BIZ_MemberList');
    expect(await rows(agent).count()).toBeGreaterThan(0);
    expect(await headers(agent)).not.toContain('orgLevel');
    await agent.screenshot({ path: `${SHOTS}/agent-member-list.png`, fullPage: false });
  });
});
