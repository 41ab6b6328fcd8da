import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launch, SHOTS, signedInPage } from '../support/browser';
import { openList } from '../support/list-open';

// Issue #39, 5: a batch where no row succeeds is no success. The operator is warned (not the green
// notice), and no empty 已完成 batch is left behind in the list.
const base = inject('consoleUrl');
let browser: Browser;
let admin: Page;

beforeAll(async () => {
  browser = await launch();
  admin = await signedInPage(browser, base, 'admin');
});
afterAll(() => browser?.close());

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
