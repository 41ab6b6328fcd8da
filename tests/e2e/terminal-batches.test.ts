import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { SHOTS, signedInPage } from '../support/browser';
import { openList, withOlderRows } from '../support/list-open';
import { sharedBrowser } from '../support/shared-page';
import XLSX from 'sheetjs-style';

// Terminal batches in Chromium: storage batches and their rows, renaming, the agent's terminal search.
const base = inject('consoleUrl');
const browser = sharedBrowser();

describe('a batch where no row succeeds', () => {
  // Issue #39, 5: a batch where no row succeeds is no success. The operator is warned (not the green
  // notice), and no empty 已完成 batch is left behind in the list.
  let admin: Page;

  beforeAll(async () => {
    admin = await signedInPage(browser(), base, 'admin');
  });

  const tag = `Z${Date.now().toString(36).slice(-6)}`;

  it('a storage batch with zero successes warns and records no batch', async () => {
    await openList(admin, `${base}/TermStorage`);
    await admin.locator('[data-action="batchIn"]').click();
    await admin.locator('form[data-form="psam-storage-in"]').waitFor();
    await admin.fill('#form-psam-storage-in-psamCodes', 'bad-code!');
    await admin.fill('#form-psam-storage-in-storageTag', tag);
    await admin.getByTestId('form-submit').click();
    const confirm = admin.getByRole('dialog', { name: '系统提示' });
    const notice = admin.locator('[data-notice-type]').filter({ hasText: '成功0条，失败1条' });
    await Promise.race([confirm.waitFor(), notice.waitFor()]);
    if (await confirm.isVisible()) await confirm.getByRole('button', { name: '确定' }).click();
    await notice.waitFor();
    await admin.screenshot({ path: `${SHOTS}/day-batch-zero.png` });
    expect(await notice.getAttribute('data-notice-type')).toBe('warning');
    expect(await admin.getByRole('dialog', { name: /^入库批次/ }).count()).toBe(0);

    // The form stays open with what was typed (issue #53); leaving it asks, as any typed form does.
    await admin.locator('[data-form-failures]').waitFor();
    await admin.keyboard.press('Escape');
    await admin.getByRole('dialog', { name: '系统提示' }).getByRole('button', { name: '确定' }).click();
    await admin.locator('form[data-form="psam-storage-in"]').waitFor({ state: 'detached' });

    // The list, asked for this run's tag, has no batch.
    await admin.fill('#filter-storageTag', tag);
    await admin.getByRole('button', { name: '查询' }).click();
    await admin.waitForURL((u) => u.searchParams.get('storageTag') === tag);
    await admin.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    await admin.getByText('暂无数据').waitFor();
    expect(await admin.locator('table[data-table="list"] >> col=batchNo').count()).toBe(0);
  });
});

describe('重命名 only on the agent’s own batches', () => {
  // Issue #39, 6: an agent was offered 重命名 on a batch the platform created, then told
  // 批次不存在【E7016】. It is offered only on its own organisation's batches, and works there.

  it('an agent sees 重命名 only on its own batches, and renaming one succeeds', async () => {
    const agent = await signedInPage(browser(), base, 'agent');
    await openList(agent, `${base}/AgentUsePageTermApply?pageSize=200`);
    const rows = agent.locator('table[data-table="list"] tbody tr');
    const byOrg = async () =>
      rows.evaluateAll((trs) =>
        trs.map((tr) => ({
          org: window.listCells('orgName', tr)[0]?.textContent?.trim() ?? '',
          rename: !!tr.querySelector('[data-action="rename"]'),
        })),
      );
    const seen = await byOrg();
    await agent.screenshot({ path: `${SHOTS}/day-rename-agent.png` });
    const platform = seen.filter((r) => r.org === '平台');
    expect(platform.length).toBeGreaterThan(0);
    expect(platform.filter((r) => r.rename)).toEqual([]);

    const own = rows.filter({ has: agent.locator('[data-action="rename"]') }).first();
    await own.locator('[data-action="rename"]').click();
    const form = agent.getByRole('dialog', { name: '划拨批次重命名' });
    await form.waitFor();
    await agent.fill('#form-psam-transfer-rename-batchName', `重命名${Date.now().toString(36).slice(-4)}`);
    await agent.getByTestId('form-submit').click();
    await form.waitFor({ state: 'detached' });
    expect(await agent.locator('[data-notice-type="error"]').count()).toBe(0);
  });
});

describe('an Excel import numbers its rows as the sheet does', () => {
  // Issue #39, 9: the smaller ones, each through the screen an operator uses.
  let admin: Page;

  beforeAll(async () => {
    admin = await signedInPage(browser(), base, 'admin');
  });

  const idle = (page: Page) => page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));

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
});

describe('代理商终端查询’s filters', () => {
  // Issue #39, 9: the smaller ones, each through the screen an operator uses.
  it('代理商终端查询 labels the terminal code filter 终端号, beside the one TUSN filter', async () => {
    const agent = await signedInPage(browser(), base, 'agent');
    await openList(agent, `${base}/AgentUsePageTermSearch`);
    await agent.screenshot({ path: `${SHOTS}/day-terminal-filters.png` });
    expect(await agent.locator('[data-filter="psamCode"] label').textContent()).toBe('终端号');
    expect(await agent.locator('[data-filter="tusn"] label').textContent()).toBe('TUSN');
    await agent.context().close();
  });
});
