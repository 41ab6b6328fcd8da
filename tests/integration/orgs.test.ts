import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { auditDuring } from '../support/audit-file';
import { ConsoleClient, signedIn } from '../support/console-client';
import { A, type Envelope, json, orgBody, P, PA, password, run } from '../support/orgs';
import { allTimeQuery } from '../support/screen-calls';

// The organisation area over HTTP against the built console and the reference upstream: the form
// and dialog views per operator, the save's one schema at the gate and again upstream, the created
// admin login signing in, the password never echoed or logged, the partial updates with their
// option log, the ORG operator confined to its subtree, provider options, groups, audits, the tree.

// The ORG operator, the partial updates, groups, audits and the tree: orgs-scope.test.ts.

const base = inject('consoleUrl');
const auditFile = inject('auditFile');
const consoleLog = inject('consoleLog');
let admin: ConsoleClient;
let operator: ConsoleClient;
let agent: ConsoleClient;

beforeAll(async () => {
  [admin, operator, agent] = await Promise.all([signedIn(base, 'admin'), signedIn(base, 'operator'), signedIn(base, 'agent')]);
});

describe('the organisation form and dialog, gated on the server', () => {
  it('the add form is a bespoke 1300px form whose flags the server settles per operator', async () => {
    const view = (await (await admin.fetch('/views/form/org-add?screen=OrgInfManage')).json()) as Record<string, unknown>;
    expect(view).toMatchObject({
      component: 'org-form',
      width: '1300px',
      title: '新增机构',
      terms: { org: '机构', activityGroup: '活动组' },
    });
    expect(view.flags).toEqual({ extendInfo: true, provider: false, personalOnly: false, optLogs: true, platform: true });
    expect(Object.keys(view.calls as object)).toContain('/{p}/pos/standard/org/admin/org/save');
    expect((view.calls as Record<string, { path: string }>)['/{p}/pos/standard/org/admin/org/save'].path).toBe(`${P}/save`);
    const agentView = (await (await agent.fetch('/views/form/org-add?screen=BIZ_AgentUsePageOrgInfManage')).json()) as Record<
      string,
      unknown
    >;
    // The agent is a provider limited to personal settlement, without the extension tab's right.
    expect(agentView.flags).toEqual({ extendInfo: false, provider: true, personalOnly: true, optLogs: false, platform: false });
    expect((agentView.calls as Record<string, { path: string }>)['/{p}/pos/standard/org/admin/org/save'].path).toBe(`${PA}/save`);
    expect(JSON.stringify(agentView)).not.toMatch(/"right"|StandardOrgInfManage/);
  });

  it("add and edit follow the screen's right (the spec names none of their own); the dialog needs BaseAuthOrgId; another screen reaches none", async () => {
    expect((await operator.fetch('/views/form/org-add?screen=OrgInfManage')).status).toBe(200);
    expect((await operator.fetch('/views/form/org-edit?screen=OrgInfManage')).status).toBe(200);
    // The operator lacks BaseAuthOrgId (spec 01 §6): no 查看 and no dialog.
    expect((await operator.fetch('/views/dialog/org?screen=OrgInfManage')).status).toBe(403);
    const html = await (await operator.fetch(`/OrgInfManage?${allTimeQuery('OrgInfManage')}`)).text();
    expect(html).toContain('ORG0001');
    expect(html).toMatch(/data-action="add"/);
    expect(html).not.toMatch(/data-action="see"/);
    // The agent holds the BIZ_ forms only: the plain screen reaches neither form nor call.
    expect((await agent.fetch('/views/form/org-add?screen=OrgInfManage')).status).toBe(403);
    expect((await agent.api(`${PA}/save`, orgBody(), A)).status).toBe(403);
    expect((await admin.fetch('/views/dialog/org?screen=OrgInfManage')).status).toBe(200);
  });

  it('the organisation dialog: 1300px, one bespoke tab with its calls resolved, in the product words', async () => {
    const view = (await (await admin.fetch('/views/dialog/org?screen=OrgInfManage')).json()) as {
      width: string;
      title: string;
      tabs: Array<{ kind: string; component: string; calls: Record<string, { path: string }>; flags: Record<string, boolean> }>;
    };
    expect(view).toMatchObject({ width: '1300px', title: '机构详情' });
    expect(view.tabs).toHaveLength(1);
    expect(view.tabs[0]).toMatchObject({ kind: 'bespoke', component: 'org-see', flags: { optLogs: true, extendInfo: true } });
    expect(view.tabs[0].calls['/{p}/pos/standard/org/admin/org/detail'].path).toBe(`${P}/detail`);
    // Every organisation id cell opens it: the member list's too.
    expect((await admin.fetch('/views/dialog/org?screen=MemberList')).status).toBe(200);
  });
});

