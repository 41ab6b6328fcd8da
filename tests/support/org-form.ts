// The organisation form's steps as an operator fills them in Chromium (tests/e2e/orgs.test.ts and
// tests/e2e/org-form.test.ts).
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openList } from './list-open';

// A small PNG for the upload tiles.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAGElEQVR42mP8z8BQz0AEYBxVSF+FAP5FDvcfRYWgAAAAAElFTkSuQmCC',
  'base64',
);

export const form = (page: Page) => page.getByRole('dialog').last();
export const err = (page: Page, name: string) => page.locator(`[data-error-for="org-${name.replace(/\./g, '-')}"]`);
export const activeTab = (page: Page) => form(page).locator('[role=tab][data-state=active]').textContent();
/** Waits for a notice with this text, then lets it be. */
export const notice = (page: Page, text: string) => page.getByText(text, { exact: true }).last().waitFor();
/** An add's 保存成功, which names the new organisation's code (issue #53). */
export const addedNotice = (page: Page) =>
  page
    .getByText(/^保存成功，(机构|服务商)编号：ORG\d+$/)
    .last()
    .waitFor();
export const next = (page: Page) => form(page).getByTestId('org-next').click();

/** Opens a list screen (its URL) and its 新增 form. */
export async function openOrgAdd(page: Page, url: string) {
  await openList(page, url);
  await clickUntil(page.locator('[data-action="add"]'), form(page).locator('[data-org-form="add"]'));
}

/** Clicks until the target shows: a click before the page has hydrated does nothing. */
export async function clickUntil(button: Locator, target: Locator) {
  // A missing button is not a race: say so at once.
  await button.waitFor({ timeout: 10_000 });
  for (let i = 0; i < 8; i++) {
    if (await target.isVisible()) return;
    // Once a dialog is open its overlay takes the click: that one fails quietly.
    await button.click({ timeout: 3000 }).catch(() => undefined);
    if (
      await target.waitFor({ timeout: 4000 }).then(
        () => true,
        () => false,
      )
    )
      return;
  }
  await target.waitFor();
}

export async function chooseParent(page: Page, code: string) {
  const box = page.locator('#org-orgInf-parentOrgCode');
  await box.fill(code);
  await page.locator('[role=grid] tbody tr').filter({ hasText: code }).first().click();
  // The parent's channels arrive with its detail.
  await form(page).locator('#org-orgInf-tagIds input[type=checkbox]').first().waitFor();
}

export async function fillOrgBasic(page: Page, login: string, name: string, password: string) {
  await page.fill('#org-orgInf-orgName', name);
  await page.fill('#org-orgInf-adminMemberLoginId', login);
  await page.fill('#org-orgInf-adminMemberPwd', password);
  await page.fill('#org-orgInf-reInputadminMemberPwd', password);
  await page.fill('#org-orgInf-realName', '周测试');
  await page.fill('#org-orgInf-bindMobile', '13700001234');
  const first = form(page).locator('#org-orgInf-tagIds input[type=checkbox]').first();
  if (!(await first.isChecked())) await first.check();
}

export async function chooseBankAndBranch(page: Page) {
  await page.locator('#org-orgCard-provinceCode-province').selectOption('530000');
  await page.locator('#org-orgCard-provinceCode-city').selectOption('530100');
  await page.locator('#org-orgCard-bankCode').selectOption('102');
  await form(page).getByTestId('org-choose-branch').click();
  const picker = page.getByRole('dialog', { name: '选择支行' });
  await picker.locator('tbody tr').first().waitFor();
  await picker.getByRole('button', { name: '选择该支行' }).click();
  await picker.waitFor({ state: 'detached' });
}

export async function fillCard(page: Page, host: string) {
  await page.fill('#org-orgCard-cardHostName', host);
  await page.fill('#org-orgCard-idcNum', '530102199001011234');
  await page.fill('#org-orgCard-cardNo', '6222021234567890123');
  await page.fill('#org-orgCard-preMobile', '13700001234');
  await chooseBankAndBranch(page);
}

/** Next refuses each missing required image by name, in order, until every one is uploaded. */
export async function uploadEachRequired(page: Page, names: string[]) {
  for (const name of names) {
    await next(page);
    await notice(page, `须上传图片: ${name}`);
    expect(await activeTab(page)).toBe('结算信息');
    await form(page)
      .locator(`input[type=file][aria-label="上传${name}"]`)
      .setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: PNG });
    await page.waitForFunction(
      (n) => [...document.querySelectorAll('[data-image]')].some((t) => t.textContent?.includes(n) && t.querySelector('img')),
      name,
    );
  }
}
