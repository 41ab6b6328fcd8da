import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Running, startUpstream } from '../../scripts/servers.ts';
import { callUpstream, getPublicKey, loginUpstream } from '../support/upstream-client.ts';
import { armFault } from '../support/upstream-test-api.ts';

// The reference upstream killed in the middle of a money operation (SIGKILL, no shutdown), then
// started again over the same data: the operation is there once or not at all, and a retry with the
// same idempotency key says which (the first result, marked replayed, or the operation applied now).
let dir: string;
let up: Running;
let pem: string;
let token: string;
const ADJUST = '/admin/acct/manage/adjust';

async function start() {
  up = await startUpstream(
    { UPSTREAM_HOST: '127.0.0.1', UPSTREAM_DATA_DIR: dir, UPSTREAM_FAULTS: '1', UPSTREAM_CAPTCHA_CODE: 'TEST' },
    { isolatePrefix: 'UPSTREAM_' },
  );
  pem = await getPublicKey(up.url);
  token = await loginUpstream(up.url, 'admin', 'Admin2026');
}

async function kill() {
  const exited = new Promise((resolve) => up.child.once('exit', resolve));
  up.child.kill('SIGKILL');
  await exited;
}

const call = <T = Record<string, unknown>>(p: string, body: unknown, key?: string) =>
  callUpstream<T>(up.url, p, body, { token, publicKeyPem: pem, headers: key ? { 'idempotency-key': key } : {} });

async function pendingItems(acctId: string): Promise<number> {
  const res = await call<{ total: number }>('/manage/acct-item/details/page', { acctId, itemStatus: 0, pageNum: 1, pageSize: 1 });
  return res.envelope.data.total;
}

let acctId: string;
let pending0: number;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'upstream-crash-'));
  await start();
  const page = await call<{ data: Array<{ acctId: string }> }>('/admin/acct/manage/page', {
    acctStatus: 11,
    startBalance: 500,
    pageNum: 5,
    pageSize: 1,
  });
  acctId = page.envelope.data.data[0].acctId;
  pending0 = await pendingItems(acctId);
}, 120_000);

afterAll(async () => {
  await up?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('a money operation and an upstream crash', () => {
  it('refuses a money call without an idempotency key', async () => {
    const res = await call(ADJUST, { acctId, ioTag: '+', amount: 100, remark: '无键' });
    expect(res.envelope).toMatchObject({ status: 50, code: 'E4009' });
    expect(await pendingItems(acctId)).toBe(pending0);
  });

  it('killed before acting: not applied; the retry with the same key applies it once', async () => {
    const body = { acctId, ioTag: '+', amount: 4321, remark: '崩溃前' };
    await armFault(up.url, ADJUST, 'timeout');
    const hanging = call(ADJUST, body, 'crash-before-0000001').catch((e: Error) => e);
    await new Promise((r) => setTimeout(r, 300));
    await kill();
    expect(await hanging).toBeInstanceOf(Error);
    await start();
    expect(await pendingItems(acctId)).toBe(pending0);
    const first = await call(ADJUST, body, 'crash-before-0000001');
    expect(first.envelope.status).toBe(20);
    expect(first.envelope.data.replayed).toBeUndefined();
    expect(await pendingItems(acctId)).toBe(pending0 + 1);
  }, 120_000);

  it('killed after acting, its answer lost: applied once, and the retry answers the first result', async () => {
    const body = { acctId, ioTag: '-', amount: 1234, remark: '崩溃后' };
    await armFault(up.url, ADJUST, 'lost-answer');
    await expect(call(ADJUST, body, 'crash-after-00000001')).rejects.toThrow();
    await kill();
    await start();
    expect(await pendingItems(acctId)).toBe(pending0 + 2);
    const again = await call(ADJUST, body, 'crash-after-00000001');
    expect(again.envelope).toMatchObject({ status: 20, data: { replayed: true, acctId, amount: 1234 } });
    expect(await pendingItems(acctId)).toBe(pending0 + 2);
  }, 120_000);
});