describe('save: one schema at the gate, again upstream', () => {
  const refused = async (body: unknown, message: string) => {
    const res = await admin.api(`${P}/save`, body, A);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message });
  };

  it('refuses each rule of spec 03 §5 with its message before the upstream sees it', async () => {
    await refused(orgBody({ inf: { reInputadminMemberPwd: 'Other123' } }), '密码不一致，请重新输入');
    await refused(orgBody({ inf: { adminMemberPwd: '12', reInputadminMemberPwd: '12' } }), '必须为 6 到 20 位密码');
    await refused(orgBody({ inf: { adminMemberLoginId: 'ab_c' } }), '账号仅支持数字和大小写字母');
    await refused(orgBody({ inf: { bindMobile: '2391234567' } }), '请输入合法手机号');
    await refused(orgBody({ card: { preMobile: '1391234567' } }), '请输入合法手机号');
    await refused(orgBody({ inf: { orgName: '' } }), '必传');
    await refused(orgBody({ inf: { tagIds: undefined } }), '必传');
    await refused(orgBody({ card: { cardHostName: 'x'.repeat(51) } }), '最多50个字符');
    await refused(orgBody({ card: { cityCode: '' } }), '请选择省市');
    await refused(orgBody({ card: { idcReverseImg: '' } }), '须上传图片: 身份证反面');
    await refused(orgBody({ card: { cardFrontImg: undefined } }), '须上传图片: 银行卡正面');
  });

  it('an enterprise card needs the images of its subject type', async () => {
    const ent = (subjectType: string, card: Record<string, unknown> = {}) =>
      orgBody({ card: { settleType: '104211', subjectType, licenseNo: '91330100MA2B3C4D5E', ...card } });
    await refused(orgBody({ card: { settleType: '104211' } }), '必传');
    await refused(ent('104310', { licenseImg: 'ORGIMGORG00022101' }), '须上传图片: 开户许可证');
    await refused(ent('104310', { openAccountImg: 'ORGIMGORG00022102' }), '须上传图片: 营业执照');
    await refused(ent('104311', { licenseImg: 'ORGIMGORG00022101', cardFrontImg: '' }), '须上传图片: 银行卡正面');
    await refused(ent('104312', { licenseImg: 'ORGIMGORG00022101' }), '须上传图片: 授权人身份证正面');
    await refused(
      ent('104312', { licenseImg: 'ORGIMGORG00022101', authIdcFrontImg: 'ORGIMGORG00022201', authIdcReverseImg: 'ORGIMGORG00022202' }),
      '须上传图片: 清算授权书',
    );
    await refused(ent('104311', { licenseImg: 'ORGIMGORG00022101', licenseNo: '' }), '必传');
  });

  it('creates the organisation and its admin login, which signs in; the password is never answered nor logged', async () => {
    // Spec 03 §7: the default (withdrawal) group is looked up by the organisation's member id.
    const leader = (await json<{ orgInf: { memberId: string } }>(await admin.api(`${P}/detail`, { orgCode: 'ORG0002' }, A))).data.orgInf
      .memberId;
    const w = await json<Record<string, unknown>>(await admin.api(`${P}/withdrawal-activity-group`, { memberId: leader }, A));
    expect(w.data.activityGroupId).toBeTruthy();
    const { result, lines } = await auditDuring(auditFile, () => admin.api(`${P}/save`, orgBody({ groups: [w.data] }), A));
    const text = await result.text();
    const answer = JSON.parse(text) as Envelope<{ orgCode: string; memberId: string }>;
    expect(answer).toMatchObject({ status: 20 });
    expect(text).not.toContain(password);
    expect(lines.length).toBeGreaterThan(0);
    expect(JSON.stringify(lines)).not.toContain(password);
    const { orgCode } = answer.data;

    const detail = await (await admin.api(`${P}/detail`, { orgCode }, A)).text();
    expect(detail).not.toContain(password);
    expect(detail).not.toMatch(/adminMemberPwd|pwd/i);
    // Personal data leaves masked.
    expect(detail).not.toContain('110101199003071234');
    expect(detail).not.toContain('6222021234567890123');
    const parsed = JSON.parse(detail) as Envelope<{
      orgInf: Record<string, unknown>;
      orgCard: Record<string, unknown>;
      orgActivity: unknown[];
    }>;
    expect(parsed.data.orgInf).toMatchObject({
      orgCode,
      parentOrgCode: 'ORG0002',
      orgLevel: 2,
      adminMemberLoginId: `it${run}`,
      bindMobile: '139****5678',
    });
    // Spec 03 §3 gives orgInf.bindMobile, no masked variant of it.
    expect(parsed.data.orgInf).not.toHaveProperty('maskBindMobile');
    expect(parsed.data.orgCard).toMatchObject({
      settleType: '104210',
      maskIdcNum: '110101********1234',
      maskCardNo: expect.stringMatching(/^622202\*+0123$/),
    });
    // The spec's group shape: no withdrawal mark; the withdrawal-activity-group call names it.
    expect(parsed.data.orgActivity).toEqual([expect.objectContaining({ activityGroupId: w.data.activityGroupId })]);
    expect(parsed.data.orgActivity[0]).not.toHaveProperty('defaultFlag');
    const ownDefault = await json<Record<string, unknown>>(
      await admin.api(`${P}/withdrawal-activity-group`, { memberId: answer.data.memberId }, A),
    );
    expect(ownDefault.data.activityGroupId).toBe(w.data.activityGroupId);
    // Waiting for review.
    const audits = await json<{ data: Array<Record<string, unknown>> }>(
      await admin.api(`${P}/audit-page`, { orgCode, pageNum: 1, pageSize: 10 }, { 'x-console-screen': 'OrgAudit' }),
    );
    expect(audits.data.data).toEqual([expect.objectContaining({ orgCode, auditType: 1, auditStatus: 10, submitLoginId: 'admin' })]);

    // The new admin signs in through the console and sees its own organisation only, in its product's words.
    const created = new ConsoleClient(base);
    expect((await created.login(`it${run}`, password)).status).toBe(200);
    const mine = await json<{ data: Array<{ orgCode: string }>; total: number }>(
      await created.api(
        '/mcf/pos/standard/org/admin/org/org-page',
        { pageNum: 1, pageSize: 20 },
        { 'x-console-screen': 'BIZ_OrgInfManage' },
      ),
    );
    expect(mine.data.data.map((r) => r.orgCode)).toEqual([orgCode]);
    const dialog = (await (await created.fetch('/views/dialog/org?screen=BIZ_OrgInfManage')).json()) as { title: string };
    expect(dialog.title).toBe('服务商详情');
    expect(readFileSync(consoleLog, 'utf8')).not.toContain(password);

    // The same login or name twice: the upstream's refusal reaches the operator.
    const again = await json(await admin.api(`${P}/save`, orgBody({ inf: { orgName: `另一机构${run}` } }), A));
    expect(again).toMatchObject({ status: 50, message: '管理员账号已存在' });
    const sameName = await json(await admin.api(`${P}/save`, orgBody({ inf: { adminMemberLoginId: `other${run}` } }), A));
    expect(sameName).toMatchObject({ status: 50, message: '机构名称已存在' });
  });

  it('the upstream parses with the same schema: a body past the gate is refused there too', async () => {
    const res = await json(
      await admin.api(`${P}/save`, orgBody({ inf: { tagIds: 'zz', orgName: `通道${run}`, adminMemberLoginId: `tag${run}` } }), A),
    );
    expect(res).toMatchObject({ status: 50, message: '请选择支付通道' });
  });
});
