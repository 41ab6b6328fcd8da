import { randomUUID } from 'node:crypto';
import XLSX from 'sheetjs-style';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { pickIn, pickOrg, SHOTS } from '../support/browser';
import { openList, withOlderRows } from '../support/list-open';
import { signedIn } from '../support/console-client';
import { sharedPage } from '../support/shared-page';

// Issue #53 item 3: money moves after a last look. The batch 调账 file is restated (file, count,
// totals with thousands separators) and nothing is sent until 确认导入; a transfer in which every
// terminal fails keeps its form open, the failures listed and the pasted codes still there.
const base = inject('consoleUrl');
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
