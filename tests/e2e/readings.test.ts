import { expect, inject, it } from 'vitest';
import { SHOTS } from '../support/browser';
import { openList } from '../support/list-open';
import { sharedPage } from '../support/shared-page';

// Issue #34: where the spec gives a field two readings, the reference upstream's demo records vary
// between them and the console reads both. Spec 02 §3: regSourceType or registerSource (注册来源).
const base = inject('consoleUrl');
const page = sharedPage('admin');

it('注册来源 shows for a member answered with either reading', async () => {
  await openList(page(), `${base}/MemberList`);
  const ids = (await page().locator('table[data-table="list"] >> col=memberId').allTextContents()).map((t) => t.trim());
  // The demo upstream answers registerSource for an odd last hex digit, regSourceType otherwise.
  const odd = ids.find((id) => parseInt(id.slice(-1), 16) % 2 === 1)!;
  const even = ids.find((id) => parseInt(id.slice(-1), 16) % 2 === 0)!;
  for (const id of [odd, even]) {
    await page().goto(`${base}/MemberList?dlg=${encodeURIComponent(`member:${id}:`)}`);
    const field = page()
      .getByRole('dialog', { name: `会员详情 ${id}` })
      .locator('[data-field="regSourceType"]');
    await field.waitFor();
    const text = (await field.textContent()) ?? '';
    expect(text, id).toMatch(/^注册来源[:：]?\s*\S/);
    expect(text.replace(/^注册来源[:：]?\s*/, ''), id).not.toBe('-');
  }
  await page().screenshot({ path: `${SHOTS}/spec-readings-register-source.png` });
});
