import { describe, expect, it } from 'vitest';
import { batchOutcome, describeCall, isBatch, recordOf } from '@/lib/audit/describe';
import { RECORDS } from '@/lib/audit/records';
import XLSX from 'sheetjs-style';
import { matches, table, WIDE } from '@/lib/audit/read';
import { adjustmentRows, auditedImport } from '@/lib/gate/import-audit';
import { type AuditEntry, auditRecord, CHANGE_MAX } from '@/lib/audit';

// A batch's line lists every record it touches and how each row went (issue #52).
describe('batch lines', () => {
  const transfer = { method: 'POST', path: '/{p}/pos/standard/org/admin/transfer/transfer', kind: 'form' };

  it('list every terminal code, so the middle one of three is found', () => {
    const { target } = describeCall(transfer, '/myx/pos/standard/org/admin/transfer/transfer', {
      psamCodes: 'P1\nP2\nP3',
      orgCode: 'ORG0002',
    });
    expect(target).toEqual({ psamCodes: { count: 3, codes: ['P1', 'P2', 'P3'] }, orgCode: 'ORG0002' });
    expect(matches({ target }, { target: 'P2' })).toBe(true);
  });

  it("read the upstream's per-row outcome either way it gives it: count fields or words", () => {
    expect(
      batchOutcome({ batchNo: 'B1', total: 3, okCount: 2, failCount: 1, summary: '共3条，成功2条，失败1条：P2（终端不存在）' }),
    ).toEqual({
      ok: 2,
      failed: 1,
      failedCodes: ['P2'],
    });
    expect(batchOutcome(null, '共3条，成功0条，失败3条：P1（状态不符）；P2（不存在）；P3（已划拨） 等')).toEqual({
      ok: 0,
      failed: 3,
      failedCodes: ['P1', 'P2', 'P3'],
    });
    expect(batchOutcome({ successCount: '5', failedCount: '1', failList: [{ psamCode: 'T9', reason: 'x' }] })).toEqual({
      ok: 5,
      failed: 1,
      failedCodes: ['T9'],
    });
    expect(batchOutcome({ batchNo: 'B1' }, '操作成功')).toBeNull();
  });

  it('are the writes that list codes or name a batch', () => {
    expect(isBatch(recordOf(transfer.method, transfer.path))).toBe(true);
    expect(isBatch(RECORDS['POST /admin/acct/manage/adjust-batch/import'])).toBe(true);
    expect(isBatch(RECORDS['POST /admin/role/enable'])).toBe(false);
  });

  it("a single record's read names it (an agent opening a member), a list's does not", () => {
    const detail = { method: 'POST', path: '/admin/member/basic-info', kind: 'json' };
    expect(describeCall(detail, detail.path, { memberId: '5A3C12E1EC' })).toEqual({
      kind: 'read',
      action: '查看详情',
      target: { memberId: '5A3C12E1EC' },
    });
    const page = { method: 'POST', path: '/admin/member/page', kind: 'json' };
    expect(describeCall(page, page.path, { memberId: '5A3C12E1EC', pageNum: 1 })).toEqual({ kind: 'read', action: '查询列表' });
  });

  it('keeps the reason typed with the write (refund, rejection), the line masking it as free text', () => {
    const refund = { method: 'POST', path: '/admin/bill/refund', kind: 'json' };
    const described = describeCall(refund, refund.path, { billId: 'B1', uptDesc: '客户13812345678要求退款' });
    expect(described).toMatchObject({ target: { billId: 'B1' }, change: { reason: '客户13812345678要求退款' } });
    const line = auditRecord({
      event: 'call',
      requestId: 'r',
      method: 'POST',
      path: refund.path,
      outcome: 'ok',
      httpStatus: 200,
      durationMs: 1,
      ...described,
    } as AuditEntry);
    expect(line.change).toMatchObject({ reason: '客户138****5678要求退款' });
    const reject = { method: 'POST', path: '/{p}/pos/standard/org/admin/org/audit-reject', kind: 'json' };
    expect(describeCall(reject, '/myx/pos/standard/org/admin/org/audit-reject', { auditId: 7, auditMsg: '资料不全' }).change).toMatchObject(
      {
        reason: '资料不全',
      },
    );
  });
});

