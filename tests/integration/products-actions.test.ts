import { beforeAll, describe, expect, inject, it } from 'vitest';
import { rowsOf } from '@/contract/shapes';
import { type ConsoleClient, signedIn } from '../support/console-client';
import { envelope, on, rows } from '../support/product-rows';
import { callUpstream, getPublicKey, loginUpstream } from '../support/upstream-client';

// Products, activities, coupons, promotions and goods over HTTP against the built console and the
// reference upstream: status transitions the statuses do not allow reach the operator as a notice,
// the merchant-entry processing header is the server's, the category cascader, activity tags and
// promotion record edits. Screens, gating and form refusals: products.test.ts.

const base = inject('consoleUrl');
const upstreamUrl = inject('upstreamUrl');
let admin: ConsoleClient;
let operator: ConsoleClient;

beforeAll(async () => {
  [admin, operator] = await Promise.all([signedIn(base, 'admin'), signedIn(base, 'operator')]);
});

describe('actions and the transitions the statuses allow', () => {
  it('goods: listing and delisting change status; the ones not allowed are refused with a notice', async () => {
    const [listed] = (await rows(admin, 'GoodsQuery', '/all/goods/query', { status: '20' })).data;
    const again = await envelope(await admin.api('/all/goods/listing', { goodsId: listed.goodsId }, on('GoodsQuery')));
    expect(again).toMatchObject({ status: 50, message: '商品已上架，不能重复上架' });
    const del = await envelope(await admin.api(`/all/goods/${listed.goodsId}`, {}, on('GoodsQuery'), 'DELETE'));
    expect(del).toMatchObject({ status: 50, message: '已上架的商品不能删除，请先下架' });
    expect(await envelope(await admin.api('/all/goods/delisting', { goodsId: listed.goodsId }, on('GoodsQuery')))).toMatchObject({
      status: 20,
    });
    const twice = await envelope(await admin.api('/all/goods/delisting', { goodsId: listed.goodsId }, on('GoodsQuery')));
    expect(twice).toMatchObject({ status: 50, message: '只有已上架的商品才能下架' });
    expect(await envelope(await admin.api('/all/goods/listing', { goodsId: listed.goodsId }, on('GoodsQuery')))).toMatchObject({
      status: 20,
    });
  });

  it('flash sale: lose efficacy once; promotion: submit-apply once; coupon batch: issue once', async () => {
    const [running] = (await rows(admin, 'GoodsActive', '/all/secKill/actPage', { status: '20' })).data;
    expect(await envelope(await admin.api('/all/secKill/loseEfficacy', { actId: running.actId }, on('GoodsActive')))).toMatchObject({
      status: 20,
    });
    expect(await envelope(await admin.api('/all/secKill/loseEfficacy', { actId: running.actId }, on('GoodsActive')))).toMatchObject({
      status: 50,
      message: '活动已结束或已失效，不能再失效',
    });
    const [draft] = (await rows(admin, 'PromotionManage', '/all/pos/promotion/admin/query-page', { status: '0' })).data;
    const apply = () => admin.api('/all/pos/promotion/admin/submit-apply', { promotionId: draft.promotionId }, on('PromotionManage'));
    expect(await envelope(await apply())).toMatchObject({ status: 20 });
    expect(await envelope(await apply())).toMatchObject({ status: 50, message: '当前状态不能提交申请' });
    const [pending] = (await rows(admin, 'ProductCouponNew', '/admin/coupon/batch/page', { status: '10' })).data;
    const exec = () => admin.api('/admin/coupon/batch/exec', { batchId: pending.batchId }, on('ProductCouponNew'));
    expect(await envelope(await exec())).toMatchObject({ status: 20 });
    expect(await envelope(await exec())).toMatchObject({ status: 50, message: '该批次已处理，不能重复发放' });
    const held = await rows(admin, 'ProductCouponManage', '/admin/coupon/member/page', { batchId: String(pending.batchId) });
    expect(held.total).toBe(Number(pending.memberCnt));
  });

  it('promotion items: status edits through the dialog list, refused when already so', async () => {
    const items = await rows(admin, 'PromotionManage', '/all/pos/promotion/admin/query-apply-list', { promotionId: '40001' });
    const on1 = items.data.find((i) => i.itemStatus === 1)!;
    const set = (itemStatus: number) =>
      admin.api('/all/pos/promotion/admin/edit-promotion-item-status', { itemId: on1.itemId, itemStatus }, on('PromotionManage'));
    expect(await envelope(await set(1))).toMatchObject({ status: 50, message: '已是启用状态' });
    expect(await envelope(await set(0))).toMatchObject({ status: 20 });
    expect(await envelope(await set(1))).toMatchObject({ status: 20 });
  });

  it('brands: a listed brand never returns to init; a brand with goods is not deleted', async () => {
    const put = await envelope(
      await admin.api('/all/brand', { brandId: 101, brandName: '拉卡拉', brandStatus: '10' }, on('GoodsBrand'), 'PUT'),
    );
    expect(put).toMatchObject({ status: 50, message: '已上架或下架的品牌不能改回初始化' });
    const del = await envelope(await admin.api('/all/brand/101', {}, on('GoodsBrand'), 'DELETE'));
    expect(del).toMatchObject({ status: 50, message: '该品牌下存在商品，不能删除' });
  });

  it('categories: at most three levels; a category with children is not deleted', async () => {
    const deep = await envelope(await admin.api('/all/classify', { categoryName: '四级', parentId: '1003', sort: 1 }, on('GoodsClassify')));
    expect(deep).toMatchObject({ status: 50, message: '分类最多三级' });
    const del = await envelope(await admin.api('/all/classify/1001', {}, on('GoodsClassify'), 'DELETE'));
    expect(del).toMatchObject({ status: 50, message: '该分类下存在子分类，不能删除' });
    const made = await envelope(
      await admin.api('/all/classify', { categoryName: '集成分类', parentId: '1002', sort: 9, status: 1 }, on('GoodsClassify')),
    );
    expect(made.status).toBe(20);
    const id = (made.data as { categoryId: number }).categoryId;
    const got = await envelope(await admin.api(`/all/classify/${id}`, {}, on('GoodsClassify'), 'GET'));
    expect(got.data).toMatchObject({ level: 3, pathName: '收款设备 / POS机 / 集成分类' });
    expect(await envelope(await admin.api(`/all/classify/${id}`, {}, on('GoodsClassify'), 'DELETE'))).toMatchObject({ status: 20 });
  });

  it('merchant entry processing carries the inner token type added by the console server, never by the browser', async () => {
    const [pending] = (await rows(admin, 'MerchantEntrant', '/all/merchant-entrant/query-page', { status: '10' })).data;
    // Straight to the upstream without the header: refused.
    const key = await getPublicKey(upstreamUrl);
    const token = await loginUpstream(upstreamUrl, 'admin', 'Admin2026');
    const direct = await callUpstream(
      upstreamUrl,
      '/all/merchant-entrant/process',
      { entrantId: pending.entrantId },
      { token, publicKeyPem: key },
    );
    expect(direct.envelope).toMatchObject({ status: 50, message: '令牌类型错误，请使用内部令牌处理进件' });
    // Through the console (the browser sends no such header): processed.
    const res = await envelope(await admin.api('/all/merchant-entrant/process', { entrantId: pending.entrantId }, on('MerchantEntrant')));
    expect(res).toMatchObject({ status: 20 });
    const again = await envelope(await admin.api('/all/merchant-entrant/process', { entrantId: pending.entrantId }, on('MerchantEntrant')));
    expect(again).toMatchObject({ status: 50, message: '该进件已处理，不能重复处理' });
    // The header name appears in no page the browser loads.
    expect(await (await admin.fetch('/MerchantEntrant')).text()).not.toContain('token-type');
  });

  it('the coupon dialog offers 优惠券管理 to the coupon-management screen, and that list takes the couponId from session storage', async () => {
    const view = await (await admin.fetch('/views/dialog/coupon?screen=ProductCoupon')).text();
    expect(view).toContain('"kind":"goto"');
    expect(view).toContain('"storageKey":"couponId"');
    const html = await (await admin.fetch('/ProductCouponManage')).text();
    expect(html).toContain('sessionKey');
  });
});

