import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { storageCalls, transferCalls } from '@/lib/calls/terminals';
import { type AuditLine, auditDuring } from '../support/audit-file';
import { type ConsoleClient, signedIn } from '../support/console-client';
import { form, fresh } from '../support/terminals';

// Issue 40's done-when: a scripted morning through the built console and the reference upstream —
// a member edit, a money adjustment and its approval, a terminal transfer, an organisation save,
// a reveal, a refused page — then the reader (npm run audit) over the audit file finds each write
// with its target and change, prints no personal value in clear and damages no identifier.
const base = inject('consoleUrl');
const auditFile = inject('auditFile');
let admin: ConsoleClient;
let agent: ConsoleClient;

type Env<T = Record<string, unknown>> = { status: number; message?: string; data: T };
const at = (screen: string, money = false) => ({
  'x-console-screen': screen,
  ...(money ? { 'idempotency-key': randomUUID().replaceAll('-', '') } : {}),
});
const ORG = '/all/pos/standard/org/admin/org';
const run = Date.now().toString(36).slice(-5);
/** Personal values the morning sends or is shown: none may reach the log in clear. */
const PERSONAL = ['13912345678', '110101199003071234', '6222021234567890123', '王五六'];

function orgBody(groups: unknown[]) {
  const img = (tag: string) => `ORGIMGORG0002${tag}`;
  return {
    orgInf: {
      ...{ parentOrgCode: 'ORG0002', orgName: `审计晨间机构${run}`, orgType: '101810', realName: '王五六', tagIds: 'sd' },
      ...{ adminMemberLoginId: `au${run}`, adminMemberPwd: `Pw${run}x9Z`, reInputadminMemberPwd: `Pw${run}x9Z`, bindMobile: PERSONAL[0] },
    },
    orgCard: {
      ...{
        settleType: '104210',
        cardHostName: '王五六',
        idcNum: PERSONAL[1],
        cardNo: PERSONAL[2],
        bankCode: '102',
        bankName: '中国工商银行',
      },
      ...{ provinceCode: '110000', province: '北京市', cityCode: '110100', city: '北京市', bankBranchCode: '102100099996' },
      ...{ bankBranchName: '中国工商银行北京分行', preMobile: PERSONAL[0], idcFrontImg: img('2001'), idcReverseImg: img('2002') },
      cardFrontImg: img('2004'),
    },
    orgActivity: groups,
  };
}

const lines: AuditLine[] = [];
let attempt = 0;
const ids: Record<string, string> = {};
/** Runs one step of the morning and keeps its own audit line. */
async function step(name: string, fn: () => Promise<Response>): Promise<Env> {
  const { result, own } = await auditDuring(auditFile, fn);
  expect(own.length, name).toBe(1);
  expect(own[0].requestId).toBe(result.headers.get('x-request-id'));
  lines.push(own[0]);
  return (await result.json()) as Env;
}

let since = '';
beforeAll(async () => {
  since = new Date().toISOString();
  [admin, agent] = await Promise.all([signedIn(base, 'admin'), signedIn(base, 'agent')]);
});

