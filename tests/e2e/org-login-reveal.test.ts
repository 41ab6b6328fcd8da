import { expect, inject, it } from 'vitest';
import { SHOTS } from '../support/browser';
import { openList } from '../support/list-open';
import { sharedPage } from '../support/shared-page';

// 03-#15: 03 §6 line 140 "BaseAuthUserSearchDetailRealInfo shows plain admin login id for product
// codes zzf and mcf". The provider's user works under mcf and holds the right (its other reading,
// 02 §6 line 113): 查看 in a 管理员账号 cell of its organisation list shows the plain login id there.
const base = inject('consoleUrl');
const page = sharedPage('provider');

it('查看 in the 管理员账号 cell shows the plain login id in place', async () => {
  await openList(page(), `${base}/BIZ_OrgInfManage`);
  const table = page().locator('[data-screen][data-ready] table[data-table="list"]');
  const column = await table
    .locator('thead th')
    .evaluateAll((ths) => ths.findIndex((th) => th.getAttribute('data-col') === 'adminLoginId'));
  expect(column).toBeGreaterThan(0);
  const cell = table.locator('tbody tr').first().locator('td').nth(column);
  const button = cell.getByRole('button', { name: '查看' });
  await button.waitFor();
  const shown = (await cell.locator('[data-value]').textContent())!.trim();
  const [answer] = await Promise.all([
    page().waitForResponse((r) => r.url().includes('/api/admin/member/real-login-id?_reveal=rawLoginId')),
    button.click(),
  ]);
  expect(answer.status()).toBe(200);
  const plain = ((await answer.json()) as { data: { rawLoginId: string } }).data.rawLoginId;
  await cell.locator('[data-revealed]').waitFor();
  expect((await cell.locator('[data-revealed]').textContent())!.trim()).toBe(plain);
  expect(plain).toBe(shown);
  expect(await cell.getByRole('button', { name: '查看' }).count()).toBe(0);
  await page().screenshot({ path: `${SHOTS}/org-login-reveal.png` });
});
