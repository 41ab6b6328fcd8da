import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { SHOTS, signedInPage } from '../support/browser';
import { withOlderRows } from '../support/list-open';
import { sharedBrowser } from '../support/shared-page';

// The form engine in Chromium, on the declared screen /BaseTypeNew: a toolbar action opens the add
// form, a row action the edit form (loaded by its id), both from the URL; the schema's messages
// show on the fields; a save shows 保存成功 and the list shows the change.
const base = inject('consoleUrl');
const browser = sharedBrowser();
let admin: Page;

beforeAll(async () => {
  admin = await signedInPage(browser(), base, 'admin');
});

const rows = (page: Page) => page.locator('table[data-table="list"] tbody tr');
const settle = (page: Page) => page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
/** The message under a field of the add form. */
const error = (page: Page, key: string) => page.locator(`[data-error-for="form-base-type-new-add-${key}"]`);

describe('forms declared once', () => {
  it('adds a record: messages on the fields first, then 保存成功 and the new row', async () => {
    await admin.goto(withOlderRows(`${base}/BaseTypeNew`));
    await admin.locator('[data-screen][data-ready] table[data-table="list"]').waitFor();
    const add = admin.locator('[data-action="add"]');
    await add.click();
    await admin.waitForURL(/dlg=/);
    // A second click that lands before the dialog's overlay covers the button opens nothing more.
    await add.evaluate((b) => (b as HTMLButtonElement).click());
    const dialog = admin.getByRole('dialog', { name: '新增基础类型' });
    await dialog.waitFor();
    expect(new URL(admin.url()).searchParams.getAll('dlg')).toEqual(['form:base-type-new-add:']);
    expect(await admin.getByRole('dialog').count()).toBe(1);
    await dialog.getByTestId('form-submit').click();
    expect(await error(admin, 'typeCode').textContent()).toBe('请输入类型编码');
    expect(await error(admin, 'typeName').textContent()).toBe('请输入类型名称');
    expect(await error(admin, 'category').textContent()).toBe('请选择类型分组');
    await admin.fill('#form-base-type-new-add-typeCode', 'ab-1');
    await admin.fill('#form-base-type-new-add-typeName', '浏览器新增');
    await admin.selectOption('#form-base-type-new-add-category', 'PAY');
    await admin.fill('#form-base-type-new-add-sort', '1.5');
    await dialog.getByTestId('form-submit').click();
    await admin.waitForFunction(
      () =>
        document.querySelector('[data-error-for="form-base-type-new-add-typeCode"]')?.textContent === '类型编码仅支持字母、数字和下划线',
    );
    expect(await error(admin, 'sort').textContent()).toBe('排序须为整数');
    expect(await error(admin, 'category').textContent()).toBe('');
    await admin.screenshot({ path: `${SHOTS}/form-messages.png` });
    await admin.fill('#form-base-type-new-add-typeCode', 'ab1');
    await admin.fill('#form-base-type-new-add-sort', '0');
    await dialog.getByTestId('form-submit').click();
    await admin.getByText('保存成功').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(admin.url()).searchParams.get('dlg')).toBeNull();
    await settle(admin);
    await admin.fill('#filter-typeCode', 'AB1');
    await admin.getByRole('button', { name: '查询' }).click();
    await admin.waitForFunction(() => document.querySelector('[data-testid="total"]')?.textContent?.includes('共 1 条'));
    expect(await rows(admin).first().textContent()).toContain('浏览器新增');
  });

  it('edits it: the record loads into the form, the code is fixed, a reload reopens the form', async () => {
    await rows(admin).first().locator('[data-action="edit"]').click();
    const dialog = admin.getByRole('dialog', { name: '编辑基础类型' });
    await dialog.waitFor();
    await admin.waitForFunction(
      () => (document.querySelector('#form-base-type-new-edit-typeName') as HTMLInputElement)?.value === '浏览器新增',
    );
    expect(await admin.locator('#form-base-type-new-edit-typeCode').isDisabled()).toBe(true);
    await admin.reload();
    await admin.getByRole('dialog', { name: '编辑基础类型' }).waitFor();
    await admin.waitForFunction(
      () => (document.querySelector('#form-base-type-new-edit-typeName') as HTMLInputElement)?.value === '浏览器新增',
    );
    await admin.fill('#form-base-type-new-edit-typeName', '浏览器修改');
    await admin.getByTestId('form-submit').click();
    await admin.getByText('保存成功').first().waitFor();
    await admin.waitForFunction(() => document.querySelector('table[data-table="list"] tbody')?.textContent?.includes('浏览器修改'));
    await admin.screenshot({ path: `${SHOTS}/form-edited.png` });
  });

  it('deletes it after the confirm', async () => {
    await rows(admin).first().locator('[data-action="delete"]').click();
    await admin.getByRole('dialog', { name: '系统提示' }).getByRole('button', { name: '确定' }).click();
    await admin.getByText('操作成功').waitFor();
    await admin.waitForFunction(() => document.querySelector('[data-testid="total"]')?.textContent?.includes('共 0 条'));
  });
});
