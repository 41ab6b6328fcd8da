import { randomUUID } from 'node:crypto';
import XLSX from 'sheetjs-style';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { screens } from '@/lib/screens';
import { type ConsoleClient, signedIn } from '../support/console-client';
import { armFault, clearFaults, clearRequests, seenRequests } from '../support/upstream-test-api';

// Accounts, payments, audit, withdrawals and payouts over HTTP (console and reference upstream):
// money operations are idempotent end to end, refused before any call when malformed, posted only
// through an audit that cannot be decided twice, and the ledger stays balanced.
const base = inject('consoleUrl');
const upstream = inject('upstreamUrl');
let admin: ConsoleClient;
let operator: ConsoleClient;
let agent: ConsoleClient;

const AT = (screen: string, view?: string) => ({ 'x-console-screen': screen, ...(view ? { 'x-console-view': view } : {}) });
const key = () => randomUUID().replaceAll('-', '');

interface Envelope<T = Record<string, unknown>> {
  status: number;
  message?: string;
  data: T;
}
type Page<T = Record<string, unknown>> = Envelope<{ data: T[]; total: number }>;
type Acct = { acctId: string; balance: number; validBalance: number; freezeAmt: number };

async function json<T = Envelope>(res: Response | Promise<Response>): Promise<T> {
  return (await (await res).json()) as T;
}

/** Accounts in normal status with room to move money, each test taking its own. */
let pool: Acct[] = [];
function account(): Acct {
  const a = pool.shift();
  if (!a) throw new Error('no account left');
  return a;
}

async function acctNow(acctId: string): Promise<Acct> {
  return (await json<Envelope<Acct>>(admin.api('/admin/acct/name', { acctId }, AT('AcctManage')))).data;
}

/** The account's items through the account dialog's list (as the dialog asks for them). */
async function items(acctId: string, extra: Record<string, unknown> = {}) {
  return json<Page<{ acctItemId: number; ioTag: string; amount: number; itemStatus: number; paymentId: string; balance: number }>>(
    admin.api('/manage/acct-item/details/page', { acctId, pageNum: 1, pageSize: 50, ...extra }, AT('AcctManage', 'dialog:acct:items')),
  );
}

const adjust = (client: ConsoleClient, body: Record<string, unknown>, idem: string | null) =>
  client.api('/admin/acct/manage/adjust', body, { ...AT('AcctManage'), ...(idem ? { 'idempotency-key': idem } : {}) });

async function auditOf(paymentId: string) {
  const page = await json<Page>(admin.api('/admin/payment/log/page', { paymentId, pageNum: 1, pageSize: 5 }, AT('AcctPayLog')));
  return page.data.data[0] as { auditId: number; auditStatus: number; payStatus: number };
}

const approve = (auditId: number, idem = key()) =>
  admin.api(`/admin/audit/audit/${auditId}`, {}, { ...AT('AuditManage'), 'idempotency-key': idem });

beforeAll(async () => {
  [admin, operator, agent] = await Promise.all([signedIn(base, 'admin'), signedIn(base, 'operator'), signedIn(base, 'agent')]);
  const page = await json<Page<Acct>>(
    admin.api('/admin/acct/manage/page', { acctStatus: 11, startBalance: 2000, pageNum: 3, pageSize: 60 }, AT('AcctManage')),
  );
  pool = page.data.data;
  expect(pool.length).toBe(60);
});
afterEach(() => clearFaults(upstream));

describe('amounts are typed in yuan and sent in fen; a bad one never leaves the console', () => {
  it.each([
    [-500, '金额须大于0'],
    ['-5', '请输入正确的金额（元，最多两位小数）'],
    ['-5', '请输入正确的金额（元，最多两位小数）'],
    [0, '金额须大于0'],
    [12.5, '请输入正确的金额（元，最多两位小数）'],
    ['12.345', '请输入正确的金额（元，最多两位小数）'],
  ])('amount %s is refused at the gate', async (amount, message) => {
    const a = pool[0];
    await clearRequests(upstream);
    const res = await adjust(admin, { acctId: a.acctId, ioTag: '+', amount, remark: '测试' }, key());
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ message });
    expect((await seenRequests(upstream)).filter((r) => r.path === '/admin/acct/manage/adjust')).toEqual([]);
  });

  it('a money call without an idempotency key is refused by the gate, and by the upstream too', async () => {
    const a = pool[0];
    const res = await adjust(admin, { acctId: a.acctId, ioTag: '+', amount: 100, remark: '测试' }, null);
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ message: '请求参数错误' });
  });
});

