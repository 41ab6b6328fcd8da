import { beforeAll, describe, expect, inject, it } from 'vitest';
import { psamCalls, rateCalls, storageCalls, transferCalls } from '@/lib/calls/terminals';
import { type ConsoleClient, signedIn } from '../support/console-client';
import { type BatchAnswer, form, fresh, json, type Row, terminal } from '../support/terminals';

// Terminals moving (issue 14) over HTTP through the console: storage, transfer, accept and recall
// keep the status transitions and refuse the others; a 10 000-code batch with bad codes mixed in
// is validated row by row; an ORG operator moves only its own terminals; single-terminal actions
// happen once.
const base = inject('consoleUrl');
let admin: ConsoleClient;
let agent: ConsoleClient;

beforeAll(async () => {
  [admin, agent] = await Promise.all([signedIn(base, 'admin'), signedIn(base, 'agent')]);
});

describe('a 10 000-code batch with bad codes mixed in', () => {
  const good = fresh('A', 9_990);
  const bad = ['TUSN800000050001', 'bad-code!', 'X1', good[0], good[1].toLowerCase(), 'TUSN800000050002'];
  let stored: BatchAnswer;

  it('stores the good rows and says which failed and why', async () => {
    const codes = [...good, ...bad];
    const { http, env } = await form<BatchAnswer>(admin, 'TermStorage', storageCalls.batchInByPsam.path, {
      psamCodes: codes.join('\n'),
      deviceType: '20',
    });
    expect(http, env.message).toBe(200);
    expect(env.status).toBe(20);
    stored = env.data;
    expect(stored.total).toBe(codes.length);
    expect(stored.okCount).toBe(9_990);
    expect(stored.failCount).toBe(bad.length);
    const failed = await json<{ data: Array<{ psamCode: string; reason: string }>; total: number }>(
      admin,
      'TermStorage',
      storageCalls.batchDetail.path,
      {
        batchNo: stored.batchNo,
        result: '0',
        pageNum: 1,
        pageSize: 50,
      },
    );
    expect(failed.data.total).toBe(bad.length);
    const reasons = Object.fromEntries(failed.data.data.map((r) => [r.psamCode, r.reason]));
    expect(reasons.TUSN800000050001).toBe('终端已存在');
    expect(reasons['bad-code!']).toMatch(/格式错误/);
    expect(reasons.X1).toMatch(/格式错误/);
    expect(reasons[good[0]]).toBe('批次内重复');
    const inStock = await json<{ total: number }>(admin, 'TermStorage', psamCalls.page.path, {
      storageBatch: stored.batchNo,
      pageNum: 1,
      pageSize: 1,
    });
    expect(inStock.data.total).toBe(9_990);
  });

  it('transfers them once: a second submit of the same batch moves nothing (benchmark: 10 000 codes against one)', async () => {
    const one = fresh('B', 1);
    await form(admin, 'TermStorage', storageCalls.batchInByPsam.path, { psamCodes: one.join('\n') });
    const body = (codes: string[]) => ({ psamCodes: codes.join('\n'), orgCode: 'ORG0003', activityGroupId: '3001' });
    let t = performance.now();
    const single = await form<BatchAnswer>(admin, 'TermApply', transferCalls.transfer.path, body(one));
    const singleMs = performance.now() - t;
    t = performance.now();
    const big = await form<BatchAnswer>(admin, 'TermApply', transferCalls.transfer.path, body(good));
    const bigMs = performance.now() - t;
    console.log(`benchmark: transfer of 10 000 codes ${bigMs.toFixed(0)} ms; of 1 code ${singleMs.toFixed(0)} ms`);
    expect(single.env.data.okCount).toBe(1);
    expect(big.env.status, big.env.message).toBe(20);
    expect(big.env.data.okCount).toBe(9_990);
    const again = await form<BatchAnswer>(admin, 'TermApply', transferCalls.transfer.path, body(good));
    expect(again.env.data.okCount).toBe(0);
    expect(again.env.data.summary).toContain('终端不在发送方库存（当前状态：划拨申请中）');
    const moved = await terminal(admin, 'TermApply', good[5]);
    expect(moved).toMatchObject({ psamStatus: 1, curOrgCode: '', activityGroupId: 3001 });
    // It takes the activity group's rates (the terminal's opts, spec 03 §3, as the rate tab's rows).
    const fee = await json<{ data: Array<{ fieldName: string; fieldValue: string }> }>(admin, 'TerminalManageList', psamCalls.fee.path, {
      psamCode: good[5],
    });
    expect(Number(fee.data.data.find((o) => o.fieldName === 'creditRate')?.fieldValue)).toBeGreaterThan(0);
  });

  it('the receiver accepts the whole batch once', async () => {
    const page = await json<{ data: Array<{ batchNo: string; okCount: number }> }>(
      admin,
      'JF_TerminalApplyProvider',
      transferCalls.inBatchPage.path,
      {
        toOrgCode: 'ORG0003',
        status: '10',
        pageNum: 1,
        pageSize: 5,
      },
    );
    const batch = page.data.data.find((b) => b.okCount === 9_990)!;
    expect(batch).toBeDefined();
    const accepted = await json<BatchAnswer>(admin, 'JF_TerminalApplyProvider', transferCalls.inBatchTransfer.path, {
      batchNo: batch.batchNo,
    });
    expect(accepted.status, accepted.message).toBe(20);
    expect(accepted.data.okCount).toBe(9_990);
    expect(await terminal(admin, 'TermApply', good[7])).toMatchObject({ psamStatus: 2, curOrgCode: 'ORG0003' });
    const twice = await json(admin, 'JF_TerminalApplyProvider', transferCalls.inBatchTransfer.path, { batchNo: batch.batchNo });
    expect(twice.message).toBe('该批次没有待接收的终端');
  });
});

