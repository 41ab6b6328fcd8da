import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type ConsoleClient, signedIn } from '../support/console-client';
import { A, type Envelope, G, json, orgBody, P, PA, password, run } from '../support/orgs';
import { allTimeQuery } from '../support/screen-calls';

// The organisation area over HTTP against the built console and the reference upstream: the ORG
// operator confined to its subtree, provider options, the partial updates with their option log,
// groups, audits, the tree. The form, the dialog and the save: orgs.test.ts.

const base = inject('consoleUrl');
let admin: ConsoleClient;
let agent: ConsoleClient;

beforeAll(async () => {
  [admin, agent] = await Promise.all([signedIn(base, 'admin'), signedIn(base, 'agent')]);
});

describe('the ORG operator: its own subtree only, as a provider with personal settlement', () => {
  it('reads and edits nothing of another organisation', async () => {
    expect(await json(await agent.api(`${PA}/detail`, { orgCode: 'ORG0002' }, G))).toMatchObject({ status: 50, message: '记录不存在' });
    const foreign = orgBody({ parent: 'ORG0002', inf: { orgName: `越权${run}`, adminMemberLoginId: `x${run}` } });
    expect(await json(await agent.api(`${PA}/save`, foreign, G))).toMatchObject({ status: 50, message: '上级机构不存在' });
    const upt = { orgCode: 'ORG0002', orgInf: { orgName: '改名', orgType: '101810', realName: '王五', tagIds: 'sd' } };
    expect(await json(await agent.api(`${PA}/upt-org-inf`, upt, G))).toMatchObject({ status: 50, message: '记录不存在' });
    expect(
      await json(await agent.api(`${PA}/sub-org-page`, { parentOrgCode: 'ORG0002' }, { 'x-console-screen': 'BIZ_OrgTree' })),
    ).toMatchObject({
      status: 50,
    });
    const total = async (body: Record<string, unknown>) =>
      (await json<{ total: number }>(await agent.api(`${PA}/org-page`, { pageNum: 1, pageSize: 100, ...body }, G))).data.total;
    expect(await total({})).toBeGreaterThan(1);
    expect(await total({ orgCode: 'ORG0011' })).toBe(1);
    expect(await total({ orgCode: 'ORG0002' })).toBe(0);
    expect(await total({ topOrgCode: 'ORG0002' })).toBe(0);
  });

  it('creates under its own organisation, personal settlement only; the admin password stays unanswered', async () => {
    const leader = (await json<{ orgInf: { memberId: string } }>(await agent.api(`${PA}/detail`, { orgCode: 'ORG0001' }, G))).data.orgInf
      .memberId;
    const w = await json<Record<string, unknown>>(await agent.api(`${PA}/withdrawal-activity-group`, { memberId: leader }, G));
    const body = orgBody({
      parent: 'ORG0001',
      inf: { orgName: `代理新增${run}`, adminMemberLoginId: `ag${run}`, tagIds: 'cx' },
      groups: [w.data],
    });
    const enterprise = {
      ...body,
      orgCard: {
        ...body.orgCard,
        settleType: '104211',
        subjectType: '104311',
        licenseNo: '91330100MA2B3C4D5E',
        licenseImg: 'ORGIMGORG00012101',
      },
    };
    expect(await json(await agent.api(`${PA}/save`, enterprise, G))).toMatchObject({ status: 50, message: '仅支持个人结算' });
    const created = await json<{ orgCode: string }>(await agent.api(`${PA}/save`, body, G));
    expect(created.status).toBe(20);
    const detail = await agent.api(`${PA}/detail`, { orgCode: created.data.orgCode }, G);
    expect(await detail.text()).not.toContain(password);
  });

  it('a provider never sees options tagged hidden for it, nor HIDE ones; logs are for PRODUCT operators', async () => {
    const org = 'ORG0011';
    const tags = (
      d: Envelope<{
        orgActivity: Array<{ orgActivitys: Array<{ instanceTmplt: { opts: Array<{ optTag: string }>; optLogs?: unknown[] } }> }>;
      }>,
    ) => d.data.orgActivity.flatMap((g) => g.orgActivitys.flatMap((a) => a.instanceTmplt.opts.map((o) => o.optTag)));
    const asAgent = await json(await agent.api(`${PA}/detail`, { orgCode: org }, G));
    const asAdmin = await json(await admin.api(`${P}/detail`, { orgCode: org }, A));
    const agentTags = tags(asAgent as never);
    const adminTags = tags(asAdmin as never);
    expect(adminTags.some((t) => t.charAt(3) === '1')).toBe(true);
    expect(agentTags.some((t) => t.charAt(3) === '1')).toBe(false);
    expect([...agentTags, ...adminTags].some((t) => t.includes('HIDE'))).toBe(false);
    expect(agentTags.some((t) => t.charAt(3) === '2')).toBe(true);
    expect(JSON.stringify(asAgent)).not.toContain('optLogs');
    expect(JSON.stringify(asAdmin)).toContain('optLogs');
  });
});

