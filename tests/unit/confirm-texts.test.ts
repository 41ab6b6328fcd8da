// Issue #53 item 4: the confirmations restate the record (a form's id, the count of codes, amounts
// with thousands separators).
import { describe, expect, it } from 'vitest';
import { codeCount, restate } from '@/lib/forms/restate';
import type { FieldView } from '@/lib/forms/view';
import { describeRow } from '@/lib/list/cell-text';
import type { ColumnView } from '@/lib/list/view';

describe('a form confirmation', () => {
  const fields = [
    { key: 'psamCodes', label: '终端号', type: 'textarea' },
    { key: 'amount', label: '金额', type: 'money' },
  ] as FieldView[];

  it('counts the codes typed, as the batch calls split them', () => {
    expect(codeCount('A1\nA2, A3；A4\n\n')).toBe(4);
    expect(restate('确定回收所填的 {psamCodes:count} 台终端吗？', { psamCodes: 'A1\nA2' }, fields)).toBe('确定回收所填的 2 台终端吗？');
  });

  it('writes amounts with thousands separators and names the record id', () => {
    expect(restate('退款 {billId}，{amount} 元', { billId: 'B1', amount: '1234567.8' }, fields)).toBe('退款 B1，1,234,567.80 元');
  });
});

describe('a row confirmation', () => {
  it('restates money with thousands separators', () => {
    const columns = [
      { key: 'billId', title: '账单号' },
      { key: 'billAmt', title: '账单金额(元)', format: 'money' },
    ] as ColumnView[];
    expect(describeRow(columns, { billId: 'B1', billAmt: 123456789 }, ['billId', 'billAmt'], {})).toEqual([
      ['账单号', 'B1'],
      ['账单金额(元)', '1,234,567.89'],
    ]);
  });
});
