import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type ConsoleClient, signedIn } from '../support/console-client';
import { envelope, on, rows } from '../support/product-rows';

// Products, activities, coupons, promotions, goods and merchant entry over HTTP against the built
// console and the reference upstream: every screen answers rows, gating by right, forms refuse bad
// bodies with the spec's texts and change nothing, status transitions the statuses do not allow
// reach the operator as a notice, and the merchant-entry processing header is the server's.

// Actions and transitions, the cascader, tags and record edits: products-actions.test.ts.

const base = inject('consoleUrl');
let admin: ConsoleClient;
let operator: ConsoleClient;
let agent: ConsoleClient;

beforeAll(async () => {
  [admin, operator, agent] = await Promise.all([signedIn(base, 'admin'), signedIn(base, 'operator'), signedIn(base, 'agent')]);
});

// Screen → its page call and a column title its HTML shows (admin, product 'all').
const LISTS: ReadonlyArray<[string, string, string]> = [
  ['ProductList', '/admin/product/page', '产品名称'],
  ['ProductLogSelect', '/admin/report/task-log/page', '查询条件'],
  ['ProductCnlLog', '/admin/report/cnl-log/page', '报表类型'],
  ['ProductBiz', '/admin/product/biz/page', '业务编码'],
  ['ProductCoupon', '/admin/coupon/page', '使用门槛'],
  ['ProductCouponManage', '/admin/coupon/member/page', '券码'],
  ['ProductCouponNew', '/admin/coupon/batch/page', '批次名称'],
  ['ProductCouponV3', '/admin/coupon/v3/page', '每人限领'],
  ['ProductTemplateManage', '/admin/tmplt/v2/qry', '参数名称'],
  ['ActiveList', '/admin/activity/page', '实例类型'],
  ['ActiveBizStats', '/admin/activity/biz-stats/page', '参与会员数'],
  ['ActiveCashback', '/admin/activity/cashback/page', '返现状态'],
  ['ActiveHelpLog', '/admin/activity/help-log/page', '助力会员'],
  ['PromotionManage', '/all/pos/promotion/admin/query-page', '推广项数'],
  ['PromotionPoster', '/poster/list', '海报名称'],
  ['PromotionRelation', '/admin/promo/page', '推广码'],
  ['PromotionRecord', '/admin/promo/record/page', '被推广会员'],
  ['GoodsQuery', '/all/goods/query', '市场价'],
  ['GoodsBrand', '/all/brand/query', '品牌状态'],
  ['GoodsOrderQuery', '/all/order-manage/order-page', '超时标记'],
  ['GoodsActive', '/all/secKill/actPage', '秒杀价'],
  ['MerchantEntrant', '/all/merchant-entrant/query-page', '进件状态'],
  ['MerchantAddQuery_standard', '/all/pos/standard/merchant/add-page', '新增时间'],
  ['ParamsQuery', '/all/param/query', '数据类型'],
];

describe('every route is a working screen with rows', () => {
  it.each(LISTS)('%s draws its list and its call answers rows', async (screen, path, column) => {
    const html = await (await admin.fetch(`/${screen}`)).text();
    expect(html).toContain(column);
    expect(html).not.toContain('暂未开放');
    const page = await rows(admin, screen, path);
    expect(page.total).toBeGreaterThan(0);
  });

  it('the category tree has three levels', async () => {
    const html = await (await admin.fetch('/GoodsClassify')).text();
    expect(html).not.toContain('暂未开放');
    const tree = (await envelope(await admin.api('/all/classify/tree', {}, on('GoodsClassify')))).data as {
      children: { children: unknown[] }[];
    }[];
    expect(tree.length).toBeGreaterThanOrEqual(6);
    expect(tree[0].children[0].children.length).toBeGreaterThan(0);
  });

  it('every status of the spec is present in the demo data', async () => {
    const statuses = async (screen: string, path: string, field: string) =>
      new Set((await rows(admin, screen, path, { pageSize: 100 })).data.map((r) => String(r[field])));
    const all = async (screen: string, path: string, field: string, values: string[]) => {
      const seen = new Set<string>();
      for (const v of values) {
        const page = await rows(admin, screen, path, { [field]: v });
        if (page.total > 0) seen.add(v);
      }
      expect([...seen].sort(), `${screen} ${field}`).toEqual([...values].sort());
    };
    await all('GoodsQuery', '/all/goods/query', 'status', ['10', '20', '30']);
    await all('GoodsBrand', '/all/brand/query', 'brandStatus', ['10', '20', '40']);
    await all('GoodsOrderQuery', '/all/order-manage/order-page', 'timeoutTag', ['TIME_OUT_12H', 'TIME_OUT_24H']);
    await all('ProductCouponNew', '/admin/coupon/batch/page', 'status', ['10', '20', '30']);
    await all('ProductCouponV3', '/admin/coupon/v3/page', 'status', ['0', '10', '20', '25']);
    await all('ActiveCashback', '/admin/activity/cashback/page', 'status', ['0', '1', '2', '3', '4', '5']);
    await all('ActiveList', '/admin/activity/page', 'activityType', ['100399', '100398', '100330', '100340']);
    await all('ActiveList', '/admin/activity/page', 'instanceType', ['102510', '102520']);
    await all('ActiveList', '/admin/activity/page', 'status', ['0', '1']);
    await all('GoodsActive', '/all/secKill/actPage', 'status', ['10', '20', '30', '40']);
    expect((await statuses('MerchantEntrant', '/all/merchant-entrant/query-page', 'status')).size).toBe(4);
  });
});

