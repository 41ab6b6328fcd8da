import { expect, inject, it } from 'vitest';
import { SHOTS } from '../support/browser';
import { openList } from '../support/list-open';
import { sharedPage } from '../support/shared-page';

// Issue #39, friction: an approval says what is approved. 通过 asks with the audit's subject and
// amounts under the question, as the table shows them; 取消 changes nothing.
const base = inject('consoleUrl');
const page = sharedPage('admin');

it('通过 on the audit list restates the audit, its account and its amount', async () => {
  await openList(page(), `${base}/AuditList`);
  const row = page()
    .locator('[data-screen][data-ready] table[data-table="list"] tbody tr')
    .filter({ has: page().locator('[data-action="approve"]') })
    .filter({ hasText: /[+−][\d,]+\.\d{2}/ })
    .first();
  const cells = await row.evaluate((tr) => {
    const heads = [...tr.closest('table')!.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
    return Object.fromEntries([...tr.querySelectorAll('td')].map((td, i) => [heads[i], td.textContent?.trim() ?? '']));
  });
  await row.locator('[data-action="approve"]').click();
  const question = page().getByRole('dialog', { name: '系统提示' });
  await question.getByText('确定审核通过该记录吗？').waitFor();
  await page().screenshot({ path: `${SHOTS}/day-approval.png` });
  const details = await question.locator('[data-confirm-details]').evaluate((dl) => {
    const out: Record<string, string> = {};
    const terms = [...dl.querySelectorAll('dt')];
    for (const dt of terms) out[dt.textContent ?? ''] = dt.nextElementSibling?.textContent ?? '';
    return out;
  });
  for (const title of ['审核编号', '审核类型', '会员编号', '账户编号', '金额(元)']) expect(details[title], title).toBe(cells[title]);
  expect(details['金额(元)']).toMatch(/[+−][\d,]+\.\d{2}/);
  await question.getByRole('button', { name: '取消' }).click();
  await question.waitFor({ state: 'detached' });
  expect(await row.locator('[data-action="approve"]').count()).toBe(1);
});