describe('the same adjustment twice never applies twice', () => {
  it('two concurrent submissions with one key: one audit, one item; the second answer is the first result', async () => {
    const a = account();
    const before = (await items(a.acctId, { itemStatus: 0 })).data.total;
    const body = { acctId: a.acctId, ioTag: '+', amount: 12345, remark: '并发调账' };
    const k = key();
    const [r1, r2] = await Promise.all([json(adjust(admin, body, k)), json(adjust(admin, body, k))]);
    expect(r1.status).toBe(20);
    expect(r2.status).toBe(20);
    expect(r1.data.auditId).toBe(r2.data.auditId);
    expect([r1.data.replayed, r2.data.replayed].filter(Boolean)).toEqual([true]);
    expect((await items(a.acctId, { itemStatus: 0 })).data.total).toBe(before + 1);
  });

  it('the same key with another body is refused with the reason', async () => {
    const a = account();
    const k = key();
    expect((await json(adjust(admin, { acctId: a.acctId, ioTag: '+', amount: 100, remark: '一' }, k))).status).toBe(20);
    expect(await json(adjust(admin, { acctId: a.acctId, ioTag: '+', amount: 200, remark: '一' }, k))).toMatchObject({
      status: 50,
      message: expect.stringContaining('该请求编号已用于另一笔操作'),
    });
  });

  it('an answer lost after the work was done: the retry with the same key says it was applied, once', async () => {
    const a = account();
    const before = (await items(a.acctId, { itemStatus: 0 })).data.total;
    const body = { acctId: a.acctId, ioTag: '-', amount: 100, remark: '应答丢失' };
    const k = key();
    await armFault(upstream, '/admin/acct/manage/adjust', 'lost-answer');
    const lost = await adjust(admin, body, k);
    expect(lost.status).toBe(502);
    expect((await items(a.acctId, { itemStatus: 0 })).data.total).toBe(before + 1);
    const again = await json(adjust(admin, body, k));
    expect(again).toMatchObject({ status: 20, data: { replayed: true, acctId: a.acctId } });
    expect((await items(a.acctId, { itemStatus: 0 })).data.total).toBe(before + 1);
  });

  it('a call that timed out before the upstream acted: nothing applied, the retry applies it once', async () => {
    const a = account();
    const before = (await items(a.acctId, { itemStatus: 0 })).data.total;
    const body = { acctId: a.acctId, ioTag: '+', amount: 700, remark: '超时' };
    const k = key();
    await armFault(upstream, '/admin/acct/manage/adjust', 'timeout');
    expect((await adjust(admin, body, k)).status).toBe(504);
    expect((await items(a.acctId, { itemStatus: 0 })).data.total).toBe(before);
    const retried = await json(adjust(admin, body, k));
    expect(retried.status).toBe(20);
    expect(retried.data.replayed).toBeUndefined();
    expect((await items(a.acctId, { itemStatus: 0 })).data.total).toBe(before + 1);
  });
});