describe('gating by right', () => {
  it("the goods list's add, listing and delete follow its screen's right (the spec names none); another screen reaches none", async () => {
    const html = await (await operator.fetch('/GoodsQuery')).text();
    expect(html).toContain('商品状态');
    expect(html).toMatch(/data-action="add"/);
    expect((await operator.fetch('/views/form/goods-add?screen=GoodsQuery')).status).toBe(200);
    // The agent holds no goods screen: no form view and no call.
    expect((await agent.fetch('/views/form/goods-add?screen=BIZ_MemberList')).status).toBe(403);
    expect((await agent.api('/myx/goods/listing', { goodsId: 200001 }, on('BIZ_MemberList'))).status).toBe(403);
  });

  it('the activity dialog opens under the screen that links it (the spec names no right for it); not from another', async () => {
    expect((await operator.fetch('/views/dialog/activity?screen=ActiveList')).status).toBe(200);
    // The provider holds no screen that links activities.
    const provider = await signedIn(base, 'provider');
    expect((await provider.fetch('/views/dialog/activity?screen=BIZ_MemberList')).status).toBe(403);
    expect((await provider.api('/admin/activity/detail', { activityId: 70001 }, on('BIZ_MemberList'))).status).toBe(403);
    const view = await (await admin.fetch('/views/dialog/activity?screen=ActiveList')).text();
    for (const label of ['活动类型', '实例类型', '最大参与人数', '活动链接', '修改说明']) expect(view).toContain(label);
    const detail = (await envelope(await admin.api('/admin/activity/detail', { activityId: 70001 }, on('ActiveList')))).data as Record<
      string,
      unknown
    >;
    expect(detail).toMatchObject({ activityId: 70001, activityCode: 'ACT1001' });
  });

  it('screens the operator holds no right to redirect to 403', async () => {
    for (const screen of ['ProductList', 'GoodsBrand', 'MerchantEntrant', 'GoodsClassify']) {
      expect((await operator.fetch(`/${screen}`)).headers.get('location'), screen).toContain('/403');
    }
  });

  it('the agent sees only its organisation subtree on its BIZ_ screens', async () => {
    const mine = await rows(agent, 'BIZ_GoodsOrderQuery', '/myx/order-manage/order-page');
    const everyone = await rows(admin, 'GoodsOrderQuery', '/all/order-manage/order-page');
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.total).toBeLessThan(everyone.total);
    expect((await rows(agent, 'BIZ_GoodsOrderQuery', '/myx/order-manage/order-page', { orgCode: 'ORG0002' })).total).toBe(0);
    const cash = await rows(agent, 'BIZ_ActiveCashback', '/admin/activity/cashback/page');
    expect(cash.total).toBeGreaterThan(0);
    expect(cash.total).toBeLessThan((await rows(admin, 'ActiveCashback', '/admin/activity/cashback/page')).total);
    // Another organisation's entry reads as missing.
    const foreign = (await rows(admin, 'MerchantEntrant', '/all/merchant-entrant/query-page', { orgCode: 'ORG0002', status: '10' }))
      .data[0];
    expect((await agent.fetch('/BIZ_MerchantEntrant')).status).toBe(200);
    // Processing follows the screen's right; the upstream keeps the agent to its subtree.
    const processed = await envelope(
      await agent.api('/myx/merchant-entrant/process', { entrantId: foreign.entrantId }, on('BIZ_MerchantEntrant')),
    );
    expect(processed.status).not.toBe(20);
  });
});

