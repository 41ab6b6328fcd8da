// Spec 01's open points answered both ways by the reference upstream (contract/readings.ts): the
// message templates under the spec's names or templateCode/templateName (01-N2), and an
// organisation's own info flat or as orgInf.tagIds (01-#12).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callUpstream, getPublicKey, loginUpstream } from '../support/upstream-client.ts';
import { type RunningUpstream, startUpstream } from '../support/upstream-process.ts';

type Row = Record<string, unknown>;
const both: Record<'first' | 'second', RunningUpstream> = {} as never;

beforeAll(async () => {
  [both.first, both.second] = await Promise.all([startUpstream(), startUpstream({ env: { UPSTREAM_READINGS: 'second' } })]);
});
afterAll(async () => {
  await Promise.all(Object.values(both).map((u) => u?.stop()));
});

async function ask<T>(up: RunningUpstream, loginId: string, password: string, path: string, body: unknown): Promise<T> {
  const token = await loginUpstream(up.url, loginId, password);
  const res = await callUpstream<T>(up.url, path, body, { token, publicKeyPem: await getPublicKey(up.url) });
  expect(res.envelope.status).toBe(20);
  return res.envelope.data;
}

describe('message templates (01-N2)', () => {
  it('the first reading answers msgTmpltId and msgTmpltName, the second templateCode and templateName', async () => {
    const first = await ask<{ data: Row[] }>(both.first, 'admin', 'Admin2026', '/admin/sms/template/page', { pageSize: 100 });
    expect(first.data[0]).toMatchObject({ msgTmpltId: expect.any(String), msgTmpltName: expect.any(String) });
    expect(first.data[0]).not.toHaveProperty('templateCode');
    const second = await ask<Row[]>(both.second, 'admin', 'Admin2026', '/admin/sms/template/page', { pageSize: 100 });
    expect(second[0]).toMatchObject({ templateCode: first.data[0]!.msgTmpltId, templateName: first.data[0]!.msgTmpltName });
  });
});

describe('import configs (01-N3, 03-N4)', () => {
  it('the first reading keys them importConfigId (03 §3 line 83), the second configId', async () => {
    const first = await ask<{ data: Row[] }>(both.first, 'admin', 'Admin2026', '/admin/import/config/page', { pageSize: 99 });
    expect(first.data[0]).toMatchObject({ importConfigId: expect.any(Number), configName: expect.any(String) });
    expect(first.data[0]).not.toHaveProperty('configId');
    const second = await ask<Row[]>(both.second, 'admin', 'Admin2026', '/admin/import/config/page', { pageSize: 99 });
    expect(second[0]).toMatchObject({ configId: first.data[0]!.importConfigId, configName: first.data[0]!.configName });
    expect(second[0]).not.toHaveProperty('importConfigId');
  });
});

describe("an organisation's own info (01-#12)", () => {
  it('flat with tags[] in the first reading, orgInf with tagIds in the second', async () => {
    const first = await ask<{ orgCode: string; tags: { tagCode: string }[] }>(both.first, 'agent', 'Agent2026', '/admin/org/self-info', {});
    expect(first.orgCode).toBe('ORG0001');
    const second = await ask<{ orgInf: { orgCode: string; tagIds: string } }>(
      both.second,
      'agent',
      'Agent2026',
      '/admin/org/self-info',
      {},
    );
    expect(second.orgInf).toMatchObject({ orgCode: 'ORG0001', tagIds: first.tags.map((t) => t.tagCode).join(',') });
  });
});
