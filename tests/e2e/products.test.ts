import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { SHOTS, signedInPage } from '../support/browser';
import { withOlderRows } from '../support/list-open';
import { sharedBrowser } from '../support/shared-page';

// The products, goods and promotion screens in Chromium: create a good through its declared form
// (messages first, a lookup-fed brand and category, the image through Chromium's own file chooser,
// the 2MB rule), find it in the list, list and delist it; a refused status change keeps what was
// typed and shows the upstream's notice; the activity dialog from an id cell; the coupon jump with
// its id in session storage; the category tree.
const base = inject('consoleUrl');
const browser = sharedBrowser();
let admin: Page;

const DIR = 'test-results/products-e2e';

/** A small valid PNG (a 16×16 blue square). */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(16, 0);
  ihdr.writeUInt32BE(16, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const raw = Buffer.concat(
    Array.from({ length: 16 }, () =>
      Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: 16 }, () => [30, 90, 220]).flat())]),
    ),
  );
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

beforeAll(async () => {
  mkdirSync(DIR, { recursive: true });
  writeFileSync(`${DIR}/goods.png`, png());
  // Over the 2MB logo rule (the tile refuses it before any call).
  writeFileSync(`${DIR}/big.png`, Buffer.concat([png(), Buffer.alloc(2 * 1024 * 1024 + 10)]));
  admin = await signedInPage(browser(), base, 'admin');
});

const rows = (page: Page) => page.locator('table[data-table="list"] tbody tr');
const error = (page: Page, form: string, key: string) => page.locator(`[data-error-for="form-${form}-${key}"]`);
const ready = (page: Page) => page.locator('[data-screen][data-ready] table[data-table="list"]').waitFor();
const settle = (page: Page) => page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));

