import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type ConsoleClient, signedIn } from '../support/console-client';
import { type Envelope, json, type Page } from '../support/envelope';
import { html } from '../support/pages';

// Orders over HTTP (the built console and the reference upstream): the POS order page's quick
// filters, unclearable range and ORG query set; the tag filter and 标记筛选商户; the order detail's
// two variants and receipt rule; the streamed export. Bills, fee rules and reconciliation are in
// bills.test.ts.
const base = inject('consoleUrl');
let admin: ConsoleClient;
let operator: ConsoleClient;
let agent: ConsoleClient;

// Seeded orders end at the seed's base day (2026-11-20); the default range is the operator's today.
const DAY = { startDate: '2026-11-20 00:00:00', endDate: '2026-11-20 23:59:59' };
const LAST_90 = { startDate: '2026-08-23 00:00:00', endDate: '2026-11-20 23:59:59' };
const ORDER_PAGE = { 'x-console-screen': 'OrderPagePos' };

beforeAll(async () => {
  [admin, operator, agent] = await Promise.all([signedIn(base, 'admin'), signedIn(base, 'operator'), signedIn(base, 'agent')]);
});

type OrgRow = { orderId: string; memberId: string; orgMemberId: string; topOrgMemberId: string };
/** An order outside the agent's organisation (another top organisation's), found by the admin. */
async function foreignOrder(): Promise<OrgRow> {
  const mine = await json<Page<OrgRow>>(
    agent.api('/admin/order/pos/page', { ...LAST_90, pageNum: 1, pageSize: 1 }, { 'x-console-screen': 'BIZ_OrderPagePos' }),
  );
  const rows = await json<Page<OrgRow>>(admin.api('/admin/order/pos/page', { ...LAST_90, pageNum: 1, pageSize: 200 }, ORDER_PAGE));
  return rows.data.data.find((r) => r.topOrgMemberId !== mine.data.data[0].topOrgMemberId)!;
}

