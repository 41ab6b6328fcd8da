// Reference upstream: the test-only fault injection and request log (UPSTREAM_FAULTS=1).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DecryptError } from '../../lib/upstream/crypto.ts';
import { callUpstream, getPublicKey, loginUpstream } from '../support/upstream-client.ts';
import type { Envelope } from '../support/upstream-client.ts';
import { startUpstream } from '../support/upstream-process.ts';
import type { RunningUpstream } from '../support/upstream-process.ts';

let up: RunningUpstream;
let pem: string;
let token: string;
const PATH = '/admin/dict/page';
const BODY = { pageNum: 1, pageSize: 50, typeId: 8070 };

beforeAll(async () => {
  up = await startUpstream();
  pem = await getPublicKey(up.url);
  token = await loginUpstream(up.url, 'admin', 'Admin2026');
});
afterAll(() => up?.stop());
afterEach(async () => {
  await fetch(`${up.url}/__test/faults`, { method: 'DELETE' });
});

async function arm(kind: string, extra: Record<string, unknown> = {}, path = PATH) {
  const res = await fetch(`${up.url}/__test/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path, kind, ...extra }),
  });
  expect(res.status).toBe(200);
}

/** The raw answer to an encrypted call of PATH (K kept for decryption checks). */
const rawCall = () => callUpstream(up.url, PATH, BODY, { token, publicKeyPem: pem });

/** After a one-shot fault the next call is normal again. */
async function expectHealthy() {
  const res = await rawCall();
  expect(res.http).toBe(200);
  expect(res.envelope.status).toBe(20);
  expect((res.envelope.data as { total: number }).total).toBe(8);
}

async function fetchPath(signal?: AbortSignal) {
  return fetch(up.url + PATH, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
    signal,
  });
}

describe('faults (one-shot)', () => {
  it('timeout: accepts the request and never answers', async () => {
    await arm('timeout');
    await expect(fetchPath(AbortSignal.timeout(700))).rejects.toThrow(/timeout|abort/i);
    await expectHealthy();
  });

  it('http: the given HTTP status with a raw HTML body', async () => {
    await arm('http', { status: 502 });
    const res = await fetchPath();
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toMatch(/^<html>.*upstream raw error.*<\/html>$/s);
    await expectHealthy();
  });

  it('nonjson: HTTP 200 text/html', async () => {
    await arm('nonjson');
    const res = await fetchPath();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    await expect(res.clone().json()).rejects.toThrow();
    await expectHealthy();
  });

  it('malformed: HTTP 200 application/json with truncated JSON', async () => {
    await arm('malformed');
    const res = await fetchPath();
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await res.text();
    expect(text.startsWith('{')).toBe(true);
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
    await expectHealthy();
  });

  it('nostatus: a valid JSON envelope without status', async () => {
    await arm('nostatus');
    const body = (await (await fetchPath()).json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty('status');
    expect(body).toHaveProperty('timestamp');
    await expectHealthy();
  });

  it('badcipher: status 20, enc v1, data valid base64 that does not decrypt', async () => {
    await arm('badcipher');
    const res = await fetchPath();
    const env = (await res.json()) as Envelope<string>;
    expect(env).toMatchObject({ status: 20, enc: 'v1' });
    expect(Buffer.from(env.data, 'base64').toString('base64')).toBe(env.data);
    await arm('badcipher');
    await expect(rawCall()).rejects.toThrow(DecryptError);
    await expectHealthy();
  });

  it('wrongkey: status 20 encrypted under another key', async () => {
    await arm('wrongkey');
    await expect(rawCall()).rejects.toThrow(DecryptError);
    await expectHealthy();
  });

  it.each([
    ['status41', 200, 41, '登录已过期，请重新登录'],
    ['http401', 401, 41, '登录已过期，请重新登录'],
    ['http403-41', 403, 41, '登录已过期，请重新登录'],
    ['http403', 403, 43, '无权访问该资源'],
    ['notfound', 404, 44, '接口不存在'],
  ])('%s: HTTP %i with envelope status %i', async (kind, http, status, message) => {
    await arm(kind);
    const res = await fetchPath();
    expect(res.status).toBe(http);
    expect(await res.json()).toMatchObject({ status, message });
    await expectHealthy();
  });

  it('reset: the socket is destroyed without an answer', async () => {
    await arm('reset');
    await expect(fetchPath()).rejects.toThrow();
    await expectHealthy();
  });

  it('reset-mid-body: headers and half a body, then the connection drops', async () => {
    await arm('reset-mid-body');
    const res = await fetchPath();
    expect(res.status).toBe(200);
    const declared = Number(res.headers.get('content-length'));
    expect(declared).toBeGreaterThan(4000);
    await expect(res.arrayBuffer()).rejects.toThrow();
    await expectHealthy();
  });

  it('times: fires on the given number of calls; DELETE disarms', async () => {
    await arm('http401', { times: 2 });
    expect((await fetchPath()).status).toBe(401);
    expect((await fetchPath()).status).toBe(401);
    await expectHealthy();
    await arm('http401', { times: 5 });
    await fetch(`${up.url}/__test/faults`, { method: 'DELETE' });
    await expectHealthy();
  });

  it('only the armed path is affected, and an unknown kind is refused', async () => {
    await arm('http403');
    const other = await callUpstream(up.url, '/admin/org/page/component', { pageNum: 1, pageSize: 50 }, { token, publicKeyPem: pem });
    expect(other.envelope.status).toBe(20);
    expect((await fetchPath()).status).toBe(403);
    const bad = await fetch(`${up.url}/__test/faults`, { method: 'POST', body: JSON.stringify({ path: PATH, kind: 'meteor' }) });
    expect(bad.status).toBe(400);
  });
});

describe('request log', () => {
  it('records method, path, query and header presence, never the token', async () => {
    await fetch(`${up.url}/__test/requests`, { method: 'DELETE' });
    await callUpstream(up.url, `/employe/res/btn?empId=10001`, null, { method: 'GET', token });
    await callUpstream(up.url, PATH, BODY, { publicKeyPem: pem, headers: { cookie: 'a=1', 'x-forwarded-for': '10.1.2.3' } });
    const log = (await (await fetch(`${up.url}/__test/requests`)).json()) as Array<{
      method: string;
      path: string;
      query: Record<string, string>;
      headers: Record<string, string | null>;
    }>;
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({ method: 'GET', path: '/employe/res/btn', query: { empId: '10001' } });
    expect(log[0].headers).toMatchObject({ authorization: 'present', cookie: null, 'x-forwarded-for': null });
    expect(log[1]).toMatchObject({ method: 'POST', path: PATH });
    expect(log[1].headers).toMatchObject({ authorization: 'absent', cookie: 'a=1', 'x-forwarded-for': '10.1.2.3' });
    expect(Object.keys(log[1].headers)).toEqual(expect.arrayContaining(['content-type', 'host']));
    expect(JSON.stringify(log)).not.toContain(token);
    // Reading the log is not itself logged.
    const again = (await (await fetch(`${up.url}/__test/requests`)).json()) as unknown[];
    expect(again).toHaveLength(2);
  });
});

describe('a slow upstream', () => {
  const slow = (spec: Record<string, unknown>) =>
    fetch(`${up.url}/__test/slow`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(spec) });
  const timed = async () => {
    const t0 = performance.now();
    const res = await rawCall();
    expect(res.envelope.status).toBe(20);
    return performance.now() - t0;
  };

  it('delays every call by ms during its period only, and counts the calls it delayed', async () => {
    expect((await slow({ ms: 500, forMs: 1500, inMs: 1500 })).status).toBe(200);
    const state = async () =>
      ((await (await fetch(`${up.url}/__test/slow`)).json()) as { data: { from: number; until: number; slowed: number } }).data;
    const { from, until } = await state();
    const waitFor = (at: number) => new Promise((r) => setTimeout(r, Math.max(0, at - Date.now())));
    await timed(); // before the period
    expect((await state()).slowed).toBe(0);
    await waitFor(from);
    expect(await timed()).toBeGreaterThanOrEqual(490);
    expect((await state()).slowed).toBe(1);
    await waitFor(until);
    await timed(); // after it
    expect((await state()).slowed).toBe(1);
  });

  it('is cleared with the faults, and refuses a spec without whole milliseconds', async () => {
    await slow({ ms: 2000, forMs: 60_000 });
    await fetch(`${up.url}/__test/faults`, { method: 'DELETE' });
    expect(await timed()).toBeLessThan(2000);
    expect((await slow({ ms: 100 })).status).toBe(400);
    expect((await slow({ ms: -1, forMs: 100 })).status).toBe(400);
  });
});

describe('without UPSTREAM_FAULTS', () => {
  it('the test endpoints do not exist', async () => {
    const plain = await startUpstream({ env: { UPSTREAM_FAULTS: '0' } });
    try {
      const res = await fetch(`${plain.url}/__test/faults`, { method: 'POST', body: JSON.stringify({ path: PATH, kind: 'reset' }) });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ status: 44, message: '接口不存在' });
      expect((await fetch(`${plain.url}/__test/requests`)).status).toBe(404);
      const slow = await fetch(`${plain.url}/__test/slow`, { method: 'POST', body: JSON.stringify({ ms: 5000, forMs: 60_000 }) });
      expect(slow.status).toBe(404);
    } finally {
      await plain.stop();
    }
  });
});
