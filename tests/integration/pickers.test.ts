import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type ConsoleClient, signedIn } from '../support/console-client';

// Issue #39, "Pickers, not codes", over HTTP: the search pickers of the forms ask the reference
// upstream by name or by code (lib/forms/pickers.ts), through the console's gate, which lets only
// those who may open the form ask.
const base = inject('consoleUrl');
let admin: ConsoleClient;
let operator: ConsoleClient;

beforeAll(async () => {
  [admin, operator] = await Promise.all([signedIn(base, 'admin'), signedIn(base, 'operator')]);
});

type Rows = { status: number; data: { data: Array<Record<string, unknown>>; total: number } };
const rows = async (r: Response) => {
  expect(r.status).toBe(200);
  return ((await r.json()) as Rows).data.data;
};
const GROUPS = '/admin/member/activity/group/page';
const ACCOUNTS = '/admin/acct/manage/page';

describe('the activity-group picker (划拨 on /TermApply)', () => {
  const at = { 'x-console-screen': 'TermApply' };
  it('finds a group by its id', async () => {
    const found = await rows(await admin.api(GROUPS, { pageNum: 1, pageSize: 50, activityGroupId: '3002' }, at));
    expect(found.map((r) => String(r.activityGroupId))).toEqual(['3002']);
    expect(found[0]!.activityGroupName).toBeTruthy();
  });
  it('finds groups by part of their name', async () => {
    const found = await rows(await admin.api(GROUPS, { pageNum: 1, pageSize: 50, activityGroupName: '提现' }, at));
    expect(found.length).toBeGreaterThan(0);
    for (const r of found) expect(String(r.activityGroupName)).toContain('提现');
    const all = await rows(await admin.api(GROUPS, { pageNum: 1, pageSize: 50 }, at));
    expect(all.some((r) => !String(r.activityGroupName).includes('提现'))).toBe(true);
  });
});

describe('the account picker (the money forms on /AcctManage_ADJUST)', () => {
  const at = { 'x-console-screen': 'AcctManage_ADJUST' };
  it('finds accounts by part of their name, and one by its number', async () => {
    const found = await rows(await admin.api(ACCOUNTS, { pageNum: 1, pageSize: 50, acctName: '分润' }, at));
    expect(found.length).toBeGreaterThan(0);
    for (const r of found) expect(r.acctName).toBe('分润账户');
    const acctId = String(found[0]!.acctId);
    const one = await rows(await admin.api(ACCOUNTS, { pageNum: 1, pageSize: 50, acctId }, at));
    expect(one.map((r) => String(r.acctId))).toEqual([acctId]);
    // The owner shows masked, as every list shows it.
    expect(String(one[0]!.realName ?? '')).not.toMatch(/^[\u4e00-\u9fa5]{2,}$/);
  });
  it('an operator who cannot open a money form cannot search the accounts', async () => {
    const r = await operator.api(ACCOUNTS, { pageNum: 1, pageSize: 50, acctName: '分润' }, { 'x-console-screen': 'AcctList' });
    expect(r.status).toBe(403);
  });
});
