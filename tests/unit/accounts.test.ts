import XLSX from 'sheetjs-style';
import { describe, expect, it } from 'vitest';
import { findForm } from '@/lib/registry';
import { bodyErrors, toBody } from '@/lib/forms/schema';
import { formView } from '@/lib/forms/view';
import { cellText } from '@/lib/list/cell-text';
import { rowKeysOf } from '@/lib/list/project';
import { cellFen } from '../../upstream/resources/accounts/money-batch.ts';
import { decisionRefusal, type AuditRow } from '../../upstream/resources/audit/engine.ts';
import { postRefusal } from '../../upstream/resources/accounts/posting.ts';
import { readXlsxRows } from '../../upstream/kit/xlsx-read.ts';
import { bodyFingerprint } from '../../upstream/idempotency.ts';
import type { Ctx } from '../../upstream/context.ts';

// Pure rules of the accounts area: money typed in yuan and sent in fen (refused when negative, zero
// or malformed), constant form fields, signed amounts, the audit and posting refusals, the Excel
// reader of batch adjustments and the idempotency fingerprint.
describe('money forms', () => {
  const adjust = findForm('acct-adjust')!;

  it('send the amount in fen and refuse negative, zero and malformed amounts with the field message', () => {
    const body = toBody(adjust, { acctId: '2100000000003', ioTag: '+', amount: '88.8', remark: '调账' }, '2100000000003');
    expect(body).toMatchObject({ acctId: '2100000000003', amount: 8880, ioTag: '+' });
    expect(bodyErrors(adjust, body)).toEqual({});
    for (const [typed, message] of [
      ['-1', '请输入正确的金额（元，最多两位小数）'],
      ['0', '金额须大于0'],
      ['0.00', '金额须大于0'],
      ['1.234', '请输入正确的金额（元，最多两位小数）'],
      ['1e3', '请输入正确的金额（元，最多两位小数）'],
      ['', '请输入金额'],
    ]) {
      const b = toBody(adjust, { acctId: '2100000000003', ioTag: '+', amount: typed, remark: 'x' });
      expect(bodyErrors(adjust, b).amount, typed).toBe(message);
    }
    // The view the gate checks with has the direction's options settled.
    const view = formView(adjust, { rights: new Set(['AcctManage_ADJUST']), biz: false, roleType: 'PRODUCT', productCode: 'all' });
    expect(bodyErrors(view, { acctId: '2100000000003', ioTag: '*', amount: 100, remark: 'x' }).ioTag).toBe('请选择调账方向');
  });

  it('the reject form always sends its constant decision, and refuses another', () => {
    const reject = findForm('audit-reject')!;
    expect(toBody(reject, { auditMsg: '资料不全' }, '5000000001')).toEqual({
      auditMsg: '资料不全',
      auditId: '5000000001',
      auditStatus: 40,
    });
    expect(Object.keys(bodyErrors(reject, { auditMsg: 'x', auditId: '1', auditStatus: 20 }))).toEqual(['auditStatus']);
    expect(bodyErrors(reject, { auditId: '1', auditStatus: 40 }).auditMsg).toBe('请输入拒绝原因');
  });

  it('every money submission is an idempotent call', () => {
    for (const id of ['acct-deposit', 'acct-recharge', 'acct-adjust', 'acct-refund', 'acct-freeze', 'acct-unfreeze', 'acct-trans']) {
      const f = findForm(id)!;
      expect(f.submit.idempotent, id).toBe(true);
      expect(f.confirm, id).toMatch(/\{acctId\}.*\{amount\} 元/);
    }
  });
});

describe('signed amounts of account items', () => {
  const column = { key: 'amount', title: '金额', format: 'signedMoney' as const };
  it('show + for an increase and − for a decrease, from the row direction', () => {
    expect(cellText(column, { amount: 8880, ioTag: '+' }, {})).toBe('+88.80');
    expect(cellText(column, { amount: 1, ioTag: '-' }, {})).toBe('−0.01');
    expect(cellText(column, { amount: 100 }, {})).toBe('1.00');
  });
  it('keep the direction in the row even when its column is not shown', () => {
    const keys = rowKeysOf({ rowKey: 'acctItemId', columns: [column], actions: [] });
    expect(keys.has('ioTag')).toBe(true);
  });
});

