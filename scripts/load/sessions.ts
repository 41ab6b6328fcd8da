// The load test's sessions: signed in through nginx, round-robin over the demo accounts, each
// with its own member id ("tag") that only its own queries ask for. The query is the member list
// screen's own page call filtered by member id: what an operator's search costs, answered by an
// indexed lookup, so the reference upstream (one SQLite thread) is not what the test measures.
// (The member search widget's LIKE scan of 10 000 members took 12 ms of upstream CPU a call and
// queued the 200 sessions past nginx's timeout.)
import type { OutgoingHttpHeaders } from 'node:http';
import type { ConsoleClient } from '../../tests/support/console-client.ts';
import { apiHeaders, parseJson, signIn, type Account, type PagedAnswer } from '../bench/session.ts';

export const MEMBER_PATH = '/admin/member/page';
const ACCOUNT_ORDER: Account[] = ['admin', 'operator', 'agent'];
/** The agent is an ORG user: its calls come from the BIZ_ variant of the screen. */
export const SCREEN: Record<Account, string> = {
  admin: 'MemberList',
  operator: 'MemberList',
  agent: 'BIZ_MemberList',
  provider: 'BIZ_MemberList',
};

export interface LoadSession {
  index: number;
  account: Account;
  client: ConsoleClient;
  tag: string;
  /** Fixed request parts (the cookie is read from the jar on every request). */
  body: string;
}

export function sessionHeaders(s: LoadSession): OutgoingHttpHeaders {
  return apiHeaders(s.client, SCREEN[s.account]);
}

async function memberIds(base: string, who: Account): Promise<string[]> {
  const client = await signIn(base, who);
  const res = await client.api(MEMBER_PATH, { pageNum: 1, pageSize: 500 }, { 'x-console-screen': SCREEN[who] });
  const body = parseJson<PagedAnswer<{ memberId: string }>>(Buffer.from(await res.arrayBuffer()));
  const rows = body?.data?.data;
  if (res.status !== 200 || body?.status !== 20 || !Array.isArray(rows))
    throw new Error(`member query as ${who}: HTTP ${res.status} status ${body?.status}`);
  return rows.map((r) => r.memberId);
}

/**
 * Distinct member ids for `count` sessions, each account's from its own first query (the agent
 * sees only its organisation's members), never one id twice. Returns the tags and
 * the number of proxied member queries made to find them (they are audited like the rest).
 */
export async function pickTags(base: string, count: number): Promise<{ tags: Map<number, string>; queries: number }> {
  const need = (who: Account) => Array.from({ length: count }, (_, i) => i).filter((i) => ACCOUNT_ORDER[i % 3] === who);
  const agentIds = await memberIds(base, 'agent');
  const adminIds = await memberIds(base, 'admin');
  const operatorIds = await memberIds(base, 'operator');
  const tags = new Map<number, string>();
  const used = new Set<string>();
  const take = (who: Account, pool: string[]) => {
    const free = pool.filter((id) => !used.has(id));
    const idx = need(who);
    if (free.length < idx.length) throw new Error(`only ${free.length} member ids for ${idx.length} ${who} sessions`);
    // Spread over the pool rather than its first ids.
    idx.forEach((i, k) => {
      const id = free[Math.floor((k * free.length) / idx.length)];
      used.add(id);
      tags.set(i, id);
    });
  };
  take('agent', agentIds);
  take('admin', adminIds);
  take('operator', operatorIds);
  return { tags, queries: 3 };
}

/** Signs `count` sessions in through `base`, `parallel` at a time, round-robin over the accounts. */
export async function signInSessions(base: string, tags: Map<number, string>, count: number, parallel = 10): Promise<LoadSession[]> {
  const sessions: LoadSession[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const account = ACCOUNT_ORDER[index % 3];
      const tag = tags.get(index)!;
      const client = await signIn(base, account);
      sessions[index] = { index, account, client, tag, body: JSON.stringify({ pageNum: 1, pageSize: 20, memberId: tag }) };
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return sessions;
}
