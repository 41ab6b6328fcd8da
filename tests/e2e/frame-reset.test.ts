import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { ConsoleClient } from '../support/console-client';
import { hydrated, launch, newPage, SHOTS } from '../support/browser';

// Issue #35.5, spec 01 §7: password reset by account with its captcha (/admin/standard/captcha,
// resetPwdByAccount), through the real login screen. The test upstream
// fixes the image captcha to TEST and the SMS code to 246810.
const base = inject('consoleUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  // The provider's demo password again, whatever the test left.
  const client = new ConsoleClient(base);
  const { captchaKey } = (await (await client.fetch('/auth/captcha')).json()) as { captchaKey: string };
  const headers = { 'content-type': 'application/json' };
  await client.fetch('/auth/reset/code', {
    method: 'POST',
    headers,
    body: JSON.stringify({ loginId: 'provider', captchaKey, captchaCode: 'TEST' }),
  });
  const body = { loginId: 'provider', smsCode: '246810', newPassword: 'Prov2026', confirmPassword: 'Prov2026' };
  const done = await client.fetch('/auth/reset', { method: 'POST', headers, body: JSON.stringify(body) });
  expect(done.status).toBe(200);
  await browser?.close();
});

it('忘记密码 on the login screen resets a password by account, and the new one signs in', async () => {
  const page = await newPage(browser);
  await page.goto(`${base}/Login`);
  await hydrated(page.locator('input[name="loginId"]'));
  await page.getByRole('button', { name: '忘记密码' }).click();
  const dialog = page.getByRole('dialog', { name: '忘记密码' });
  await dialog.locator('img[alt="找回密码验证码"]').waitFor();

  // A wrong image captcha is said beside its field (/admin/standard/captcha refuses it; 01-N13: one call per captcha).
  await dialog.locator('input[name="loginId"]').fill('provider');
  await dialog.locator('input[name="captchaCode"]').fill('WRONG');
  await dialog.getByRole('button', { name: '获取短信验证码' }).click();
  await expect.poll(() => dialog.locator('[data-error-for="reset-captchaCode"]').textContent()).toBe('验证码错误');

  await dialog.locator('img[alt="找回密码验证码"]').waitFor();
  await dialog.locator('input[name="captchaCode"]').fill('TEST');
  await dialog.getByRole('button', { name: '获取短信验证码' }).click();
  await dialog.getByText(/短信验证码已发送至1\d\d\*{4}\d{4}/).waitFor();

  // The new password must follow the spec's rule, typed twice.
  await dialog.locator('input[name="smsCode"]').fill('246810');
  await dialog.locator('input[name="newPassword"]').fill('short');
  await dialog.locator('input[name="confirmPassword"]').fill('short');
  await dialog.getByRole('button', { name: '重置密码' }).click();
  await expect.poll(() => dialog.locator('[data-error-for="reset-newPassword"]').textContent()).toBe('密码须为6到20位字母和数字组合');
  await dialog.locator('input[name="newPassword"]').fill('Reset2026x');
  await dialog.locator('input[name="confirmPassword"]').fill('Reset2026x');
  await page.screenshot({ path: `${SHOTS}/frame-reset-dialog.png` });
  await dialog.getByRole('button', { name: '重置密码' }).click();
  await page.getByText('密码重置成功，请使用新密码登录').waitFor();
  await expect.poll(() => dialog.count()).toBe(0);

  // The old password no longer signs in; the new one does.
  await page.fill('input[name="loginId"]', 'provider');
  await page.fill('input[name="password"]', 'Prov2026');
  await page.fill('input[name="captchaCode"]', 'TEST');
  await page.click('button[type="submit"]');
  await page.getByText('账号或密码错误').first().waitFor();
  await page.locator('img[alt="验证码"]').waitFor();
  await page.fill('input[name="password"]', 'Reset2026x');
  await page.fill('input[name="captchaCode"]', 'TEST');
  await Promise.all([page.waitForURL((u) => u.pathname === '/'), page.click('button[type="submit"]')]);
});
