import { readFileSync } from 'node:fs';
import { expect, inject, it, onTestFinished } from 'vitest';
import { hydrated, revealRowAction, SHOTS } from '../support/browser';
import { openList } from '../support/list-open';
import { sharedPage } from '../support/shared-page';
import { armFault, clearFaults } from '../support/upstream-test-api';

// Issue #53, 8: the smaller things, each through the screen an operator uses.
const base = inject('consoleUrl');
const consoleLog = inject('consoleLog');
const upstream = inject('upstreamUrl');
const page = sharedPage('admin', { viewport: { width: 1440, height: 900 } });

it('POS订单: one filter reads TUSN, the terminal code reads 终端号; 业务订单号 asks for 业务订单号', async () => {
  await openList(page(), `${base}/OrderPagePos`);
  const unfold = page().getByRole('button', { name: /^展开/ });
  if (await unfold.isVisible()) await unfold.click();
  await page().screenshot({ path: `${SHOTS}/smaller-pos-filters.png` });
  const labels = await page().locator('form[role=search] [data-filter] label').allTextContents();
  expect(labels.filter((l) => l === 'TUSN')).toHaveLength(1);
  expect(await page().locator('[data-filter="psamCode"] label').textContent()).toBe('终端号');
  expect(await page().locator('#filter-custOrderId').getAttribute('placeholder')).toBe('请输入业务订单号');
});

it('a text field with a maximum counts what it holds: a paste cut at 40 shows 40/40', async () => {
  await openList(page(), `${base}/AppVideo`);
  const dialog = page().getByRole('dialog', { name: '新增视频' });
  for (let i = 0; i < 5 && !(await dialog.isVisible()); i++) {
    await page().locator('[data-action="add"]').click();
    await dialog.waitFor({ timeout: 2000 }).catch(() => undefined);
  }
  const title = page().locator('#form-app-video-add-title');
  await hydrated(title);
  await title.focus();
  await page().keyboard.insertText('教'.repeat(50));
  expect(await title.inputValue()).toHaveLength(40);
  await page().locator('[data-count-for="title"]').filter({ hasText: '40/40' }).waitFor();
  await page().screenshot({ path: `${SHOTS}/smaller-counter.png` });
  await dialog.getByRole('button', { name: '取消' }).click();
  await page().getByRole('dialog', { name: '系统提示' }).getByRole('button', { name: '确定' }).click();
});

it('the same notice raised four times shows once, counted, and the stack stays short', async () => {
  await page().goto(`${base}/TermConfig`);
  await page().locator('[data-screen="TermConfig"][data-ready]').waitFor();
  for (let i = 0; i < 4; i++) await page().getByRole('button', { name: '查询' }).click();
  const notices = page().locator('[data-notice-type="warning"]').filter({ hasText: '请选择活动组' });
  await expect.poll(() => notices.locator('[data-notice-count]').textContent()).toBe('×4');
  expect(await notices.count()).toBe(1);
  await page().screenshot({ path: `${SHOTS}/smaller-notice-count.png` });
});

it('the 404 page reads Chinese only', async () => {
  await page().goto(`${base}/NoSuchScreen`);
  const main = page().locator('main').last();
  await main.getByText('页面不存在').first().waitFor();
  await page().screenshot({ path: `${SHOTS}/smaller-404.png` });
  expect(await main.textContent()).not.toMatch(/[A-Za-z]{3,}/);
});

it('an import template saves under its Chinese name', async () => {
  await openList(page(), `${base}/TermStorage`);
  const [file] = await Promise.all([page().waitForEvent('download'), page().getByTestId('import-template').click()]);
  expect(file.suggestedFilename()).toBe('终端入库导入模板.xlsx');
});

it('Ctrl+K matches titles, pinyin initials and synonyms, not route paths', async () => {
  await openList(page(), `${base}/MemberList`);
  const palette = async (text: string) => {
    await page().keyboard.press('Control+k');
    const input = page().getByPlaceholder('输入页面名称，回车打开');
    await input.waitFor();
    await input.fill(text);
    const items = (await page().locator('[cmdk-item] span:first-child').allTextContents()).map((t) => t.trim());
    return { items, close: () => page().keyboard.press('Escape') };
  };
  const pos = await palette('POS');
  await page().screenshot({ path: `${SHOTS}/smaller-palette-pos.png` });
  expect(pos.items.length).toBeGreaterThan(0);
  expect(pos.items).not.toContain('账户入金');
  await pos.close();
  const initials = await palette('hylb');
  expect(initials.items).toContain('会员列表');
  await initials.close();
  const synonym = await palette('划拨');
  expect(synonym.items.some((t) => t.includes('终端申请'))).toBe(true);
  await synonym.close();
});

it('editing an app video whose file the upstream does not know shows the form, the file missing', async () => {
  // The seed's videos all have their files (#51): the upstream's file look-up is made to answer 404.
  await armFault(upstream, '/admin/standard/file-info', 'notfound', { times: 20 });
  onTestFinished(() => clearFaults(upstream));
  await openList(page(), `${base}/AppVideo`);
  const dialog = page().getByRole('dialog', { name: '编辑视频' });
  const edit = page().locator('table[data-table="list"] [data-action="edit"]').first();
  for (let i = 0; i < 5 && !(await dialog.isVisible()); i++) {
    await revealRowAction(edit);
    await edit.click();
    await dialog.waitFor({ timeout: 2000 }).catch(() => undefined);
  }
  await dialog.getByText('原文件不存在，请重新上传').waitFor();
  expect(await page().locator('#form-app-video-edit-title').inputValue()).not.toBe('');
  expect(await dialog.locator('video').count()).toBe(0);
  await page().screenshot({ path: `${SHOTS}/smaller-video-missing.png` });
});

it('a page address with a broken escape is served its 400 page without the server proxying to itself', async () => {
  const res = await page().goto(`${base}/MemberList?x=%E0%A4%A`);
  expect(res?.status()).toBe(400);
  await page().getByText('请求地址有误').first().waitFor();
  await page().screenshot({ path: `${SHOTS}/smaller-bad-escape.png` });
  expect(readFileSync(consoleLog, 'utf8')).not.toContain('MaxListenersExceededWarning');
});
