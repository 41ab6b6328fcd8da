import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launch, SHOTS, signedInPage } from '../support/browser';
import { withOlderRows } from '../support/list-open';

// Issue #39, 8: a dialog whose record cannot be read said nothing: every field "-". It says why
// (记录不存在, with the upstream's code) inside the dialog.
const base = inject('consoleUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

it('a member dialog for a record that does not exist says 记录不存在 instead of blank fields', async () => {
  const page = await signedInPage(browser, base, 'admin');
  await page.goto(withOlderRows(`${base}/MemberList?dlg=member:ZZ00000000`));
  const dialog = page.getByRole('dialog', { name: '会员详情 ZZ00000000' });
  await dialog.waitFor();
  await dialog.getByText('加载中...').waitFor({ state: 'detached' });
  await page.screenshot({ path: `${SHOTS}/day-dialog-missing.png` });
  expect(await dialog.getByText(/记录不存在/).count()).toBeGreaterThan(0);
  expect(await dialog.locator('[data-field]').count()).toBe(0);
});
