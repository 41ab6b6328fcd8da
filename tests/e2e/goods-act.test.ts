import { expect, inject, it } from 'vitest';
import { SHOTS } from '../support/browser';
import { openList } from '../support/list-open';
import { sharedPage } from '../support/shared-page';

// Spec 03 §7 goods module (goods actQuery): the flash-sale form on /GoodsActive offers the goods an
// activity may take, each named with its id, and a sale of the chosen good saves.
const base = inject('consoleUrl');
const page = sharedPage('admin');

it('新增秒杀活动 picks its good from the listed goods and saves the sale', async () => {
  const admin = page();
  await openList(admin, `${base}/GoodsActive`);
  await admin.locator('[data-action="add"]').click();
  const dialog = admin.getByRole('dialog', { name: '新增秒杀活动' });
  await dialog.waitFor();
  const select = admin.locator('#form-seckill-add-goodsId');
  await admin.waitForFunction(() => (document.querySelector('#form-seckill-add-goodsId') as HTMLSelectElement)?.options.length > 5);
  const labels = await select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).label).filter(Boolean));
  const goods = labels.filter((l) => /（\d+）$/.test(l));
  expect(goods.length).toBeGreaterThan(5);
  await select.selectOption({ label: goods[0] });
  await admin.fill('#form-seckill-add-actName', '浏览器秒杀');
  await admin.fill('#form-seckill-add-seckillPrice', '0.01');
  await admin.fill('#form-seckill-add-stock', '1');
  await admin.fill('#form-seckill-add-limitPerMember', '1');
  const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 16);
  await admin.fill('#form-seckill-add-startTime', at(2));
  await admin.fill('#form-seckill-add-endTime', at(3));
  await admin.screenshot({ path: `${SHOTS}/goods-act-pick.png` });
  await dialog.getByTestId('form-submit').click();
  await admin.getByText('保存成功').first().waitFor();
  await dialog.waitFor({ state: 'detached' });
  expect(await admin.locator('[data-notice-type="error"]').count()).toBe(0);
});
