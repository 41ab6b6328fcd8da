import { describe, expect, it } from 'vitest';
import { readAnswer } from '@/lib/answer/read';
import { daysIn, indicatorStatPage, indicatorsOf, laterPages, productOptionsOf, widenIndicatorRows } from '@/lib/widgets/indicators';

describe('indicator rows in the long form (spec 02 §3)', () => {
  it('one row per INDICATORCODE with its VALUE becomes one row per member and period with a cell per code', () => {
    const rows = [
      { INDICATORDATE: '2026-11-01', PERIODDATE: '2026-11-01', MEMBERID: 'A1', ORGNAME: '机构', INDICATORCODE: 'TD00001', VALUE: 3 },
      { INDICATORDATE: '2026-11-01', PERIODDATE: '2026-11-01', MEMBERID: 'A1', ORGNAME: '机构', INDICATORCODE: 'TD00002', VALUE: 4.5 },
      { INDICATORDATE: '2026-11-01', PERIODDATE: '2026-11-01', MEMBERID: 'B2', ORGNAME: '机构', INDICATORCODE: 'TD00001', VALUE: 0 },
    ];
    expect(widenIndicatorRows(rows, ['INDICATORDATE', 'MEMBERID', 'PERIODDATE'])).toEqual([
      {
        INDICATORDATE: '2026-11-01',
        PERIODDATE: '2026-11-01',
        MEMBERID: 'A1',
        ORGNAME: '机构',
        TD00001: 3,
        TD00002: 4.5,
        ROWKEY: '2026-11-01|A1|2026-11-01',
      },
      {
        INDICATORDATE: '2026-11-01',
        PERIODDATE: '2026-11-01',
        MEMBERID: 'B2',
        ORGNAME: '机构',
        TD00001: 0,
        ROWKEY: '2026-11-01|B2|2026-11-01',
      },
    ]);
  });
  it('a series by day', () => {
    const rows = [
      { INDICATORDATE: '2026-11-01', INDICATORCODE: 'TD00003', VALUE: 1 },
      { INDICATORDATE: '2026-11-01', INDICATORCODE: 'TD00005', VALUE: 2 },
      { INDICATORDATE: '2026-11-02', INDICATORCODE: 'TD00003', VALUE: 5 },
    ];
    expect(widenIndicatorRows(rows, ['INDICATORDATE']).map((r) => [r.INDICATORDATE, r.TD00003, r.TD00005])).toEqual([
      ['2026-11-01', 1, 2],
      ['2026-11-02', 5, undefined],
    ]);
  });
});

describe('the indicator page’s answers in either reading (contract/readings.ts ROWS; spec 02 §7 "list")', () => {
  const inds = [{ indicatorCode: 'TD00001', indicatorName: '交易笔数' }];
  const products = [{ productCode: 'myx', productName: '美易学' }];
  it('the indicator list and the product list read alike bare or paged (02-#26, 02-N4)', () => {
    expect(indicatorsOf(inds)).toEqual(inds);
    expect(indicatorsOf({ data: inds, total: 1 })).toEqual(inds);
    expect(indicatorsOf(null)).toEqual([]);
    const options = [{ value: 'myx', label: '美易学' }];
    expect(productOptionsOf(products)).toEqual(options);
    expect(productOptionsOf({ data: products, total: 1 })).toEqual(options);
  });
  it('the gate hands each entry its own shape whichever the upstream chose', () => {
    expect(readAnswer('POST /admin/ind/indicator/list', { data: inds, total: 1 })).toEqual(inds);
    expect(readAnswer('POST /admin/product/list', products)).toEqual({ data: products, total: 1 });
  });
  it('a page is the page asked for, its total as given; codes a member lacks stay empty (02-N2)', () => {
    const rows = [
      { INDICATORDATE: 'd', MEMBERID: 'A', PERIODDATE: 'p', INDICATORCODE: 'TD1', VALUE: 1 },
      { INDICATORDATE: 'd', MEMBERID: 'A', PERIODDATE: 'p', INDICATORCODE: 'TD2', VALUE: 2 },
      { INDICATORDATE: 'd', MEMBERID: 'B', PERIODDATE: 'p', INDICATORCODE: 'TD2', VALUE: 3 },
    ];
    const page = indicatorStatPage({ data: rows, total: 41 });
    expect(page.total).toBe(41);
    expect(page.data.map((r) => [r.MEMBERID, r.TD1, r.TD2])).toEqual([
      ['A', 1, 2],
      ['B', undefined, 3],
    ]);
    // Wide rows (no INDICATORCODE) pass as they come.
    expect(indicatorStatPage([{ INDICATORDATE: 'd', MEMBERID: 'C', TD1: 5 }]).data[0]).toMatchObject({ MEMBERID: 'C', TD1: 5 });
    expect(indicatorStatPage(undefined)).toEqual({ data: [], total: 0 });
  });
});

describe('the indicator series in pages of 99 (02-K3)', () => {
  it('asks for every later page the range needs, by the total or by days × codes when the answer gives none', () => {
    expect(daysIn('2026-11-01', '2026-11-30')).toBe(30);
    // 6 codes over 30 days: 180 long rows, pages 1 and 2.
    expect(laterPages(180, 30, 6)).toEqual([2]);
    expect(laterPages(0, 30, 6)).toEqual([2]);
    expect(laterPages(99, 0, 0)).toEqual([]);
    expect(laterPages(400, 1, 1)).toEqual([2, 3, 4, 5]);
  });
});
