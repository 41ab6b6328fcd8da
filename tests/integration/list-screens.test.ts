import { beforeAll, describe, expect, inject, it } from 'vitest';
import { auditDuring } from '../support/audit-file';
import { signedIn, type ConsoleClient } from '../support/console-client';
import { html, rsc } from '../support/pages';
import { allTimeQuery } from '../support/screen-calls';

// List screens rendered on the server: what the operator may not see is absent from the HTML and
// from the RSC payload (not merely hidden), the first page comes with the page, and the filters
// in the URL decide it.
const base = inject('consoleUrl');
const auditFile = inject('auditFile');
let admin: ConsoleClient;
let operator: ConsoleClient;
let agent: ConsoleClient;

beforeAll(async () => {
  [admin, operator, agent] = await Promise.all([signedIn(base, 'admin'), signedIn(base, 'operator'), signedIn(base, 'agent')]);
});

describe('parts the operator may not see are absent from HTML and RSC payload', () => {
  it("the bill page's retry and refund need BillRetry and Billnullify (spec 02 §6): admin has them, operator does not", async () => {
    for (const text of [await html(admin, '/BillPage'), await rsc(admin, '/BillPage')]) {
      expect(text).toContain('/admin/bill/retry');
      expect(text).toContain('bill-refund');
    }
    for (const text of [await html(operator, '/BillPage'), await rsc(operator, '/BillPage')]) {
      expect(text).toContain('账单号');
      expect(text).not.toContain('/admin/bill/retry');
      expect(text).not.toContain('bill-refund');
      expect(text).not.toContain('BillRetry');
    }
  });

  it('an export the spec names no right for follows its screen: whoever opens the member list may export it', async () => {
    for (const who of [admin, operator]) expect(await rsc(who, '/MemberList')).toContain('/admin/export/member');
  });

  it('an ORG operator gets no organisation-level column or filter; product code column only outside all', async () => {
    const adminPage = await html(admin, '/MemberList');
    expect(adminPage).toContain('机构级别');
    expect(adminPage).not.toContain('产品编码'); // admin works under 'all'
    for (const text of [await html(agent, '/BIZ_MemberList'), await rsc(agent, '/BIZ_MemberList')]) {
      expect(text).not.toContain('机构级别');
      expect(text).not.toContain('"orgLevel"');
      expect(text).toContain('产品编码'); // agent works under myx
      expect(text).toContain('/admin/export/member'); // BIZ_MemberListExport
    }
  });

  it("row actions and import the spec names no right for follow the screen's right", async () => {
    for (const who of [admin, operator]) {
      const text = await html(who, '/RiskBlackList');
      expect(text).toContain('/admin/risk/black/import');
      expect(text).toContain('/admin/risk/black/del');
    }
    // Without the screen, neither: the agent holds no RiskBlackList right.
    expect((await agent.fetch('/BIZ_RiskBlackList')).headers.get('location')).toContain('/403');
  });

  it('id cells say on the server whether they may open', async () => {
    const text = await rsc(operator, '/MemberList');
    expect(text).toMatch(/"key":"memberId"[^}]*"linkAllowed":true/);
    // The operator lacks BaseAuthOrgId: the organisation list's own id cell says so.
    expect(await rsc(operator, '/OrgInfManage')).toMatch(/"key":"orgCode"[^}]*"linkAllowed":false/);
  });

  it('a BIZ_ route needs the BIZ_ right; the plain route needs the plain one', async () => {
    expect((await agent.fetch('/MemberList')).headers.get('location')).toContain('/403');
    expect((await operator.fetch('/BIZ_MemberList')).headers.get('location')).toContain('/403');
  });
});

