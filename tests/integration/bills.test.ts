import { beforeAll, describe, expect, inject, it } from 'vitest';
import { rowsOf } from '@/contract/shapes';
import { type ConsoleClient, signedIn } from '../support/console-client';
import { type Envelope, json, type Page } from '../support/envelope';
import { html, rsc } from '../support/pages';
import { allTimeQuery } from '../support/screen-calls';

// Bills, fee rules and reconciliation over HTTP (the built console and the reference upstream):
// retry, refund and nullify only on their statuses, refused upstream otherwise, idempotent; the
// fee-rule editor's ruleId rule and read-only mode; the other lists of the area.
const base = inject('consoleUrl');
let admin: ConsoleClient;
let operator: ConsoleClient;

const BILL_PAGE = { 'x-console-screen': 'BillPage' };
let keySeq = 0;
const idem = () => ({ ...BILL_PAGE, 'idempotency-key': `it-orders-${Date.now()}-${++keySeq}-abcdef` });

/** One bill of a status (admin, bill page), or the first. */
async function billOf(status: number): Promise<{ billId: string; billStatus: number }> {
  const page = await json<Page<{ billId: string; billStatus: number }>>(
    await admin.api('/admin/bill/page', { pageNum: 1, pageSize: 1, billStatus: status }, BILL_PAGE),
  );
  expect(page.data.total, `bills in status ${status}`).toBeGreaterThan(0);
  return page.data.data[0];
}

async function billStatus(billId: string): Promise<number> {
  const detail = await json<Envelope<{ billStatus: number }>>(await admin.api('/admin/bill/detail', { billId }, BILL_PAGE));
  return detail.data.billStatus;
}

beforeAll(async () => {
  [admin, operator] = await Promise.all([signedIn(base, 'admin'), signedIn(base, 'operator')]);
});

describe('bill actions', () => {
  it('retry works on 18, 19 and 88 and moves the bill to 17; any other status is refused upstream', async () => {
    for (const status of [18, 19, 88]) {
      const bill = await billOf(status);
      const answer = await json(await admin.api('/admin/bill/retry', { billId: bill.billId }, idem()));
      expect(answer).toMatchObject({ status: 20 });
      expect(await billStatus(bill.billId)).toBe(17);
      // Now 17: a second retry is refused with the upstream's message.
      expect(await json(await admin.api('/admin/bill/retry', { billId: bill.billId }, idem()))).toMatchObject({
        status: 50,
        message: '当前账单状态不允许重试',
      });
    }
    const paid = await billOf(20);
    expect(await json(await admin.api('/admin/bill/retry', { billId: paid.billId }, idem()))).toMatchObject({
      message: '当前账单状态不允许重试',
    });
    expect(await billStatus(paid.billId)).toBe(20);
  });

  it('refund needs a reason, works on 20 and 28 only, and is idempotent per key', async () => {
    const paid = await billOf(20);
    for (const uptDesc of ['   ', undefined]) {
      const blank = await admin.api('/admin/bill/refund', { billId: paid.billId, uptDesc }, idem());
      expect(blank.status).toBe(400);
      expect(await json(blank)).toMatchObject({ message: '请输入退款原因' });
    }
    const headers = idem();
    expect(await json(await admin.api('/admin/bill/refund', { billId: paid.billId, uptDesc: '客户申请退款' }, headers))).toMatchObject({
      status: 20,
      data: { billStatus: 26 },
    });
    // The same key again: the first answer, nothing changes (a second refund would be refused).
    expect(await json(await admin.api('/admin/bill/refund', { billId: paid.billId, uptDesc: '客户申请退款' }, headers))).toMatchObject({
      status: 20,
      data: { billStatus: 26 },
    });
    expect(await json(await admin.api('/admin/bill/refund', { billId: paid.billId, uptDesc: '再次退款' }, idem()))).toMatchObject({
      message: '当前账单状态不允许退款',
    });
    const failed = await billOf(28);
    expect(await json(await admin.api('/admin/bill/refund', { billId: failed.billId, uptDesc: '退款失败重提' }, idem()))).toMatchObject({
      status: 20,
    });
    const retryable = await billOf(18);
    expect(await json(await admin.api('/admin/bill/refund', { billId: retryable.billId, uptDesc: '不可退' }, idem()))).toMatchObject({
      message: '当前账单状态不允许退款',
    });
  });

  it('a money operation without an Idempotency-Key never reaches the upstream', async () => {
    const bill = await billOf(19);
    expect((await admin.api('/admin/bill/retry', { billId: bill.billId }, BILL_PAGE)).status).toBe(400);
    expect(await billStatus(bill.billId)).toBe(19);
  });

  it('the bill page has the three actions spec 02 §2 gives (fee detail, retry, refund) and no 作废 on a path no spec names', async () => {
    const text = await rsc(admin, '/BillPage');
    for (const label of ['费用明细', '重试', '退款']) expect(text).toContain(`"label":"${label}"`);
    expect(text).not.toContain('"label":"作废"');
    expect(text).not.toContain('/admin/bill/nullify');
    expect((await admin.api('/admin/bill/nullify', { billId: (await billOf(161)).billId }, idem())).status).toBe(404);
  });

  it('an operator without the action rights has no retry, refund or nullify, in the page or through the proxy', async () => {
    const text = await html(operator, '/BillPage');
    expect(text).toContain('账单号');
    expect(text).not.toMatch(/\/admin\/bill\/(retry|refund|nullify)|bill-refund/);
    const bill = await billOf(18);
    expect((await operator.api('/admin/bill/retry', { billId: bill.billId }, idem())).status).toBe(403);
    expect((await operator.fetch('/views/form/bill-refund?screen=BillPage')).status).toBe(403);
    // The payer cell needs BillPageMemberId, which the operator lacks (it holds BaseAuthMemberId).
    expect(await rsc(operator, '/BillPage')).toMatch(/"key":"payerMemberId"[^}]*"linkAllowed":false/);
    expect(await rsc(admin, '/BillPage')).toMatch(/"key":"payerMemberId"[^}]*"linkAllowed":true/);
  });
});

