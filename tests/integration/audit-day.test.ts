import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import XLSX from 'sheetjs-style';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { GateContext } from '@/lib/access/gate';
import { storageCalls, transferCalls } from '@/lib/calls/terminals';
import { POLICIES, type Policy } from '@/lib/gate/policy';
import { type AuditLine, auditDuring, auditLines } from '../support/audit-file';
import { type ConsoleClient, signedIn } from '../support/console-client';
import { extraFor } from '../support/declared-fields';
import { form, fresh } from '../support/terminals';
import { clearRequests, seenRequests } from '../support/upstream-test-api';

// Issue #52's done-when through the built console and the reference upstream: writes sent with one
// field more reach nothing upstream; then a scripted day (a transfer of three terminals, one
// failing; a 调账 file imported; a password reset; a refused refund; an agent opening a foreign
// member) read back with npm run audit -- --target for each record, and --kind auth.
const base = inject('consoleUrl');
const upstream = inject('upstreamUrl');
const auditFile = inject('auditFile');
let admin: ConsoleClient;
let operator: ConsoleClient;
let agent: ConsoleClient;

type Env<T = Record<string, unknown>> = { status: number; message?: string; data: T };
const key = () => randomUUID().replaceAll('-', '');
const at = (screen: string, money = false) => ({ 'x-console-screen': screen, ...(money ? { 'idempotency-key': key() } : {}) });
const ADMIN: GateContext = {
  rights: { has: () => true } as unknown as ReadonlySet<string>,
  biz: false,
  roleType: 'PRODUCT',
  productCode: 'all',
};

/** The screen a write is reached from, as its declaration says (`screen AcctManage action …`). */
const screenOf = (p: Policy) => p.uses.map((u) => /^screen (\S+)/.exec(u.origin)?.[1]).find(Boolean);

let since = '';
beforeAll(async () => {
  since = new Date().toISOString();
  [admin, operator, agent] = await Promise.all([signedIn(base, 'admin'), signedIn(base, 'operator'), signedIn(base, 'agent')]);
});

describe('writes forward only the fields they declare', () => {
  it('sends every write a screen reaches with one extra field: each is refused at the gate, none reaches the upstream', async () => {
    // A DELETE's body is never read nor forwarded (the gate reads POST and PUT bodies only): nothing to add a field to.
    const writes = POLICIES.filter((p) => p.write && p.kind !== 'multipart' && (p.method === 'POST' || p.method === 'PUT') && screenOf(p));
    expect(writes.length).toBeGreaterThan(50);
    const sent: Array<{ policy: Policy; extra: string; id: string | null; status: number }> = [];
    await clearRequests(upstream);
    const before = auditLines(auditFile).length;
    for (const policy of writes) {
      const extra = extraFor(policy, ADMIN)!;
      const path = `/api${policy.path.replace('{p}', 'all').replace('{id}', '1')}`;
      const headers = at(screenOf(policy)!, policy.call.idempotent);
      const res =
        policy.kind === 'form'
          ? await admin.fetch(path, {
              method: policy.method,
              headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams({ [extra]: 'ORG0002' }).toString(),
            })
          : await admin.fetch(path, {
              method: policy.method,
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify({ [extra]: 'ORG0002' }),
            });
      sent.push({ policy, extra, id: res.headers.get('x-request-id'), status: res.status });
    }
    const paths = new Set(writes.map((p) => p.path.replace('{p}', 'all').replace('{id}', '1')));
    expect((await seenRequests(upstream)).filter((r) => paths.has(r.path))).toEqual([]);
    expect(sent.filter((s) => s.status !== 400).map((s) => `${s.policy.call.key}: ${s.status}`)).toEqual([]);
    await expect.poll(() => auditLines(auditFile).length - before, { timeout: 15_000 }).toBeGreaterThanOrEqual(sent.length);
    const lines = new Map(auditLines(auditFile).map((l) => [l.requestId, l]));
    const unexplained = sent.filter((s) => lines.get(s.id!)?.reason !== `body field not declared: ${s.extra}`);
    expect(unexplained.map((s) => `${s.policy.call.key} ${s.extra}: ${lines.get(s.id!)?.reason}`)).toEqual([]);
  });

  it("an agent's member edit with another organisation's code is refused and audited; the member is unchanged", async () => {
    const own = (
      (await (await agent.api('/admin/merchant/page', { pageNum: 1, pageSize: 1 }, at('BIZ_UserSearch'))).json()) as Env<{
        data: Array<{ memberId: string }>;
      }>
    ).data.data[0];
    await clearRequests(upstream);
    const { result, own: line } = await auditDuring(auditFile, () =>
      agent.api('/admin/member/upt-info', { memberId: own.memberId, realName: '改名', orgCode: 'ORG0002' }, at('BIZ_UserSearch')),
    );
    expect(result.status).toBe(400);
    expect(await result.json()).toMatchObject({ message: '请求参数错误：不接受字段 orgCode' });
    expect(line[0]).toMatchObject({
      kind: 'refusal',
      loginId: 'agent',
      action: '修改会员信息',
      target: { memberId: own.memberId },
      refused: { orgCode: 'ORG0002' },
      reason: 'body field not declared: orgCode',
    });
    expect((await seenRequests(upstream)).filter((r) => r.path === '/admin/member/upt-info')).toEqual([]);
    const two = await agent.api(
      '/admin/member/upt-info',
      { memberId: own.memberId, realName: '甲', authRealName: '乙' },
      at('BIZ_UserSearch'),
    );
    expect(await two.json()).toMatchObject({ message: '每次只能修改一项' });
  });
});

