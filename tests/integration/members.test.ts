import { beforeAll, describe, expect, inject, it } from 'vitest';
import { auditDuring } from '../support/audit-file';
import { type ConsoleClient, signedIn } from '../support/console-client';
import { WX_AUDIT, ZFB_AUDIT } from '../support/member-states';
import { call, day, enteredMembers, extTab, last30 } from '../support/members';

// The member and merchant area over HTTP against the built console and the reference upstream:
// every route answers rows, the member dialog's tabs are gated on the server, its calls answer from
// the demo data (records, files, extension pages), re-verification, agreements, and ORG employees
// stay inside their subtree. 标记筛选商户 and the indicators are in members-screens.test.ts.

// The tabs' data, edits and agreements: members-tabs.test.ts.

const base = inject('consoleUrl');
const auditFile = inject('auditFile');
const upstreamUrl = inject('upstreamUrl');
let admin: ConsoleClient;
let operator: ConsoleClient;
let agent: ConsoleClient;

let xwMember = '';
let qiyeOnly = '';

beforeAll(async () => {
  [admin, operator, agent] = await Promise.all([signedIn(base, 'admin'), signedIn(base, 'operator'), signedIn(base, 'agent')]);
  ({ xwMember, qiyeOnly } = await enteredMembers(admin));
});

describe('every member and merchant route is a working screen with rows', () => {
  const LISTS: ReadonlyArray<[screen: string, path: string, body?: Record<string, unknown>]> = [
    ['UserSearchSimple', '/admin/merchant/page'],
    ['UserSearchAdmin', '/admin/member/admin/page'],
    ['UserSearchOrder', '/admin/merchant/trans/page', last30],
    ['StandardUserSearch', '/admin/merchant/page'],
    ['StandardUserSearchBiz', '/admin/member/page'],
    ['MemberSearchEnter', '/admin/merchant/enter/page'],
    ['MemberActive', '/admin/member/active/page'],
    ['MemberLoginLog', '/admin/member/login-log/page', { startDate: `${day(-7)} 00:00:00`, endDate: `${day(0)} 23:59:59` }],
    ['MemberTagLog', '/admin/member/tag-log/page'],
    ['MemberTag', '/admin/member/tag-bind/page'],
    ['MemberTagNew', '/admin/tag/page'],
    ['MemberTagStat', '/admin/member/tag-stat/page'],
    ['MemberInd', '/admin/ind/indicator/page'],
    ['MemberIndStat', '/admin/ind/member/page', { startDate: `${day(-7)} 00:00:00`, endDate: `${day(-1)} 23:59:59` }],
    ['MemberIndWarning', '/admin/ind/warning/page'],
    ['MemberIndWarningManage', '/admin/ind/warning-rule/page'],
    ['MerchantChangeLog', '/admin/merchant/change-log/page'],
    ['MerchantSwitchLog', '/admin/merchant/switch-log/page'],
    ['MerchantReport', '/admin/merchant/report/page'],
  ];
  it.each(LISTS)('%s', async (screen, path, body = {}) => {
    const answer = await call(admin, path, { pageNum: 1, pageSize: 20, ...body }, screen);
    expect(answer.status, answer.message).toBe(20);
    expect(answer.data.total).toBeGreaterThan(0);
    const html = await (await admin.fetch(`/${screen}`)).text();
    expect(html).not.toContain('暂未开放');
  });

  it('onboarding records carry every small-micro and platform review state', async () => {
    for (const xwStatus of ['01', '02', '03', '04', '05'])
      expect((await call(admin, '/admin/merchant/enter/page', { xwStatus }, 'MemberSearchEnter')).data.total, xwStatus).toBeGreaterThan(0);
    for (const pmStatus of ['0', '1', '2', '3', '4'])
      expect((await call(admin, '/admin/merchant/enter/page', { pmStatus }, 'MemberSearchEnter')).data.total, pmStatus).toBeGreaterThan(0);
    // pmStatus 4 (not applied for Alipay/WeChat): an approved small-micro merchant with neither wallet.
    const none = (await call(admin, '/admin/merchant/enter/page', { pmStatus: '4', pageNum: 1, pageSize: 1 }, 'MemberSearchEnter')).data
      .data[0];
    expect(none).toMatchObject({ kind: 'xw', xwStatus: '03' });
    const summary = await extTab(admin, none.memberId, '小微商户概况');
    expect(summary.body.data).toMatchObject({ pmStatus: 4, zfbAuditStatus: null, wxAuditStatus: null });
  });

  it('the wallets carry every review state of spec 02 §4, each found by its filter', async () => {
    const states: Array<[string, string]> = [
      ...ZFB_AUDIT.map((s): [string, string] => ['zfbAuditStatus', s]),
      ...WX_AUDIT.map((s): [string, string] => ['wxAuditStatus', s]),
    ];
    for (const [key, value] of states) {
      const page = await call(admin, '/admin/merchant/enter/page', { [key]: value, pageNum: 1, pageSize: 5 }, 'MemberSearchEnter');
      expect(page.data.total, value).toBeGreaterThan(0);
      expect(page.data.data.every((r: Record<string, unknown>) => r[key] === value)).toBe(true);
    }
  });
});

