import type { ConsoleClient } from './console-client';

// The member area's integration files (members.test.ts, members-tabs.test.ts, members-screens.test.ts):
// a call through the console with the screen it comes from, the date windows their queries use (China
// time), a member's extension tab and the demo's entered merchants.

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

/** One extension tab of a member, by its entry's title, through the console's /views/ext. */
export async function extTab(client: ConsoleClient, memberId: string, title: string, search?: object, screen = 'UserSearch') {
  const basic = await call(client, '/admin/member/basic-info', { memberId }, screen);
  const index = Math.max(
    0,
    ((basic.data?.extendPages ?? []) as Array<{ title: string }>).findIndex((p) => p.title === title),
  );
  const res = await client.fetch('/views/ext', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-console-screen': screen },
    body: JSON.stringify({ entity: 'member', id: memberId, index, ...(search ? { search } : {}) }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the answer is read field by field
  return { status: res.status, body: (await res.json()) as any };
}

/** A small-merchant (xw) member whose entry is complete, and a member entered as an enterprise only. */
export async function enteredMembers(admin: ConsoleClient): Promise<{ xwMember: string; qiyeOnly: string }> {
  const xw = await call(
    admin,
    '/admin/merchant/enter/page',
    { kind: 'xw', xwStatus: '03', pmStatus: '3', pageNum: 1, pageSize: 1 },
    'MemberSearchEnter',
  );
  const qiye = await call(admin, '/admin/merchant/enter/page', { kind: 'qiye', pageNum: 1, pageSize: 1 }, 'MemberSearchEnter');
  return { xwMember: xw.data.data[0].memberId, qiyeOnly: qiye.data.data[0].memberId };
}
