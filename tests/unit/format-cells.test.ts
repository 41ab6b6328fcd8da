import { describe, expect, it } from 'vitest';
import { balance, dateOnly, dateTime, fee, figure, fileSize, memberIdHex, money, ratePercent } from '@/lib/format/cells';
import { cellText, EMPTY_CELL } from '@/lib/list/cell-text';
import { enumLabel, enumOptions } from '@/lib/dict/enums';

describe('amount formatters (spec 01 §9)', () => {
  it('money: fen to yuan with 2 decimals, no binary float noise', () => {
    expect(money(12345)).toBe('123.45');
    expect(money(29)).toBe('0.29');
    expect(money(-5)).toBe('-0.05');
    expect(money('100')).toBe('1.00');
    expect(money(0)).toBe('0.00');
    expect(money(1.5)).toBe('0.02'); // half away from zero
    expect(money(null)).toBe('');
    expect(money('abc')).toBe('');
  });
  it('balance: 4 decimals cut (not rounded) to 2', () => {
    expect(balance(1234.56)).toBe('12.34');
    expect(balance(1239.99)).toBe('12.39');
    expect(balance(-1234.56)).toBe('-12.34');
    expect(balance(1)).toBe('0.01');
  });
  it('fee: truncated to 2 decimals', () => {
    expect(fee(99.9)).toBe('0.99');
    expect(fee(199.99)).toBe('1.99');
    expect(fee(-199.99)).toBe('-1.99');
    expect(fee(12345)).toBe('123.45');
  });
  it('channel rate as a percent with 2 decimals', () => {
    expect(ratePercent(0.0055)).toBe('0.55%');
    expect(ratePercent(0.00555)).toBe('0.56%');
    expect(ratePercent(1)).toBe('100.00%');
    expect(ratePercent('0.006')).toBe('0.60%');
  });
  it('member ids as uppercase hexadecimal', () => {
    expect(memberIdHex(0x5a3c0001)).toBe('5A3C0001');
    expect(memberIdHex('5a3cff')).toBe('5A3CFF');
    expect(memberIdHex(undefined)).toBe('');
  });
  it('dates in every upstream pattern; epoch numbers in the console zone', () => {
    expect(dateTime('2026-11-21 10:00:00')).toBe('2026-11-21 10:00:00');
    expect(dateTime('2026-11-21T10:00:05')).toBe('2026-11-21 10:00:05');
    expect(dateTime('2026-11-21 10:07')).toBe('2026-11-21 10:07:00');
    expect(dateTime('2026-11-21 10:00:00.123')).toBe('2026-11-21 10:00:00');
    expect(dateTime('20261121100000')).toBe('2026-11-21 10:00:00');
    expect(dateTime('20261121')).toBe('2026-11-21 00:00:00');
    expect(dateTime(Date.parse('2026-11-21T00:00:00Z'))).toBe('2026-11-21 08:00:00');
    expect(dateOnly('2026-11-21 10:00:00')).toBe('2026-11-21');
    expect(dateOnly('0999-01-02')).toBe('0999-01-02');
    expect(dateTime('not a date')).toBe('not a date');
  });
  it('impossible dates and half patterns are shown as they came', () => {
    for (const text of [
      '2026-02-29',
      '2026-02-30',
      '2026-13-01',
      '2026-11-21 24:00:00',
      '2026-11-21 10:60',
      '2026-11-21T10:00',
      '2026112110',
      '2026-1-21',
    ]) {
      expect(dateTime(text)).toBe(text);
    }
    // A leap day is a date: it gains its time, where the impossible ones above stay as they came.
    expect(dateTime('2028-02-29')).toBe('2028-02-29 00:00:00');
  });
  it('a text already in the shown form prints as the parsed date would: itself, or as it came', () => {
    // The 'T' form goes through the parse; the shown form is taken as it is (lib/format/cells.ts).
    for (const day of ['2026-01-31', '2026-02-28', '2026-02-29', '2028-02-29', '2026-04-31', '2026-12-31', '0999-01-02'])
      for (const time of ['00:00:00', '09:05:07', '23:59:59', '24:00:00', '12:60:00', '12:00:60']) {
        const viaParse = dateTime(`${day}T${time}`);
        const expected = viaParse === `${day}T${time}` ? `${day} ${time}` : viaParse;
        expect(dateTime(`${day} ${time}`)).toBe(expected);
      }
    // A day is shown as itself whether it is a date or not.
    for (const day of ['2026-02-28', '2026-02-30', '2026-13-01']) expect(dateOnly(day)).toBe(day);
  });
  it('file sizes', () => {
    expect(fileSize(512)).toBe('512 B');
    expect(fileSize(2048)).toBe('2 KB');
    expect(fileSize(5 * 1024 * 1024)).toBe('5 MB');
  });
});

describe('status enumerations', () => {
  it('labels codes from the spec and falls back to the code', () => {
    expect(enumLabel('orderStatus', 20)).toBe('成功');
    expect(enumLabel('acctStatus', '19')).toBe('止出');
    expect(enumLabel('orderStatus', 99)).toBe('99');
    expect(enumLabel('__proto__', 1)).toBe('1');
    expect(enumOptions('orgType')).toEqual([
      { value: '101810', label: '普通机构' },
      { value: '101820', label: '管理机构' },
    ]);
  });
});

describe('cellText', () => {
  const dicts = { 8070: [{ value: 'cx', label: '创新' }] };
  it('applies the column formatter', () => {
    expect(cellText({ key: 'a', title: 'A', format: 'money' }, { a: 150 }, dicts)).toBe('1.50');
    expect(cellText({ key: 'a', title: 'A', format: 'enum', options: enumOptions('memberStatus') }, { a: 0 }, dicts)).toBe('冻结');
    expect(cellText({ key: 'a', title: 'A', format: 'dict', dict: 8070 }, { a: 'cx' }, dicts)).toBe('创新');
    expect(cellText({ key: 'a', title: 'A', format: 'dict', dict: 8070 }, { a: 'zz' }, dicts)).toBe('zz');
  });
  it('shows a dash for missing values and never reads inherited keys', () => {
    expect(cellText({ key: 'a', title: 'A' }, {}, dicts)).toBe(EMPTY_CELL);
    expect(cellText({ key: 'toString', title: 'A' }, {}, dicts)).toBe(EMPTY_CELL);
    expect(cellText({ key: 'a', title: 'A' }, { a: '' }, dicts)).toBe(EMPTY_CELL);
  });
});

describe('figure: report figures with thousands separators', () => {
  it('groups whole numbers and money (fen → yuan, 2 decimals)', () => {
    expect(figure(1234567)).toBe('1,234,567');
    expect(figure('999')).toBe('999');
    expect(figure(0)).toBe('0');
    expect(figure(-12345)).toBe('-12,345');
    expect(figure(1234.5)).toBe('1,234.5');
    expect(figure(123456789, true)).toBe('1,234,567.89');
    expect(figure(100, true)).toBe('1.00');
    expect(figure(5, true)).toBe('0.05');
    expect(figure(-100000000, true)).toBe('-1,000,000.00');
    expect(figure('', true)).toBe('');
    expect(figure('x')).toBe('');
  });
  it('is the cell text of the figure formats', () => {
    const col = (format: 'figure' | 'figureMoney') => ({ key: 'v', title: 'v', format }) as Parameters<typeof cellText>[0];
    expect(cellText(col('figure'), { v: 45678 }, {})).toBe('45,678');
    expect(cellText(col('figureMoney'), { v: 4567800 }, {})).toBe('45,678.00');
  });
});
