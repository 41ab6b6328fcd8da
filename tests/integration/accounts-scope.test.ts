import { randomUUID } from 'node:crypto';
import XLSX from 'sheetjs-style';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { screens } from '@/lib/screens';
import { type ConsoleClient, signedIn } from '../support/console-client';
import { AT, type Envelope, json, type Page } from '../support/list-page';
import { clearFaults } from '../support/upstream-test-api';

// Accounts over HTTP (console and reference upstream): the batch adjustment import, and the area's
// gates and scope (screens with rows, the account dialog per operator, the agent's subtree). Money
// operations, idempotency and audits: accounts.test.ts.

const base = inject('consoleUrl');
const upstream = inject('upstreamUrl');
let admin: ConsoleClient;
let operator: ConsoleClient;
let agent: ConsoleClient;

const key = () => randomUUID().replaceAll('-', '');

type Acct = { acctId: string; balance: number; validBalance: number; freezeAmt: number };

/** Accounts in normal status with room to move money, each test taking its own. */
let pool: Acct[] = [];
function account(): Acct {
  const a = pool.shift();
  if (!a) throw new Error('no account left');
  return a;
}

/** The account's items through the account dialog's list (as the dialog asks for them). */
async function items(acctId: string, extra: Record<string, unknown> = {}) {
  return json<Page<{ acctItemId: number; ioTag: string; amount: number; itemStatus: number; paymentId: string; balance: number }>>(
    admin.api('/manage/acct-item/details/page', { acctId, pageNum: 1, pageSize: 50, ...extra }, AT('AcctManage', 'dialog:acct:items')),
  );
}

beforeAll(async () => {
  [admin, operator, agent] = await Promise.all([signedIn(base, 'admin'), signedIn(base, 'operator'), signedIn(base, 'agent')]);
  const page = await json<Page<Acct>>(
    admin.api('/admin/acct/manage/page', { acctStatus: 11, startBalance: 2000, pageNum: 3, pageSize: 60 }, AT('AcctManage')),
  );
  pool = page.data.data;
  expect(pool.length).toBe(60);
});
afterEach(() => clearFaults(upstream));

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
