import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../upstream/config.ts';
import { seedOrders } from '../../upstream/resources/orders/pos-orders.ts';
import { Rng } from '../../upstream/rng.ts';
import { SCHEMA } from '../../upstream/schema.ts';
import { SEED_BASE_TIME, seedBaseTime } from '../../upstream/seed.ts';
import type { MemberSeed } from '../../upstream/seed-members.ts';

// The demo seeds a fresh database whose data ends on the day it starts (UPSTREAM_SEED_DAY), so a
// screen that opens on today's window (POS orders) has rows; tests keep the fixed day.
describe('the day the seeded data ends on', () => {
  const org = { code: 'ORG0001', name: '测试机构', level: 1, path: '/ORG0001', product: 'all' };
  const members: MemberSeed[] = Array.from({ length: 5 }, (_, i) => ({
    id: `M${i}`,
    name: '张三',
    mobile: '13800000000',
    idc: '110101199001011234',
    org,
    psam: `P${i}`,
  }));
  const newest = (base: number) => {
    const db = new DatabaseSync(':memory:');
    db.exec(SCHEMA);
    seedOrders(db, new Rng(1), members, 2_000, base);
    return (db.prepare('SELECT max(crt_time) AS t FROM pos_order').get() as { t: string }).t;
  };

  it('is 2026-11-20 without UPSTREAM_SEED_DAY, and the day it names with it', () => {
    expect(loadConfig({}).seedDay).toBeNull();
    expect(seedBaseTime(null)).toBe(SEED_BASE_TIME);
    expect(newest(seedBaseTime(null)).slice(0, 10)).toBe('2026-11-20');
    const day = loadConfig({ UPSTREAM_SEED_DAY: '2027-03-05' }).seedDay;
    expect(day).toBe('2027-03-05');
    expect(newest(seedBaseTime(day)).slice(0, 10)).toBe('2027-03-05');
  });

  it('refuses a value that is not a date', () => {
    for (const bad of ['today', '2027-3-5', '20270305']) expect(() => loadConfig({ UPSTREAM_SEED_DAY: bad })).toThrow(/YYYY-MM-DD/);
  });
});
