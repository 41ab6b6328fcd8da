import XLSX from 'sheetjs-style';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { psamCalls, storageCalls, transferCalls } from '@/lib/calls/terminals';
import { screens } from '@/lib/screens';
import { type ConsoleClient, signedIn } from '../support/console-client';
import { type Env, fresh, json, p, type Row, terminal } from '../support/terminals';
import { seenRequests } from '../support/upstream-test-api';

// Terminals (issue 14) over HTTP through the console: every terminal route answers rows, 终端配置
// waits for its activity group, the psam dialog opens behind BaseAuthPsamCode, and the exports and
// the Excel import. The terminals' movements are in terminals-moves.test.ts.
const base = inject('consoleUrl');
const upstreamUrl = inject('upstreamUrl');
let admin: ConsoleClient;
let operator: ConsoleClient;
let agent: ConsoleClient;

beforeAll(async () => {
  [admin, operator, agent] = await Promise.all([signedIn(base, 'admin'), signedIn(base, 'operator'), signedIn(base, 'agent')]);
});

describe('every terminal route is a working screen with rows', () => {
  const mine = new Set([
    'TermVip',
    'TermStorage',
    'TerminalManageList',
    'TermConfig',
    'TermApply',
    'TermUnfinished',
    'TermGiveVip',
    'TermLimit',
    'TermReturn',
    'TermActive',
    'TermNotTwo',
    'MemberEncourage',
    'JF_TerminalSearch',
    'JF_TerminalStorage',
    'JF_TerminalApply',
    'JF_TerminalApplyProvider',
    'MsyTerminalStorage',
    'MsyTerminalSearch',
    'MsyTerminalApply',
    'MsyTerminalStock',
    'MsyTerminalApplyProvider',
    'MsyTerminaChange',
    'AgentUsePageTermApply',
    'AgentUsePageTermSearch',
    'AgentUsePageTermRecall',
    'TerminalManageSimple',
    'TerminalRateUp',
    'TerminalRateBatch',
    'TerminalSIMConfig',
    'TerminalPurchase',
    'PurchaseLog',
    'PurchaseLog_termSale',
    'PurchaseTermLog',
  ]);
  const list = screens.filter((s) => mine.has(s.name) || s.area === 'standard');

  it('each has a list whose first page has rows for the administrator', async () => {
    expect(list.length).toBe(mine.size + 21);
    const empty: string[] = [];
    for (const s of list) {
      expect(s.list, s.name).toBeDefined();
      const extra = s.name === 'TermConfig' ? { activityGroupId: '3001' } : {};
      // A whole-list call (the rate options of /TermConfig) takes no paging.
      const paging = s.list!.paged === false ? {} : { pageNum: 1, pageSize: 5 };
      const env = await json<{ data: unknown[]; total: number }>(admin, s.name, s.list!.call.path, {
        ...s.list!.fixed,
        ...extra,
        ...paging,
      });
      if (env.status !== 20 || env.data.total === 0) empty.push(`${s.name}: ${env.status} ${env.message}`);
    }
    expect(empty).toEqual([]);
  });

  it('the seed holds at least 100 000 terminals in every status', async () => {
    const all = await json<{ total: number }>(admin, 'TerminalManageList', psamCalls.page.path, { pageNum: 1, pageSize: 1 });
    expect(all.data.total).toBeGreaterThanOrEqual(100_000);
    for (const psamStatus of [0, 1, 2, 4]) {
      const one = await json<{ total: number }>(admin, 'TerminalManageList', psamCalls.page.path, { psamStatus, pageNum: 1, pageSize: 1 });
      expect(one.data.total, `status ${psamStatus}`).toBeGreaterThan(100);
    }
  });

  it('an agent sees its own subtree only', async () => {
    const env = await json<{ data: Array<{ topOrgName: string; curOrgCode: string }> }>(
      agent,
      'AgentUsePageTermSearch',
      psamCalls.page.path,
      {
        pageNum: 1,
        pageSize: 100,
      },
      'myx',
    );
    expect(env.status).toBe(20);
    expect(env.data.data.length).toBeGreaterThan(0);
    const codes = new Set(env.data.data.map((r) => r.curOrgCode));
    const other = await json<{ total: number }>(
      agent,
      'AgentUsePageTermSearch',
      psamCalls.page.path,
      { curOrgCode: 'ORG0002', pageNum: 1, pageSize: 1 },
      'myx',
    );
    expect(other.data.total).toBe(0);
    expect(codes.has('ORG0002')).toBe(false);
    expect(codes.has('')).toBe(false); // not the platform's stock either
    const html = await (await agent.fetch('/AgentUsePageTermSearch')).text();
    expect(html).toContain('TUSN');
  });

  it('终端配置 asks nothing until an activity group is given: no refusal on opening, rows once it is', async () => {
    const calls = async () => (await seenRequests(upstreamUrl)).filter((r) => r.path.endsWith('/transfer/get-psam-fee')).length;
    const before = await calls();
    const waiting = await (await admin.fetch('/TermConfig')).text();
    expect(waiting).toContain('data-waiting="activityGroupId"');
    expect(waiting).toContain('请选择活动组');
    expect(waiting).not.toContain('E7023');
    expect(await calls()).toBe(before);
    const given = await (await admin.fetch('/TermConfig?activityGroupId=3001')).text();
    expect(given).not.toContain('data-waiting');
    expect(given).toContain('>1</td>');
    expect(await calls()).toBe(before + 1);
  });
});

