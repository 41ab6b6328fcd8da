import { readFile } from 'node:fs/promises';
import { expect, inject, it } from 'vitest';
import { readXlsxRows } from '../../upstream/kit/xlsx-read';
import { SHOTS } from '../support/browser';
import { openList } from '../support/list-open';
import { sharedPage } from '../support/shared-page';

// Issue #39, friction: an import offers its template (下载模板 beside the button), and 基础模板's
// import rows download theirs.
const base = inject('consoleUrl');
const page = sharedPage('admin');

async function downloaded(click: () => Promise<void>): Promise<{ name: string; rows: string[][] }> {
  const [file] = await Promise.all([page().waitForEvent('download'), click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), rows: readXlsxRows(await readFile(path!)) };
}

it('下载模板 beside the blacklist import gives the sheet to fill in', async () => {
  await openList(page(), `${base}/CnlBlackList`);
  await page().screenshot({ path: `${SHOTS}/day-templates-import.png` });
  const { name, rows } = await downloaded(() => page().getByTestId('import-template').click());
  expect(name).toMatch(/\.xlsx$/);
  expect(rows[0]).toEqual(['黑名单类型', '黑名单值', '会员编号', '原因']);
});

it('基础模板 downloads an import template from its row', async () => {
  await openList(page(), `${base}/BaseTemplate`);
  const row = page().locator('[data-screen][data-ready] table[data-table="list"] tbody tr').filter({ hasText: 'TPL_ACCT_ADJUST' });
  const { rows } = await downloaded(() => row.locator('[data-action="download"]').click());
  expect(rows[0]).toEqual(['账户编号', '调账方向(+/-)', '金额(元)', '调账原因']);
  // An agreement template has no file here: no 下载 on its row.
  const agreement = page().locator('table[data-table="list"] tbody tr').filter({ hasText: '协议模板' }).first();
  expect(await agreement.locator('[data-action="download"]').count()).toBe(0);
});
