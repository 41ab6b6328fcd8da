import { beforeAll, describe, expect, inject, it } from 'vitest';
import { rowsOf } from '@/contract/shapes';
import { type ConsoleClient, signedIn } from '../support/console-client';

// The bound-fee-rule drawer over HTTP (spec 03 §7 Fee rules): the rule information is the rule's
// row of gen-rule-list {ruleId} (spec 03 names no rule detail), readable wherever the drawer opens
// (BillFeeDetail, from a bill's fee lines); its fee rows narrow by feeCode through rule-fee-list.
const base = inject('consoleUrl');
let admin: ConsoleClient;
let operator: ConsoleClient;

type Page<T> = { status: number; message: string; data: { data: T[]; total: number } };
const json = async <T>(res: Response) => (await res.json()) as T;
const at = (screen: string, view: string) => ({ 'x-console-screen': screen, 'x-console-view': view });

beforeAll(async () => {
  [admin, operator] = await Promise.all([signedIn(base, 'admin'), signedIn(base, 'operator')]);
});

async function enabledRule(): Promise<string> {
  const page = await json<Page<{ ruleId: number }>>(
    await admin.api('/admin/order/rule/gen-rule-list', { pageNum: 1, pageSize: 1, disabled: 'NO' }, { 'x-console-screen': 'OrderGenRule' }),
  );
  return String(page.data.data[0].ruleId);
}

describe('the fee-rule drawer', () => {
  it('its fee rows narrow to a fee code (rule-fee-list feeCode, any case)', async () => {
    const ruleId = await enabledRule();
    const view = at('OrderGenRule', 'dialog:feeRule:fees');
    // 03 §7 rule-fee-list is a list (either reading, contract/readings.ts).
    const all = rowsOf<{ feeCode: string }>(
      (await json<{ data: unknown }>(await admin.api('/admin/order/rule/rule-fee-list', { ruleId }, view))).data,
    );
    expect(all.length).toBeGreaterThan(1);
    const code = all[1]!.feeCode;
    const one = rowsOf<{ feeCode: string }>(
      (await json<{ data: unknown }>(await admin.api('/admin/order/rule/rule-fee-list', { ruleId, feeCode: code.toLowerCase() }, view)))
        .data,
    );
    expect(one.map((r) => r.feeCode)).toEqual([code]);
  });

  it('its rule information is the gen-rule-list row, under the drawer’s right where it opens from a bill', async () => {
    const ruleId = await enabledRule();
    const body = { ruleId, pageNum: 1, pageSize: 1 };
    const res = await operator.api('/admin/order/rule/gen-rule-list', body, at('BillPage', 'dialog:feeRule:rule'));
    expect(res.status).toBe(200);
    const page = await json<Page<{ ruleId: number; ruleName: string }>>(res);
    expect(page.data.data).toEqual([expect.objectContaining({ ruleId: Number(ruleId), ruleName: expect.any(String) })]);
    // The operator holds no OrderGenRule: the list screen's own use stays closed to it.
    expect((await operator.api('/admin/order/rule/gen-rule-list', body, { 'x-console-screen': 'OrderGenRule' })).status).toBe(403);
  });
});