describe('storage → transfer → accept → recall, and the ORG operator', () => {
  const codes = fresh('C', 3);

  it('an agent moves only its own terminals, down its own subtree', async () => {
    await form(admin, 'TermStorage', storageCalls.batchInByPsam.path, { psamCodes: codes.join(',') });
    const sent = await form<BatchAnswer>(admin, 'TermApply', transferCalls.transfer.path, {
      psamCodes: codes.join('\n'),
      orgCode: 'ORG0001',
      activityGroupId: '3001',
    });
    expect(sent.env.data.okCount).toBe(3);
    // The agent (ORG0001) accepts by psam list after the check call.
    const check = await form<BatchAnswer>(
      agent,
      'AgentUsePageTermApply',
      transferCalls.inPsamCheck.path,
      { psamCodes: codes.join('\n') },
      'myx',
    );
    expect(check.env.data.okCount).toBe(3);
    const accepted = await form<BatchAnswer>(
      agent,
      'AgentUsePageTermApply',
      transferCalls.inPsamTransfer.path,
      { psamCodes: codes.join('\n') },
      'myx',
    );
    expect(accepted.env.data.okCount).toBe(3);
    expect(await terminal(agent, 'AgentUsePageTermSearch', codes[0], 'myx')).toMatchObject({ psamStatus: 2 });
    expect(await terminal(admin, 'TerminalManageList', codes[0])).toMatchObject({ psamStatus: 2, curOrgCode: 'ORG0001' });

    // Another organisation's terminal reads as missing; a receiver outside the subtree is refused.
    const other = (
      await json<{ data: Row[] }>(admin, 'TerminalManageList', psamCalls.page.path, {
        curOrgCode: 'ORG0002',
        psamStatus: 2,
        bindingState: 0,
        pageNum: 1,
        pageSize: 1,
      })
    ).data.data[0];
    const foreign = await form<BatchAnswer>(
      agent,
      'AgentUsePageTermApply',
      transferCalls.transfer.path,
      { psamCodes: `${other.psamCode}\n${codes[0]}`, orgCode: 'ORG0011', activityGroupId: '3001' },
      'myx',
    );
    expect(foreign.env.data.okCount).toBe(1);
    expect(foreign.env.data.summary).toContain(`${other.psamCode}（终端不存在）`);
    const outside = await form(
      agent,
      'AgentUsePageTermApply',
      transferCalls.transfer.path,
      { psamCodes: codes[1], orgCode: 'ORG0002', activityGroupId: '3001' },
      'myx',
    );
    expect(outside.env.message).toBe('下发机构不存在');
    expect((await terminal(admin, 'TerminalManageList', other.psamCode)).curOrgCode).toBe('ORG0002');
  });

  it('recall takes a transferred terminal back to storage and refuses the other states', async () => {
    // codes[0] awaits ORG0011: accepted (the agent may, for its subtree), then recalled into ORG0001.
    await form(agent, 'AgentUsePageTermApply', transferCalls.inPsamTransfer.path, { psamCodes: codes[0] }, 'myx');
    expect(await terminal(admin, 'TerminalManageList', codes[0])).toMatchObject({ psamStatus: 2, curOrgCode: 'ORG0011' });
    const recalled = await form<BatchAnswer>(
      agent,
      'AgentUsePageTermRecall',
      psamCalls.batchRecall.path,
      { psamCodes: `${codes[0]}\n${codes[1]}` },
      'myx',
    );
    expect(recalled.env.data.okCount).toBe(1);
    expect(recalled.env.data.summary).toContain(`${codes[1]}（只能回收下级机构的终端）`);
    expect(await terminal(admin, 'TerminalManageList', codes[0])).toMatchObject({ psamStatus: 4, curOrgCode: 'ORG0001' });
    const detail = await json<{ total: number }>(
      agent,
      'AgentUsePageTermRecall',
      psamCalls.recallDetailPage.path,
      { batchNo: recalled.env.data.batchNo, pageNum: 1, pageSize: 10 },
      'myx',
    );
    expect(detail.data.total).toBe(2);
    // Stored (never transferred): no recall; recalled terminals go out again from storage.
    const stock = (
      await json<{ data: Row[] }>(admin, 'TerminalManageList', psamCalls.page.path, { psamStatus: 0, pageNum: 1, pageSize: 1 })
    ).data.data[0];
    const refused = await json(admin, 'TerminalManageList', psamCalls.recall.path, { psamCode: stock.psamCode });
    expect(refused.message).toBe('终端当前状态不可回收（已入库）');
    const again = await form<BatchAnswer>(
      agent,
      'AgentUsePageTermApply',
      transferCalls.transfer.path,
      { psamCodes: codes[0], orgCode: 'ORG0011', activityGroupId: '3001' },
      'myx',
    );
    expect(again.env.data.okCount).toBe(1);
  });

  it('the forms check their required fields at the gate with the spec messages', async () => {
    const noOrg = await form(admin, 'TermApply', transferCalls.transfer.path, { psamCodes: codes[2], activityGroupId: '3001' });
    expect(noOrg.http).toBe(400);
    expect(noOrg.env.message).toBe('请选择下发机构');
    const noGroup = await form(admin, 'TermApply', transferCalls.transfer.path, { psamCodes: codes[2], orgCode: 'ORG0011' });
    expect(noGroup.env.message).toBe('请选择活动组');
    const noOpts = await json(admin, 'TermConfig', rateCalls.submit.path, { activityGroupId: '3001', strPsamCodes: codes[2], opts: [] });
    expect(noOpts.message).toBe('请选择参数');
    // The spec's body {activityGroupId, opts, strPsamCodes}: the gate passes opts on and refuses a
    // flat option field, a field the form does not send (issue #52: refused, no longer dropped).
    const flat = await json(admin, 'TermConfig', rateCalls.submit.path, {
      activityGroupId: '3001',
      strPsamCodes: codes[2],
      opts: [{ fieldName: 'creditRate', fieldValue: 0.61 }],
      debitRate: 0.4,
    });
    expect(flat).toMatchObject({ message: '请求参数错误：不接受字段 debitRate' });
    const rated = await json<BatchAnswer>(admin, 'TermConfig', rateCalls.submit.path, {
      activityGroupId: '3001',
      strPsamCodes: codes[2],
      opts: [{ fieldName: 'creditRate', fieldValue: 0.61 }],
    });
    expect(rated.status, rated.message).toBe(20);
    expect(rated.data.okCount).toBe(1);
    const unknown = await json(admin, 'TermConfig', rateCalls.submit.path, {
      activityGroupId: '3001',
      strPsamCodes: codes[2],
      opts: [{ fieldName: 'payCnl', fieldValue: 1 }],
    });
    expect(unknown.message).toBe('请求参数错误');
    const history = await json<{ data: Array<{ optValue: string }> }>(admin, 'TerminalManageList', rateCalls.history.path, {
      psamCode: codes[2],
      pageNum: 1,
      pageSize: 5,
    });
    expect(history.data.data[0].optValue).toBe('0.61');
  });
});

