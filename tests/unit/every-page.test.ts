// 03-N16: a group added to an organisation takes every page of its activities (03 §7 line 151:
// "Activity group detail {activityGroupId, pageNum, pageSize 50}"), not the first 50 alone.
import { describe, expect, it } from 'vitest';
import { everyPage } from '@/lib/list/every-page';

const rows = Array.from({ length: 120 }, (_, i) => ({ activityId: i + 1 }));
const paged = (pageNum: number) => ({ data: rows.slice((pageNum - 1) * 50, pageNum * 50), total: rows.length });

describe('every page of a paged call (03-N16)', () => {
  it('reads pages until the total is reached', async () => {
    const asked: number[] = [];
    const all = await everyPage((n) => {
      asked.push(n);
      return Promise.resolve(paged(n));
    }, 50);
    expect(all).toHaveLength(120);
    expect(asked).toEqual([1, 2, 3]);
  });
  it('stops on a short page (a bare list), and fails when a page fails', async () => {
    expect(await everyPage(() => Promise.resolve(rows.slice(0, 7)), 50)).toHaveLength(7);
    expect(await everyPage((n) => Promise.resolve(n === 2 ? null : paged(n)), 50)).toBe(null);
  });
});
