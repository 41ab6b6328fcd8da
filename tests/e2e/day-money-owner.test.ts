import { expect, inject, it } from 'vitest';
import { pickIn, SHOTS } from '../support/browser';
import { openList } from '../support/list-open';
import { sharedPage } from '../support/shared-page';

// Issue #39, friction: a money form says whose money, and its account is picked, not typed. The
// toolbar's 调账 searches the accounts by name (or number); the one picked fills 账户名称 and 余额
// (the form's own load call), and the confirmation names the owner.
const base = inject('consoleUrl');
const page = sharedPage('admin');

it('调账 from the toolbar: the account searched by name, its name and balance shown, the question names the owner', async () => {
  await openList(page(), `${base}/AcctManage`);
  const first = page().locator('table[data-table="list"] tbody tr').first();
  const acctId = (await first.locator('col=acctId').textContent())!.trim();
  const acctName = (await first.locator('col=acctName').textContent())!.trim();
  const memberId = (await first.locator('col=memberId').textContent())!.trim();

  await openList(page(), `${base}/AcctManage_ADJUST`);
  await page().locator('[data-action="acct-adjust"]').click();
  const form = page().getByRole('dialog', { name: '账户调账' });
  await form.waitFor();
  const box = page().locator('#form-acct-adjust-acctId');
  expect(await box.getAttribute('role')).toBe('combobox');
  // Part of the name finds the account; the pop-up shows number, name and owner.
  await box.fill(acctName.slice(0, 2));
  const row = page()
    .locator('[role=grid] tbody tr')
    .filter({ has: page().locator('td', { hasText: new RegExp(`^\\s*${acctId}\\s*$`) }) });
  await row.waitFor();
  expect(await row.textContent()).toContain(memberId);
  await page().screenshot({ path: `${SHOTS}/pickers-account-open.png` });
  await row.click();
  expect(await box.inputValue()).toBe(acctName);
  await page().waitForFunction(
    (name) => (document.querySelector('#form-acct-adjust-acctName') as HTMLInputElement)?.value === name,
    acctName,
  );
  await page().waitForFunction(() => (document.querySelector('#form-acct-adjust-balance') as HTMLInputElement)?.value !== '');
  await page().screenshot({ path: `${SHOTS}/day-money-owner.png` });
  await page().selectOption('#form-acct-adjust-ioTag', '+');
  await page().fill('#form-acct-adjust-amount', '12.34');
  await page().fill('#form-acct-adjust-remark', '浏览器测试调账');
  await form.getByTestId('form-submit').click();
  const question = page().getByRole('dialog', { name: '系统提示' });
  await question.waitFor();
  expect(await question.textContent()).toContain(`账户 ${acctId} ${acctName}`);
  await question.getByRole('button', { name: '取消' }).click();

  // Clearing the account empties what it filled.
  await form.getByRole('button', { name: '清空' }).click();
  await page().waitForFunction(() => (document.querySelector('#form-acct-adjust-acctName') as HTMLInputElement)?.value === '');
});

it('转账: both accounts are picked, the number typed finds the account; the question names the receiving one', async () => {
  await openList(page(), `${base}/AcctManage`);
  const rows = page().locator('table[data-table="list"] tbody tr');
  const [from, to] = [rows.nth(0), rows.nth(1)];
  const fromId = (await from.locator('col=acctId').textContent())!.trim();
  const toId = (await to.locator('col=acctId').textContent())!.trim();
  const toName = (await to.locator('col=acctName').textContent())!.trim();

  await openList(page(), `${base}/AcctTrans`);
  await page().locator('[data-action="acct-trans"]').click();
  const form = page().getByRole('dialog', { name: '账户转账' });
  await form.waitFor();
  await pickIn(page(), '#form-acct-trans-acctId', fromId);
  await pickIn(page(), '#form-acct-trans-pairAcctId', toId);
  expect(await page().locator('#form-acct-trans-pairAcctId').inputValue()).toBe(toName);
  await page().fill('#form-acct-trans-amount', '0.01');
  await page().fill('#form-acct-trans-remark', '浏览器测试转账');
  await form.getByTestId('form-submit').click();
  const question = page().getByRole('dialog', { name: '系统提示' });
  await question.waitFor();
  expect(await question.textContent()).toContain(`转入账户 ${toName}（${toId}） 增加 0.01 元`);
  await question.getByRole('button', { name: '取消' }).click();
});