describe('the POS order page', () => {
  it('shows the status quick filters in the spec order, and a day of orders', async () => {
    const text = await html(
      admin,
      `/OrderPagePos?startDate=${encodeURIComponent(DAY.startDate)}&endDate=${encodeURIComponent(DAY.endDate)}`,
    );
    const quick = text.slice(text.indexOf('data-quick="orderStatus"'));
    const labels = [...quick.slice(0, 4000).matchAll(/role="radio"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(labels).toEqual(['全部', '成功', '失败', '初始化', '待支付', '内部账户支付中', '退款中', '部分退款中', '退单完成']);
    expect((text.match(/data-id-link="order"/g) ?? []).length).toBeGreaterThanOrEqual(20);
    expect(text).toMatch(/共 (<!-- -->)?\d{4}(<!-- -->)? 条/);
  });

  it('a quick filter narrows the query to its status', async () => {
    for (const status of [20, 40, 10, 11, 12, 26, 27, 41]) {
      const page = await json<Page<{ orderStatus: number }>>(
        await admin.api('/admin/order/pos/page', { ...LAST_90, pageNum: 1, pageSize: 50, orderStatus: String(status) }, ORDER_PAGE),
      );
      expect(page.data.total, `status ${status}`).toBeGreaterThan(0);
      expect(page.data.data.every((r) => r.orderStatus === status)).toBe(true);
    }
  });

  it('defaults to today 00:00:00 to 23:59:59, and a cleared range in the URL comes back to it', async () => {
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    for (const path of ['/OrderPagePos', '/OrderPagePos?startDate=&endDate=']) {
      const text = await html(admin, path);
      expect(text, path).toContain(`${today} 00:00:00`);
      expect(text, path).toContain(`${today} 23:59:59`);
    }
    // The range has no clear button here; the transaction search's has.
    expect(await html(admin, '/OrderPagePos')).not.toContain('aria-label="清空交易时间"');
    expect(await html(admin, '/TransSearchSimple')).toContain('aria-label="清空交易时间"');
  });

  it('the transaction search defaults to the last 30 days', async () => {
    const now = Date.now() + 8 * 3600_000;
    const from = new Date(now - 30 * 86_400_000).toISOString().slice(0, 10);
    const text = await html(admin, '/TransSearchSimple');
    expect(text).toMatch(new RegExp(`${from}|${new Date(now - 29 * 86_400_000).toISOString().slice(0, 10)}`));
  });

  it("an ORG operator loses the business order id and coupon filters; product code column only under 'all' (02 §2)", async () => {
    // The filters travel in the page's payload (the bar folds past 12 of them).
    const filter = (name: string) => new RegExp(`\\\\?"name\\\\?":\\\\?"${name}\\\\?"`);
    const mine = await html(admin, '/OrderPagePos');
    expect(mine).toMatch(filter('custOrderId'));
    expect(mine).toMatch(filter('couponId'));
    expect(mine).toContain('产品编码');
    const theirs = await html(agent, '/BIZ_OrderPagePos');
    expect(theirs).toMatch(filter('orderId'));
    expect(theirs).not.toMatch(filter('custOrderId'));
    expect(theirs).not.toMatch(filter('couponId'));
    expect(theirs).not.toContain('产品编码');
  });

  it('the rate is the fee over the amount, a fraction the page shows as a percent with 2 decimals (spec 01 §9)', async () => {
    const page = await json<Page<{ feeAmt: number; orderAmt: number; cnlFeeRate: number }>>(
      admin.api('/admin/order/pos/page', { ...DAY, pageNum: 1, pageSize: 20 }, ORDER_PAGE),
    );
    for (const r of page.data.data) expect(r.cnlFeeRate).toBeCloseTo(r.feeAmt / r.orderAmt, 5);
    const text = await html(
      admin,
      `/OrderPagePos?startDate=${encodeURIComponent(DAY.startDate)}&endDate=${encodeURIComponent(DAY.endDate)}`,
    );
    // A body cell's column is the header's at its position.
    const at = [...text.matchAll(/<th data-col="([^"]+)"/g)].findIndex((m) => m[1] === 'cnlFeeRate');
    const body = text.slice(text.indexOf('<tbody>'), text.indexOf('</tbody>'));
    const shown = body.split('</tr>').flatMap((tr) => {
      const cell = tr.split(/<td[^>]*>/)[at + 1];
      return cell ? [cell.slice(0, cell.indexOf('<'))] : [];
    });
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((s) => /^0\.\d{2}%$/.test(s))).toBe(true);
  });

  it('an agent sees only its organisation subtree', async () => {
    const page = await json<Page<{ orderId: string; orgCode: string }>>(
      await agent.api('/admin/order/pos/page', { ...LAST_90, pageNum: 1, pageSize: 200 }, { 'x-console-screen': 'BIZ_OrderPagePos' }),
    );
    const all = await json<Page>(await admin.api('/admin/order/pos/page', { ...LAST_90, pageNum: 1, pageSize: 1 }, ORDER_PAGE));
    expect(page.data.total).toBeGreaterThan(0);
    expect(page.data.total).toBeLessThan(all.data.total);
    const outside = await foreignOrder();
    const refused = await json(
      await agent.api('/admin/order/detail', { orderId: outside.orderId, orderType: 'POS' }, { 'x-console-screen': 'BIZ_OrderPagePos' }),
    );
    expect(refused).toMatchObject({ message: '记录不存在' });
  });

  it('exports the query as a streamed .xlsx behind OrderPagePosExport', async () => {
    const res = await admin.api('/admin/export/pos-order-export', DAY, { ...ORDER_PAGE, 'x-export-name': encodeURIComponent('POS订单') });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(bytes.includes(Buffer.from('xl/worksheets/sheet1.xml'))).toBe(true);
    // The agent holds BIZ_OrderPagePosExport only: outside a BIZ_ screen the export is refused.
    expect((await agent.api('/admin/export/pos-order-export', DAY)).status).toBe(403);
  });
});

describe('filter by tag and 标记筛选商户 (spec 02 §2)', () => {
  type TagGroups = Envelope<Array<{ custGroup: string; tagIndicators: Array<{ tagId: string | number; tagCode: string }> }>>;
  async function tagIds(group: string): Promise<string[]> {
    const res = await json<TagGroups>(
      await admin.api(
        '/admin/tag/group-list',
        { pageNum: 1, pageSize: 100, tagSubType: 701002, custGroups: [group], tagName: '' },
        ORDER_PAGE,
      ),
    );
    return res.data.flatMap((g) => g.tagIndicators.map((t) => String(t.tagId)));
  }

  it('an order tag narrows the orders to those the tag describes (any of several)', async () => {
    const all = await json<Page>(await admin.api('/admin/order/pos/page', { ...DAY, pageNum: 1, pageSize: 1 }, ORDER_PAGE));
    const returned = await json<Page<{ orderStatus: number; custOrderTag: string }>>(
      await admin.api('/admin/order/pos/page', { ...DAY, pageNum: 1, pageSize: 200, orderTags: 'RETURN_TAG' }, ORDER_PAGE),
    );
    expect(returned.data.total).toBeGreaterThan(0);
    expect(returned.data.total).toBeLessThan(all.data.total);
    expect(returned.data.data.every((r) => [26, 27, 41].includes(r.orderStatus) && r.custOrderTag.includes('已退货'))).toBe(true);
    // The order detail names the same tags.
    const detail = await json<Envelope<{ custOrderTag: string }>>(
      await admin.api(
        '/admin/order/detail',
        { orderId: (returned.data.data[0] as unknown as { orderId: string }).orderId, orderType: 'POS' },
        ORDER_PAGE,
      ),
    );
    expect(detail.data.custOrderTag).toContain('已退货');
    const big = await json<Page<{ orderAmt: number }>>(
      await admin.api('/admin/order/pos/page', { ...LAST_90, pageNum: 1, pageSize: 200, orderTags: 'BIG_ORDER' }, ORDER_PAGE),
    );
    expect(big.data.total).toBeGreaterThan(0);
    expect(big.data.data.every((r) => r.orderAmt >= 500000)).toBe(true);
    const either = await json<Page>(
      await admin.api('/admin/order/pos/page', { ...DAY, pageNum: 1, pageSize: 1, orderTags: 'RETURN_TAG,CANCEL_TAG' }, ORDER_PAGE),
    );
    const cancelled = await json<Page>(
      await admin.api('/admin/order/pos/page', { ...DAY, pageNum: 1, pageSize: 1, orderTags: 'CANCEL_TAG' }, ORDER_PAGE),
    );
    expect(either.data.total).toBe(returned.data.total + cancelled.data.total);
  });

  it('the picker’s 条件 AND keeps only orders carrying every chosen tag; an unknown tag matches none of them', async () => {
    const page = (orderTags: string, tagCondition?: string) =>
      json<Page<{ orderStatus: number; orderAmt: number }>>(
        admin.api('/admin/order/pos/page', { ...LAST_90, pageNum: 1, pageSize: 200, orderTags, tagCondition }, ORDER_PAGE),
      );
    const [returned, big, both, either] = await Promise.all([
      page('RETURN_TAG'),
      page('BIG_ORDER'),
      page('RETURN_TAG,BIG_ORDER', 'AND'),
      page('RETURN_TAG,BIG_ORDER', 'OR'),
    ]);
    expect(both.data.total).toBeGreaterThan(0);
    expect(both.data.total).toBeLessThan(Math.min(returned.data.total, big.data.total));
    expect(both.data.data.every((r) => [26, 27, 41].includes(r.orderStatus) && r.orderAmt >= 500000)).toBe(true);
    // OR is the union: |A ∪ B| = |A| + |B| − |A ∩ B|.
    expect(either.data.total).toBe(returned.data.total + big.data.total - both.data.total);
    // Two tags no order carries together, and a code no rule declares.
    expect((await page('RETURN_TAG,CANCEL_TAG', 'AND')).data.total).toBe(0);
    expect((await page('RETURN_TAG,NO_SUCH_TAG', 'AND')).data.total).toBe(0);
    expect((await page('RETURN_TAG,NO_SUCH_TAG', 'OR')).data.total).toBe(returned.data.total);
  });

  it('binds merchant tags to every merchant the search finds, behind OrderPagePosTagBrand', async () => {
    const [first] = (
      await json<Page<{ memberId: string }>>(await admin.api('/admin/order/pos/page', { ...DAY, pageNum: 1, pageSize: 1 }, ORDER_PAGE))
    ).data.data;
    const merchantTags = await tagIds('MEMBER_MERCHANT_GROUP');
    expect(merchantTags.length).toBeGreaterThan(0);
    const search = { ...LAST_90, memberId: first.memberId };
    const bound = await json<Envelope<{ memberCount: number; bound: number }>>(
      await admin.api('/admin/order/pos/tag-brand', { ...search, memberTagIds: merchantTags.slice(0, 1) }, ORDER_PAGE),
    );
    expect(bound).toMatchObject({ status: 20, data: { memberCount: 1 } });
    // Bound once: the same binding again changes nothing.
    const again = await json<Envelope<{ bound: number }>>(
      await admin.api('/admin/order/pos/tag-brand', { ...search, memberTagIds: merchantTags.slice(0, 1) }, ORDER_PAGE),
    );
    expect(again.data.bound).toBe(0);
    // No tag, or an order tag, is refused upstream with the reason.
    expect(await json(await admin.api('/admin/order/pos/tag-brand', { ...search, memberTagIds: [] }, ORDER_PAGE))).toMatchObject({
      message: '请选择标签',
    });
    const orderTag = (await tagIds('ORDER_BASIC_GROUP'))[0];
    expect(await json(await admin.api('/admin/order/pos/tag-brand', { ...search, memberTagIds: [orderTag] }, ORDER_PAGE))).toMatchObject({
      message: '标签不存在或不能绑定到商户',
    });
    // The operator has the page but not OrderPagePosTagBrand: no button, and the proxy refuses the call.
    expect(await html(admin, '/OrderPagePos')).toContain('标记筛选商户');
    expect(await html(operator, '/OrderPagePos')).not.toContain('标记筛选商户');
    const refused = await operator.api('/admin/order/pos/tag-brand', { ...search, memberTagIds: merchantTags.slice(0, 1) }, ORDER_PAGE);
    expect(refused.status).toBe(403);
  });

  it('an agent tags the merchants of its own subtree only (BIZ_OrderPagePosTagBrand on BIZ_OrderPagePos)', async () => {
    const AGENT_PAGE = { 'x-console-screen': 'BIZ_OrderPagePos' };
    expect(await html(agent, '/BIZ_OrderPagePos')).toContain('标记筛选商户');
    const [own] = (
      await json<Page<{ memberId: string }>>(agent.api('/admin/order/pos/page', { ...LAST_90, pageNum: 1, pageSize: 1 }, AGENT_PAGE))
    ).data.data;
    const foreign = await foreignOrder();
    const tag = (await tagIds('MEMBER_MERCHANT_GROUP')).slice(-1);
    // A merchant outside the subtree is not found by the agent's search, so nothing is bound.
    expect(
      await json(agent.api('/admin/order/pos/tag-brand', { ...LAST_90, memberId: foreign.memberId, memberTagIds: tag }, AGENT_PAGE)),
    ).toMatchObject({ message: '当前筛选条件下没有商户' });
    expect(
      await json(agent.api('/admin/order/pos/tag-brand', { ...LAST_90, memberId: own.memberId, memberTagIds: tag }, AGENT_PAGE)),
    ).toMatchObject({ status: 20, data: { memberCount: 1 } });
  });
});

describe('the order detail', () => {
  const view = async (client: ConsoleClient, entity: string, screen: string) => {
    const res = await client.fetch(`/views/dialog/${entity}?screen=${screen}`);
    expect(res.status).toBe(200);
    return (await res.json()) as {
      tabs: Array<{ id: string; fields?: Array<{ key: string; options?: unknown }> }>;
      actions: Array<{ id: string }>;
    };
  };

  it('has six tabs on the POS order page, order status collapsed', async () => {
    const v = await view(admin, 'order', 'OrderPagePos');
    expect(v.tabs.map((t) => t.id)).toEqual(['basic', 'merchant', 'settle', 'channel', 'consumption', 'location']);
    expect(v.actions.map((a) => a.id)).toEqual(['receipt', 'stub', 'gbs']);
    const status = v.tabs[0].fields!.find((f) => f.key === 'orderStatus')!;
    expect(status.options).toEqual(
      expect.arrayContaining([
        { value: '15', label: '初始化' },
        { value: '26', label: '-' },
      ]),
    );
  });

  it('the four-tab variant hides its last two tabs under all', async () => {
    expect((await view(admin, 'orderBrief', 'TransSearchSimple')).tabs.map((t) => t.id)).toEqual(['basic', 'channel']);
    expect((await view(agent, 'orderBrief', 'BIZ_TransSearchSimple')).tabs.map((t) => t.id)).toEqual([
      'basic',
      'channel',
      'consumption',
      'settle',
    ]);
  });

  it('offers the receipt for order types 290201 and 290202 only: the upstream refuses the others', async () => {
    const find = async (custOrderType: number) =>
      (
        await json<Page<{ orderId: string }>>(
          await admin.api('/admin/order/pos/page', { ...DAY, pageNum: 1, pageSize: 1, custOrderType }, ORDER_PAGE),
        )
      ).data.data[0].orderId;
    const refund = await json(await admin.api('/admin/order/receipt', { orderId: await find(290204) }, ORDER_PAGE));
    expect(refund).toMatchObject({ status: 50, message: '该订单类型暂不支持' });
    const ok = await json<Envelope<{ wanFullUri: string }>>(
      await admin.api('/admin/order/receipt', { orderId: await find(290201) }, ORDER_PAGE),
    );
    expect(ok.data.wanFullUri).toMatch(/^\/file-download\?path=receipts\/receipt-\d{18}\.svg$/);
    const file = await admin.fetch(`/api${ok.data.wanFullUri}`);
    expect(file.status).toBe(200);
    expect(await file.text()).toContain('POS签购单');
  });

  it('searches by the spec search form: the organisations by member id, the customer number, merchant code and TUSN', async () => {
    const page = (body: object) =>
      json<Page<OrgRow>>(admin.api('/admin/order/pos/page', { ...LAST_90, pageNum: 1, pageSize: 50, ...body }, ORDER_PAGE));
    const all = (await page({})).data.total;
    const one = (await page({})).data.data[0];
    const byOrg = await page({ orgMemberId: one.orgMemberId });
    expect(byOrg.data.total).toBeGreaterThan(0);
    expect(byOrg.data.total).toBeLessThan(all);
    expect(byOrg.data.data.every((r) => r.orgMemberId === one.orgMemberId)).toBe(true);
    const byTop = await page({ topOrgMemberId: one.topOrgMemberId });
    expect(byTop.data.data.every((r) => r.topOrgMemberId === one.topOrgMemberId)).toBe(true);
    // The current organisation's subtree: the top one's is all of that top organisation's orders.
    expect((await page({ curOrgMemberId: one.topOrgMemberId })).data.total).toBe(byTop.data.total);
    expect((await page({ memberId: one.memberId, cnlMerchantCode: 'NO-SUCH-CODE' })).data.total).toBe(0);
  });

  it('answers the base-station address of an order', async () => {
    const orderId = (
      await json<Page<{ orderId: string }>>(await admin.api('/admin/order/pos/page', { ...DAY, pageNum: 1, pageSize: 1 }, ORDER_PAGE))
    ).data.data[0].orderId;
    const detail = await json<Envelope<{ gbsId?: string; consumerInf: { gbsId: string }; locationInf: { gbsId: string } }>>(
      await admin.api('/admin/order/detail', { orderId, orderType: 'POS' }, ORDER_PAGE),
    );
    // Spec 02 §3: gbsId is in consumerInf and locationInf, not on the order.
    expect(detail.data.gbsId).toBeUndefined();
    // Order detail finds the order by id within its type (02 §7 {orderId, orderType}): another type finds none.
    const other = await json<Envelope<unknown>>(await admin.api('/admin/order/detail', { orderId, orderType: 'SCAN' }, ORDER_PAGE));
    expect(other.message).toBe('记录不存在');
    expect(detail.data.locationInf.gbsId).toBe(detail.data.consumerInf.gbsId);
    const address = await json<Envelope<{ address: string }>>(
      await admin.api('/admin/order/gbs-address', { gbsId: detail.data.consumerInf.gbsId }, ORDER_PAGE),
    );
    expect(address.data.address).toContain('基站');
  });
});
