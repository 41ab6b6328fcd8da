import { describe, expect, it } from 'vitest';
import { filterDef } from '@/lib/filters/catalogue';
import type { FilterDef } from '@/lib/filters/types';
import { paramsFrom, refusedUrlRange, valuesFromParams } from '@/lib/filters/url';

const cat = (name: string) => filterDef(name)!;
const NOON = new Date('2024-06-15T04:00:00Z'); // 12:00 in Shanghai
const TODAY = ['2024-06-15 00:00:00', '2024-06-15 23:59:59'];
const filters = [cat('crtTime'), cat('memberId'), cat('mobile'), cat('orderStatus'), cat('amount'), cat('routeFlag')];

describe('valuesFromParams', () => {
  it('applies the default window when a range is absent', () => {
    const { values } = valuesFromParams(filters, {}, NOON);
    expect([values.startDate, values.endDate]).toEqual(TODAY);
    expect(values.memberId).toBe('');
  });
  it('01-#4: a URL range past the day limit falls back to the default and says so with the spec’s warning', () => {
    const long = valuesFromParams(filters, { startDate: '2024-01-01', endDate: '2024-06-10' }, NOON);
    expect([long.values.startDate, long.values.endDate]).toEqual(TODAY);
    expect(long.warning).toBe('手动选择日期范围最多为90天，请重新选择');
    expect(valuesFromParams(filters, { startDate: '2024-06-01', endDate: '2024-06-10' }, NOON).warning).toBeUndefined();
  });
  it('reads a valid range, a bare date taking its day bound', () => {
    const { values } = valuesFromParams(filters, { startDate: '2024-06-01', endDate: '2024-06-10 12:00:00' }, NOON);
    expect([values.startDate, values.endDate]).toEqual(['2024-06-01 00:00:00', '2024-06-10 12:00:00']);
  });
  it('drops a range that breaks the max-days rule back to the default', () => {
    const { values } = valuesFromParams(filters, { startDate: '2024-01-01 00:00:00', endDate: '2024-06-10 23:59:59' }, NOON);
    expect([values.startDate, values.endDate]).toEqual(TODAY);
  });
  it('drops a malformed range back to the default', () => {
    const { values } = valuesFromParams(filters, { startDate: '2024-13-01', endDate: '' }, NOON);
    expect([values.startDate, values.endDate]).toEqual(TODAY);
  });
  it('keeps an explicitly cleared range empty, unless it may not be cleared', () => {
    const cleared = new URLSearchParams('startDate=&endDate=');
    expect(valuesFromParams(filters, cleared, NOON).values.startDate).toBe('');
    const locked: FilterDef = { ...cat('crtTime'), clearable: false };
    expect(valuesFromParams([locked], cleared, NOON).values.startDate).toBe(TODAY[0]);
  });
  it('reads only the given filters’ keys and cleans them', () => {
    const { values } = valuesFromParams(filters, { memberId: ' ab-12 ', mobile: '138 0013 8000 123', other: 'x', code: 'mcf' }, NOON);
    expect(values.memberId).toBe('AB12');
    expect(values.mobile).toBe('13800138000');
    expect(values).not.toHaveProperty('other');
    expect(values).not.toHaveProperty('code');
  });
  it('accepts only known codes for enumeration selects and well-formed route options', () => {
    expect(valuesFromParams(filters, { orderStatus: '20' }, NOON).values.orderStatus).toBe('20');
    expect(valuesFromParams(filters, { orderStatus: '99' }, NOON).values.orderStatus).toBe('');
    expect(valuesFromParams(filters, { routeFlag: '01001' }, NOON).values.routeFlag).toBe('01001');
    expect(valuesFromParams(filters, { routeFlag: '2' }, NOON).values.routeFlag).toBe('');
  });
  it('reads body fields that differ from the catalogue key', () => {
    expect(valuesFromParams([cat('memberStatus')], { status: '1' }, NOON).values).toEqual({ status: '1' });
  });
  it('takes the first of repeated parameters', () => {
    expect(valuesFromParams(filters, { memberId: ['A1', 'B2'] }, NOON).values.memberId).toBe('A1');
  });
  it('pages: pageNum ≥ 1, pageSize one of 20/50/100/200', () => {
    expect(valuesFromParams(filters, { pageNum: '3', pageSize: '50' }, NOON)).toMatchObject({ pageNum: 3, pageSize: 50 });
    expect(valuesFromParams(filters, { pageNum: '0', pageSize: '30' }, NOON)).toMatchObject({ pageNum: 1, pageSize: 20 });
    expect(valuesFromParams(filters, { pageNum: '-2', pageSize: '200' }, NOON)).toMatchObject({ pageNum: 1, pageSize: 200 });
    expect(valuesFromParams(filters, { pageNum: 'x' }, NOON)).toMatchObject({ pageNum: 1, pageSize: 20 });
  });
  it('a list with its own default size (import configs 99) starts there and keeps it in the URL as the default', () => {
    expect(valuesFromParams(filters, {}, NOON, 99).pageSize).toBe(99);
    expect(valuesFromParams(filters, { pageSize: '99' }, NOON, 99).pageSize).toBe(99);
    expect(valuesFromParams(filters, { pageSize: '50' }, NOON, 99).pageSize).toBe(50);
    expect(valuesFromParams(filters, { pageSize: '30' }, NOON, 99).pageSize).toBe(99);
    // Elsewhere 99 is no size on offer.
    expect(valuesFromParams(filters, { pageSize: '99' }, NOON).pageSize).toBe(20);
    expect(paramsFrom({}, 1, 99, [], 99).toString()).toBe('');
    expect(paramsFrom({}, 1, 20, [], 99).toString()).toBe('pageSize=20');
  });
});