describe('edit through the three partial updates', () => {
  it('changes the basic info, keeps masked card fields when left out, and logs each option change', async () => {
    const orgCode = 'ORG0020';
    const before = await json<{
      orgInf: Record<string, string>;
      orgCard: Record<string, string>;
      orgActivity: Array<Record<string, unknown>>;
    }>(await admin.api(`${P}/detail`, { orgCode }, A));
    const inf = before.data.orgInf;
    const upt = await json(
      await admin.api(
        `${P}/upt-org-inf`,
        { orgCode, orgInf: { orgName: `改名机构${run}`, orgType: inf.orgType, realName: '赵六', tagIds: inf.tagIds } },
        A,
      ),
    );
    expect(upt.status).toBe(20);
    const card = before.data.orgCard;
    const { maskIdcNum: _i, maskCardNo: _c, maskPreMobile: _p, fileIds: _f, fileModels: _m, ...kept } = card as Record<string, unknown>;
    const cardBody = Object.fromEntries(Object.entries(kept).filter(([, v]) => v !== null && v !== ''));
    expect(
      (await json(await admin.api(`${P}/upt-org-card-inf`, { orgCode, orgCard: { ...cardBody, cardHostName: '赵六' } }, A))).status,
    ).toBe(20);
    // The gate checks the partial update too.
    const bad = await admin.api(`${P}/upt-org-card-inf`, { orgCode, orgCard: { ...cardBody, preMobile: '123' } }, A);
    expect(await bad.json()).toMatchObject({ message: '请输入合法手机号' });

    const groups = before.data.orgActivity as Array<{
      activityGroupId: number;
      defaultFlag: number;
      orgActivitys: Array<{
        activityId: number;
        instanceTmplt: { opts: Array<{ tmpltOptId: number; dataType: number; optValue: string; optName: string }> };
      }>;
    }>;
    const g = structuredClone(groups);
    const opt = g[0].orgActivitys[0].instanceTmplt.opts.find((o) => o.dataType === 100922)!;
    opt.optValue = '1.23';
    const tooPrecise = structuredClone(g);
    tooPrecise[0].orgActivitys[0].instanceTmplt.opts.find((o) => o.tmpltOptId === opt.tmpltOptId)!.optValue = '1.234';
    expect(await (await admin.api(`${P}/upt-org-activity-inf`, { orgCode, orgActivity: tooPrecise }, A)).json()).toMatchObject({
      message: `${opt.optName}最多2位小数`,
    });
    expect((await json(await admin.api(`${P}/upt-org-activity-inf`, { orgCode, orgActivity: g }, A))).status).toBe(20);
    const dup = [...g, g[g.length - 1]];
    expect(await json(await admin.api(`${P}/upt-org-activity-inf`, { orgCode, orgActivity: dup }, A))).toMatchObject({
      status: 50,
      message: '已添加该活动',
    });

    const after = await (await admin.api(`${P}/detail`, { orgCode }, A)).text();
    const a = JSON.parse(after) as typeof before;
    expect(a.data.orgInf).toMatchObject({ orgName: `改名机构${run}`, realName: '赵六' });
    expect(a.data.orgCard).toMatchObject({ cardHostName: '赵六', maskIdcNum: card.maskIdcNum, maskCardNo: card.maskCardNo });
    const logs = (
      a.data.orgActivity as unknown as typeof groups &
        Array<{ orgActivitys: Array<{ instanceTmplt: { optLogs: Array<Record<string, unknown>> } }> }>
    )[0].orgActivitys[0].instanceTmplt.optLogs;
    expect(logs[0]).toMatchObject({
      tmpltOptId: opt.tmpltOptId,
      optValue: '1.23',
      origOptValue: expect.any(String),
      crtMemberId: 'F0000001',
    });
  });
});

