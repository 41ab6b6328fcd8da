import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ConsoleClient, signedIn } from '../support/console-client';
import { AT, type Envelope, json, type Page } from '../support/list-page';
import { armFault, clearFaults, clearRequests, seenRequests } from '../support/upstream-test-api';

// Accounts, payments, audit, withdrawals and payouts over HTTP (console and reference upstream):
// money operations are idempotent end to end, refused before any call when malformed, posted only
// through an audit that cannot be decided twice, and the ledger stays balanced.

// The batch import and the area's gates and scope: accounts-scope.test.ts.

const base = inject('consoleUrl');
const upstream = inject('upstreamUrl');
let admin: ConsoleClient;

const key = () => randomUUID().replaceAll('-', '');

type Acct = { acctId: string; balance: number; validBalance: number; freezeAmt: number };

/** Accounts in normal status with room to move money, each test taking its own. */
let pool: Acct[] = [];
function account(): Acct {
  const a = pool.shift();
  if (!a) throw new Error('no account left');
  return a;
}

/** The account's balances as its management list shows them (03 §3's Account by name gives no valid balance). */
async function acctNow(acctId: string): Promise<Acct> {
  const page = await json<Page>(admin.api('/admin/acct/manage/page', { acctId, pageNum: 1, pageSize: 20 }, AT('AcctManage')));
  return page.data.data.find((r) => r.acctId === acctId) as unknown as Acct;
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
  admin = await signedIn(base, 'admin');
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