describe('paramsFrom', () => {
  it('skips empty values and the default page', () => {
    expect(paramsFrom({ memberId: 'A1', mobile: '' }, 1, 20).toString()).toBe('memberId=A1');
    expect(paramsFrom({}, 2, 50).toString()).toBe('pageNum=2&pageSize=50');
  });
  it('keeps a cleared date range as empty parameters', () => {
    const p = paramsFrom({ startDate: '', endDate: '', memberId: '' }, 1, 20, filters);
    expect(p.toString()).toBe('startDate=&endDate=');
  });
  it('does not mark ranges whose default is empty anyway', () => {
    const open: FilterDef = { ...cat('uptTime'), defaultWindow: 'none' };
    expect(paramsFrom({ startUptDate: '', endUptDate: '' }, 1, 20, [open]).toString()).toBe('');
  });
  it('round-trips through valuesFromParams', () => {
    const values = {
      startDate: '',
      endDate: '',
      memberId: 'A1',
      mobile: '',
      orderStatus: '20',
      startAmount: '1.5',
      endAmount: '',
      routeFlag: '',
    };
    const back = valuesFromParams(filters, paramsFrom(values, 4, 100, filters), NOON);
    expect(back).toEqual({ values, pageNum: 4, pageSize: 100 });
  });
});

describe('refusedUrlRange (issue #53: a shared link past the 90-day rule says so)', () => {
  it('names the rule for a range of 90 days or more, nothing for a shorter, open or absent one', () => {
    const long = new URLSearchParams('startDate=2024-01-01&endDate=2024-06-15');
    expect(refusedUrlRange(filters, long)).toBe('手动选择日期范围最多为90天，请重新选择');
    expect(refusedUrlRange(filters, new URLSearchParams('startDate=2024-06-01&endDate=2024-06-15'))).toBeNull();
    expect(refusedUrlRange(filters, new URLSearchParams('startDate=&endDate='))).toBeNull();
    expect(refusedUrlRange(filters, new URLSearchParams())).toBeNull();
  });
});