describe('single-terminal actions', () => {
  it('freeze, unfreeze, unbind: each once, then refused', async () => {
    const row = (
      await json<{ data: Row[] }>(admin, 'TerminalManageList', psamCalls.page.path, {
        bindingState: 1,
        freezeStatus: 0,
        pageNum: 2,
        pageSize: 1,
      })
    ).data.data[0];
    const h = 'TerminalManageList';
    expect((await json(admin, h, psamCalls.freeze.path, { psamCode: row.psamCode })).status).toBe(20);
    expect((await json(admin, h, psamCalls.freeze.path, { psamCode: row.psamCode })).message).toBe('终端已冻结');
    const frozen = await json<BatchAnswer>(admin, 'TermApply', transferCalls.validByPsam.path, {
      psamCodes: row.psamCode,
      orgCode: 'ORG0011',
    });
    expect(frozen.data.failCount).toBe(1);
    expect((await json(admin, h, psamCalls.unfreeze.path, { psamCode: row.psamCode })).status).toBe(20);
    expect((await json(admin, h, psamCalls.unfreeze.path, { psamCode: row.psamCode })).message).toBe('终端未冻结');
    const records = await json<{ total: number }>(admin, h, psamCalls.freezeRecordPage.path, {
      psamCode: row.psamCode,
      pageNum: 1,
      pageSize: 5,
    });
    expect(records.data.total).toBeGreaterThanOrEqual(2);
    expect((await json(admin, h, psamCalls.validateBind.path, { psamCode: row.psamCode })).status).toBe(20);
    expect((await json(admin, h, psamCalls.unbind.path, { psamCode: row.psamCode })).status).toBe(20);
    expect((await json(admin, h, psamCalls.unbind.path, { psamCode: row.psamCode })).message).toBe('终端未绑定商户');
    expect((await json(admin, h, psamCalls.validateBind.path, { psamCode: row.psamCode })).message).toBe('终端未在通道绑定');
  });
});
