import { describe, expect, it } from 'vitest';
import { packPage, unpackPage } from '@/lib/list/paging';

// The first page travels to the browser packed: field names once, rows as values.
describe('packPage', () => {
  it('names each field once and gives back the same rows (a missing field as null)', () => {
    const page = {
      total: 42,
      data: [
        { memberId: 'A1', realName: '张*', amt: 12, tags: ['x'] },
        { memberId: 'B2', realName: null, extra: '"<quoted>"' },
      ],
    };
    const text = packPage(page);
    expect(text.match(/"memberId"/g)).toHaveLength(1);
    expect(unpackPage(text)).toEqual({
      total: 42,
      data: [
        { memberId: 'A1', realName: '张*', amt: 12, tags: ['x'], extra: null },
        { memberId: 'B2', realName: null, amt: null, tags: null, extra: '"<quoted>"' },
      ],
    });
    expect(unpackPage(packPage({ total: 0, data: [] }))).toEqual({ total: 0, data: [] });
  });
});