describe('a change on the line', () => {
  const base = { event: 'call', requestId: 'r', method: 'POST', path: '/x', outcome: 'ok', httpStatus: 200, durationMs: 1 } as const;

  it('is whole: every field named, the reason uncut', () => {
    const fields = Array.from({ length: 120 }, (_, i) => `orgCard.field${i}`);
    expect(auditRecord({ ...base, change: { fields, reason: '原因'.repeat(100) } }).change).toEqual({ fields, reason: '原因'.repeat(100) });
  });

  it('past CHANGE_MAX is its field names and the hash of the masked whole', () => {
    const fields = Array.from({ length: 400 }, (_, i) => `orgActivity.orgActivitys.field${i}`);
    const change = auditRecord({ ...base, change: { fields } }).change as { fields: string[]; sha256: string; length: number };
    expect(change.fields).toEqual(fields);
    expect(change.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(change.length).toBeGreaterThan(CHANGE_MAX);
  });
});

describe('an imported 调账 file', () => {
  const sheet = (rows: unknown[][]) => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
    return new Uint8Array(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
  };
  const rows = [
    ['账户编号', '调账方向', '金额(元)', '调账原因'],
    ['2100000021814', '+', '12.34', '活动补贴'],
    ['2100000021815', '调减', '1.5', '客户13812345678差错'],
    ['2100000021816', '-', '0.01', '冲正'],
  ];

  it('its line names the file, its row count, every account, and each direction, amount (fen) and reason', async () => {
    const form = new FormData();
    form.append('file', new Blob([sheet(rows)]), 'day.xlsx');
    const sent = new Response(form);
    const noted: Partial<AuditEntry>[] = [];
    const again = await auditedImport({ body: sent.body!, contentType: sent.headers.get('content-type')! }, (p) => noted.push(p));
    const [note] = noted;
    expect(note.target).toEqual({
      file: 'day.xlsx',
      rows: 3,
      acctId: { count: 3, codes: ['2100000021814', '2100000021815', '2100000021816'] },
    });
    expect(note.change).toEqual({
      rows: [
        { acctId: '2100000021814', direction: 'in', amount: 1234, unit: 'fen', reason: '活动补贴' },
        { acctId: '2100000021815', direction: 'out', amount: 150, unit: 'fen', reason: '客户13812345678差错' },
        { acctId: '2100000021816', direction: 'out', amount: 1, unit: 'fen', reason: '冲正' },
      ],
    });
    // The same file goes on.
    const forwarded = await new Response(again.body, { headers: { 'content-type': again.contentType } }).formData();
    expect((forwarded.get('file') as File).size).toBe(sheet(rows).length);
    // Masked on the line by meaning (the reason is free text); the reader finds the middle account and prints yuan.
    const line = auditRecord({
      event: 'call',
      requestId: 'r',
      method: 'POST',
      path: '/x',
      outcome: 'ok',
      httpStatus: 200,
      durationMs: 1,
      ...note,
    });
    expect(JSON.stringify(line)).not.toContain('13812345678');
    expect(matches(line, { target: '2100000021815' })).toBe(true);
    expect(matches(line, { target: 'day.xlsx' })).toBe(true);
    expect(table([line], 'Asia/Shanghai', WIDE)).toContain('2100000021815 减少 1.50 元 原因=客户138****5678差错');
  });

  it('a file the reader does not take is still named', async () => {
    const form = new FormData();
    form.append('file', new Blob(['not a sheet']), 'old.xls');
    const sent = new Response(form);
    const noted: Partial<AuditEntry>[] = [];
    await auditedImport({ body: sent.body!, contentType: sent.headers.get('content-type')! }, (p) => noted.push(p));
    expect(noted).toEqual([{ target: { file: 'old.xls' } }]);
    expect(adjustmentRows('x.xlsx', [['1', '+', '1', 'r']]).target).toMatchObject({ rows: 1 });
  });
});
