import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { pickIn, revealRowAction, SHOTS } from '../support/browser';
import { openList, withOlderRows } from '../support/list-open';
import { sharedPage } from '../support/shared-page';

// Issue #53 item 4: a confirmation names its record, as 调账's names account, direction and amount:
// retry the bill (its number and amount), refund (number and amount), the rate change (how many
// terminals) and 选择机构 (the merchant); amounts with thousands separators. Each is cancelled here:
// the question is the subject, nothing is changed.
const base = inject('consoleUrl');
const page = sharedPage('admin');
const question = (p: Page) => p.getByRole('dialog', { name: '系统提示' });
const rows = (p: Page) => p.locator('table[data-table="list"] tbody tr');

/** A money cell's text as the confirmation must show it: thousands separators. */
const grouped = (text: string) => {
  const [int, frac] = text.split('.');
  const g = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac === undefined ? g : `${g}.${frac}`;
};

async function cancel(p: Page, shot: string): Promise<string> {
  const ask = question(p);
  await ask.waitFor();
  const text = (await ask.textContent()) ?? '';
  await p.screenshot({ path: `${SHOTS}/${shot}.png` });
  await ask.getByRole('button', { name: '取消' }).click();
  await ask.waitFor({ state: 'detached' });
  return text;
}

it('retry names the bill, its amount and status', async () => {
  const p = page();
  await openList(p, withOlderRows(`${base}/BillPage?billStatus=18`));
  const row = rows(p).first();
  const id = (await row.locator('col=billId').textContent())!.trim();
  const amount = (await row.locator('col=billAmt').textContent())!.trim();
  await revealRowAction(row.locator('[data-action="retry"]'));
  await row.locator('[data-action="retry"]').click();
  const text = await cancel(p, 'confirm-names-retry');
  expect(text).toContain('确定重试该账单吗？');
  expect(text).toContain(id);
  expect(text).toContain(grouped(amount.replace(/,/g, '')));
});

it('refund names the bill and its amount', async () => {
  const p = page();
  await openList(p, withOlderRows(`${base}/BillPage?billStatus=20`));
  const row = rows(p).first();
  const id = (await row.locator('col=billId').textContent())!.trim();
  const amount = (await row.locator('col=billAmt').textContent())!.trim().replace(/,/g, '');
  await revealRowAction(row.locator('[data-action="refund"]'));
  await row.locator('[data-action="refund"]').click();
  const form = p.getByRole('dialog', { name: '账单退款' });
  await form.locator('textarea').fill('商户申请退款');
  await form.getByTestId('form-submit').click();
  const text = await cancel(p, 'confirm-names-refund');
  expect(text).toContain(`确定对账单 ${id} 退款吗？账单金额 ${grouped(amount)} 元`);
});

it('the batch rate change counts the terminals typed', async () => {
  const p = page();
  await openList(p, `${base}/TerminalRateBatch`);
  await p.locator('[data-action="rateBatch"]').click();
  await p.locator('form[data-form="psam-rate-batch"]').waitFor();
  await p.fill('#form-psam-rate-batch-psamCodes', 'TA0001\nTA0002,TA0003');
  await p.fill('#form-psam-rate-batch-creditRate', '0.6');
  await p.getByTestId('form-submit').click();
  const text = await cancel(p, 'confirm-names-rate');
  expect(text).toContain('确定批量调整所填的 3 台终端的费率吗？');
});

it('选择机构 names the merchant and the organisation chosen', async () => {
  const p = page();
  await openList(p, withOlderRows(`${base}/UserSearch`));
  const row = rows(p).first();
  const memberId = (await row.locator('col=memberId').textContent())!.trim();
  await revealRowAction(row.locator('[data-action="selectOrg"]'));
  await row.locator('[data-action="selectOrg"]').click();
  // 选择机构 is the organisation search (#49 02-N6, #53 item 6): picked by code, named in the question.
  await pickIn(p, '#form-member-select-org-orgCode', 'ORG0003');
  await p.getByTestId('form-submit').click();
  const text = await cancel(p, 'confirm-names-select-org');
  expect(text).toMatch(new RegExp(`确定将商户 ${memberId} 归属到机构 \\S+（ORG0003） 吗？`));
});
