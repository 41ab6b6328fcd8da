import type { ConsoleClient } from './console-client';

// The member area's integration files (members.test.ts, members-screens.test.ts): a call through the
// console with the screen it comes from, and the date windows their queries use (China time).

// biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, read field by field in each test
export type Json = { status: number; message?: string; data: any };
export const call = async (client: ConsoleClient, path: string, body: unknown, screen = 'UserSearch'): Promise<Json> => {
  const res = await client.api(path, body, { 'x-console-screen': screen });
  return (await res.json()) as Json;
};
/** The test upstream's last day of data (upstream/seed.ts SEED_BASE_TIME is the next midnight, China time). */
const DATA_LAST_DAY = Date.parse('2026-11-20T00:00:00+08:00');

/**
 * A day counted from the test upstream's last day of data (its seed ends with 2026-11-20, China
 * time), not from the clock: a window counted from today found no rows once the calendar (or, after
 * 16:00 UTC, the China day) moved past the data.
 */
export const day = (offset: number) => new Date(DATA_LAST_DAY + offset * 86_400_000 + 8 * 3600_000).toISOString().slice(0, 10);
export const last30 = { startDate: `${day(-30)} 00:00:00`, endDate: `${day(0)} 23:59:59` };
