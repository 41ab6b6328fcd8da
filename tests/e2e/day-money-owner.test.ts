import { expect, inject, it } from 'vitest';
import { openList, SHOTS } from '../support/browser';
import { sharedPage } from '../support/shared-page';

// Issue #39, friction: a money form says whose money. The toolbar's 调账 fills 账户名称 and 可用余额
// once the account number is typed (the form's own load call), and the confirmation names the owner.
const base = inject('consoleUrl');
const page = sharedPage('admin');

it('调账 from the toolbar: the account typed, its name and balance shown, the question names the owner', async () => {
  await openList(page(), `${base}/AcctManage`);
  const first = page().locator('table[data-table="list"] tbody tr').first();
  const acctId = (await first.locator('col=acctId').textContent())!.trim();
  const acctName = (await first.locator('col=acctName').textContent())!.trim();

  await openList(page(), `${base}/AcctManage_ADJUST`);
  await page().locator('[data-action="acct-adjust"]').click();
  const form = page().getByRole('dialog', { name: '账户调账' });
  await form.waitFor();
  await page().fill('#form-acct-adjust-acctId', acctId);
  await page().waitForFunction(
    (name) => (document.querySelector('#form-acct-adjust-acctName') as HTMLInputElement)?.value === name,
    acctName,
  );
  await page().screenshot({ path: `${SHOTS}/day-money-owner.png` });
  await page().selectOption('#form-acct-adjust-ioTag', '+');
  await page().fill('#form-acct-adjust-amount', '12.34');
  await page().fill('#form-acct-adjust-remark', '浏览器测试调账');
  await form.getByTestId('form-submit').click();
  const question = page().getByRole('dialog', { name: '系统提示' });
  await question.waitFor();
  expect(await question.textContent()).toContain(`账户 ${acctId} ${acctName}`);
  await question.getByRole('button', { name: '取消' }).click();

  // Another number empties what the first one filled.
  await page().fill('#form-acct-adjust-acctId', '1');
  await page().waitForFunction(() => (document.querySelector('#form-acct-adjust-acctName') as HTMLInputElement)?.value === '');
});