describe('goods: create → list → delist', () => {
  const name = `浏览器商品${Date.now() % 100000}`;

  it('creates a good through its form: messages, lookups, the upload tile and 保存成功', async () => {
    await admin.goto(withOlderRows(`${base}/GoodsQuery`));
    await ready(admin);
    await admin.locator('[data-action="add"]').click();
    const dialog = admin.getByRole('dialog', { name: '新增商品' });
    await dialog.waitFor();
    await dialog.getByTestId('form-submit').click();
    expect(await error(admin, 'goods-add', 'goodsName').textContent()).toBe('请输入商品名称');
    expect(await error(admin, 'goods-add', 'brandId').textContent()).toBe('请选择品牌');
    expect(await error(admin, 'goods-add', 'categoryId').textContent()).toBe('请选择商品分类');
    expect(await error(admin, 'goods-add', 'mainImage').textContent()).toBe('请选择商品主图');
    await admin.fill('#form-goods-add-goodsName', name);
    // The brand list (status 20) and the category tree's leaves by their path.
    await admin.waitForFunction(() => (document.querySelector('#form-goods-add-brandId') as HTMLSelectElement)?.options.length > 5);
    await admin.selectOption('#form-goods-add-brandId', { label: '拉卡拉' });
    // The category cascader: a first- or second-level category opens the next column, never chooses.
    const cascader = admin.locator('#form-goods-add-categoryId');
    await cascader.click();
    const tree = dialog.getByRole('tree', { name: '商品分类' });
    await tree.getByRole('button', { name: '收款设备' }).click();
    await tree.locator('[data-level="2"]').getByRole('button', { name: 'POS机' }).click();
    expect(await cascader.textContent()).toBe('请选择商品分类');
    await admin.screenshot({ path: `${SHOTS}/goods-cascader.png` });
    await tree.locator('[data-level="3"]').getByRole('button', { name: '电签POS' }).click();
    await tree.waitFor({ state: 'detached' });
    expect(await cascader.textContent()).toBe('收款设备 / POS机 / 电签POS');
    await admin.fill('#form-goods-add-price', '12.345');
    await admin.fill('#form-goods-add-stock', '10');
    // Over 2MB: refused by the tile with the spec's text, nothing uploaded.
    let [chooser] = await Promise.all([admin.waitForEvent('filechooser'), dialog.getByRole('button', { name: '上传商品主图' }).click()]);
    await chooser.setFiles(`${DIR}/big.png`);
    await admin.getByText('上传图片大小不能超过2MB').waitFor();
    [chooser] = await Promise.all([admin.waitForEvent('filechooser'), dialog.getByRole('button', { name: '上传商品主图' }).click()]);
    await chooser.setFiles(`${DIR}/goods.png`);
    await dialog.locator('img[alt]').waitFor();
    await dialog.getByTestId('form-submit').click();
    await admin.waitForFunction(
      () => document.querySelector('[data-error-for="form-goods-add-price"]')?.textContent === '请输入正确的售价（元，最多两位小数）',
    );
    expect(await error(admin, 'goods-add', 'mainImage').textContent()).toBe('');
    await admin.screenshot({ path: `${SHOTS}/goods-form.png` });
    await admin.fill('#form-goods-add-price', '12.50');
    await dialog.getByTestId('form-submit').click();
    await admin.getByText('保存成功').waitFor();
    await dialog.waitFor({ state: 'detached' });
  });

  it('finds it in the list, lists and delists it', async () => {
    await settle(admin);
    await admin.fill('#filter-goodsName', name);
    await admin.getByRole('button', { name: '查询', exact: true }).click();
    await admin.waitForFunction(() => document.querySelector('[data-testid="total"]')?.textContent?.includes('共 1 条'));
    const row = rows(admin).first();
    expect(await row.textContent()).toContain('12.50');
    expect(await row.textContent()).toContain('初始化');
    expect(await row.textContent()).toContain('收款设备 / POS机 / 电签POS');
    // Edit mode shows the saved category's path in the cascader, and opens on it.
    await row.locator('[data-action="edit"]').click();
    const edit = admin.getByRole('dialog', { name: '编辑商品' });
    await edit.waitFor();
    await admin.waitForFunction(() => document.querySelector('#form-goods-edit-categoryId')?.textContent === '收款设备 / POS机 / 电签POS');
    await admin.locator('#form-goods-edit-categoryId').click();
    expect(await edit.locator('[data-level="3"] [role="treeitem"][aria-selected="true"]').textContent()).toBe('电签POS');
    await admin.screenshot({ path: `${SHOTS}/goods-edit-cascader.png` });
    // Escape closes the panel, not the form around it.
    await admin.keyboard.press('Escape');
    await edit.getByRole('tree').waitFor({ state: 'detached' });
    expect(await edit.isVisible()).toBe(true);
    await edit.getByRole('button', { name: '取消' }).click();
    await edit.waitFor({ state: 'detached' });
    await row.locator('[data-action="listing"]').click();
    await admin.getByText('操作成功').first().waitFor();
    await admin.waitForFunction(() => document.querySelector('table[data-table="list"] tbody tr')?.textContent?.includes('已上架'));
    // A listed good offers delisting only (no edit, no delete).
    expect(await row.locator('[data-action="edit"], [data-action="delete"]').count()).toBe(0);
    await row.locator('[data-action="delisting"]').click();
    await admin.getByText('确定下架该商品吗？').waitFor();
    await admin.getByRole('button', { name: '确定', exact: true }).last().click();
    await admin.waitForFunction(() => document.querySelector('table[data-table="list"] tbody tr')?.textContent?.includes('已下架'));
    await admin.screenshot({ path: `${SHOTS}/goods-delisted.png` });
  });
});

describe('refusals, dialogs, the coupon jump and the tree', () => {
  it('a brand status the spec does not allow: the notice shows and what was typed stays', async () => {
    await admin.goto(withOlderRows(`${base}/GoodsBrand`));
    await ready(admin);
    await rows(admin).first().locator('[data-action="edit"]').click();
    const dialog = admin.getByRole('dialog', { name: '编辑品牌' });
    await dialog.waitFor();
    await admin.waitForFunction(() => (document.querySelector('#form-brand-edit-brandName') as HTMLInputElement)?.value === '拉卡拉');
    await admin.fill('#form-brand-edit-remark', '改过的介绍');
    await admin.selectOption('#form-brand-edit-brandStatus', '10');
    await dialog.getByTestId('form-submit').click();
    await admin.getByText('已上架或下架的品牌不能改回初始化').waitFor();
    expect(await admin.locator('#form-brand-edit-remark').inputValue()).toBe('改过的介绍');
    await admin.screenshot({ path: `${SHOTS}/brand-refused.png` });
    await dialog.getByRole('button', { name: '取消' }).click();
  });

  it('an activity id cell opens the read-only activity dialog', async () => {
    await admin.goto(withOlderRows(`${base}/ActiveList`));
    await ready(admin);
    await rows(admin).first().locator('[data-id-link="activity"]').click();
    const dialog = admin.getByRole('dialog', { name: /活动详情/ });
    await dialog.waitFor();
    await dialog.getByText('实例类型').waitFor();
    await admin.waitForFunction(() => document.querySelector('[role="dialog"]')?.textContent?.includes('自定义商户活动'));
    expect(await dialog.locator('input, textarea').count()).toBe(0);
    await admin.screenshot({ path: `${SHOTS}/activity-dialog.png` });
  });

  it('管理 carries the coupon id in session storage to coupon management', async () => {
    await admin.goto(withOlderRows(`${base}/ProductCoupon`));
    await ready(admin);
    const first = rows(admin).first();
    const couponId = (await first.locator('[data-id-link="coupon"]').textContent())?.trim();
    await first.locator('[data-action="manage"]').click();
    await admin.waitForURL(/\/ProductCouponManage/);
    await admin.waitForFunction((id) => (document.querySelector('#filter-couponId') as HTMLInputElement)?.value === id, couponId);
    await settle(admin);
    const texts = await rows(admin).locator('[data-id-link="coupon"]').allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    expect(new Set(texts.map((t) => t.trim()))).toEqual(new Set([couponId]));
    expect(await admin.evaluate(() => sessionStorage.getItem('couponId'))).toBeNull();
    await admin.screenshot({ path: `${SHOTS}/coupon-manage.png` });
  });

  it('the category tree folds and unfolds its three levels', async () => {
    await admin.goto(withOlderRows(`${base}/GoodsClassify`));
    await admin.locator('[data-screen="GoodsClassify"][data-ready]').waitFor();
    await admin.getByRole('button', { name: '展开POS机' }).click();
    await admin.getByText('电签POS').waitFor();
    expect(await admin.locator('[data-action="add"]').count()).toBe(1);
    await admin.screenshot({ path: `${SHOTS}/goods-classify.png` });
  });
});

