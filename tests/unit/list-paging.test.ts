import { describe, expect, it } from 'vitest';
import { packPage, unpackPage } from '@/lib/list/paging';
import { packProjectedPage, projectPage } from '@/lib/list/project';

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

// A list's first page is trimmed to the list's fields as it is packed (the gate's projection).
describe('packProjectedPage', () => {
  const answer = {
    total: 3,
    data: [{ memberId: 'A1', realName: '张*', idcNum: '110101199001011234', amt: 12 }, { memberId: 'B2', amt: 5, secret: 'x' }, null],
  };
  it('keeps the listed fields alone, as projectPage does, in one walk', () => {
    const keys = new Set(['memberId', 'realName', 'amt', 'absent']);
    const text = packProjectedPage(answer, keys);
    expect(text).not.toContain('110101199001011234');
    expect(text).not.toContain('secret');
    expect(text).not.toContain('absent');
    const projected = projectPage(answer, keys) as { total: number; data: Record<string, unknown>[] };
    const whole = (row: Record<string, unknown>) => ({ memberId: null, realName: null, amt: null, ...row });
    expect(unpackPage(text)).toEqual({ total: 3, data: projected.data.map(whole) });
  });
  it('packs an answer whole without a projection, and one projectPage leaves alone (no data array) as it is', () => {
    expect(unpackPage(packProjectedPage(answer, undefined)).data[1]).toMatchObject({ secret: 'x', idcNum: null });
    expect(unpackPage(packProjectedPage([{ a: 1 }], new Set(['b'])))).toEqual({ total: 1, data: [{ a: 1 }] });
  });
});