describe('the category cascader, activity tags and promotion record edits (issue 16, rest)', () => {
  it('the goods form declares a three-level cascader over the enabled tree, and the upstream takes a third-level category only', async () => {
    const view = await (await admin.fetch('/views/form/goods-add?screen=GoodsQuery')).json();
    const field = view.fields.find((f: { key: string }) => f.key === 'categoryId');
    expect(field).toMatchObject({ type: 'cascader', lookup: { depth: 3, children: 'children', call: { path: '/all/classify/tree' } } });
    const tree = (await envelope(await admin.api('/all/classify/tree', { status: 1 }, on('GoodsQuery')))).data as {
      categoryId: number;
      children: { categoryId: number; children: { categoryId: number }[] }[];
    }[];
    const second = tree[0].children[0];
    const good = (categoryId: number) => ({
      goodsName: '级联商品',
      brandId: '101',
      categoryId: String(categoryId),
      price: 990,
      stock: 1,
      mainImage: 'F1',
    });
    const before = (await rows(admin, 'GoodsQuery', '/all/goods/query', { goodsName: '级联商品' })).total;
    for (const id of [tree[0].categoryId, second.categoryId]) {
      const refused = await envelope(await admin.api('/all/goods/create', good(id), on('GoodsQuery')));
      expect(refused, String(id)).toMatchObject({ status: 50, message: '请选择启用的三级分类' });
    }
    expect((await rows(admin, 'GoodsQuery', '/all/goods/query', { goodsName: '级联商品' })).total).toBe(before);
    const made = await envelope(await admin.api('/all/goods/create', good(second.children[0].categoryId), on('GoodsQuery')));
    expect(made.status).toBe(20);
    const id = (made.data as { goodsId: number }).goodsId;
    // Edit mode loads the saved leaf; the cascader finds its path in the tree.
    const got = (await envelope(await admin.api(`/all/goods/${id}`, {}, on('GoodsQuery'), 'GET'))).data as Record<string, unknown>;
    expect(String(got.categoryId)).toBe(String(second.children[0].categoryId));
    expect(String(got.categoryPath).split(' / ')).toHaveLength(3);
    expect((await envelope(await admin.api(`/all/goods/${id}`, {}, on('GoodsQuery'), 'DELETE'))).status).toBe(20);
  });

  it('the flash-sale form picks its good from goods actQuery: listed goods only, each one addAct takes', async () => {
    const view = await (await admin.fetch('/views/form/seckill-add?screen=GoodsActive')).json();
    expect(view.fields.find((f: { key: string }) => f.key === 'goodsId')).toMatchObject({
      type: 'select',
      lookup: { call: { path: '/all/goods/actQuery' }, value: 'goodsId', label: 'goodsName' },
    });
    const offered = await rows(admin, 'GoodsActive', '/all/goods/actQuery');
    expect(offered.data.length).toBeGreaterThan(0);
    expect(offered.data.every((g) => Number(g.status) === 20)).toBe(true);
    const listed = (await rows(admin, 'GoodsQuery', '/all/goods/query', { status: '20' })).total;
    expect(offered.total).toBe(listed);
    const delisted = (await rows(admin, 'GoodsQuery', '/all/goods/query', { status: '30' })).data[0];
    expect((await rows(admin, 'GoodsActive', '/all/goods/actQuery', { goodsId: delisted.goodsId })).total).toBe(0);
    const good = offered.data[0];
    const start = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 19);
    const end = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 19);
    const sale = { actName: '选品秒杀', seckillPrice: 1, stock: 1, limitPerMember: 1, startTime: start, endTime: end };
    const made = await envelope(await admin.api('/all/secKill/addAct', { ...sale, goodsId: String(good.goodsId) }, on('GoodsActive')));
    expect(made.status, made.message).toBe(20);
    const refused = await envelope(
      await admin.api('/all/secKill/addAct', { ...sale, goodsId: String(delisted.goodsId) }, on('GoodsActive')),
    );
    expect(refused).toMatchObject({ status: 50, message: '商品不存在或未上架' });
    // The operator holds no GoodsActive: the look-up is refused like the screen.
    expect((await operator.api('/all/goods/actQuery', { pageNum: 1, pageSize: 50 }, on('GoodsActive'))).status).toBe(403);
  });

  it('activity tags: a multi-select over the tag groups; tag ids go comma-joined, unknown ones are refused', async () => {
    const view = await (await admin.fetch('/views/form/activity-add?screen=ActiveList')).json();
    expect(view.fields.find((f: { key: string }) => f.key === 'tagIds')).toMatchObject({
      type: 'multiSelect',
      label: '标签',
      lookup: { call: { path: '/admin/tag/group-list' }, children: 'tagIndicators' },
    });
    const groups = rowsOf(await rows(admin, 'ActiveList', '/admin/tag/group-list', { pageSize: 100 })) as unknown as {
      custGroupName: string;
      tagIndicators: { tagId: number; tagName: string }[];
    }[];
    const [a, b] = [groups[0].tagIndicators[0], groups[1].tagIndicators[0]];
    const activity = {
      activityCode: 'ittag1',
      activityName: '标签活动',
      activityType: '100340',
      instanceType: '102520',
      productCode: 'myx',
      startTime: '2026-12-01T00:00:00',
      endTime: '2027-01-01T00:00:00',
    };
    const refused = await envelope(await admin.api('/admin/activity/add', { ...activity, tagIds: `${a.tagId},99999` }, on('ActiveList')));
    expect(refused).toMatchObject({ status: 50, message: '标签不存在：99999' });
    expect((await rows(admin, 'ActiveList', '/admin/activity/page', { activityCode: 'ITTAG1' })).total).toBe(0);
    expect(
      await envelope(await admin.api('/admin/activity/add', { ...activity, tagIds: `${a.tagId},${b.tagId}` }, on('ActiveList'))),
    ).toMatchObject({ status: 20 });
    const [row] = (await rows(admin, 'ActiveList', '/admin/activity/page', { activityCode: 'ITTAG1' })).data;
    expect(row).toMatchObject({ tagNames: `${a.tagName},${b.tagName}` });
    // Edit mode loads the ids the multi-select shows chosen.
    const detail = await envelope(await admin.api('/admin/activity/detail', { activityId: row.activityId }, on('ActiveList')));
    expect(detail.data).toMatchObject({ tagIds: `${a.tagId},${b.tagId}` });
    // Its tags as spec 03 §3 gives them (tags: tagId, tagName), not a name list of our own.
    expect((detail.data as { tags: unknown }).tags).toEqual([
      { tagId: String(a.tagId), tagName: a.tagName },
      { tagId: String(b.tagId), tagName: b.tagName },
    ]);
    expect(detail.data).not.toHaveProperty('tagNames');
  });

  it('a promotion record: details, an edit of its remark (已修改), refusals of anything else, bind-tag in scope', async () => {
    const [rec] = (await rows(admin, 'PromotionRecord', '/admin/promo/record/page')).data;
    const details = await envelope(await admin.api('/admin/promo/record/details', { recordId: rec.recordId }, on('PromotionRecord')));
    expect(details.data).toMatchObject({ recordId: rec.recordId, promoCode: rec.promoCode });
    const view = await (await admin.fetch('/views/form/promo-record-edit?screen=PromotionRecord')).json();
    expect(view).toMatchObject({ success: '已修改', load: { path: '/admin/promo/record/details' } });
    // The console's schema: a blank remark is refused before the upstream.
    const blank = await admin.api('/admin/promo/record/upt', { recordId: rec.recordId, remark: '  ' }, on('PromotionRecord'));
    expect(blank.status).toBe(400);
    expect(await envelope(blank)).toMatchObject({ message: '请输入备注' });
    // Anything beyond the remark reaching the upstream is refused there too (the gate refuses it first).
    const key = await getPublicKey(upstreamUrl);
    const token = await loginUpstream(upstreamUrl, 'admin', 'Admin2026');
    const direct = (path: string, body: object, t = token) => callUpstream(upstreamUrl, path, body, { token: t, publicKeyPem: key });
    expect((await direct('/admin/promo/record/upt', { recordId: rec.recordId, remark: '改', rewardAmt: 1 })).envelope).toMatchObject({
      status: 50,
      message: '推广记录只能修改备注',
    });
    expect((await direct('/admin/promo/record/upt', { recordId: rec.recordId, remark: ' ' })).envelope).toMatchObject({
      status: 50,
      message: '请输入备注',
    });
    expect((await direct('/admin/promo/record/upt', { recordId: 99999999, remark: '改' })).envelope).toMatchObject({
      status: 50,
      message: '记录不存在',
    });
    // A field the edit form does not send is refused at the gate (issue #52: no longer dropped).
    const extra = await admin.api(
      '/admin/promo/record/upt',
      { recordId: rec.recordId, remark: '回访已完成', rewardAmt: 1 },
      on('PromotionRecord'),
    );
    expect(extra.status).toBe(400);
    expect(await envelope(extra)).toMatchObject({ message: '请求参数错误：不接受字段 rewardAmt' });
    const saved = await admin.api('/admin/promo/record/upt', { recordId: rec.recordId, remark: '回访已完成' }, on('PromotionRecord'));
    expect(await envelope(saved)).toMatchObject({ status: 20 });
    const after = (await rows(admin, 'PromotionRecord', '/admin/promo/record/page')).data.find((r) => r.recordId === rec.recordId)!;
    expect(after).toMatchObject({ remark: '回访已完成', rewardAmt: rec.rewardAmt });
    // Bind-tag: a tag not of the enumeration, the same tag twice; another organisation's record reads as missing.
    const bind = (tagId: string) => admin.api('/admin/promo/record/bind-tag', { recordId: rec.recordId, tagId }, on('PromotionRecord'));
    const tag = rec.tagId === '701101' ? '701102' : '701101';
    expect(await envelope(await bind(tag))).toMatchObject({ status: 20 });
    expect(await envelope(await bind(tag))).toMatchObject({ status: 50, message: '该记录已绑定此标签' });
    expect((await direct('/admin/promo/record/bind-tag', { recordId: rec.recordId, tagId: 'NOPE' })).envelope).toMatchObject({
      message: '标签不存在',
    });
    const agentToken = await loginUpstream(upstreamUrl, 'agent', 'Agent2026');
    const theirs = (await direct('/admin/promo/record/page', { pageNum: 1, pageSize: 500 }, agentToken)).envelope.data as {
      data: { recordId: number }[];
    };
    const all = (await rows(admin, 'PromotionRecord', '/admin/promo/record/page', { pageSize: 500 })).data;
    const foreign = all.find((r) => !theirs.data.some((t) => t.recordId === r.recordId))!;
    const other = foreign.tagId === '701103' ? '701104' : '701103';
    expect((await direct('/admin/promo/record/bind-tag', { recordId: foreign.recordId, tagId: other }, agentToken)).envelope).toMatchObject(
      {
        status: 50,
        message: '记录不存在',
      },
    );
  });
});