describe('the member dialog, gated on the server', () => {
  const view = async (client: ConsoleClient, entity: string, screen: string) => {
    const res = await client.fetch(`/views/dialog/${entity}?screen=${screen}`);
    return { status: res.status, text: await res.text() };
  };

  it('the administrator gets every tab of spec 02 §2, the extension tab, and the merchant variant opens on tab 10', async () => {
    const member = JSON.parse((await view(admin, 'member', 'MemberList')).text);
    expect(member.tabs.map((t: { id: string }) => t.id)).toEqual([
      '1',
      '2',
      '99',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
      '13',
      '14',
      '15',
    ]);
    expect(member.defaultTab).toBe('1');
    // Every extendPages entry shows as the one extension tab, whatever its url (spec 02 §2).
    expect(member.extensions.tabs.map((t: { kind: string; component: string }) => [t.kind, t.component])).toEqual([
      ['bespoke', 'memberExt'],
    ]);
    const merchant = JSON.parse((await view(admin, 'merchant', 'UserSearch')).text);
    expect(merchant).toMatchObject({ title: '商户详情', defaultTab: '10', width: '1200px' });
  });

  it('an agent on a BIZ_ screen gets the tabs of its BIZ_ rights only; the others and their calls are absent', async () => {
    const v = await view(agent, 'merchant', 'BIZ_UserSearch');
    expect(v.status).toBe(200);
    const ids = JSON.parse(v.text).tabs.map((t: { id: string }) => t.id);
    expect(ids).toEqual(['1', '2', '99', '3', '6', '7', '9', '10', '11', '12', '13', '14', '15']);
    expect(v.text).not.toMatch(/雷达图|\/admin\/member\/radar|reveal/);
    const mine = (await call(agent, '/admin/merchant/page', { pageNum: 1, pageSize: 1 }, 'BIZ_UserSearch')).data.data[0].memberId;
    expect(
      (await agent.api('/admin/member/radar', { memberId: mine, crtTime: day(0).slice(0, 7) }, { 'x-console-screen': 'BIZ_UserSearch' }))
        .status,
    ).toBe(403);
    expect((await agent.api('/admin/member/auth-info', { memberId: mine }, { 'x-console-screen': 'BIZ_UserSearch' })).status).toBe(200);
  });

  it("an operator without tab rights gets only the tabs spec 02 §6 gives none, and the others' calls are refused", async () => {
    const v = await view(operator, 'member', 'MemberList');
    expect(JSON.parse(v.text).tabs.map((t: { id: string }) => t.id)).toEqual(['99', '6', '7', '9', '15']);
    expect(v.text).not.toMatch(/认证信息|商户详情|auth-info|main-detail/);
    expect((await operator.api('/admin/merchant/main-detail', { memberId: xwMember }, { 'x-console-screen': 'MemberList' })).status).toBe(
      403,
    );
  });

  it('an ORG employee reads only members of its subtree', async () => {
    const outside = await call(agent, '/admin/member/auth-info', { memberId: qiyeOnly }, 'BIZ_UserSearch');
    const inside = (await call(agent, '/admin/merchant/page', { pageNum: 1, pageSize: 1 }, 'BIZ_UserSearch')).data.data[0].memberId;
    // The first enterprise merchant of the demo data is outside ORG0001's subtree (checked, not assumed).
    expect((await call(agent, '/admin/merchant/page', { memberId: qiyeOnly }, 'BIZ_UserSearch')).data.total).toBe(0);
    expect(outside).toMatchObject({ message: '记录不存在' });
    expect((await call(agent, '/admin/member/basic-info', { memberId: inside }, 'BIZ_UserSearch')).status).toBe(20);
    // A stored file is an id, looked up on the console's server and shown from the file host.
    const image = await agent.fetch(`/views/file?fileId=IMG-front-${inside}&_screen=BIZ_UserSearch`);
    expect(image.status).toBe(302);
    expect((await fetch(image.headers.get('location')!)).headers.get('content-type')).toContain('image/png');
    expect((await agent.fetch(`/views/file?fileId=IMG-front-${qiyeOnly}&_screen=BIZ_UserSearch`)).status).toBe(404);
  });

  it('a file id shows through the look-up on the console server, named by its screen in _screen, to the file host only', async () => {
    // The provider holds the member tabs as BIZ_ rights only (its 政策包 tab shows images).
    const provider = await signedIn(base, 'provider');
    const inside = (await call(provider, '/admin/merchant/page', { pageNum: 1, pageSize: 1 }, 'BIZ_UserSearch')).data.data[0].memberId;
    const file = `/views/file?fileId=IMG-front-${inside}`;
    // No screen, or a screen without the prefix: the plain rights, which it lacks.
    expect((await provider.fetch(file)).status).toBe(403);
    expect((await provider.fetch(`${file}&_screen=UserSearch`)).status).toBe(403);
    expect((await provider.fetch('/views/file?fileId=../etc&_screen=BIZ_UserSearch')).status).toBe(400);
    const { result, lines } = await auditDuring(auditFile, () => provider.fetch(`${file}&_screen=BIZ_UserSearch`));
    expect(result.status).toBe(302);
    const target = new URL(result.headers.get('location')!);
    // The reference upstream's file host is its own origin (UPSTREAM_FILE_ORIGIN defaults to it).
    expect(target.origin).toBe(new URL(upstreamUrl).origin);
    expect((await fetch(target)).headers.get('content-type')).toContain('image/png');
    // The file host's address is signed: another id under the same signature is not served.
    const forged = new URL(target);
    forged.pathname = forged.pathname.replace('IMG-front-', 'IMG-reverse-');
    expect((await fetch(forged)).status).toBe(403);
    expect(lines.find((l) => l.path === '/admin/standard/file-info')).toMatchObject({ screen: 'BIZ_UserSearch', outcome: 'ok' });
    // The page admits images from that host only.
    const page = await provider.fetch('/BIZ_UserSearch');
    expect(page.headers.get('content-security-policy')).toContain(`img-src 'self' data: blob: ${target.origin};`);
    // Only a GET may name its screen so: a POST still needs the header.
    expect((await provider.api('/admin/member/basic-info?_screen=BIZ_UserSearch', { memberId: inside })).status).toBe(403);
  });
});