describe('audit and posting refusals', () => {
  const row = (status: number): AuditRow => ({
    audit_id: 1,
    audit_type: 'ACCT_ADJUST',
    biz_id: null,
    acct_id: '1',
    pair_acct_id: null,
    io_tag: '+',
    amount: 1,
    audit_status: status,
    exec_status: 0,
    payment_id: 'P1',
    org_path: '/ORG0001/',
  });
  it('a decided record is never decided again; one in review only by force; a rejection needs a reason', () => {
    expect(decisionRefusal(row(20), 20, null, false)).toBe('该记录已审核通过，不能重复审核');
    expect(decisionRefusal(row(40), 40, 'x', false)).toBe('该记录已审核拒绝，不能重复审核');
    expect(decisionRefusal(row(20), 20, null, true)).toBe('该记录已审核通过，不能重复审核');
    expect(decisionRefusal(row(15), 20, null, false)).toContain('正由其他人员审核中');
    expect(decisionRefusal(row(15), 20, null, true)).toBeNull();
    expect(decisionRefusal(row(10), 20, null, true)).toBe('仅审核中的记录可强制通过');
    expect(decisionRefusal(row(10), 40, null, false)).toBe('请填写拒绝原因');
    expect(decisionRefusal(row(10), 20, null, false)).toBeNull();
  });
  it('posting respects the account status and the valid balance', () => {
    const acct = {
      acct_id: '1',
      acct_name: 'x',
      member_id: 'm',
      org_path: '/',
      balance: 500,
      valid_balance: 300,
      freeze_amt: 200,
      acct_status: 11,
    };
    expect(postRefusal(acct, '-', 301)).toBe('可用余额不足');
    expect(postRefusal(acct, '-', 300)).toBeNull();
    expect(postRefusal({ ...acct, acct_status: 99 }, '+', 1)).toBe('账户已冻结');
    expect(postRefusal({ ...acct, acct_status: 19 }, '-', 1)).toBe('账户已止出');
    expect(postRefusal({ ...acct, acct_status: 91 }, '+', 1)).toBe('账户已止入');
    expect(postRefusal({ ...acct, acct_status: 99 }, '+', 1, true)).toBeNull();
  });
});

describe('batch adjustment files', () => {
  it('reads the first sheet of an xlsx: shared and inline strings, numbers', () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([['账户编号', '调账方向', '金额(元)', '调账原因'], ['2100000000003', '+', 12.34, '补贴 & 调整'], []]),
      'S',
    );
    for (const bookSST of [true, false]) {
      const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', bookSST, compression: bookSST }) as Buffer;
      const rows = readXlsxRows(bytes);
      expect(rows[0]).toEqual(['账户编号', '调账方向', '金额(元)', '调账原因']);
      expect(rows[1]).toEqual(['2100000000003', '+', '12.34', '补贴 & 调整']);
    }
    expect(() => readXlsxRows(Buffer.from('not a zip at all, just text'))).toThrow();
  });
  it('amounts in yuan become fen, at most two decimals, above zero', () => {
    expect(cellFen('12.34')).toBe(1234);
    expect(cellFen('12.300000000000001')).toBe(1230);
    expect(cellFen('1.5')).toBe(150);
    expect(cellFen('0')).toBeNull();
    expect(cellFen('1.234')).toBeNull();
    expect(cellFen('-3')).toBeNull();
    expect(cellFen('abc')).toBeNull();
  });
});

describe('idempotency fingerprint', () => {
  const ctx = (body: Record<string, unknown>) => ({ method: 'POST', path: '/admin/acct/manage/adjust', body }) as unknown as Ctx;
  it('is the same for the same request whatever the key order or request timestamp, and differs otherwise', () => {
    expect(bodyFingerprint(ctx({ a: 1, b: '2', timestamp: 1 }))).toBe(bodyFingerprint(ctx({ b: '2', a: 1, timestamp: 2 })));
    expect(bodyFingerprint(ctx({ a: 1 }))).not.toBe(bodyFingerprint(ctx({ a: 2 })));
  });
});
