import { pathFor } from '@/lib/calls/define';
import { psamCalls } from '@/lib/calls/terminals';
import type { ConsoleClient } from './console-client';

// Calls the terminal integration files make through the console (terminals.test.ts and
// terminals-moves.test.ts), the answers they read, and fresh terminal codes per run.

export type Env<T = unknown> = { status: number; message: string; data: T };
export const p = (path: string, code = 'all') => pathFor({ path }, code);

export async function json<T = unknown>(client: ConsoleClient, screen: string, path: string, body: unknown, code = 'all'): Promise<Env<T>> {
  const res = await client.api(p(path, code), body, { 'x-console-screen': screen });
  return (await res.json()) as Env<T>;
}

/** A form-encoded call (spec 03 §7 "(form)"), as the form engine sends it. */
export async function form<T = unknown>(client: ConsoleClient, screen: string, path: string, fields: Record<string, string>, code = 'all') {
  const res = await client.fetch(`/api${p(path, code)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-console-screen': screen },
    body: new URLSearchParams(fields).toString(),
  });
  return { http: res.status, env: (await res.json()) as Env<T> };
}

export interface BatchAnswer {
  batchNo: string;
  total: number;
  okCount: number;
  failCount: number;
  summary: string;
}
export interface Row {
  psamCode: string;
  psamStatus: number;
  curOrgCode: string;
  bindingState: number;
  tusn: string;
}

export const terminal = async (client: ConsoleClient, screen: string, psamCode: string, code = 'all') =>
  (await json<{ data: Row[] }>(client, screen, psamCalls.page.path, { psamCode, pageNum: 1, pageSize: 1 }, code)).data.data[0];

/** Fresh codes for this run (the seed's run TUSN6/7/8…). */
const stamp = Date.now().toString().slice(-7);
export const fresh = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `TST${prefix}${stamp}${String(i).padStart(5, '0')}`);
