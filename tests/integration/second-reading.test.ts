import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type ConsoleClient, signedIn } from '../support/console-client';
import { call } from '../support/members';
import { callUpstream, getPublicKey, loginUpstream } from '../support/upstream-client';

// The open points of contract/readings.ts, end to end: the reference upstream answers the reading
// the run asked for (npm test runs this file under both), and the console hands every screen the
// entry's shape whichever it was. Under the first reading the upstream's answer is the entry's own.
const base = inject('consoleUrl');
const upstreamUrl = inject('upstreamUrl');
const second = process.env.UPSTREAM_READINGS === 'second';

let admin: ConsoleClient;
let token = '';
let publicKeyPem = '';
let memberId = '';

/** The upstream's own answer to a call, as the console would receive it. */
async function direct(path: string, body: object): Promise<unknown> {
  const r = await callUpstream(upstreamUrl, path, body, { publicKeyPem, token });
  expect(r.envelope.status).toBe(20);
  return r.envelope.data;
}

beforeAll(async () => {
  admin = await signedIn(base, 'admin');
  publicKeyPem = await getPublicKey(upstreamUrl);
  token = await loginUpstream(upstreamUrl, 'admin', 'Admin2026');
  const members = (await call(admin, '/admin/member/page', { pageNum: 1, pageSize: 50 }, 'MemberList')).data as {
    data: { memberId: string }[];
  };
  // A member with bank cards: their list is one of the spec's lists (02 §7 "list").
  for (const m of members.data) {
    const cards = await call(admin, '/admin/member/bank-card/page', { memberId: m.memberId });
    if (Array.isArray(cards.data) && cards.data.length) {
      memberId = m.memberId;
      break;
    }
  }
});

describe(`the upstream's ${second ? 'second' : 'first'} reading reaches every screen in the entry's shape`, () => {
  it('a list the spec gives bare (02 §7 bank cards, roles, tags, agreements) is bare for the console', async () => {
    expect(memberId).not.toBe('');
    for (const path of [
      '/admin/member/bank-card/page',
      '/admin/member/role/page',
      '/admin/member/tag/page',
      '/admin/member/agreement/page',
    ]) {
      const upstream = await direct(path, { memberId });
      expect(Array.isArray(upstream), `${path} upstream`).toBe(!second);
      const answer = await call(admin, path, { memberId });
      expect(answer.status, path).toBe(20);
      expect(Array.isArray(answer.data), `${path} console`).toBe(true);
    }
  });

  it('import configs reach 导入配置 keyed importConfigId (03 §3 line 83), whichever key the upstream gives', async () => {
    const upstream = (await direct('/admin/import/config/page', { pageNum: 1, pageSize: 99 })) as unknown;
    const first = (Array.isArray(upstream) ? upstream : (upstream as { data: Record<string, unknown>[] }).data)[0]!;
    expect(Object.hasOwn(first, second ? 'configId' : 'importConfigId')).toBe(true);
    const answer = await call(admin, '/admin/import/config/page', { pageNum: 1, pageSize: 99 }, 'BaseImportListConfig');
    expect(answer.status).toBe(20);
    const rows = (answer.data as { data: Record<string, unknown>[] }).data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({ importConfigId: expect.any(Number), configName: expect.any(String) });
    expect(rows[0]).not.toHaveProperty('configId');
  });

  it('a page (the member search) is a page for the console, with its total when the upstream gives one', async () => {
    const body = { pageNum: 1, pageSize: 20 };
    const upstream = (await direct('/admin/member/page', body)) as { data?: unknown[]; total?: number } | unknown[];
    expect(Array.isArray(upstream)).toBe(second);
    const answer = (await call(admin, '/admin/member/page', body, 'MemberList')).data as { data: unknown[]; total: number };
    expect(answer.data).toHaveLength(20);
    expect(answer.total).toBe(second ? 20 : (upstream as { total: number }).total);
  });

  it('the tag groups (01 §7 "reads data.data as tag groups") are a bare list for the picker', async () => {
    const body = { pageNum: 1, pageSize: 100, tagSubType: '701002' };
    const upstream = await direct('/admin/tag/group-list', body);
    expect(Array.isArray(upstream)).toBe(!second);
    const answer = await call(admin, '/admin/tag/group-list', body, 'ActiveList');
    expect(Array.isArray(answer.data)).toBe(true);
    expect((answer.data as { custGroupName: string }[]).every((g) => typeof g.custGroupName === 'string')).toBe(true);
  });

  it('signs in and gets its rights whichever way the button-rights list comes', async () => {
    const other = await signedIn(base, 'operator');
    const home = await other.fetch('/');
    expect(home.status).toBe(200);
  });
});