describe('audit: money posts when approved, once; a decided item cannot be decided again', () => {
  it('approval posts the item: the balance moves by the amount and the item carries the new balance', async () => {
    const a = account();
    const before = await acctNow(a.acctId);
    const made = await json(adjust(admin, { acctId: a.acctId, ioTag: '+', amount: 5000, remark: '审核入账' }, key()));
    expect(made.data.auditStatus).toBe(10);
    const decided = await json(approve(made.data.auditId as number));
    expect(decided).toMatchObject({ status: 20, data: { auditStatus: 20, execStatus: 20 } });
    const after = await acctNow(a.acctId);
    expect(after.balance - before.balance).toBe(5000);
    expect(after.validBalance - before.validBalance).toBe(5000);
    const [item] = (await items(a.acctId, { paymentId: made.data.paymentId })).data.data;
    expect(item).toMatchObject({ ioTag: '+', amount: 5000, itemStatus: 20, balance: after.balance });
    expect(await auditOf(made.data.paymentId as string)).toMatchObject({ auditStatus: 20, payStatus: 20 });

    // Decided: neither approval nor rejection again, and the operator is told why.
    expect(await json(approve(made.data.auditId as number))).toMatchObject({ status: 50, message: '该记录已审核通过，不能重复审核' });
    const reject = await json(
      admin.api('/admin/audit/audit', { auditId: made.data.auditId, auditMsg: '重复' }, { ...AT('AuditManage'), 'idempotency-key': key() }),
    );
    expect(reject).toMatchObject({ status: 50, message: '该记录已审核通过，不能重复审核' });
    expect((await acctNow(a.acctId)).balance).toBe(after.balance);
  });

  it('rejection needs a reason, fails the item and moves nothing', async () => {
    const a = account();
    const before = await acctNow(a.acctId);
    const made = await json(adjust(admin, { acctId: a.acctId, ioTag: '-', amount: 300, remark: '拒绝' }, key()));
    const h = { ...AT('AuditManage'), 'idempotency-key': key() };
    const noReason = await admin.api('/admin/audit/audit', { auditId: made.data.auditId }, h);
    expect(noReason.status).toBe(400);
    expect(await json(noReason)).toMatchObject({ message: '请输入拒绝原因' });
    const done = await json(admin.api('/admin/audit/audit', { auditId: made.data.auditId, auditMsg: '金额有误' }, h));
    expect(done).toMatchObject({ status: 20, data: { auditStatus: 40 } });
    const [item] = (await items(a.acctId, { paymentId: made.data.paymentId })).data.data;
    expect(item.itemStatus).toBe(40);
    expect((await acctNow(a.acctId)).balance).toBe(before.balance);
    expect(await json(approve(made.data.auditId as number))).toMatchObject({ message: '该记录已审核拒绝，不能重复审核' });
  });

  it('a failed posting can be retried once the cause is gone; in-review records only by force', async () => {
    const a = account();
    const now = await acctNow(a.acctId);
    const made = await json(adjust(admin, { acctId: a.acctId, ioTag: '-', amount: 1000, remark: '重试' }, key()));
    const freeze = (path: string, amount: number) =>
      json(admin.api(path, { acctId: a.acctId, amount, remark: '测试冻结' }, { ...AT('AcctManage'), 'idempotency-key': key() }));
    expect(await freeze('/admin/acct/manage/freeze', now.validBalance)).toMatchObject({ status: 20 });
    const failed = await json(approve(made.data.auditId as number));
    expect(failed).toMatchObject({ data: { auditStatus: 20, execStatus: 40, execMsg: '入账失败：可用余额不足' } });
    expect(await freeze('/admin/acct/manage/unfreeze', now.freezeAmt + now.validBalance + 1)).toMatchObject({
      message: '解冻金额超过冻结金额',
    });
    expect(await freeze('/admin/acct/manage/unfreeze', now.validBalance)).toMatchObject({ status: 20 });
    const retried = await json(
      admin.api(`/admin/audit/retry/${made.data.auditId}`, {}, { ...AT('AuditManage'), 'idempotency-key': key() }),
    );
    expect(retried).toMatchObject({ status: 20, data: { execStatus: 20 } });
    expect((await acctNow(a.acctId)).balance).toBe(now.balance - 1000);

    const inReview = await json<Page<{ auditId: number }>>(
      admin.api('/admin/audit/page', { auditStatus: 15, pageNum: 1, pageSize: 1 }, AT('AuditManage')),
    );
    const id = inReview.data.data[0].auditId;
    expect(await json(approve(id))).toMatchObject({ status: 50, message: expect.stringContaining('正由其他人员审核中') });
    const forced = await json(admin.api(`/admin/audit/force/${id}`, {}, { ...AT('AuditManage'), 'idempotency-key': key() }));
    expect(forced).toMatchObject({ status: 20, data: { auditStatus: 20 } });
  });

  it('a transfer posts both sides or neither, and reconciliation finds every account balanced', async () => {
    const [a, b] = [account(), account()];
    const [ba, bb] = [await acctNow(a.acctId), await acctNow(b.acctId)];
    const made = await json(
      admin.api(
        '/admin/acct/manage/trans',
        { acctId: a.acctId, pairAcctId: b.acctId, amount: 2500, remark: '转账' },
        { ...AT('AcctManage'), 'idempotency-key': key() },
      ),
    );
    expect(made.status).toBe(20);
    expect(await json(approve(made.data.auditId as number))).toMatchObject({ data: { execStatus: 20 } });
    expect((await acctNow(a.acctId)).balance).toBe(ba.balance - 2500);
    expect((await acctNow(b.acctId)).balance).toBe(bb.balance + 2500);
    const recon = await json(admin.api('/admin/acct/recon/run', {}, AT('AcctRecon')));
    expect(recon).toMatchObject({ status: 20, data: { diffCnt: 0, reconStatus: 20 } });
  });

  it('a decrease beyond the valid balance is refused when submitted', async () => {
    const a = account();
    const now = await acctNow(a.acctId);
    expect(await json(adjust(admin, { acctId: a.acctId, ioTag: '-', amount: now.validBalance + 1, remark: '超额' }, key()))).toMatchObject({
      status: 50,
      message: '可用余额不足',
    });
  });

  it('a batch of audits is all or nothing, naming the records it cannot decide', async () => {
    const a = account();
    const m1 = await json(adjust(admin, { acctId: a.acctId, ioTag: '+', amount: 100, remark: '批量1' }, key()));
    const m2 = await json(adjust(admin, { acctId: a.acctId, ioTag: '+', amount: 200, remark: '批量2' }, key()));
    await approve(m1.data.auditId as number);
    const h = { ...AT('AuditList'), 'idempotency-key': key() };
    const refused = await json(
      admin.api('/admin/audit/batch-audit', { auditIds: `${m1.data.auditId},${m2.data.auditId}`, auditStatus: '20' }, h),
    );
    expect(refused).toMatchObject({ status: 50, message: expect.stringContaining(`${m1.data.auditId}：该记录已审核通过`) });
    const ok = await json(
      admin.api('/admin/audit/batch-audit', { auditIds: String(m2.data.auditId), auditStatus: '20' }, { ...h, 'idempotency-key': key() }),
    );
    expect(ok).toMatchObject({ status: 20, data: { count: 1 } });
  });
});