describe('the first page comes with the page', () => {
  // The member list opens on today (spec 01 §9); these need its older rows.
  const ALL_TIME = allTimeQuery('MemberList');
  it('renders 20 rows and the total, with one audited upstream call', async () => {
    const { result: text, lines } = await auditDuring(auditFile, () => html(admin, `/MemberList?${ALL_TIME}`), 1);
    expect((text.match(/data-id-link="member"/g) ?? []).length).toBeGreaterThanOrEqual(20);
    expect(text).toMatch(/共 <!-- -->\d{5}<!-- --> 条|共 \d{5} 条/);
    const call = lines.find((l) => l.path === '/admin/member/page');
    expect(call).toMatchObject({ event: 'call', outcome: 'ok', screen: 'MemberList', loginId: 'admin' });
  });

  it('a 200-row document draws its first screenful; its rows travel beside the payload, once, as a data block', async () => {
    // What a browser says when it loads a document (a router navigation says `empty`).
    const res = await admin.fetch(`/MemberList?pageSize=200&${ALL_TIME}`, { headers: { 'sec-fetch-dest': 'document' } });
    expect(res.status).toBe(200);
    const text = await res.text();
    const body = /<tbody[^>]*>(.*?)<\/tbody>/s.exec(text)?.[1] ?? '';
    const serials = [...body.matchAll(/<tr><td>(\d+)<\/td>/g)].map((m) => Number(m[1]));
    expect(serials).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(body).toContain('<tr data-spacer="160" aria-hidden="true"');
    const page = await admin.api('/admin/member/page', { pageNum: 1, pageSize: 200 }, { 'x-console-screen': 'MemberList' });
    const rows = ((await page.json()) as { data: { data: { memberId: string }[] } }).data.data;
    expect(rows).toHaveLength(200);
    const [first, last] = [rows[0]!.memberId, rows[199]!.memberId];
    expect(body).toContain(`>${first}</a>`);
    expect(body).not.toContain(last);
    // The page's rows: one JSON data block the browser reads, named by the prop; none in the payload.
    const blocks = [...text.matchAll(/<script type="application\/json" id="(first-page-[\w-]+)">(.*?)<\/script>/gs)];
    expect(blocks).toHaveLength(1);
    const [, name, json] = blocks[0]!;
    const [total, keys, values] = JSON.parse(json!) as [number, string[], unknown[][]];
    expect(total).toBeGreaterThan(200);
    expect(values).toHaveLength(200);
    expect(values[199]![keys.indexOf('memberId')]).toBe(last);
    const payload = [...text.matchAll(/<script[^>]*>self\.__next_f\.push\((.*?)\)<\/script>/gs)].map((m) => m[1]).join('');
    expect(payload).toContain(`{\\"kept\\":\\"${name}\\"}`);
    expect(payload).not.toContain(last);
    expect(text.split(last).length - 1).toBe(1);
    // A router navigation renders no HTML to carry a block, and a client that does not say it loads
    // a document may be one: there the rows are in the payload, as a prop.
    const navigation = await rsc(admin, `/MemberList?pageSize=200&${ALL_TIME}`);
    expect(navigation).toContain(last);
    expect(navigation).not.toContain('"kept"');
    const unsaid = await html(admin, `/MemberList?pageSize=200&${ALL_TIME}`);
    expect(unsaid).not.toContain('type="application/json"');
    expect(unsaid).not.toContain('"kept"');
    expect(unsaid).toContain(last);
  });

  it('filters in the URL decide the first page (a shared link shows the same result)', async () => {
    const all = await html(admin, `/MemberList?${ALL_TIME}`);
    const id = /data-id-link="member"[^>]*>([0-9A-F]{8,})</.exec(all)?.[1];
    expect(id).toBeTruthy();
    const one = await html(admin, `/MemberList?memberId=${id}&${ALL_TIME}`);
    expect(one).toMatch(/共 (<!-- -->)?1(<!-- -->)? 条/);
    expect(one).toContain(id);
  });

  it('a range longer than 90 days in the URL falls back to the default window', async () => {
    const text = await html(admin, '/ProductLog?startDate=2026-01-01%2000:00:00&endDate=2026-11-21%2023:59:59');
    expect(text).not.toContain('2026-01-01 00:00:00');
  });

  it('an agent sees only its organisation subtree', async () => {
    const text = await rsc(agent, `/BIZ_OrgInfManage?${allTimeQuery('BIZ_OrgInfManage', 'ORG')}`);
    // The first page travels packed inside the payload (field names once, then each row's values).
    const codes = new Set([...text.matchAll(/\\?"(ORG\d{4})\\?"/g)].map((m) => m[1]));
    expect(codes.size).toBeGreaterThan(0);
    expect(codes.has('ORG0002')).toBe(false);
  });

  it('list queries need the screen right through the proxy as well', async () => {
    // The agent holds no RiskBlackList: its import and delete are refused before the body is read.
    const denied = await agent.api('/admin/risk/black/import', {}, { 'x-console-screen': 'BIZ_RiskBlackList' });
    expect(denied.status).toBe(403);
    const del = await agent.api('/admin/risk/black/del', { id: 1 }, { 'x-console-screen': 'BIZ_RiskBlackList' });
    expect(del.status).toBe(403);
    const ok = await operator.api('/admin/member/page', { pageNum: 1, pageSize: 20 }, { 'x-console-screen': 'MemberList' });
    expect(ok.status).toBe(200);
    const biz = await agent.api('/admin/member/page', { pageNum: 1, pageSize: 20 }, { 'x-console-screen': 'BIZ_MemberList' });
    expect(biz.status).toBe(200);
    // Later pages are projected by the proxy like the first: no organisation level for ORG.
    const rows = ((await biz.json()) as { data: { data: Record<string, unknown>[] } }).data.data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => !('orgLevel' in r) && typeof r.memberId === 'string')).toBe(true);
    const plain = await agent.api('/admin/member/page', { pageNum: 1, pageSize: 20 });
    expect(plain.status).toBe(403);
  });
});