describe('forms refuse bad input with the spec texts and change nothing', () => {
  it('goods: required fields, yuan with two decimals, and the count stays', async () => {
    const before = (await rows(admin, 'GoodsQuery', '/all/goods/query')).total;
    const missing = await admin.api(
      '/all/goods/create',
      { brandId: '101', categoryId: '1003', price: 1000, stock: 1, mainImage: 'F1' },
      on('GoodsQuery'),
    );
    expect(missing.status).toBe(400);
    expect(await envelope(missing)).toMatchObject({ message: '请输入商品名称' });
    const cents = await admin.api(
      '/all/goods/create',
      { goodsName: '测试', brandId: '101', categoryId: '1003', price: '12.345', stock: 1, mainImage: 'F1' },
      on('GoodsQuery'),
    );
    expect(await envelope(cents)).toMatchObject({ message: '请输入正确的售价（元，最多两位小数）' });
    const noImage = await admin.api(
      '/all/goods/create',
      { goodsName: '测试', brandId: '101', categoryId: '1003', price: 100, stock: 1 },
      on('GoodsQuery'),
    );
    expect(await envelope(noImage)).toMatchObject({ message: '请选择商品主图' });
    expect((await rows(admin, 'GoodsQuery', '/all/goods/query')).total).toBe(before);
  });

  it('dates of an activity, a coupon and a flash sale: end after start', async () => {
    const activity = {
      activityCode: 'ITACT1',
      activityName: '集成活动',
      activityType: '100330',
      instanceType: '102510',
      productCode: 'myx',
      startTime: '2026-12-10T00:00:00',
      endTime: '2026-12-01T00:00:00',
    };
    const refused = await admin.api('/admin/activity/add', activity, on('ActiveList'));
    expect(refused.status).toBe(400);
    expect(await envelope(refused)).toMatchObject({ message: '结束时间须晚于开始时间' });
    expect((await rows(admin, 'ActiveList', '/admin/activity/page', { activityCode: 'ITACT1' })).total).toBe(0);
    const coupon = await admin.api(
      '/admin/coupon/add',
      {
        couponName: '券',
        couponType: '20',
        faceAmt: 500,
        totalCnt: 10,
        validDays: 7,
        startTime: '2026-12-10T00:00:00',
        endTime: '2026-12-09T00:00:00',
      },
      on('ProductCoupon'),
    );
    expect(await envelope(coupon)).toMatchObject({ message: '结束时间须晚于开始时间' });
    const sale = await admin.api(
      '/all/secKill/addAct',
      {
        actName: '秒',
        goodsId: '200001',
        seckillPrice: 100,
        stock: 1,
        limitPerMember: 1,
        startTime: '2026-12-10T00:00:00',
        endTime: '2026-12-10T00:00:00',
      },
      on('GoodsActive'),
    );
    expect(await envelope(sale)).toMatchObject({ message: '结束时间须晚于开始时间' });
  });

  it('an activity saves and shows in its list with its tags named', async () => {
    const res = await admin.api(
      '/admin/activity/add',
      {
        activityCode: 'itact2',
        activityName: '集成测试活动',
        activityType: '100340',
        instanceType: '102520',
        productCode: 'MYX',
        maxJoinCnt: 3,
        startTime: '2026-12-01T00:00:00',
        endTime: '2027-01-01T00:00:00',
      },
      on('ActiveList'),
    );
    expect(await envelope(res)).toMatchObject({ status: 20 });
    const [row] = (await rows(admin, 'ActiveList', '/admin/activity/page', { activityCode: 'ITACT2' })).data;
    expect(row).toMatchObject({ activityName: '集成测试活动', productCode: 'myx', status: 1, startTime: '2026-12-01 00:00:00' });
  });

  it('params: the value follows its dataType editor (integer, 2, 3, 4 decimals), else text', async () => {
    const add = (paramValue: string, dataType: string) =>
      admin.api('/all/param/add', { paramCode: `IT${dataType}`, paramName: '集成参数', dataType, paramValue }, on('ParamsQuery'));
    expect(await envelope(await add('1.5', '100920'))).toMatchObject({ message: '参数值须为整数' });
    expect(await envelope(await add('0.123', '100922'))).toMatchObject({ message: '参数值最多2位小数' });
    expect(await envelope(await add('0.00001', '100925'))).toMatchObject({ message: '参数值最多4位小数' });
    expect(await envelope(await add('abc', '100924'))).toMatchObject({ message: '参数值须为数字' });
    expect((await rows(admin, 'ParamsQuery', '/all/param/query', { paramCode: 'IT1009' })).total).toBe(0);
    expect(await envelope(await add('0.001', '100924'))).toMatchObject({ status: 20 });
    expect(await envelope(await add('任意文本', '100921'))).toMatchObject({ status: 20 });
  });

  it('a coupon batch names existing members only, and a bound tag says 绑定标签成功 in its form', async () => {
    const res = await admin.api(
      '/admin/coupon/batch/add',
      { couponId: '80001', batchName: '集成批次', memberIds: 'NOSUCH1' },
      on('ProductCouponNew'),
    );
    expect(await envelope(res)).toMatchObject({ status: 50, message: '会员不存在：NOSUCH1' });
    const view = await (await admin.fetch('/views/form/promo-record-bind-tag?screen=PromotionRecord')).json();
    expect(view).toMatchObject({ success: '绑定标签成功' });
  });
});