describe('the fee-rule editor', () => {
  const rules = async (disabled: 'YES' | 'NO') =>
    (
      await json<Page<{ ruleId: number }>>(
        await admin.api('/admin/order/rule/gen-rule-list', { pageNum: 1, pageSize: 1, disabled }, { 'x-console-screen': 'OrderGenRule' }),
      )
    ).data.data[0].ruleId;
  const screen = { 'x-console-screen': 'OrderGenRule' };

  it('refuses a save without ruleId (必传) at the gate', async () => {
    const res = await admin.api('/admin/order/rule/upt-rule-fee', { ruleId: ' ', feeInfs: [] }, screen);
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ message: '必传' });
  });

  it('saves an enabled rule’s rows; a disabled rule is read-only upstream too', async () => {
    const ruleId = await rules('NO');
    const rows = rowsOf((await json(await admin.api('/admin/order/rule/rule-fee-list', { ruleId }, screen))).data);
    const kept = rows.slice(0, 1).map((r) => ({ feeId: r.feeId, feeCode: r.feeCode, defaultFeeFlag: '0', scale: 2 }));
    const save = await admin.api(
      '/admin/order/rule/upt-rule-fee',
      { ruleId, feeInfs: [...kept, { feeCode: 'SERVICE_FEE_03', scale: 2 }] },
      screen,
    );
    expect(await json(save)).toMatchObject({ status: 20 });
    const after = rowsOf<{ feeCode: string }>((await json(await admin.api('/admin/order/rule/rule-fee-list', { ruleId }, screen))).data);
    expect(after.map((r) => r.feeCode).sort()).toEqual([String(kept[0].feeCode), 'SERVICE_FEE_03'].sort());

    const frozen = await rules('YES');
    expect(await json(await admin.api('/admin/order/rule/upt-rule-fee', { ruleId: frozen, feeInfs: [] }, screen))).toMatchObject({
      message: '该规则已停用，费用规则不可修改',
    });
  });

  it('fee codes page 50 at a time, with a second page to ask for', async () => {
    const page = (pageNum: number) => admin.api('/admin/order/rule/fee-list', { pageNum, pageSize: 50 }, screen).then((r) => json<Page>(r));
    const [one, two] = await Promise.all([page(1), page(2)]);
    expect(one.data.data).toHaveLength(50);
    expect(two.data.data.length).toBeGreaterThan(0);
  });
});

describe('the other lists', () => {
  it.each([
    ['BillPage', '账单号'],
    ['BillPageBiz', '业务账单号'],
    ['BillFeePage', '费用编码'],
    ['BillCnl', '渠道流水号'],
    ['BillReconciliation', '对账批次'],
    ['ChannelReconciliation', '明细状态'],
    ['OrderFee', '费用名称'],
    ['OrderGenRule', '规则名称'],
    ['AgentUsePageBillPage', '账单号'],
    ['JF_AcctFeePage', '费用编码'],
    ['JF_TransSearch', '订单号'],
    ['MsyTransSearch', '订单号'],
    ['MsyTransSearchOrg', '订单号'],
  ])('%s renders rows from the demo data', async (screen, column) => {
    const text = await html(admin, `/${screen}?${allTimeQuery(screen)}`);
    expect(text).toContain(column);
    expect(text, screen).not.toMatch(/共 (<!-- -->)?0(<!-- -->)? 条/);
  });

  it('a fee id cell opens the fee: its dialog loads the fee by id', async () => {
    const text = await html(admin, `/OrderFee?${allTimeQuery('OrderFee')}`);
    expect(text).toContain('data-id-link="fee"');
    const feeId = text.match(/data-id-link="fee"[^>]*>(\d+)</)![1];
    const view = await admin.fetch('/views/dialog/fee?screen=OrderFee');
    expect(view.status).toBe(200);
    const fee = await json<Envelope<{ feeId: number; feeCode: string }>>(
      await admin.api('/admin/order/rule/fee-detail', { feeId }, { 'x-console-screen': 'OrderFee' }),
    );
    expect(fee).toMatchObject({ status: 20, data: { feeId: Number(feeId) } });
    expect(fee.data.feeCode).toBeTruthy();
  });

  it('reconciliation shows every batch and item status', async () => {
    for (const reconStatus of [10, 15, 20, 40, -1]) {
      const page = await json<Page>(
        await admin.api('/admin/recon/page', { pageNum: 1, pageSize: 1, reconStatus }, { 'x-console-screen': 'BillReconciliation' }),
      );
      expect(page.data.total, `batch ${reconStatus}`).toBeGreaterThan(0);
    }
    for (const itemStatus of [10, 15, 20, 30, 40]) {
      const page = await json<Page>(
        await admin.api('/admin/recon/item/page', { pageNum: 1, pageSize: 1, itemStatus }, { 'x-console-screen': 'ChannelReconciliation' }),
      );
      expect(page.data.total, `item ${itemStatus}`).toBeGreaterThan(0);
    }
    const subs = await json<Page<{ subStatus: number }>>(
      await admin.api(
        '/admin/recon/item/page',
        { pageNum: 1, pageSize: 500, itemStatus: 30 },
        { 'x-console-screen': 'ChannelReconciliation' },
      ),
    );
    expect(new Set(subs.data.data.map((r) => r.subStatus))).toEqual(new Set([31, 32, 33, 34, 35, 36, 37]));
  });
});