describe('the terminal dictionaries (spec 03 §9)', () => {
  it('binding state (7006) and device type (7003) come from the dictionary look-up', async () => {
    const dict = async (typeId: number) =>
      (
        await json<{ data: Array<{ typeName: string; typeValue: string }> }>(admin, 'TerminalManageList', '/admin/dict/page', {
          typeId,
          pageNum: 1,
          pageSize: 100,
        })
      ).data.data.map((r) => [r.typeValue, r.typeName]);
    expect(await dict(7006)).toEqual(
      expect.arrayContaining([
        ['0', '未绑定'],
        ['1', '已绑定'],
      ]),
    );
    expect(await dict(7003)).toEqual(expect.arrayContaining([['20', '电签POS']]));
  });
});

describe('the psam dialog', () => {
  it('is titled by TUSN and hides transactions and the rate log for the lite products', async () => {
    const res = await admin.fetch('/views/dialog/psam?screen=UserSearch');
    expect(res.status).toBe(200);
    const view = (await res.json()) as { titleField: string; tabs: Array<{ id: string }> };
    expect(view.titleField).toBe('tusn');
    expect(view.tabs.map((t) => t.id)).toEqual(['1', '2', '3', '4']);
  });

  it('without BaseAuthPsamCode: 权限不足', async () => {
    const res = await operator.fetch('/views/dialog/psam?screen=UserSearch');
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toContain('权限不足');
    const call = await operator.api(
      psamCalls.fee.path.replace('{p}', 'all'),
      { psamCode: 'TUSN800000000001' },
      { 'x-console-screen': 'UserSearch' },
    );
    expect(call.status).toBe(403);
  });

  it('loads details, rates and history for a seeded terminal', async () => {
    const row = (
      await json<{ data: Row[] }>(admin, 'TerminalManageList', psamCalls.page.path, { bindingState: 1, pageNum: 1, pageSize: 1 })
    ).data.data[0];
    // The dialog's rate tab reads the opts (fieldName, fieldValue) of the answer as its rows.
    const fee = await json<{ data: Array<{ fieldName: string; fieldValue: string }> }>(admin, 'TerminalManageList', psamCalls.fee.path, {
      psamCode: row.psamCode,
    });
    expect(fee.status).toBe(20);
    expect(fee.data.data.map((o) => o.fieldName)).toEqual(['creditRate', 'debitRate', 'debitMaxFee', 'scanRate', 'clearFee']);
    expect(Number(fee.data.data[0].fieldValue)).toBeGreaterThan(0);
    const chain = await json<{ total: number }>(admin, 'TerminalManageList', psamCalls.transferChain.path, {
      psamCode: row.psamCode,
      pageNum: 1,
      pageSize: 20,
    });
    expect(chain.data.total).toBeGreaterThan(0);
    const log = await json<{ data: Array<{ opKind: string }> }>(admin, 'TerminalManageList', transferCalls.operationLog.path, {
      psamCode: row.psamCode,
      pageNum: 1,
      pageSize: 20,
    });
    expect(log.data.data.map((l) => l.opKind)).toEqual(expect.arrayContaining(['STORAGE', 'TRANSFER', 'ACCEPT']));
  });
});

describe('exports and the Excel import', () => {
  it('the psam list, the stock TUSN text and the mcf check', async () => {
    const xls = await admin.api(p(psamCalls.export.path), { curOrgCode: 'ORG0003' }, { 'x-console-screen': 'TerminalManageList' });
    expect(xls.status).toBe(200);
    expect(xls.headers.get('content-type')).toContain('application/vnd.ms-excel');
    const txt = await admin.api(p(transferCalls.tusnExport.path), { curOrgCode: 'ORG0003' }, { 'x-console-screen': 'MsyTerminalStock' });
    expect(txt.headers.get('content-type')).toContain('text/plain');
    expect((await txt.text()).split('\r\n').filter(Boolean).length).toBeGreaterThan(0);
    const check = await json(admin, 'TerminalManageList', psamCalls.exportCheck.path, {});
    expect(check.message).toMatch(/超过10000条/);
    const denied = await operator.api(p(psamCalls.export.path), {}, { 'x-console-screen': 'TerminalManageList' });
    expect(denied.status).toBe(403);
  });

  it('an .xlsx is read without sheetjs; an .xls is kept for a later run', async () => {
    const codes = fresh('D', 3);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['终端号'], ...codes.map((c) => [c]), ['TUSN800000050001']]), 'Sheet1');
    const upload = async (name: string, bytes: Buffer) => {
      const fd = new FormData();
      fd.append('file', new Blob([new Uint8Array(bytes)]), name);
      const res = await admin.fetch(`/api${p(storageCalls.batchInByExcel.path)}`, {
        method: 'POST',
        headers: { 'x-console-screen': 'TermStorage' },
        body: fd,
      });
      return (await res.json()) as Env<string>;
    };
    const xlsx = await upload('codes.xlsx', XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    expect(xlsx.status, xlsx.message).toBe(20);
    expect(xlsx.data).toMatch(/共4条，成功3条，失败1条：TUSN800000050001（终端已存在）/);
    expect((await terminal(admin, 'TermStorage', codes[2])).psamStatus).toBe(0);
    const xls = await upload('codes.xls', XLSX.write(book, { type: 'buffer', bookType: 'xls' }) as Buffer);
    expect(xls.data).toMatch(/文件已接收，等待处理/);
    const wrong = await upload('codes.csv', Buffer.from(codes.join('\n')));
    expect(wrong.message).toBe('请上传 xls/xlsx 格式!');
  });
});
