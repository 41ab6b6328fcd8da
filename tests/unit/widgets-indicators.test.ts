import { describe, expect, it } from 'vitest';
import { widenIndicatorRows } from '@/lib/widgets/indicators';

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