describe('batch adjustment by Excel import', () => {
  function xlsx(rows: unknown[][]): Blob {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
    return new Blob([new Uint8Array(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer)]);
  }
  const upload = (file: Blob, name: string, idem: string | null) => {
    const form = new FormData();
    form.append('file', file, name);
    return admin.fetch('/api/admin/acct/manage/adjust-batch/import', {
      method: 'POST',
      headers: { ...AT('AcctManage_ADJUST_BATCH'), ...(idem ? { 'idempotency-key': idem } : {}) },
      body: form,
    });
  };

  it('a valid file becomes one batch of pending adjustments; the same file again is refused; a bad line refuses all', async () => {
    const [a, b] = [account(), account()];
    const file = xlsx([
      ['账户编号', '调账方向', '金额(元)', '调账原因'],
      [a.acctId, '+', 12.34, '活动补贴'],
      [b.acctId, '调减', '1.5', '差错调整'],
    ]);
    expect((await upload(file, 'batch.xlsx', null)).status).toBe(400);
    const k = key();
    const done = await json<Envelope<string>>(upload(file, 'batch.xlsx', k));
    expect(done.status).toBe(20);
    const batchId = /批次 (AB\d+)/.exec(done.data)![1];
    const replay = await json<Envelope<string>>(upload(file, 'batch.xlsx', k));
    expect(replay.status).toBe(20);
    expect(replay.data).toBe(`${done.data}（此前已受理，本次未重复执行）`);
    expect(await json(upload(file, 'batch.xlsx', key()))).toMatchObject({ message: `该文件已导入（批次 ${batchId}），请勿重复导入` });
    const [item] = (await items(a.acctId, { itemStatus: 0, startAmount: 12.34, endAmount: 12.34 })).data.data;
    expect(item).toMatchObject({ ioTag: '+', amount: 1234 });

    const bad = xlsx([
      [a.acctId, '+', '-3', '原因'],
      [b.acctId, '?', '1', '原因'],
    ]);
    const refused = await json(upload(bad, 'bad.xlsx', key()));
    expect(refused).toMatchObject({ status: 50, message: expect.stringContaining('第1行：金额须为大于0') });
    expect(refused.message).toContain('第2行：调账方向');

    const whole = await json(
      admin.api(`/admin/audit/batch-audit/${batchId}`, {}, { ...AT('AcctManage_ADJUST_BATCH'), 'idempotency-key': key() }),
    );
    expect(whole).toMatchObject({ status: 20, data: { count: 2 } });
  });
});

