import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENESIS, hashLine } from '@/lib/audit/chain';
import { matches, table, WIDE, width } from '@/lib/audit/read';

const LINES = [
  { time: '2026-11-27T01:00:00.000Z', kind: 'auth', event: 'login', action: '登录', loginId: 'admin', path: '/auth/login', outcome: 'ok' },
  {
    time: '2026-11-27T01:05:00.000Z',
    kind: 'write',
    loginId: 'admin',
    screen: 'AcctManage_ADJUST',
    action: '账户调账',
    path: '/admin/acct/manage/adjust',
    target: { acctId: 'A100200' },
    change: { amount: 12345, unit: 'fen', direction: 'out' },
    outcome: 'ok',
    httpStatus: 200,
  },
  {
    time: '2026-11-27T01:10:00.000Z',
    kind: 'write',
    loginId: 'operator',
    screen: 'TermApply',
    action: '终端划拨',
    path: '/myx/pos/standard/org/admin/transfer/transfer',
    target: { psamCodes: { count: 3, codes: ['P001', 'P002', 'P003'] }, orgCode: 'ORG0002' },
    change: { fields: ['batchName'] },
    outcome: 'ok',
    httpStatus: 200,
  },
  {
    time: '2026-11-27T01:20:00.000Z',
    kind: 'refusal',
    loginId: 'agent',
    path: '/SystemCode',
    reason: 'no right SystemCode',
    outcome: 'denied',
  },
];

function chained(records: object[]): string {
  let prev = GENESIS;
  return records
    .map((r) => {
      const line = JSON.stringify({ ...r, prev });
      prev = hashLine(line);
      return line;
    })
    .join('\n')
    .concat('\n');
}

describe('the audit reader', () => {
  it('filters by who, time, kind, target (a list summary too) and call', () => {
    const pick = (q: Parameters<typeof matches>[1]) => LINES.filter((l) => matches(l, q)).map((l) => l.time.slice(11, 16));
    expect(pick({ who: 'admin' })).toEqual(['01:00', '01:05']);
    expect(pick({ since: new Date('2026-11-27T01:05:00Z'), until: new Date('2026-11-27T01:10:00Z') })).toEqual(['01:05', '01:10']);
    expect(pick({ kind: 'write' })).toEqual(['01:05', '01:10']);
    expect(pick({ target: 'P003' })).toEqual(['01:10']);
    expect(pick({ target: 'A100200' })).toEqual(['01:05']);
    expect(pick({ call: '调账' })).toEqual(['01:05']);
    expect(pick({ call: '/transfer/transfer' })).toEqual(['01:10']);
  });

  it('prints a narrow table by default: who, time in China, kind, action, target, outcome', () => {
    const out = table(LINES);
    expect(out.split('\n')[0]).toMatch(/^操作人\s+时间\s+类型\s+操作\s+对象\s+结果$/);
    expect(out).toContain('2026-11-27 09:05:00');
    expect(out).toContain('acctId=A100200');
    expect(out).toContain('psamCodes=3个(P001,P002,P003) orgCode=ORG0002');
    expect(out).not.toContain('12345');
    expect(Math.max(...out.split('\n').map(width))).toBeLessThanOrEqual(165);
    expect(width('账户调账')).toBe(8);
    // A long target is cut in the narrow table, whole in the wide one.
    const codes = Array.from({ length: 40 }, (_, i) => `TSTM0565007000${String(i).padStart(2, '0')}`);
    const batch = { ...LINES[2], target: { psamCodes: { count: 40, codes } }, result: { ok: 39, failed: 1, failedCodes: ['X1'] } };
    const narrow = table([batch]).split('\n')[1];
    expect(width(narrow)).toBeLessThanOrEqual(165);
    expect(narrow).toContain('ok 200 成功39 失败1：X1');
    expect(table([batch], 'Asia/Shanghai', WIDE)).toContain(codes.join(','));
    // The code looked for leads its list, so the cut cell shows it.
    expect(table([batch], 'Asia/Shanghai', undefined, codes[30])).toContain(`psamCodes=40个(${codes[30]},…,${codes[0]}`);
    const named = { ...batch, target: { ...batch.target, batchNo: 'B20261129000001' } };
    expect(table([named], 'Asia/Shanghai', undefined, 'B20261129000001')).toContain('batchNo=B20261129000001 psamCodes=40个(');
  });

  it('--wide: screen and change too, amounts in yuan with the unit, the reason and the decision, every cell whole', () => {
    const out = table(LINES, 'Asia/Shanghai', WIDE);
    expect(out.split('\n')[0]).toMatch(/^时间\s+操作人\s+页面\s+类型\s+操作\s+对象\s+变更\s+结果$/);
    expect(out).toContain('减少 123.45 元');
    expect(out).toContain('denied (no right SystemCode)');
    const fields = Array.from({ length: 40 }, (_, i) => `field${i}`);
    const long = table([{ ...LINES[1], change: { fields, reason: '客户要求' } }], 'Asia/Shanghai', WIDE).split('\n')[1];
    expect(long).toContain(`字段 ${fields.join(',')}; 原因=客户要求`);
  });

  it('runs as a command, verifies the chain and names where it breaks', () => {
    const dir = mkdtempSync(join(tmpdir(), 'audit-read-'));
    const file = join(dir, 'audit.log');
    writeFileSync(file, chained(LINES));
    const ok = execFileSync(process.execPath, ['scripts/audit-read.ts', '--file', file, '--kind', 'write'], { encoding: 'utf8' });
    expect(ok).toContain('2 line(s) matched');
    expect(ok).toContain('chain intact, 4 lines');
    const json = execFileSync(process.execPath, ['scripts/audit-read.ts', '--file', file, '--target', 'P002', '--json'], {
      encoding: 'utf8',
    });
    expect(
      json
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l).action),
    ).toEqual(['终端划拨']);
    writeFileSync(file, chained(LINES).replace('A100200', 'A100201'));
    const broken = spawnSync(process.execPath, ['scripts/audit-read.ts', '--file', file], { encoding: 'utf8' });
    expect(broken.status).toBe(1);
    expect(broken.stderr).toContain('chain broken at line 3');
  }, 30_000);
});