describe('activity tags, the param value by dataType, promotion record edits', () => {
  // A configuration code in its usual upper snake case: the form takes it, the filter keeps its underscore.
  const code = `E2E_PARAM_${Date.now() % 100000}`;

  it('an activity takes its tags from the multi-select, shows them saved and chosen again in edit mode', async () => {
    await admin.goto(withOlderRows(`${base}/ActiveList`));
    await ready(admin);
    await admin.locator('[data-action="add"]').click();
    const dialog = admin.getByRole('dialog', { name: '新增活动' });
    await dialog.waitFor();
    await admin.fill('#form-activity-add-activityCode', code);
    await admin.fill('#form-activity-add-activityName', '浏览器标签活动');
    await admin.selectOption('#form-activity-add-activityType', { index: 1 });
    await admin.selectOption('#form-activity-add-instanceType', { index: 1 });
    await admin.fill('#form-activity-add-productCode', 'myx');
    await admin.fill('#form-activity-add-startTime', '2026-12-01T00:00:00');
    await admin.fill('#form-activity-add-endTime', '2027-01-01T00:00:00');
    const tags = admin.locator('#form-activity-add-tagIds');
    await tags.click();
    const list = dialog.getByRole('listbox', { name: '标签' });
    await list.getByRole('group', { name: '会员商户组' }).getByText('活跃商户').click();
    await list.getByRole('group', { name: '订单基础组' }).getByText('已发货').click();
    expect(await tags.textContent()).toBe('活跃商户、已发货');
    await admin.screenshot({ path: `${SHOTS}/activity-tags.png` });
    await dialog.getByRole('heading', { name: '新增活动' }).click();
    await list.waitFor({ state: 'detached' });
    await dialog.getByTestId('form-submit').click();
    await admin.getByText('保存成功').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await settle(admin);
    await admin.fill('#filter-activityCode', code);
    await admin.getByRole('button', { name: '查询', exact: true }).click();
    await admin.waitForFunction(() => document.querySelector('[data-testid="total"]')?.textContent?.includes('共 1 条'));
    const row = rows(admin).first();
    // The saved row's dialog names its tags.
    await row.locator('[data-id-link="activity"]').click();
    const detail = admin.getByRole('dialog', { name: /活动详情/ });
    await detail.waitFor();
    // Its tags as spec 03 §3 gives them (tags: tagId, tagName), a row each.
    await detail.getByRole('cell', { name: '活跃商户', exact: true }).waitFor();
    await detail.getByRole('cell', { name: '已发货', exact: true }).waitFor();
    await detail.getByRole('button', { name: /关闭/ }).first().click();
    await detail.waitFor({ state: 'detached' });
    await row.locator('[data-action="edit"]').click();
    const edit = admin.getByRole('dialog', { name: '编辑活动' });
    await edit.waitFor();
    await admin.waitForFunction(() => document.querySelector('#form-activity-edit-tagIds')?.textContent === '活跃商户、已发货');
    await admin.locator('#form-activity-edit-tagIds').click();
    const checked = edit.getByRole('listbox', { name: '标签' }).locator('input[type="checkbox"]:checked');
    expect(await checked.count()).toBe(2);
    await admin.screenshot({ path: `${SHOTS}/activity-tags-edit.png` });
    await edit.getByRole('button', { name: '取消' }).click();
  });

  it('the param value editor follows the dataType: number with its step, else text, with its message', async () => {
    await admin.goto(withOlderRows(`${base}/ParamsQuery`));
    await ready(admin);
    await admin.locator('[data-action="add"]').click();
    const dialog = admin.getByRole('dialog', { name: '新增参数' });
    await dialog.waitFor();
    const value = admin.locator('#form-param-add-paramValue');
    expect(await value.getAttribute('data-step')).toBe('text');
    await admin.fill('#form-param-add-paramCode', code);
    await admin.fill('#form-param-add-paramName', '浏览器参数');
    await admin.selectOption('#form-param-add-dataType', '100922');
    expect(await value.getAttribute('type')).toBe('number');
    expect(await value.getAttribute('step')).toBe('0.01');
    await value.fill('1.234');
    await dialog.getByTestId('form-submit').click();
    await admin.waitForFunction(
      () => document.querySelector('[data-error-for="form-param-add-paramValue"]')?.textContent === '参数值最多2位小数',
    );
    await admin.screenshot({ path: `${SHOTS}/param-datatype.png` });
    await admin.selectOption('#form-param-add-dataType', '100925');
    expect(await value.getAttribute('step')).toBe('0.0001');
    await admin.selectOption('#form-param-add-dataType', '100920');
    expect(await value.getAttribute('step')).toBe('1');
    await value.fill('12');
    await dialog.getByTestId('form-submit').click();
    await admin.getByText('保存成功').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await settle(admin);
    await admin.fill('#filter-paramCode', code);
    await admin.getByRole('button', { name: '查询', exact: true }).click();
    await admin.waitForFunction(() => document.querySelector('[data-testid="total"]')?.textContent?.includes('共 1 条'));
    expect(await rows(admin).first().textContent()).toContain('整数');
    // Edited unchanged, it saves: the code, read-only now, still passes the form's own rule.
    await rows(admin).first().locator('[data-action="edit"]').click();
    const edit = admin.getByRole('dialog', { name: '编辑参数' });
    await edit.waitFor();
    await expect.poll(() => admin.inputValue('#form-param-edit-paramCode')).toBe(code);
    await edit.getByTestId('form-submit').click();
    await edit.waitFor({ state: 'detached' });
    expect(await error(admin, 'param-edit', 'paramCode').count()).toBe(0);
  });

  it('a promotion record: its remark edited (已修改) and shown again, a tag bound', async () => {
    await admin.goto(withOlderRows(`${base}/PromotionRecord`));
    await ready(admin);
    const row = rows(admin).first();
    await row.locator('[data-action="edit"]').click();
    const dialog = admin.getByRole('dialog', { name: '编辑推广记录' });
    await dialog.waitFor();
    await admin.fill('#form-promo-record-edit-remark', '');
    await dialog.getByTestId('form-submit').click();
    expect(await error(admin, 'promo-record-edit', 'remark').textContent()).toBe('请输入备注');
    await admin.fill('#form-promo-record-edit-remark', `浏览器回访${code}`);
    await dialog.getByTestId('form-submit').click();
    await admin.getByText('已修改').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await admin.waitForFunction(
      (t) => document.querySelector('table[data-table="list"] tbody tr')?.textContent?.includes(t),
      `浏览器回访${code}`,
    );
    await row.locator('[data-action="edit"]').click();
    await dialog.waitFor();
    await admin.waitForFunction(
      (t) => (document.querySelector('#form-promo-record-edit-remark') as HTMLTextAreaElement)?.value === t,
      `浏览器回访${code}`,
    );
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.locator('[data-action="bindTag"]').click();
    const bind = admin.getByRole('dialog', { name: '绑定标签' });
    await bind.waitFor();
    const current = await admin.locator('#form-promo-record-bind-tag-tagId').inputValue();
    const next = current === '701104' ? '701101' : '701104';
    await admin.selectOption('#form-promo-record-bind-tag-tagId', next);
    await bind.getByTestId('form-submit').click();
    await admin.getByText('绑定标签成功').first().waitFor();
    await bind.waitFor({ state: 'detached' });
    const label = next === '701104' ? '重点跟进' : '高意向';
    await admin.waitForFunction((t) => document.querySelector('table[data-table="list"] tbody tr')?.textContent?.includes(t), label);
    await admin.screenshot({ path: `${SHOTS}/promotion-record-edited.png` });
  });
});
