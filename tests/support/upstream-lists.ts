// The reference upstream the list-call tests share (tests/integration/upstream-lists*.test.ts): one
// started per test file from the suite's seeded template, signed in as admin and agent, its database
// open read-only, and a call helper that fails on raw personal data in any answer.
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, expect } from 'vitest';
import { callUpstream, getPublicKey, loginUpstream } from './upstream-client.ts';
import { type RunningUpstream, startUpstream } from './upstream-process.ts';

export type Row = Record<string, unknown>;
export interface Page<T = Row> {
  data: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

// Set by startListsUpstream's beforeAll; read by the test files as live bindings.
export let up: RunningUpstream;
export let pem: string;
export let admin: string;
export let agent: string;
export let db: DatabaseSync;
/** Raw personal values of the seed, which no list answer may carry. */
const raw = { mobiles: new Set<string>(), idcs: new Set<string>(), cards: new Set<string>() };

/** Registers the file's hooks: the upstream started before its tests, stopped after them. */
export function startListsUpstream(): void {
  beforeAll(async () => {
    up = await startUpstream();
    pem = await getPublicKey(up.url);
    [admin, agent] = await Promise.all([loginUpstream(up.url, 'admin', 'Admin2026'), loginUpstream(up.url, 'agent', 'Agent2026')]);
    db = new DatabaseSync(path.join(up.dataDir, 'upstream.sqlite'), { readOnly: true });
    for (const r of db.prepare('SELECT mobile, idc_num FROM member').all() as Array<{ mobile: string; idc_num: string }>) {
      raw.mobiles.add(r.mobile);
      raw.idcs.add(r.idc_num);
    }
    for (const r of db.prepare('SELECT mobile FROM employee').all() as Array<{ mobile: string }>) raw.mobiles.add(r.mobile);
    for (const r of db
      .prepare('SELECT black_value FROM cnl_black WHERE black_type = 2 UNION SELECT black_value FROM risk_black WHERE black_type = 2')
      .all() as Array<{ black_value: string }>)
      raw.cards.add(r.black_value);
  });
  afterAll(async () => {
    db?.close();
    await up?.stop();
  });
}

/** Every answer is checked for raw personal data before the test sees it. */
export async function call<T = Page>(p: string, body: unknown, token = admin): Promise<{ status: number; message: string; data: T }> {
  const res = await callUpstream<T>(up.url, p, body, { token, publicKeyPem: pem });
  const text = JSON.stringify(res.envelope.data);
  for (const m of text.matchAll(/(?<!\d)1\d{10}(?!\d)/g)) expect(raw.mobiles.has(m[0]), `raw mobile in ${p}`).toBe(false);
  for (const m of text.matchAll(/(?<!\d)\d{17}[\dX](?!\d)/g)) expect(raw.idcs.has(m[0]), `raw ID number in ${p}`).toBe(false);
  for (const m of text.matchAll(/(?<!\d)\d{14,19}(?!\d)/g)) expect(raw.cards.has(m[0]), `raw card in ${p}`).toBe(false);
  return res.envelope;
}
export const list = async (p: string, body: Row = {}, token = admin) =>
  (await call<Page>(p, { pageNum: 1, pageSize: 50, ...body }, token)).data;
export const one = <T>(sql: string, ...args: Array<string | number>) => db.prepare(sql).get(...args) as T;
export const inAgentTree = (orgCode: unknown) =>
  Boolean(one<{ n: number }>("SELECT COUNT(*) AS n FROM org WHERE org_code = ? AND path LIKE '/ORG0001/%'", String(orgCode)).n);
