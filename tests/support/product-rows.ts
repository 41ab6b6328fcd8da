// The products area's rows through the console (products.test.ts, products-actions.test.ts).
import { expect } from 'vitest';
import type { ConsoleClient } from './console-client';

export type Page = { status: number; message: string; data: { data: Record<string, unknown>[]; total: number } };

export const on = (screen: string) => ({ 'x-console-screen': screen });

/** A page of 50 rows of a screen's call, which must answer 200 and status 20. */
export async function rows(client: ConsoleClient, screen: string, path: string, body: Record<string, unknown> = {}): Promise<Page['data']> {
  const res = await client.api(path, { pageNum: 1, pageSize: 50, ...body }, on(screen));
  expect(res.status, `${screen} ${path}`).toBe(200);
  const answer = (await res.json()) as Page;
  expect(answer.status, answer.message).toBe(20);
  return answer.data;
}

export async function envelope(res: Response): Promise<{ status: number; message: string; data: unknown }> {
  return (await res.json()) as { status: number; message: string; data: unknown };
}
