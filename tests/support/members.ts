import type { ConsoleClient } from './console-client';

// The member area's integration files (members.test.ts, members-screens.test.ts): a call through the
// console with the screen it comes from, and the date windows their queries use (China time).

// biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, read field by field in each test
export type Json = { status: number; message?: string; data: any };
export const call = async (client: ConsoleClient, path: string, body: unknown, screen = 'UserSearch'): Promise<Json> => {
  const res = await client.api(path, body, { 'x-console-screen': screen });
  return (await res.json()) as Json;
};
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000 + 8 * 3600_000).toISOString().slice(0, 10);
export const last30 = { startDate: `${day(-30)} 00:00:00`, endDate: `${day(0)} 23:59:59` };