describe('gates and scope', () => {
  it('every screen of the area answers rows from the demo data', async () => {
    const others = ['JF_AuditPayout', 'JF_TransOrgProfit', 'JF_AcctRecordActive', 'JF_AcctRecordProfit', 'MsyAuditList', 'MsyTransProfit'];
    others.push('MsyTransOrgProfit', 'MsyActiveCashback', 'MsyTerminalQualification', 'MsyActiveDeduct', 'MsyFlowCardCashback');
    others.push('MsyFlowCardDeduct', 'MsyMemberWithdraw', 'MsyOrgWithdraw', 'MsyPayoutPrivate', 'MsyPayoutPublic', 'MsyProfitPosting');
    others.push('MsyStageReward', 'AgentInvoice');
    const mine = screens.filter((s) => ['accounts', 'audit'].includes(s.area) || others.includes(s.name));
    expect(mine.filter((s) => !s.list).map((s) => s.name)).toEqual([]);
    expect(mine.length).toBe(45);
    const empty: string[] = [];
    for (const s of mine) {
      const answer = await json<Page>(admin.api(s.list!.call.path.replace('{p}', 'all'), { pageNum: 1, pageSize: 1 }, AT(s.name)));
      if (answer.status !== 20 || !(answer.data.total > 0))
        empty.push(`${s.name}: ${answer.status} ${answer.message ?? answer.data.total}`);
    }
    expect(empty).toEqual([]);
  });

  it('an operator without the rights reaches none of it', async () => {
    expect((await operator.fetch('/AcctManage')).headers.get('location')).toContain('/403');
    expect((await operator.api('/admin/acct/manage/adjust', {}, { ...AT('AcctList'), 'idempotency-key': key() })).status).toBe(403);
  });

  it('the account dialog: ORG operators get the reduced item columns and no export; the administrator gets all', async () => {
    const adminView = await (await admin.fetch('/views/dialog/acct?screen=AcctList')).text();
    expect(adminView).toContain('"key":"balance"');
    expect(adminView).toContain('/admin/export/acct-item');
    const agentView = await (await agent.fetch('/views/dialog/acct?screen=BIZ_AcctSearch')).text();
    const items = JSON.parse(agentView).tabs.find((t: { id: string }) => t.id === 'items').list;
    expect(items.columns.map((c: { key: string }) => c.key)).toEqual(['acctItemId', 'ioTag', 'amount', 'crtTime']);
    expect(agentView).not.toContain('/admin/export/acct-item');
    expect(agentView).not.toContain('"paymentId","title"');
  });

  it('the agent sees only its organisation subtree, in lists and in the account dialog', async () => {
    const first = async (orgCode: string) =>
      (await json<Page<Acct>>(admin.api('/admin/acct/manage/page', { orgCode, pageNum: 1, pageSize: 1 }, AT('AcctManage')))).data.data[0]
        .acctId;
    const [inside, outside] = [await first('ORG0001'), await first('ORG0002')];
    const search = (acctId: string) =>
      json<Page>(agent.api('/manage/acct-item/details/page', { acctId, pageNum: 1, pageSize: 5 }, AT('BIZ_AcctSearch')));
    expect((await search(inside)).data.total).toBeGreaterThan(0);
    expect((await search(outside)).data.total).toBe(0);
    expect(await json(agent.api('/admin/acct/name', { acctId: inside }, AT('BIZ_AcctSearch')))).toMatchObject({ status: 20 });
    expect(await json(agent.api('/admin/acct/name', { acctId: outside }, AT('BIZ_AcctSearch')))).toMatchObject({ message: '记录不存在' });
    const logs = await json<Page<{ payeeAcctId: string; payerAcctId: string }>>(
      agent.api('/admin/payment/log/page', { pageNum: 1, pageSize: 20 }, AT('BIZ_AcctPayLog')),
    );
    expect(logs.data.total).toBeGreaterThan(0);
    expect(logs.data.total).toBeLessThan(
      (await json<Page>(admin.api('/admin/payment/log/page', { pageNum: 1, pageSize: 1 }, AT('AcctPayLog')))).data.total,
    );
  });

  it('the payment rule dialog loads every field from the rule search; the payment dialog from the log', async () => {
    const rule = await json<Page>(
      admin.api('/admin/payment/rule/page', { paymentRuleId: 1001, pageNum: 1, pageSize: 10 }, AT('AcctPayRule', 'dialog:paymentRule:1')),
    );
    // The list itself gets its columns only.
    const listed = await json<Page>(
      admin.api('/admin/payment/rule/page', { paymentRuleId: 1001, pageNum: 1, pageSize: 10 }, AT('AcctPayRule')),
    );
    expect(Object.keys(listed.data.data[0])).not.toContain('limitPaySec');
    expect(Object.keys(rule.data.data[0])).toEqual(
      expect.arrayContaining([
        'assignPayeeMemberId',
        'assignPayerMemberId',
        'feeModel',
        'paymentModel',
        'perMaxAmt',
        'batchMaxCnt',
        'limitPaySec',
        'feeAcctId',
      ]),
    );
    const log = await json<Page<{ paymentId: string }>>(
      admin.api('/admin/payment/log/page', { pageNum: 1, pageSize: 1 }, AT('AcctPayLog')),
    );
    // The payment dialog uses only calls spec 03 §7 names: the payment log search for its row, and
    // the account item search for its items, whose tags come as names (spec 03 §3).
    const paymentId = log.data.data[0].paymentId;
    const detail = await json<Page<{ paymentId: string }>>(
      admin.api('/admin/payment/log/page', { paymentId, pageNum: 1, pageSize: 1 }, AT('AcctPayLog', 'dialog:payment:1')),
    );
    expect(detail).toMatchObject({ status: 20, data: { data: [{ paymentId }] } });
    const posted = await json<Page<Record<string, unknown>>>(
      admin.api('/manage/acct-item/details/page', { paymentId, pageNum: 1, pageSize: 20 }, AT('AcctPayLog', 'dialog:payment:2')),
    );
    expect(posted.data.data.length).toBeGreaterThan(0);
    const searched = await json<Page<Record<string, unknown>>>(
      admin.api('/manage/acct-item/details/page', { paymentId, pageNum: 1, pageSize: 20 }, AT('AcctSearch')),
    );
    expect(searched.data.data[0].innerItemTagName).toMatch(/[\u4e00-\u9fa5]/);
    expect(Object.keys(searched.data.data[0])).toContain('outerItemTagName');
    expect(searched.data.data[0]).not.toHaveProperty('innerItemTag');
    for (const gone of ['/admin/payment/log/detail', '/admin/acct/item/by-payment', '/admin/acct/item/page'])
      expect((await admin.api(gone, { paymentId, acctId: '1' }, AT('AcctPayLog'))).status, gone).toBeGreaterThanOrEqual(400);
  });
});