describe('an auditor reads the day back', () => {
  const ids: Record<string, string> = {};
  const day: AuditLine[] = [];

  it('runs the day', async () => {
    ids.run = key().slice(0, 6);
    // A transfer of three terminals, the middle one unknown to the upstream: two move, one fails.
    const codes = fresh(`D${String(Date.now()).slice(-2)}`, 3);
    await form(admin, 'TermStorage', storageCalls.batchInByPsam.path, { psamCodes: [codes[0], codes[2]].join('\n') });
    Object.assign(ids, { first: codes[0], middle: codes[1], last: codes[2] });
    const moved = await auditDuring(auditFile, () =>
      admin.fetch(`/api${transferCalls.transfer.path.replace('{p}', 'all')}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...at('TermApply') },
        body: new URLSearchParams({ psamCodes: codes.join('\n'), orgCode: 'ORG0003', activityGroupId: '3001' }).toString(),
      }),
    );
    day.push(...moved.own);
    expect(moved.own[0]).toMatchObject({
      action: '终端划拨',
      target: { psamCodes: { count: 3, codes } },
      result: { ok: 2, failed: 1, failedCodes: [codes[1]] },
      outcome: 'ok',
    });

    // A batch whose every row failed did not happen: not written as ok.
    const none = fresh(`N${String(Date.now()).slice(-2)}`, 3);
    const failed = await auditDuring(auditFile, () =>
      admin.fetch(`/api${transferCalls.transfer.path.replace('{p}', 'all')}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...at('TermApply') },
        body: new URLSearchParams({ psamCodes: none.join('\n'), orgCode: 'ORG0003', activityGroupId: '3001' }).toString(),
      }),
    );
    expect(((await failed.result.json()) as Env).status).toBe(20);
    expect(failed.own[0]).toMatchObject({ outcome: 'business error', reason: 'every row failed', result: { ok: 0, failed: 3 } });

    // A 调账 file: its batch is named by the answer.
    const accts = (
      (await (
        await admin.api('/admin/acct/manage/page', { acctStatus: 11, startBalance: 2000, pageNum: 7, pageSize: 2 }, at('AcctManage'))
      ).json()) as Env<{ data: Array<{ acctId: string }> }>
    ).data.data;
    const book = XLSX.utils.book_new();
    const rows = [
      ['账户编号', '调账方向', '金额(元)', '调账原因'],
      ...accts.map((a, i) => [a.acctId, '+', `1.${i}${ids.run.length}`, `日终补记${ids.run}`]),
    ];
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
    const file = new FormData();
    file.append(
      'file',
      new Blob([new Uint8Array(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer)]),
      `day-${ids.run}.xlsx`,
    );
    const imported = await auditDuring(auditFile, () =>
      admin.fetch('/api/admin/acct/manage/adjust-batch/import', {
        method: 'POST',
        headers: at('AcctManage_ADJUST_BATCH', true),
        body: file,
      }),
    );
    day.push(...imported.own);
    // The file's name, its rows and every account, direction, amount (fen) and reason.
    expect(imported.own[0]).toMatchObject({
      action: '导入调账文件',
      outcome: 'ok',
      target: { file: `day-${ids.run}.xlsx`, rows: 2, acctId: { count: 2, codes: accts.map((a) => String(a.acctId)) } },
      change: { rows: accts.map((a) => ({ acctId: String(a.acctId), direction: 'in', unit: 'fen', reason: `日终补记${ids.run}` })) },
    });
    ids.account = String(accts[1].acctId);
    ids.file = `day-${ids.run}.xlsx`;
    ids.batch = String((imported.own[0].target as { batch: string }).batch);

    // 忘记密码 for the provider, back to its own password.
    const anon = new (await import('../support/console-client')).ConsoleClient(base);
    const { captchaKey } = (await (await anon.fetch('/auth/captcha')).json()) as { captchaKey: string };
    const json = { 'content-type': 'application/json' };
    const code = await auditDuring(auditFile, () =>
      anon.fetch('/auth/reset/code', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ loginId: 'provider', captchaKey, captchaCode: 'TEST' }),
      }),
    );
    const body = { loginId: 'provider', smsCode: '246810', newPassword: 'Prov2026', confirmPassword: 'Prov2026' };
    const reset = await auditDuring(auditFile, () =>
      anon.fetch('/auth/reset', { method: 'POST', headers: json, body: JSON.stringify(body) }),
    );
    expect(reset.result.status).toBe(200);
    day.push(...code.own, ...reset.own);
    expect(reset.own[0]).toMatchObject({ kind: 'auth', action: '忘记密码：设置新密码', loginId: 'provider', outcome: 'ok' });

    // A refund the operator may not make (no Billnullify): refused, naming the bill and the operator.
    const bill = (
      (await (await admin.api('/admin/bill/page', { pageNum: 1, pageSize: 1, billStatus: 20 }, at('BillPage'))).json()) as Env<{
        data: Array<{ billId: string }>;
      }>
    ).data.data[0];
    ids.bill = String(bill.billId);
    const refund = await auditDuring(auditFile, () =>
      operator.api('/admin/bill/refund', { billId: ids.bill, uptDesc: '客户13800002222要求' }, at('BillPage', true)),
    );
    expect(refund.result.status).toBe(403);
    day.push(...refund.own);
    expect(refund.own[0]).toMatchObject({ kind: 'refusal', loginId: 'operator', action: '账单退款', target: { billId: ids.bill } });

    // An agent opening a member of another organisation: the read names the member.
    const foreign = (
      (await (await admin.api('/admin/merchant/page', { orgCode: 'ORG0002', pageNum: 1, pageSize: 1 }, at('UserSearch'))).json()) as Env<{
        data: Array<{ memberId: string }>;
      }>
    ).data.data[0];
    ids.member = foreign.memberId;
    const opened = await auditDuring(auditFile, () =>
      agent.api('/admin/member/basic-info', { memberId: ids.member }, at('BIZ_UserSearch')),
    );
    day.push(...opened.own);
    expect(opened.own[0]).toMatchObject({ loginId: 'agent', action: '查看详情', target: { memberId: ids.member } });
    expect(JSON.stringify(day)).not.toMatch(/(?<![0-9*])1[3-9][0-9]{9}(?![0-9])/);
  });

  it('npm run audit -- --target finds each record of the day, and --kind auth the password reset', () => {
    const read = (...args: string[]) =>
      execFileSync(process.execPath, ['scripts/audit-read.ts', '--file', auditFile, '--since', since, ...args], { encoding: 'utf8' });
    for (const [what, id] of Object.entries({
      account: ids.account,
      file: ids.file,
      first: ids.first,
      middle: ids.middle,
      last: ids.last,
      batch: ids.batch,
      bill: ids.bill,
      member: ids.member,
    })) {
      const found = read('--target', id);
      expect(found, `${what} ${id}`).toContain(id);
      expect(found, `${what} ${id}`).toMatch(/^[1-9]\d* line\(s\) matched$/m);
    }
    const transfer = read('--target', ids.middle, '--kind', 'write');
    expect(transfer).toContain('成功2 失败1');
    expect(read('--target', ids.bill, '--kind', 'refusal')).toContain('operator');
    const auth = read('--kind', 'auth', '--who', 'provider');
    expect(auth).toContain('忘记密码：获取短信验证码');
    expect(auth).toContain('忘记密码：设置新密码');
    const wide = read('--target', ids.bill, '--wide');
    expect(wide).not.toContain('13800002222');
    console.log(`npm run audit -- --since ${since} --target ${ids.middle}\n${transfer}`);
  });
});