describe('activity groups, audits and the tree', () => {
  it('the picker filters by organisation code; the detail carries templates; a copy keeps the values', async () => {
    const picker = await json<{ data: Array<{ activityGroupId: number; orgCode: string }> }>(
      await admin.api('/admin/member/activity/group/page', { orgCode: 'ORG0003', pageNum: 1, pageSize: 50 }, A),
    );
    expect(picker.data.data.length).toBeGreaterThan(1);
    expect(picker.data.data.every((r) => r.orgCode === 'ORG0003')).toBe(true);
    const id = picker.data.data[1].activityGroupId;
    const S = { 'x-console-screen': 'OrgActiveGroup' };
    // The group detail {activityGroupId, pageNum, pageSize 50} (spec 03 §7): its activities with their templates.
    const detail = await json<{ data: Array<{ activityName: string; instanceTmplt: { opts: Array<{ dataType: number }> } }> }>(
      await admin.api(`${P}/activity-page`, { activityGroupId: id, pageNum: 1, pageSize: 50 }, S),
    );
    expect(detail.data.data.length).toBeGreaterThan(0);
    expect(detail.data.data[0].activityName).toBeTruthy();
    expect(detail.data.data[0].instanceTmplt.opts.length).toBeGreaterThan(0);
    // No spec names the console's former path: the upstream does not answer it.
    expect((await admin.api('/admin/member/activity/group/detail', { activityGroupId: id }, S)).status).toBeGreaterThanOrEqual(400);
    expect(await (await admin.api(`${P}/saveActiveSample`, { activityGroupId: id }, S)).json()).toMatchObject({ message: '请输入新名称' });
    const copy = await json<{ activityGroupId: number }>(
      await admin.api(`${P}/saveActiveSample`, { activityGroupId: id, activityGroupName: `复制${run}` }, S),
    );
    expect(copy.status).toBe(20);
    const acts = await json<{ data: unknown[] }>(
      await admin.api(`${P}/activity-page`, { activityGroupId: copy.data.activityGroupId, pageNum: 1, pageSize: 20 }, S),
    );
    expect(acts.data.data.length).toBe(detail.data.data.length);
    // The agent may not read another organisation's group.
    expect(
      await json(
        await agent.api(
          `${PA}/activity-page`,
          { activityGroupId: id, pageNum: 1, pageSize: 50 },
          { 'x-console-screen': 'BIZ_OrgActiveGroup' },
        ),
      ),
    ).toMatchObject({
      status: 50,
    });
  });

  it('an audit passes once; a rejection needs its reason', async () => {
    const S = { 'x-console-screen': 'OrgAudit' };
    const page = await json<{ data: Array<{ auditId: number }> }>(
      await admin.api(`${P}/audit-page`, { auditStatus: 10, pageNum: 1, pageSize: 5 }, S),
    );
    const [first, second] = page.data.data;
    expect((await json(await admin.api(`${P}/audit-pass`, { auditId: first.auditId }, S))).status).toBe(20);
    expect(await json(await admin.api(`${P}/audit-pass`, { auditId: first.auditId }, S))).toMatchObject({
      status: 50,
      message: '该记录已审核',
    });
    expect(await (await admin.api(`${P}/audit-reject`, { auditId: second.auditId }, S)).json()).toMatchObject({
      message: '请输入拒绝原因',
    });
    expect((await json(await admin.api(`${P}/audit-reject`, { auditId: second.auditId, auditMsg: '资料不全' }, S))).status).toBe(20);
  });

  it('the tree loads one level at a time; every organisation route shows rows', async () => {
    const T = { 'x-console-screen': 'OrgTree' };
    const roots = await json<{ data: Array<{ orgCode: string; subOrgCount: number }> }>(await admin.api(`${P}/sub-org-page`, {}, T));
    expect(roots.data.data.map((r) => r.orgCode).slice(0, 2)).toEqual(['ORG0001', 'ORG0002']);
    const kids = await json<{ data: Array<{ orgCode: string }> }>(await admin.api(`${P}/sub-org-page`, { parentOrgCode: 'ORG0001' }, T));
    expect(kids.data.data.length).toBe(roots.data.data[0].subOrgCount);
    const agentRoots = await json<{ data: Array<{ orgCode: string }> }>(
      await agent.api(`${PA}/sub-org-page`, {}, { 'x-console-screen': 'BIZ_OrgTree' }),
    );
    expect(agentRoots.data.data.map((r) => r.orgCode)).toEqual(['ORG0001']);
    for (const screen of [
      'StandardOrgInfManage',
      'StandardOrgInfManage2.0',
      'AgentUsePageOrgInfManage',
      'AgentUsePageOrgInfManage2.0',
      'JF_OrgInfManage',
      'MsyOrgInfManage',
      'OrgAudit',
      'MsyOrgAudit',
    ]) {
      const html = await (await admin.fetch(`/${screen}?${allTimeQuery(screen)}`)).text();
      expect(html, screen).toMatch(/ORG00\d\d/);
    }
    // The groups with the picker's columns (spec 03 §2): no organisation column.
    expect(await (await admin.fetch(`/OrgActiveGroup?${allTimeQuery('OrgActiveGroup')}`)).text()).toContain('昆明提现活动组');
    expect(await (await admin.fetch('/OrgTree')).text()).toContain('机构树');
    expect(await (await admin.fetch('/MsyOrgChart')).text()).toContain('MSY机构统计图');
    expect((await agent.fetch('/BIZ_OrgTree')).status).toBe(200);
  });
});
