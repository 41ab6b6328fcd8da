import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../upstream/config.ts';
import { seedOrders } from '../../upstream/resources/orders/pos-orders.ts';
import { Rng } from '../../upstream/rng.ts';
import { SCHEMA } from '../../upstream/schema.ts';
import { SEED_BASE_TIME } from '../../upstream/seed.ts';
import type { MemberSeed } from '../../upstream/seed-members.ts';

// The demo seeds a fresh database whose data runs up to the minute it starts (UPSTREAM_SEED_UNTIL),
// so a screen that opens on today's window (POS orders) has rows; tests keep the fixed end.
describe('when the seeded data ends', () => {
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
  const until = (raw?: string) => loadConfig(raw === undefined ? {} : { UPSTREAM_SEED_UNTIL: raw }).seedUntil;

  it('is the end of 2026-11-20 without UPSTREAM_SEED_UNTIL', () => {
    expect(until()).toBeNull();
    expect(newest(SEED_BASE_TIME).slice(0, 10)).toBe('2026-11-20');
  });

  it('is the end of the day named, or the instant named (China time in the rows)', () => {
    expect(newest(until('2027-03-05')!).slice(0, 10)).toBe('2027-03-05');
    const last = newest(until('2027-03-05T10:30:00+08:00')!);
    expect(last.slice(0, 10)).toBe('2027-03-05');
    expect(last < '2027-03-05 10:30:00').toBe(true);
    expect(until('2027-03-05T02:30:00Z')).toBe(until('2027-03-05T10:30:00+08:00'));
  });

  it('refuses a value that is neither a day nor an instant with its offset', () => {
    for (const bad of ['today', '2027-3-5', '20270305', '2027-03-05T10:30:00', '2027-02-30T10:30:00+08:00'])
      expect(() => until(bad)).toThrow(/UPSTREAM_SEED_UNTIL/);
  });
});
