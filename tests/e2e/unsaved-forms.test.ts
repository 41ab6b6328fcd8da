import { describe, expect, inject, it } from 'vitest';
import { SHOTS } from '../support/browser';
import { sharedPage } from '../support/shared-page';

// A typed form is not lost by accident: ×, Esc, 取消, a reload, a tab close and the browser's Back
// ask first; an untouched form closes at once.
const base = inject('consoleUrl');

describe('closing a form asks when it was typed in', () => {
  // Issue #39, friction: closing a form with unsaved changes (×, Esc, 取消, a reload or a tab close)
  // asks first; an untouched form closes at once.
  const page = sharedPage('admin');

  const QUESTION = '填写的内容尚未保存，确定关闭吗？';
  const form = () => page().getByRole('dialog', { name: '新增基础类型' });
  const question = () => page().getByRole('dialog', { name: '系统提示' });

  async function openAdd() {
    await page().locator('[data-action="add"]').click();
    await form().waitFor();
  }

  it('an untouched form closes at once; a typed one asks on Esc, × and 取消, and keeps what was typed', async () => {
    await page().goto(`${base}/BaseTypeNew`);
    await page().locator('[data-screen][data-ready] table[data-table="list"]').waitFor();
    await openAdd();
    await page().keyboard.press('Escape');
    await form().waitFor({ state: 'detached' });
    expect(await question().count()).toBe(0);

    await openAdd();
    await page().fill('#form-base-type-new-add-typeName', '未保存的名称');
    await page().keyboard.press('Escape');
    await question().getByText(QUESTION).waitFor();
    await page().screenshot({ path: `${SHOTS}/day-unsaved-question.png` });
    await question().getByRole('button', { name: '取消' }).click();
    await question().waitFor({ state: 'detached' });
    expect(await page().inputValue('#form-base-type-new-add-typeName')).toBe('未保存的名称');

    await form().getByRole('button', { name: '关闭' }).click();
    await question().getByText(QUESTION).waitFor();
    await question().getByRole('button', { name: '取消' }).click();
    await form().getByRole('button', { name: '取消' }).click();
    await question().getByText(QUESTION).waitFor();
    await question().getByRole('button', { name: '确定' }).click();
    await form().waitFor({ state: 'detached' });
    expect(new URL(page().url()).searchParams.get('dlg')).toBeNull();
  });

  it('a reload of a typed form asks the browser question; dismissed, the form keeps its text', async () => {
    await page().goto(`${base}/BaseTypeNew`);
    await page().locator('[data-screen][data-ready] table[data-table="list"]').waitFor();
    await openAdd();
    await page().fill('#form-base-type-new-add-typeName', '还没保存');
    const asked = new Promise<string>((resolve) =>
      page().once('dialog', (d) => {
        resolve(d.type());
        void d.dismiss();
      }),
    );
    // The reload waits on the question; dismissing it cancels the navigation.
    void page()
      .reload()
      .catch(() => undefined);
    expect(await asked).toBe('beforeunload');
    expect(await page().inputValue('#form-base-type-new-add-typeName')).toBe('还没保存');
  });

  it('the five-step organisation form asks too before its typing is dropped', async () => {
    await page().goto(`${base}/OrgInfManage`);
    await page().locator('[data-screen][data-ready] table[data-table="list"]').waitFor();
    const orgForm = page().locator('[data-org-form="add"]');
    const add = page().locator('[data-action="add"]');
    for (let i = 0; i < 8 && !(await orgForm.isVisible()); i++) {
      await add.click();
      await orgForm.waitFor({ timeout: 3000 }).catch(() => undefined);
    }
    await page().fill('#org-orgInf-orgName', '尚未保存的机构');
    await page().keyboard.press('Escape');
    await question().getByText(QUESTION).waitFor();
    await question().getByRole('button', { name: '取消' }).click();
    await question().waitFor({ state: 'detached' });
    expect(await page().inputValue('#org-orgInf-orgName')).toBe('尚未保存的机构');
    await page().getByRole('dialog').last().getByRole('button', { name: '取消' }).click();
    await question().getByText(QUESTION).waitFor();
    await question().getByRole('button', { name: '确定' }).click();
    await orgForm.waitFor({ state: 'detached' });
  });
});

describe('Back closes a form only after the same question', () => {
  // Issue #53 item 2: the browser's Back closes a form (it lives in the URL) only after the question
  // Esc, × and 取消 ask; staying keeps what was typed, and Back from a dialog above it is no close.
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
});
