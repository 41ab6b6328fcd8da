import { expect, inject, it } from 'vitest';
import { SHOTS } from '../support/browser';
import { sharedPage } from '../support/shared-page';

// Issue #53 item 2: the browser's Back closes a form (it lives in the URL) only after the question
// Esc, × and 取消 ask; staying keeps what was typed, and Back from a dialog above it is no close.
const base = inject('consoleUrl');
const page = sharedPage('admin');

const QUESTION = '填写的内容尚未保存，确定关闭吗？';
const form = () => page().getByRole('dialog', { name: '新增基础类型' });
const question = () => page().getByRole('dialog', { name: '系统提示' });
const NAME = '#form-base-type-new-add-typeName';
const back = () =>
  void page()
    .goBack({ waitUntil: 'commit' })
    .catch(() => undefined);

/** 新增 on /BaseTypeNew: the form, empty. */
async function openAdd() {
  await page().goto(`${base}/BaseTypeNew`);
  await page().locator('[data-screen][data-ready] table[data-table="list"]').waitFor();
  await page().locator('[data-action="add"]').click();
  await form().waitFor();
}

it('Back on a typed form asks; 取消 keeps the form and its text, 确定 closes it', async () => {
  const p = page();
  await openAdd();
  await p.fill(NAME, '返回前填写的名称');

  back();
  await question().getByText(QUESTION).waitFor();
  await p.screenshot({ path: `${SHOTS}/back-unsaved-question.png` });
  await question().getByRole('button', { name: '取消' }).click();
  await question().waitFor({ state: 'detached' });
  expect(await form().isVisible()).toBe(true);
  expect(await p.inputValue(NAME)).toBe('返回前填写的名称');
  expect(new URL(p.url()).searchParams.get('dlg')).toBe('form:base-type-new-add:');

  // Typing goes on in the same form; Back asks again, and 确定 leaves.
  await p.fill(NAME, '返回前填写的名称2');
  back();
  await question().getByText(QUESTION).waitFor();
  await question().getByRole('button', { name: '确定' }).click();
  await form().waitFor({ state: 'detached' });
  await p.waitForURL((u) => !u.searchParams.has('dlg'));
  await p.screenshot({ path: `${SHOTS}/back-unsaved-left.png` });
});

it('Back on an untouched form closes it without a question', async () => {
  await openAdd();
  back();
  await form().waitFor({ state: 'detached' });
  expect(await question().count()).toBe(0);
});
