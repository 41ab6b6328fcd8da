import { beforeAll, describe, expect, inject, it } from 'vitest';
import { pageOf } from '@/contract/shapes';
import { auditDuring } from '../support/audit-file';
import { type ConsoleClient, signedIn } from '../support/console-client';
import { armFault, seenRequests } from '../support/upstream-test-api';
import { httpErrorText } from '@/lib/errors/classify';
import { call, day, enteredMembers, extTab, type Json, last30 } from '../support/members';
import { valueAt } from '@/lib/dialogs/value-at';

// The member dialog's tabs over HTTP against the built console and the reference upstream: each tab
// answers from the demo data (records, files, extension pages), re-verification, edits, agreements,
// radar and indicator series. Routes and the dialog's gating: members.test.ts.

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

describe('the dialog tabs answer from the demo data', () => {
  it('every tab of the member dialog has data for some demo member', async () => {
    const found = (answer: Json, at: string): boolean => {
      // A list tab's rows in either reading (contract/readings.ts).
      const v = at === 'rows' ? pageOf(answer.data).data : valueAt(answer.data, at);
      return Array.isArray(v) ? v.length > 0 : typeof v === 'number' ? v > 0 : !!v;
    };
    const TABS: ReadonlyArray<[tab: string, path: string, at: string, extra?: object]> = [
      ['1', '/admin/member/basic-info', 'memberId'],
      ['2', '/admin/member/auth-info', 'authHis'],
      ['99 certList', '/admin/member/cert-list', 'certList'],
      ['99 bankList', '/admin/member/cert-list', 'bankList'],
      ['3', '/admin/member/bank-card/page', 'rows'],
      ['4', '/admin/member/role/page', 'rows'],
      ['5', '/admin/member/radar', 'radarData', { crtTime: day(-1).slice(0, 7) }],
      ['6', '/admin/member/indicator/series', 'data', { pageSize: 99, pageNum: 1, ...last30, indicatorCodes: 'TD00003,TD00005,TD00011' }],
      ['7', '/admin/member/wx-work-info', 'userId'],
      ['8', '/admin/member/tag/page', 'rows'],
      ['9', '/admin/member/agreement/page', 'rows'],
      ['10', '/admin/merchant/main-detail', 'merchantId'],
      ['10 101210', '/admin/member/auth-inf-list', 'authInfList', { authType: 101210 }],
      ['10 101230', '/admin/member/auth-inf-list', 'authInfList', { authType: 101230 }],
      ['10 101220', '/admin/member/auth-inf-list', 'authInfList', { authType: 101220 }],
      ['11', '/admin/merchant/xw-detail', 'merchantId'],
      ['12', '/admin/merchant/wx-detail', 'merchantId'],
      ['13', '/admin/merchant/zfb-detail', 'merchantId'],
      ['14', '/admin/merchant/qiye-detail', 'merchantId'],
      ['15', '/admin/merchant/trans/page', 'total', { ...last30, pageNum: 1, pageSize: 1 }],
    ];
    const missing = new Set(TABS.map(([tab]) => tab));
    const merchants = (await call(admin, '/admin/merchant/page', { pageNum: 1, pageSize: 100 })).data.data as Array<{ memberId: string }>;
    for (const { memberId } of merchants) {
      for (const [tab, path, at, extra] of TABS) {
        if (missing.has(tab) && found(await call(admin, path, { memberId, ...extra }), at)) missing.delete(tab);
      }
      if (!missing.size) break;
    }
    expect([...missing]).toEqual([]);
  });

  it('basic info names the extension pages; each kind answers (list, page, object with both wallets)', async () => {
    const basic = await call(admin, '/admin/member/basic-info', { memberId: xwMember });
    const urls = basic.data.extendPages.map((p: { url: string }) => p.url);
    expect(urls).toContain('/admin/member/ext/xw-summary');
    expect(urls).toContain('/admin/member/ext/policy-page');
    // Spec 02 §2, §7: every entry loads by POSTing memberId to its url, through the console's server.
    const { result, lines } = await auditDuring(auditFile, () => extTab(admin, xwMember, '小微商户概况'));
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ title: '小微商户概况', remark: '小微商户进件及支付宝、微信开通情况', kind: 'object' });
    expect(result.body.data).toMatchObject({ memberId: xwMember, merchantType: 803201, xwStatus: '03', pmStatus: 3 });
    expect(result.body.columns.find((c: { key: string }) => c.key === 'xwStatus').options.length).toBeGreaterThan(0);
    // Audited under the url the record gave, naming the entry it came from.
    expect(lines.find((l) => l.path === '/admin/member/ext/xw-summary')).toMatchObject({
      outcome: 'ok',
      screen: 'UserSearch',
      fields: expect.stringContaining(`memberId=${xwMember} extendPages=`),
    });
    expect((await seenRequests(upstreamUrl)).filter((r) => r.path === '/admin/member/ext/xw-summary').at(-1)?.method).toBe('POST');
    const packs = await extTab(admin, xwMember, '政策包', { status: '0', pageNum: 1, pageSize: 20, url: '/admin/bill/page' });
    expect(packs.body.kind).toBe('page');
    expect(packs.body.total).toBeGreaterThan(0);
    expect(packs.body.data.every((p: { status: number }) => p.status === 0)).toBe(true);
    // The browser never names the url: an index the record does not list is not found, and the
    // extension paths are no calls of the proxy.
    const missing = await admin.fetch('/views/ext', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-console-screen': 'UserSearch' },
      body: JSON.stringify({ entity: 'member', id: xwMember, index: 99, url: '/admin/bill/page' }),
    });
    expect(missing.status).toBe(404);
    expect((await admin.api('/admin/member/ext/xw-summary', { memberId: xwMember }, { 'x-console-screen': 'UserSearch' })).status).toBe(
      404,
    );
    // Without the basic info tab's right (the record naming the entries) nothing loads.
    expect((await extTab(operator, xwMember, '小微商户概况', undefined, 'MemberList')).status).toBe(403);
  });

  it('an extension page whose upstream breaks off or ends the session is answered as any call (issue #41: one exchange)', async () => {
    // The connection reset mid-call: the spec's text for a failed upstream, and the request's line.
    await armFault(upstreamUrl, '/admin/member/ext/xw-summary', 'reset');
    const { result, lines } = await auditDuring(auditFile, () => extTab(admin, xwMember, '小微商户概况'));
    expect(result.status).toBe(502);
    expect(result.body.message).toBe(httpErrorText(502, { fault: 'upstream' }));
    expect(lines.find((l) => l.path === '/views/ext')).toBeUndefined();
    expect(lines.some((l) => l.outcome === 'upstream error')).toBe(true);
    // The upstream ends the session on the extension's url: ended as everywhere, the cookie with it.
    const own = await signedIn(base, 'admin');
    await armFault(upstreamUrl, '/admin/member/ext/xw-summary', 'status41');
    const ended = await extTab(own, xwMember, '小微商户概况');
    expect(ended.status).toBe(401);
    expect(ended.body).toMatchObject({ status: 41 });
    expect(own.jar.size).toBe(0);
  });

  it("select organisation for member {memberId, orgCode}: none chosen is 'at least select one row'; an agent only into its subtree", async () => {
    const at = { 'x-console-screen': 'UserSearch' };
    const orgOf = async () =>
      (await call(admin, '/admin/member/page', { memberId: qiyeOnly, pageNum: 1, pageSize: 1 }, 'MemberList')).data.data[0].orgCode;
    const before = await orgOf();
    const refused = await admin.api('/admin/member/select-org', { memberId: qiyeOnly, orgCode: '' }, at);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as Json).message).toBe('至少选择一行');
    const target = before === 'ORG0003' ? 'ORG0004' : 'ORG0003';
    expect(await call(admin, '/admin/member/select-org', { memberId: qiyeOnly, orgCode: target })).toMatchObject({ status: 20 });
    expect(await orgOf()).toBe(target);
    expect(await call(admin, '/admin/member/select-org', { memberId: qiyeOnly, orgCode: before })).toMatchObject({ status: 20 });
    expect(await orgOf()).toBe(before);
    const own = (await call(agent, '/admin/merchant/page', { pageNum: 1, pageSize: 1 }, 'BIZ_UserSearch')).data.data[0];
    expect(await call(agent, '/admin/member/select-org', { memberId: own.memberId, orgCode: 'ORG0002' }, 'BIZ_UserSearch')).toMatchObject({
      message: '机构不存在',
    });
  });

  it('tabs 11-14: a merchant without that merchant record answers nothing (the tab says it is not opened)', async () => {
    expect((await call(admin, '/admin/merchant/xw-detail', { memberId: qiyeOnly })).data).toEqual({});
    const qiye = await call(admin, '/admin/merchant/qiye-detail', { memberId: qiyeOnly });
    expect(qiye.data.merchantId).toMatch(/^QY/);
    // 02 §3 gives the legal person's ID number unmasked; the administrator holds RealInfo (02 §6) and sees it so.
    expect(qiye.data.illegalRawIdcNum).toMatch(/^\d{17}[\dX]$/);
    expect(qiye.data.crtMemberId).toMatch(/^[0-9A-F]+$/);
  });

  it('auth info carries images, the video link and the real-name records; its card reveals by the member id alone, audited by name', async () => {
    let withCard: { memberId: string } | null = null;
    let masked = '';
    const page = await call(admin, '/admin/merchant/page', { pageNum: 1, pageSize: 40 });
    for (const row of page.data.data as Array<{ memberId: string }>) {
      const auth = (await call(admin, '/admin/member/auth-info', { memberId: row.memberId })).data;
      // 02 §3 Auth info: maskCardNo, no card id (the answer keeps to its entry).
      expect(auth).not.toHaveProperty('bankcardId');
      if (auth.maskCardNo && auth.holdImg) {
        // Spec 02 §3: the member's files are ids.
        expect(auth.frontImg).toBe(`IMG-front-${row.memberId}`);
        expect(Array.isArray(auth.authHis) && auth.authHis.length).toBeTruthy();
        withCard = { memberId: row.memberId };
        masked = auth.maskCardNo;
        // Spec 02 §7: the video link is /export-log/download?fileId={fileId}.
        const video = await admin.fetch(`/api/export-log/download?fileId=${auth.holdImg}`, {
          headers: { 'x-console-screen': 'UserSearch' },
        });
        expect(video.headers.get('content-type')).toContain('video/mp4');
        break;
      }
    }
    expect(withCard).not.toBeNull();
    const { result, lines } = await auditDuring(auditFile, () =>
      admin.api('/admin/member/real-info?_reveal=rawCardNo', withCard, { 'x-console-screen': 'UserSearch' }),
    );
    expect(result.headers.get('cache-control')).toBe('no-store');
    const plain = ((await result.json()) as Json).data.rawCardNo as string;
    expect(plain).toMatch(/^\d{14,19}$/);
    // 02 §7 "memberId, optional bankcardId": without one, the card the auth info shows masked.
    expect(plain.slice(-4)).toBe(masked.slice(-4));
    // The video's download above may be written during the reveal: the reveal's own line is the one.
    expect(lines.find((l) => l.path === '/admin/member/real-info')).toMatchObject({
      fields: `memberId=${withCard!.memberId} field=rawCardNo`,
    });
    expect(JSON.stringify(lines)).not.toContain(plain);
  });

  it('edit prompts: malformed ID number and validity refused in Chinese, a blank refused, the auth name changed', async () => {
    const h = (body: object) => call(admin, '/admin/member/upt-info', { memberId: xwMember, ...body });
    expect(await h({ idcNum: '12345' })).toMatchObject({ message: '请输入18位身份证号' });
    expect(await h({ idcValidEnd: '2030/01/01' })).toMatchObject({ message: '证件有效期格式为yyyy-MM-dd或长期' });
    // Spec 02 §5 'please enter <field>': the gate refuses a blank before the upstream (issue #52).
    expect(await h({ authRealName: '   ' })).toMatchObject({ message: '请输入认证姓名' });
    expect(await h({ idcValidEnd: '长期' })).toMatchObject({ status: 20 });
    expect((await call(admin, '/admin/member/auth-info', { memberId: xwMember })).data.idcValidEnd).toBe('长期');
  });

  it('a failed settlement-card record re-verifies through the element check by its authId; one without authId has none', async () => {
    let withId: { memberId: string; authId: string } | null = null;
    let withoutId = false;
    const page = await call(admin, '/admin/merchant/page', { pageNum: 1, pageSize: 60 });
    for (const row of page.data.data as Array<{ memberId: string }>) {
      const { bankList } = (await call(admin, '/admin/member/cert-list', { memberId: row.memberId })).data;
      for (const r of bankList as Array<{ authStatus: number; authId: string | null }>) {
        if (r.authStatus !== 40) continue;
        if (r.authId && !withId) withId = { memberId: row.memberId, authId: r.authId };
        if (!r.authId) withoutId = true;
      }
      if (withId && withoutId) break;
    }
    expect(withId).not.toBeNull();
    expect(withoutId).toBe(true);
    // Spec 02 §7 retry authentication {memberId, authId}: another member's id does not reach the record.
    expect(
      await call(admin, '/admin/auth/element-check', {
        authId: withId!.authId,
        memberId: xwMember === withId!.memberId ? qiyeOnly : xwMember,
        prcCnlCode: 'cx',
        authType: 3,
      }),
    ).toMatchObject({ message: '认证记录不存在' });
    const check = await call(admin, '/admin/auth/element-check', { ...withId, prcCnlCode: 'cx', authType: 3 });
    // Spec 01 §4, §7: the outcome is the envelope's status, the message its message.
    expect(check).toMatchObject({ status: 20, message: '认证成功', data: { authId: withId!.authId } });
    const after = (await call(admin, '/admin/member/cert-list', { memberId: withId!.memberId })).data.bankList;
    expect(after.find((r: { authId: string }) => r.authId === withId!.authId).authStatus).toBe(20);
  });

  it('agreements: a real PDF per row, synthesis adds one; the df/lys endpoint is not open under another product', async () => {
    const list = await call(admin, '/admin/member/agreement/page', { memberId: xwMember });
    // 02 §7 "user agreements | memberId | list": every agreement, in either reading.
    const before = pageOf(list.data).data.length;
    expect(before).toBeGreaterThan(0);
    // Spec 02 §7: the agreement download is the file look-up {fileId} answering wanFullUri (here at data.data).
    const found = await call(admin, '/admin/standard/file-info', { fileId: pageOf(list.data).data[0]!.fileId });
    expect(found.status).toBe(20);
    const file = await fetch(found.data.data.wanFullUri);
    expect(file.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(await call(admin, '/admin/member/agreement/synthesize', { memberId: xwMember })).toMatchObject({ status: 20 });
    expect(pageOf((await call(admin, '/admin/member/agreement/page', { memberId: xwMember })).data).data).toHaveLength(before + 1);
    expect(
      (await admin.api('/admin/member/agreement/synthesize/df', { memberId: xwMember }, { 'x-console-screen': 'UserSearch' })).status,
    ).toBe(403);
  });

  it('radar and indicator series: six scored dimensions with the explanation, the pie codes day by day', async () => {
    const radar = await call(admin, '/admin/member/radar', { memberId: xwMember, crtTime: day(-1).slice(0, 7) });
    expect(radar.data.radarData).toHaveLength(6);
    expect(radar.data.remark).toContain('雷达图');
    const series = await call(admin, '/admin/member/indicator/series', {
      pageSize: 99,
      pageNum: 1,
      memberId: xwMember,
      ...last30,
      indicatorCodes: 'TD00003,TD00005,TD00011',
    });
    // Spec 02 §3: one row per day and indicator code with its VALUE.
    expect(series.data.data.length).toBeGreaterThanOrEqual(30 * 3);
    expect(Object.keys(series.data.data[0])).toEqual(['INDICATORDATE', 'INDICATORCODE', 'VALUE']);
    expect(series.data.data.slice(0, 3).map((r: { INDICATORCODE: string }) => r.INDICATORCODE)).toEqual(['TD00003', 'TD00005', 'TD00011']);
    expect(series.data.names.TD00005).toBe('贷记卡交易金额(元)');
    // 02-K3: the long rows are paged by the query's pageSize 99 (six codes over the range outgrow one page).
    const six = { pageSize: 99, memberId: xwMember, ...last30, indicatorCodes: 'TD00001,TD00002,TD00004,TD00003,TD00005,TD00011' };
    const first = await call(admin, '/admin/member/indicator/series', { ...six, pageNum: 1 });
    const second = await call(admin, '/admin/member/indicator/series', { ...six, pageNum: 2 });
    expect(first.data.data).toHaveLength(99);
    expect(first.data.total).toBeGreaterThan(99);
    expect(first.data.data.length + second.data.data.length).toBe(first.data.total);
  });
});
