import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type ConsoleClient, signedIn } from '../support/console-client';
import { json, type Page } from '../support/envelope';
import { html } from '../support/pages';

// Spec 01 §6 UserSearchTagSearch: /UserSearch searches merchants by their tags, behind that right.
const base = inject('consoleUrl');
const AT = { 'x-console-screen': 'UserSearch' };
let admin: ConsoleClient;
let operator: ConsoleClient;

beforeAll(async () => {
  [admin, operator] = await Promise.all([signedIn(base, 'admin'), signedIn(base, 'operator')]);
});

describe('the tag search of the merchant list', () => {
  it('narrows the merchants to those holding a chosen tag', async () => {
    // 01 §7 "reads data.data as tag groups": a list (the console's one reader gives the entry's shape).
    const groups = await json<{ data: Array<{ tagIndicators: Array<{ tagId: string | number }> }> }>(
      await admin.api(
        '/admin/tag/group-list',
        { pageNum: 1, pageSize: 100, tagSubType: 701002, custGroups: ['MEMBER_MERCHANT_GROUP'], tagName: '' },
        AT,
      ),
    );
    const ids = groups.data.flatMap((g) => g.tagIndicators.map((t) => String(t.tagId)));
    expect(ids.length).toBeGreaterThan(0);
    const total = async (body: Record<string, unknown>) =>
      (await json<Page>(await admin.api('/admin/merchant/page', { pageNum: 1, pageSize: 1, ...body }, AT))).data.total;
    const all = await total({});
    const counts = await Promise.all(ids.slice(0, 3).map((id) => total({ memberTags: id })));
    expect(counts.some((n) => n > 0)).toBe(true);
    expect(counts.every((n) => n < all)).toBe(true);
    // Several tags: the merchants holding any of them.
    expect(await total({ memberTags: ids.slice(0, 3).join(',') })).toBeGreaterThanOrEqual(Math.max(...counts));
  });

  it('is offered only to an operator holding UserSearchTagSearch', async () => {
    expect(await html(admin, '/UserSearch')).toContain('商户标签');
    // The operator opens the merchant list but holds no UserSearchTagSearch.
    const text = await html(operator, '/UserSearch');
    expect(text).toContain('商户管理');
    expect(text).not.toContain('商户标签');
  });
});

// Issue #35 item 8, spec 01 §2 cascaders over their trees (spec 01 §7 stage list, agent and
// channel list; spec 03 §7 goods classification tree): the reference upstream answers each tree in
// one shape, {code, name, children} (the category tree its own), and the lists take the leaf.
type Node = { code: string; name: string; children: Node[] };

describe('the cascader trees and the lists they filter', () => {
  const tree = async (client: ConsoleClient, path: string, screen: string) =>
    (await json<{ status: number; data: Node[] }>(await client.api(path, {}, { 'x-console-screen': screen }))).data;

  it('entry stage: the onboarding stages of spec 01 §4 with their states; a leaf narrows the merchants', async () => {
    const stages = await tree(admin, '/admin/standard/stage/list', 'UserSearch');
    expect(stages.map((s) => s.code)).toEqual([
      'register',
      'real-cert',
      'live-cert',
      'bind-bankcard',
      'add-merchant-att',
      'bind-tusn',
      'apply',
      'complete',
    ]);
    expect(stages.at(-1)).toEqual({ code: 'complete', name: '完成', children: [{ code: 'complete_success', name: '成功', children: [] }] });
    type Merchant = { memberStageDesc: string; stageCodeDesc: string };
    const page = async (body: Record<string, unknown>) =>
      (await json<Page<Merchant>>(await admin.api('/admin/merchant/page', { pageNum: 1, pageSize: 50, ...body }, AT))).data;
    const all = await page({});
    const done = await page({ stageCode: 'complete_success' });
    expect(done.total).toBeGreaterThan(0);
    expect(done.total).toBeLessThan(all.total);
    for (const m of done.data) expect(m).toMatchObject({ memberStageDesc: '完成', stageCodeDesc: '成功' });
    // A code no stage has matches nothing.
    expect((await page({ stageCode: 'complete_failed' })).total).toBe(0);
  });

  it('agent merchant number: agents with a few merchant numbers each (an ORG employee asks too); a number narrows the terminals', async () => {
    const screen = 'TerminalManageList';
    const agents = await tree(admin, '/admin/standard/agent/list', screen);
    expect(agents.length).toBeGreaterThan(0);
    const number = agents[0].children[0].code;
    expect(number).toMatch(/^\d{15}$/);
    // A merchant number stands for many terminals: a handful per agent.
    for (const a of agents) expect(a.children.length).toBeLessThanOrEqual(8);
    const terminals = await json<Page<{ agentMchtNo: string }>>(
      await admin.api(
        '/all/pos/standard/org/admin/psam/page',
        { pageNum: 1, pageSize: 50, agentMchtNo: number },
        { 'x-console-screen': screen },
      ),
    );
    expect(terminals.data.total).toBeGreaterThan(0);
    for (const t of terminals.data.data) expect(t.agentMchtNo).toBe(number);
    const agent = await signedIn(base, 'agent');
    const own = (await tree(agent, '/admin/standard/agent/list', 'BIZ_UserSearch')).flatMap((a) => a.children.map((c) => c.code));
    const every = agents.flatMap((a) => a.children.map((c) => c.code));
    expect(own.length).toBeGreaterThan(0);
    for (const n of own) expect(every).toContain(n);
  });

  it('goods category: the tree of enabled categories under the product segment; a third-level id narrows the goods', async () => {
    type Category = { categoryId: number; categoryName: string; status: number; children: Category[] };
    const AT_GOODS = { 'x-console-screen': 'GoodsQuery' };
    const roots = (await json<{ data: Category[] }>(await admin.api('/all/classify/tree', { status: 1 }, AT_GOODS))).data;
    const leaves = roots.flatMap((a) =>
      a.children.flatMap((b) => b.children.map((c) => ({ ...c, path: [a, b, c].map((n) => n.categoryName).join(' / ') }))),
    );
    expect(leaves.length).toBeGreaterThan(0);
    for (const c of leaves) expect(c.status).toBe(1);
    // The rows carry the category's path (the list's column), not its id.
    const goods = async (body: Record<string, unknown>) =>
      (await json<Page<{ categoryPath: string }>>(await admin.api('/all/goods/query', { pageNum: 1, pageSize: 50, ...body }, AT_GOODS)))
        .data;
    const all = await goods({});
    // A good of an enabled category (a disabled one is not in the tree).
    const leaf = leaves.find((l) => all.data.some((g) => g.categoryPath === l.path))!;
    expect(leaf).toBeDefined();
    const hit = await goods({ categoryId: leaf.categoryId });
    expect(hit.total).toBeGreaterThan(0);
    expect(hit.total).toBeLessThan(all.total);
    for (const g of hit.data) expect(g.categoryPath).toBe(leaf.path);
  });
});
