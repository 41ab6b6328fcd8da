import { beforeAll, describe, expect, inject, it } from 'vitest';
import { rowsOf } from '@/contract/shapes';
import { type ConsoleClient, signedIn } from '../support/console-client';
import { call, day, last30 } from '../support/members';
import { rsc } from '../support/pages';

// Member and merchant screens beyond the dialog, over HTTP through the console: 标记筛选商户 binds
// tags to what the filters match, the merchant transactions and their export, and the indicator
// statistics, picker, warnings and rules.
const base = inject('consoleUrl');
let admin: ConsoleClient;
let agent: ConsoleClient;

beforeAll(async () => {
  [admin, agent] = await Promise.all([signedIn(base, 'admin'), signedIn(base, 'agent')]);
});

describe('标记筛选商户 and the merchant transactions', () => {
  it('binds the chosen tags to every merchant the filters match, once; refuses no tags and tags of another group', async () => {
    const trans = await call(admin, '/admin/merchant/trans/page', { ...last30, pageNum: 1, pageSize: 1 }, 'UserSearchOrder');
    const memberId = trans.data.data[0].memberId;
    const groups = await call(admin, '/admin/tag/group-list', {
      pageNum: 1,
      pageSize: 100,
      tagSubType: 701002,
      custGroups: ['MEMBER_MERCHANT_GROUP'],
    });
    const held = rowsOf<{ tagId: number }>((await call(admin, '/admin/member/tag/page', { memberId })).data).map(
      (t: { tagId: number }) => t.tagId,
    );
    const tagId = rowsOf<{ tagIndicators: { tagId: number }[] }>(groups.data)[0]!
      .tagIndicators.map((t: { tagId: number }) => t.tagId)
      .find((id: number) => !held.includes(id));
    const body = { ...last30, memberId, memberTagIds: [tagId] };
    expect(await call(admin, '/admin/merchant/trans/bind-tags', { ...body, memberTagIds: [] }, 'UserSearchOrder')).toMatchObject({
      message: '请选择标签',
    });
    const first = await call(admin, '/admin/merchant/trans/bind-tags', body, 'UserSearchOrder');
    expect(first.data).toEqual({ memberCount: 1, bound: 1 });
    const again = await call(admin, '/admin/merchant/trans/bind-tags', body, 'UserSearchOrder');
    expect(again.data).toEqual({ memberCount: 1, bound: 0 });
    const tags = await call(admin, '/admin/member/tag/page', { memberId });
    expect(rowsOf<{ tagId: number }>(tags.data).some((t) => t.tagId === tagId)).toBe(true);
    const log = await call(admin, '/admin/member/tag-log/page', { memberId, pageNum: 1, pageSize: 50 }, 'MemberTagLog');
    expect(log.data.data[0]).toMatchObject({ source: '标记筛选商户', operator: 'admin', action: 'BIND' });
    const orderTag = (
      await call(admin, '/admin/tag/group-list', { pageNum: 1, pageSize: 100, tagSubType: 701002, custGroups: ['ORDER_BASIC_GROUP'] })
    ).data[0].tagIndicators[0].tagId;
    expect(await call(admin, '/admin/merchant/trans/bind-tags', { ...body, memberTagIds: [orderTag] }, 'UserSearchOrder')).toMatchObject({
      message: '标签不存在或不属于会员商户组',
    });
  });

  it("the agent binds and lists only inside its subtree; the tool follows the screen's right", async () => {
    const mine = await call(agent, '/admin/merchant/trans/page', { ...last30, pageNum: 1, pageSize: 50 }, 'BIZ_UserSearchOrder');
    expect(mine.status).toBe(20);
    const other = await call(admin, '/admin/merchant/trans/page', { ...last30, pageNum: 1, pageSize: 200 }, 'UserSearchOrder');
    const agentIds = new Set(mine.data.data.map((r: { memberId: string }) => r.memberId));
    const foreign = other.data.data.map((r: { memberId: string }) => r.memberId).find((id: string) => !agentIds.has(id));
    const visible = (await call(agent, '/admin/merchant/trans/page', { ...last30, memberId: foreign }, 'BIZ_UserSearchOrder')).data.total;
    if (visible === 0)
      expect((await call(agent, '/admin/member/basic-info', { memberId: foreign }, 'BIZ_UserSearchOrder')).message).toBe('记录不存在');
    // The spec names no right for tagging the filtered merchants: BIZ_UserSearchOrder opens it; an
    // employee without that screen is refused before the upstream.
    expect(
      (await agent.api('/admin/merchant/trans/bind-tags', { memberTagIds: [1] }, { 'x-console-screen': 'BIZ_UserSearchOrder' })).status,
    ).toBe(200);
    // Without the screen's right on its route (the operator holds no BIZ_ right): refused before the upstream.
    const operator = await signedIn(base, 'operator');
    const refused = await operator.api(
      '/admin/merchant/trans/bind-tags',
      { memberTagIds: [1] },
      { 'x-console-screen': 'BIZ_UserSearchOrder' },
    );
    expect(refused.status).toBe(403);
  });

  it('the transaction export is a spreadsheet of the filtered rows', async () => {
    const res = await admin.api(
      '/admin/export/merchant-trans',
      { ...last30, orderStatus: '20' },
      { 'x-console-screen': 'UserSearchOrder' },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/vnd.ms-excel');
  });
});

describe('member indicators', () => {
  it('statistics by week in the long form: one row per member, week and chosen indicator with its VALUE; an unknown code is refused', async () => {
    const body = {
      startDate: `${day(-30)} 00:00:00`,
      endDate: `${day(-1)} 23:59:59`,
      periodType: 'WEEK',
      indicatorCodes: 'TD00001,TD00012',
      pageNum: 1,
      pageSize: 20,
    };
    const page = await call(admin, '/admin/ind/member/page', body, 'MemberIndStat');
    expect(page.data.total).toBeGreaterThan(0);
    // Spec 02 §3 member indicator row: INDICATORDATE, INDICATORCODE, VALUE, PERIODDATE, PRODUCTCODE, MEMBERID, ORGNAME.
    expect(Object.keys(page.data.data[0]).sort()).toEqual(
      ['INDICATORCODE', 'INDICATORDATE', 'MEMBERID', 'ORGNAME', 'PERIODDATE', 'PRODUCTCODE', 'VALUE'].sort(),
    );
    expect(page.data.data.slice(0, 2).map((r: { INDICATORCODE: string }) => r.INDICATORCODE)).toEqual(['TD00001', 'TD00012']);
    expect(page.data.data[0].MEMBERID).toBe(page.data.data[1].MEMBERID);
    expect(page.data.total % 2).toBe(0);
    expect(page.data.data).toHaveLength(20);
    // The second page goes on where the first stopped.
    const next = await call(admin, '/admin/ind/member/page', { ...body, pageNum: 2 }, 'MemberIndStat');
    expect(next.data.data[0].INDICATORCODE).toBe('TD00001');
    expect(page.data.data[0].PERIODDATE).toMatch(/^\d{4}-W\d{2}$/);
    expect(await call(admin, '/admin/ind/member/page', { ...body, indicatorCodes: 'TD99999' }, 'MemberIndStat')).toMatchObject({
      message: '指标编码不存在',
    });
  });

  it('the picker pool filters by search text, type and group', async () => {
    const found = await call(admin, '/admin/ind/indicator/list', { indicatorSearch: '贷记' }, 'MemberIndStat');
    expect(found.data.map((i: { indicatorCode: string }) => i.indicatorCode)).toEqual(['TD00005', 'TD00011', 'TD00014']);
    const risk = await call(admin, '/admin/ind/indicator/list', { indicatorGroupTag: 'RISK', productCode: 'myx' }, 'MemberIndStat');
    expect(risk.data.map((i: { indicatorCode: string }) => i.indicatorCode)).toEqual(['TD00012', 'TD00015']);
  });

  it('a warning is handled once; rules enable and disable once', async () => {
    const pending = await call(admin, '/admin/ind/warning/page', { handleStatus: '0', pageNum: 1, pageSize: 1 }, 'MemberIndWarning');
    const warningId = pending.data.data[0].warningId;
    expect(await call(admin, '/admin/ind/warning/handle', { warningId }, 'MemberIndWarning')).toMatchObject({ status: 20 });
    expect(await call(admin, '/admin/ind/warning/handle', { warningId }, 'MemberIndWarning')).toMatchObject({ message: '该预警已处理' });
    const rules = await call(admin, '/admin/ind/warning-rule/page', { status: '0' }, 'MemberIndWarningManage');
    const ruleId = rules.data.data[0].ruleId;
    expect(await call(admin, '/admin/ind/warning-rule/disable', { ruleId }, 'MemberIndWarningManage')).toMatchObject({
      message: '该规则已停用',
    });
    expect(
      await call(
        admin,
        '/admin/ind/warning-rule/add',
        { indicatorCode: 'TD99999', compareOp: 'GT', threshold: 1, warningLevel: '1' },
        'MemberIndWarningManage',
      ),
    ).toMatchObject({
      message: '指标编码不存在',
    });
  });
});

describe('the product list look-up (spec 02 §7 "product list | page size 50")', () => {
  it('answers the product codes with their names, and the product filter asks it instead of fixed codes', async () => {
    const list = await call(admin, '/admin/product/list', { pageNum: 1, pageSize: 50 }, 'OrderPagePos');
    expect(list.status).toBe(20);
    expect(list.data.data.length).toBeGreaterThan(0);
    expect(list.data.data[0]).toEqual({ productCode: expect.any(String), productName: expect.any(String) });
    expect(await rsc(admin, '/OrderPagePos')).toContain('/admin/product/list');
  });
});
