import { beforeAll, describe, expect, inject, it } from 'vitest';
import { auditDuring } from '../support/audit-file';
import { type ConsoleClient, signedIn } from '../support/console-client';

// The dialog engine's server side over HTTP with the member dialog: the view carries only the tabs
// the operator may see, their calls are refused without the tab's right, and a reveal is audited
// by the field's name, never its value, and never cached.
const base = inject('consoleUrl');
const auditFile = inject('auditFile');
let admin: ConsoleClient;
let operator: ConsoleClient;
let agent: ConsoleClient;
let memberId: string;

beforeAll(async () => {
  [admin, operator, agent] = await Promise.all([signedIn(base, 'admin'), signedIn(base, 'operator'), signedIn(base, 'agent')]);
  const page = await admin.api('/admin/member/page', { pageNum: 1, pageSize: 1 }, { 'x-console-screen': 'MemberList' });
  memberId = ((await page.json()) as { data: { data: Array<{ memberId: string }> } }).data.data[0].memberId;
});

const view = async (client: ConsoleClient, screen: string) => {
  const res = await client.fetch(`/views/dialog/member?screen=${screen}`);
  return { status: res.status, text: await res.text() };
};

describe('the member dialog, gated on the server', () => {
  it('gives the administrator every tab it holds the right for', async () => {
    const v = await view(admin, 'MemberList');
    expect(v.status).toBe(200);
    const parsed = JSON.parse(v.text) as { tabs: Array<{ id: string }>; width: string; reveal?: object; edit?: object };
    expect(parsed.tabs.map((t) => t.id)).toEqual(['1', '2', '99', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15']);
    expect(parsed).toMatchObject({ width: '1200px' });
    expect(parsed.reveal).toBeDefined();
    expect(v.text).not.toMatch(/"right"|BaseAuthUserSearchDetail/);
  });

  it('an operator who may open members but holds no tab right gets only the tabs spec 02 §6 gives no right of their own', async () => {
    const v = await view(operator, 'MemberList');
    expect(v.status).toBe(200);
    // 99, 6, 7, 9 and 15 follow the dialog's right (BaseAuthMemberId); the others need their own.
    expect(JSON.parse(v.text).tabs.map((t: { id: string }) => t.id)).toEqual(['99', '6', '7', '9', '15']);
    expect(v.text).not.toMatch(/基本信息|basic-info|bank-card\/page/);
    expect((await operator.api('/admin/member/basic-info', { memberId }, { 'x-console-screen': 'MemberList' })).status).toBe(403);
    expect(
      (await operator.api('/admin/member/real-info?_reveal=rawMobile', { memberId }, { 'x-console-screen': 'MemberList' })).status,
    ).toBe(403);
  });

  it('on a BIZ_ screen the BIZ_ rights decide', async () => {
    expect((await view(agent, 'MemberList')).status).toBe(403);
    const v = await view(agent, 'BIZ_MemberList');
    expect(v.status).toBe(200);
    // The agent holds the BIZ_ rights of some tabs only (upstream/seed-employees.ts).
    expect(JSON.parse(v.text).tabs.map((t: { id: string }) => t.id)).toEqual([
      '1',
      '2',
      '99',
      '3',
      '6',
      '7',
      '9',
      '10',
      '11',
      '12',
      '13',
      '14',
      '15',
    ]);
  });

  it('a dialog the operator can open opens from any screen they may open; an unknown one is 404', async () => {
    expect((await view(operator, 'BankList')).status).toBe(200);
    expect((await admin.fetch('/views/dialog/nothing?screen=MemberList')).status).toBe(404);
  });
});

describe('reveal', () => {
  it('passes on one plaintext field of the answer, uncached, and audits the field by name only', async () => {
    // Spec 02 §7: the upstream answers realName, rawMobile, rawCardNo, rawIdcNum and rawLoginId at once;
    // the field clicked travels as _reveal (never upstream) and only it reaches the browser.
    const { result, own: lines } = await auditDuring(auditFile, () =>
      admin.api('/admin/member/real-info?_reveal=rawMobile', { memberId }, { 'x-console-screen': 'MemberList' }),
    );
    expect(result.headers.get('cache-control')).toBe('no-store');
    const answer = (await result.json()) as { data: Record<string, string> };
    expect(Object.keys(answer.data)).toEqual(['rawMobile']);
    expect(answer.data.rawMobile).toMatch(/^1\d{10}$/);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ path: '/admin/member/real-info', outcome: 'ok', fields: `memberId=${memberId} field=rawMobile` });
    expect(JSON.stringify(lines[0])).not.toContain(answer.data.rawMobile);
    expect(lines[0].change).toEqual({ field: 'rawMobile' });
  });

  it('refuses a reveal without a field or of a field no dialog field reveals', async () => {
    const at = { 'x-console-screen': 'MemberList' };
    expect((await admin.api('/admin/member/real-info', { memberId }, at)).status).toBe(403);
    expect((await admin.api('/admin/member/real-info?_reveal=rawLoginId', { memberId }, at)).status).toBe(403);
    // The body may not name the field: the contract has no such request field.
    expect((await admin.api('/admin/member/real-info?_reveal=realName', { memberId, field: 'rawIdcNum' }, at)).status).not.toBe(200);
    const idc = (await (await admin.api('/admin/member/real-info?_reveal=rawIdcNum', { memberId }, at)).json()) as {
      data: Record<string, string>;
    };
    expect(Object.keys(idc.data)).toEqual(['rawIdcNum']);
  });
});

describe('edit', () => {
  it('changes the name through the prompt call, and a malformed mobile is refused upstream', async () => {
    const h = { 'x-console-screen': 'MemberList' };
    expect(await (await admin.api('/admin/member/upt-info', { memberId, realName: '王小二' }, h)).json()).toMatchObject({ status: 20 });
    const basic = (await (await admin.api('/admin/member/basic-info', { memberId }, h)).json()) as { data: { safeRealName: string } };
    expect(basic.data.safeRealName).toBe('王*二');
    expect(await (await admin.api('/admin/member/upt-info', { memberId, bindMobile: '12345' }, h)).json()).toMatchObject({
      message: '请输入合法手机号',
    });
  });
});