describe('an auditor reads the morning back', () => {
  it('runs the morning', async () => {
    attempt++;
    lines.length = 0;
    const member = (
      (await (await admin.api('/admin/merchant/page', { pageNum: 1, pageSize: 1 }, at('UserSearch'))).json()) as Env<{
        data: Array<{ memberId: string }>;
      }>
    ).data.data[0];
    ids.memberId = member.memberId;
    expect(
      await step('member edit', () =>
        admin.api('/admin/member/upt-info', { memberId: ids.memberId, bindMobile: PERSONAL[0] }, at('UserSearch')),
      ),
    ).toMatchObject({ status: 20 });
    const reveal = await step('reveal', () =>
      admin.api('/admin/member/real-info?_reveal=rawMobile', { memberId: ids.memberId }, at('UserSearch')),
    );
    PERSONAL.push(String(reveal.data.rawMobile));

    const acct = (
      (await (
        await admin.api('/admin/acct/manage/page', { acctStatus: 11, startBalance: 2000, pageNum: 5, pageSize: 1 }, at('AcctManage'))
      ).json()) as Env<{ data: Array<{ acctId: string }> }>
    ).data.data[0];
    ids.acctId = String(acct.acctId);
    const adjusted = await step('adjust', () =>
      admin.api(
        '/admin/acct/manage/adjust',
        { acctId: ids.acctId, ioTag: '-', amount: 12345, remark: `客户13800001111来电 ${run}` },
        at('AcctManage', true),
      ),
    );
    expect(adjusted.status, adjusted.message).toBe(20);
    ids.auditId = String(adjusted.data.auditId);
    expect(await step('approve', () => admin.api(`/admin/audit/audit/${ids.auditId}`, {}, at('AuditManage', true)))).toMatchObject({
      status: 20,
    });

    // Fresh codes per attempt: a retried morning stores and moves its own.
    const codes = fresh(`M${attempt}`, 3);
    [ids.firstCode, ids.lastCode, ids.codes] = [codes[0], codes[2], codes.join(',')];
    await form(admin, 'TermStorage', storageCalls.batchInByPsam.path, { psamCodes: codes.join('\n') });
    const moved = await auditDuring(auditFile, () =>
      admin.fetch(`/api${transferCalls.transfer.path.replace('{p}', 'all')}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-console-screen': 'TermApply' },
        body: new URLSearchParams({ psamCodes: codes.join('\n'), orgCode: 'ORG0003', activityGroupId: '3001' }).toString(),
      }),
    );
    expect(((await moved.result.json()) as Env).data.okCount).toBe(3);
    lines.push(...moved.own);

    // Spec 03 §7: the default (withdrawal) group by the organisation's member id.
    const parent = (await (await admin.api(`${ORG}/detail`, { orgCode: 'ORG0002' }, at('OrgInfManage'))).json()) as Env;
    const leader = (parent.data as { orgInf: { memberId: string } }).orgInf.memberId;
    const group = (await (await admin.api(`${ORG}/withdrawal-activity-group`, { memberId: leader }, at('OrgInfManage'))).json()) as Env;
    const saved = await step('org save', () => admin.api(`${ORG}/save`, orgBody([{ ...group.data, defaultFlag: 1 }]), at('OrgInfManage')));
    expect(saved.status, saved.message).toBe(20);
    ids.orgCode = String(saved.data.orgCode);

    const page = await auditDuring(auditFile, () => agent.fetch('/SystemAuthorizationMember'));
    expect(page.result.headers.get('location')).toContain('/403');
    const refusal = page.lines.find((l) => l.kind === 'refusal' && l.path === '/SystemAuthorizationMember');
    expect(refusal).toMatchObject({ loginId: 'agent', httpStatus: 403, reason: 'no right SystemAuthorizationMember', outcome: 'denied' });
    const tried = await auditDuring(auditFile, () =>
      agent.api('/admin/acct/manage/adjust', { acctId: ids.acctId, ioTag: '+', amount: 100, remark: 'x' }, at('AcctManage', true)),
    );
    expect(tried.result.status).toBe(403);
    expect(tried.own[0]).toMatchObject({ kind: 'refusal', action: '账户调账', loginId: 'agent', httpStatus: 403 });
    const keyless = await auditDuring(auditFile, () =>
      admin.api('/admin/acct/manage/adjust', { acctId: ids.acctId, ioTag: '+', amount: 1 }, at('AcctManage')),
    );
    expect(keyless.own[0]).toMatchObject({ kind: 'refusal', action: '账户调账', reason: 'money operation without idempotency key' });
    const missing = await auditDuring(auditFile, () => agent.fetch(`/NoSuchScreen${run}`));
    expect(missing.result.status).toBe(404);
    expect(missing.lines.find((l) => l.path === `/NoSuchScreen${run}`)).toMatchObject({
      kind: 'refusal',
      loginId: 'agent',
      httpStatus: 404,
    });
  });

  it('each line carries what happened to which record, personal data masked, identifiers whole', () => {
    const by = (action: string) => lines.find((l) => l.action === action)!;
    expect(by('修改会员信息')).toMatchObject({ kind: 'write', target: { memberId: ids.memberId }, change: { fields: ['bindMobile'] } });
    expect(by('查看明文')).toMatchObject({ kind: 'write', target: { memberId: ids.memberId }, change: { field: 'rawMobile' } });
    // The reason typed goes with the write, its mobile masked (issue #52).
    expect(by('账户调账')).toMatchObject({
      target: { acctId: ids.acctId },
      change: { amount: 12345, unit: 'fen', direction: 'out', reason: `客户138****1111来电 ${run}` },
    });
    expect(by('账户调账').remark).toBeUndefined();
    expect(by('通过')).toMatchObject({ path: `/admin/audit/audit/${ids.auditId}`, target: { auditId: ids.auditId }, decision: '通过' });
    const transfer = by('终端划拨');
    // Every code, not only the first and last (issue #52).
    expect(transfer.target).toMatchObject({ psamCodes: { count: 3, codes: ids.codes.split(',') }, orgCode: 'ORG0003' });
    expect(transfer.result).toEqual({ ok: 3, failed: 0 });
    expect((transfer.target as { batchNo: string }).batchNo).toMatch(/\w+/);
    const org = by('新增机构');
    expect(org.target).toMatchObject({ 'orgInf.parentOrgCode': 'ORG0002', orgCode: ids.orgCode });
    expect(org.change).toMatchObject({ fields: expect.arrayContaining(['orgInf.orgName', 'orgInf.bindMobile', 'orgCard.cardNo']) });
    const text = JSON.stringify(lines);
    for (const value of PERSONAL) expect(text).not.toContain(value);
  });

  it('the reader finds every write by its target and prints the morning', () => {
    const read = (...args: string[]) =>
      execFileSync(process.execPath, ['scripts/audit-read.ts', '--file', auditFile, '--since', since, ...args], { encoding: 'utf8' });
    const morning = read('--call', '/');
    console.log(`npm run audit -- --since ${since}\n${morning}`);
    expect(morning).toMatch(/chain intact/);
    for (const id of [ids.memberId, ids.acctId, ids.auditId, ids.firstCode, ids.lastCode, ids.orgCode]) {
      const found = read('--kind', 'write', '--target', id);
      expect(found, id).toContain(id);
      expect(found, id).toMatch(/^[1-9]\d* line\(s\) matched$/m);
    }
    // The refusal's reason is in the wide table (issue #52: the default one is narrow).
    expect(read('--kind', 'refusal', '--who', 'agent', '--wide')).toContain('no right SystemAuthorizationMember');
    expect(read('--call', '账户调账', '--wide')).toContain('减少 123.45 元');
    for (const value of PERSONAL) expect(morning).not.toContain(value);
  });
});
