// Reference upstream: the list calls of members, merchants and organisations (paging, filters, ORG
// scoping, masking) and the seed itself (volume, counts without joins, an older schema rebuilt).
// The rest of the list calls: upstream-lists-system.test.ts; the shared upstream: tests/support/upstream-lists.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { resources } from '../../upstream/resources/index.ts';
import { callUpstream, downloadUpstream, getPublicKey, loginUpstream } from '../support/upstream-client.ts';
import { admin, agent, call, db, inAgentTree, list, one, type Page, pem, up, startListsUpstream } from '../support/upstream-lists.ts';
import { startUpstream } from '../support/upstream-process.ts';

const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ORG_PAGE = '/myx/pos/standard/org/admin/org/org-page';

startListsUpstream();

describe('seed', () => {
  it('holds 10 000 members and at least 100 000 rows in the other tables', () => {
    expect(one<{ n: number }>('SELECT COUNT(*) AS n FROM member').n).toBe(10_000);
    const tables = (
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('member', 'sqlite_sequence')").all() as Array<{
        name: string;
      }>
    ).map((t) => t.name);
    const rows = tables.reduce((sum, t) => sum + one<{ n: number }>(`SELECT COUNT(*) AS n FROM ${t}`).n, 0);
    expect(rows).toBeGreaterThanOrEqual(100_000);
  });

  it('a count taken without the joins (countFrom) is the count with them: every joined row exists', () => {
    const counted = resources.filter((r) => r.countFrom);
    expect(counted.map((r) => r.name)).toEqual(expect.arrayContaining(['members', 'pos-orders']));
    for (const r of counted) {
      const count = (from: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${from}`).get() as { n: number }).n;
      expect(count(r.countFrom!), r.name).toBe(count(r.from));
      // And no filter or scope reads a joined table.
      const alias = r.countFrom!.split(' ')[1];
      const sql = [r.scope, ...Object.values(r.filters ?? {}).flatMap((f) => Object.values(f).filter((v) => typeof v === 'string'))];
      const read = new Set(sql.flatMap((c) => [...(c ?? '').matchAll(/\b([a-z]\w*)\.[a-z_]\w*/g)].map((m) => m[1])));
      expect([...read], r.name).toEqual([alias]);
    }
  });

  it('rebuilds a demo database of an older schema instead of failing on missing columns', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'upstream-old-'));
    const old = new DatabaseSync(path.join(dir, 'upstream.sqlite'));
    old.exec(
      "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL); INSERT INTO meta VALUES ('seeded', 'x'); CREATE TABLE member (member_id TEXT PRIMARY KEY);",
    );
    old.close();
    const other = await startUpstream({ dataDir: dir });
    try {
      const token = await loginUpstream(other.url, 'admin', 'Admin2026');
      const res = await callUpstream<Page>(
        other.url,
        '/admin/member/page',
        { pageNum: 1, pageSize: 1 },
        { token, publicKeyPem: await getPublicKey(other.url) },
      );
      expect(res.envelope.data.total).toBe(10_000);
    } finally {
      await other.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('members and merchants', () => {
  const MEMBER_FIELDS = [
    'memberId',
    'custMemberId',
    'productCode',
    'realName',
    'mobile',
    'idcNum',
    'memberType',
    'custMemberType',
    'status',
    'authStatus',
    'bizLvl',
    'intrdcMemberId',
    'regSourceType',
    'cnlMemberRegisetrTag',
    'orgCode',
    'orgName',
    'topOrgCode',
    'topOrgName',
    'orgLevel',
    'roleName',
    'loginIp',
    'loginAddress',
    'loginTime',
    'crtTime',
    'uptTime',
    'balance',
    'validBalance',
    'transAmt',
    'transCnt',
    'firstTransTime',
    'lastTransTime',
    'psamCount',
    'remark',
  ];

  it('member page: totals, every field, newest first, masked', async () => {
    const all = await list('/admin/member/page');
    expect(all.total).toBe(10_000);
    expect(all.data).toHaveLength(50);
    for (const row of all.data) expect(Object.keys(row).sort()).toEqual([...MEMBER_FIELDS].sort());
    const times = all.data.map((r) => String(r.crtTime));
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.data[0].mobile).toMatch(/^1\d{2}\*{4}\d{4}$/);
    expect(all.data[0].idcNum).toMatch(/^\d{6}\*{8}\d{3}[\dX]$/);
    expect((await list('/admin/member/page', { memberType: 101020 })).total).toBe(200);
  });

  it('member page filters: id (any case), raw mobile and ID number exact, name, org subtree, dates', async () => {
    const m = one<{ member_id: string; mobile: string; idc_num: string; real_name: string }>(
      'SELECT * FROM member WHERE member_type = 101010 LIMIT 1 OFFSET 77',
    );
    expect((await list('/admin/member/page', { memberId: m.member_id.toLowerCase() })).data.map((r) => r.memberId)).toEqual([m.member_id]);
    expect((await list('/admin/member/page', { mobile: m.mobile })).data.map((r) => r.memberId)).toContain(m.member_id);
    expect((await list('/admin/member/page', { mobile: m.mobile.slice(0, 7) })).total).toBe(0);
    expect((await list('/admin/member/page', { idcNum: m.idc_num })).data.map((r) => r.memberId)).toContain(m.member_id);
    const byName = await list('/admin/member/page', { realName: m.real_name.slice(0, 1), pageSize: 500 });
    expect(byName.total).toBeGreaterThan(0);
    const sub = await list('/admin/member/page', { orgCode: 'ORG0011', pageSize: 500, memberType: '', status: '' });
    expect(sub.total).toBeGreaterThan(0);
    expect(sub.data.every((r) => r.topOrgCode === 'ORG0001')).toBe(true);
    const dated = await list('/admin/member/page', { startDate: '2026-11-01', endDate: '2026-11-10', pageSize: 500 });
    expect(dated.data.every((r) => String(r.crtTime) >= '2026-11-01' && String(r.crtTime) <= '2026-11-10 23:59:59')).toBe(true);
  });

  it('an ORG employee sees only its subtree; another organisation member is absent', async () => {
    const mine = await list('/admin/member/page', { pageSize: 500 }, agent);
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.total).toBeLessThan(10_000);
    expect(mine.data.every((r) => r.topOrgCode === 'ORG0001')).toBe(true);
    const foreign = one<{ member_id: string }>("SELECT member_id FROM member WHERE top_org_code = 'ORG0002' LIMIT 1");
    expect((await list('/admin/member/page', { memberId: foreign.member_id }, agent)).total).toBe(0);
    expect((await list('/admin/member/page', { memberId: foreign.member_id })).total).toBe(1);
  });

  it('merchant page: totals, filters, scoping', async () => {
    const all = await list('/admin/merchant/page');
    expect(all.total).toBe(9_800);
    expect(Object.keys(all.data[0]).sort()).toEqual([
      'cnlCode',
      'cnlMerchantCode',
      'cnlTermNo',
      'crtTime',
      'custMemberType',
      'memberId',
      'memberStageDesc',
      'merchantId',
      'merchantType',
      'mobile',
      'orgCode',
      'orgName',
      'productCode',
      'psamCode',
      'realName',
      'remark',
      'stageCodeDesc',
      'status',
      'uptTime',
    ]);
    const typed = await list('/admin/merchant/page', { merchantType: '803202', pageSize: 500 });
    expect(typed.data.every((r) => r.merchantType === 803202)).toBe(true);
    const first = all.data[0];
    expect((await list('/admin/merchant/page', { merchantId: first.merchantId })).data).toEqual([first]);
    const mine = await list('/admin/merchant/page', { pageSize: 500 }, agent);
    expect(mine.data.every((r) => inAgentTree(r.orgCode))).toBe(true);
    expect(mine.total).toBeLessThan(all.total);
  });
});

describe('organisations', () => {
  it('org page under the product path: totals, filters, scoping', async () => {
    const all = await list(ORG_PAGE, { pageSize: 500 });
    expect(all.total).toBe(200);
    expect(all.data[0]).toMatchObject({ orgCode: 'ORG0001', tagCodes: 'cx,sd', adminLoginId: 'agent', orgLevel: 1 });
    expect(all.data[0].bindMobile).toMatch(/^1\d{2}\*{4}\d{4}$/);
    expect(Number(all.data[0].memberCount)).toBeGreaterThan(0);
    expect((await list(ORG_PAGE, { orgLevel: 1 })).total).toBe(10);
    const named = await list(ORG_PAGE, { orgName: '有限公司', parentOrgCode: 'ORG0001' });
    expect(named.data.every((r) => r.parentOrgCode === 'ORG0001')).toBe(true);
    const mine = await list(ORG_PAGE, { pageSize: 500 }, agent);
    expect(mine.data.every((r) => r.topOrgCode === 'ORG0001')).toBe(true);
    expect(mine.data.map((r) => r.orgCode)).not.toContain('ORG0002');
    const res = await callUpstream(up.url, '/MYX/pos/standard/org/admin/org/org-page', {}, { token: admin });
    expect(res.http).toBe(404);
  });

  it('self-info names the channel tags; a PRODUCT employee has none', async () => {
    expect((await call('/admin/org/self-info', {}, agent)).data).toMatchObject({
      orgCode: 'ORG0001',
      orgLevel: 1,
      tags: [
        { tagCode: 'cx', tagName: '畅捷支付' },
        { tagCode: 'sd', tagName: '杉德支付' },
      ],
    });
    expect((await call('/admin/org/self-info', {})).data).toMatchObject({ orgCode: null, tags: [] });
  });

  it('org export answers an .xls directly; provider page searches code or name', async () => {
    const dl = await downloadUpstream(up.url, '/admin/export/org', { orgLevel: 1 }, { token: admin, publicKeyPem: pem });
    expect([...dl.bytes.subarray(0, 8)]).toEqual(CFB_MAGIC);
    const providers = await list('/admin/provider/page');
    expect(providers.total).toBe(45);
    expect(Object.keys(providers.data[0]).sort()).toEqual(['createTime', 'oemName', 'providerCode', 'providerLevel', 'providerName']);
    expect(
      (await list('/admin/provider/page', { multiSearch: 'prv100' })).data.every((r) => String(r.providerCode).startsWith('PRV100')),
    ).toBe(true);
    expect((await list('/admin/provider/page', {}, agent)).data.map((r) => r.providerCode)).toEqual(['ORG0001']);
  });
});
