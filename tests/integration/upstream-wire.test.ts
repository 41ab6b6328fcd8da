// Reference upstream: the wire contract (§1-§3): encryption required, key and data failures,
// encrypted answers, plaintext mode, robustness, restart keeping data and keys, deterministic seed.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DecryptError, encryptRequest, newAesKey, openText, sealText, wrapKey } from '../../lib/upstream/crypto.ts';
import { callUpstream, getPublicKey, LOGIN_HEADERS, loginUpstream } from '../support/upstream-client.ts';
import type { Envelope } from '../support/upstream-client.ts';
import { startUpstream } from '../support/upstream-process.ts';
import type { RunningUpstream } from '../support/upstream-process.ts';

let up: RunningUpstream;
let pem: string;
let token: string;

beforeAll(async () => {
  up = await startUpstream();
  pem = await getPublicKey(up.url);
  token = await loginUpstream(up.url, 'admin', 'Admin2026');
});
afterAll(() => up?.stop());

async function post(path: string, body: string, headers: Record<string, string> = {}) {
  const res = await fetch(up.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body,
  });
  return { http: res.status, envelope: (await res.json()) as Envelope<unknown> };
}

describe('encryption of requests', () => {
  it('publishes the key: plaintext false, keyId, SPKI PEM equal to the file in the data dir', async () => {
    const res = await callUpstream<{ plaintext: boolean; keyId: string; publicKey: string }>(up.url, '/user-manager/plaintext', null, {
      method: 'GET',
    });
    expect(res.envelope).toMatchObject({ status: 20, message: 'success', data: { plaintext: false } });
    expect(res.envelope.data.keyId).toMatch(/^[0-9a-f]{16}$/);
    expect(res.envelope.data.publicKey).toContain('-----BEGIN PUBLIC KEY-----');
    expect(res.envelope.data.publicKey).toBe(await readFile(path.join(up.dataDir, 'upstream-public.pem'), 'utf8'));
  });

  it('refuses a plaintext body on a non-exempt call: HTTP 400, status 40, 请求未加密', async () => {
    const res = await post('/admin/standard/main', JSON.stringify({ timestamp: Date.now() }));
    expect(res.http).toBe(400);
    expect(res.envelope).toMatchObject({ status: 40, message: '请求未加密', code: 'ENC_REQUIRED', data: null });
  });

  it('refuses a key wrapped for another RSA key: 请求解密失败 ENC_KEY', async () => {
    const other = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const { body } = encryptRequest(JSON.stringify({ timestamp: 1 }), other.publicKey);
    const res = await post('/admin/standard/main', JSON.stringify(body));
    expect(res.http).toBe(400);
    expect(res.envelope).toMatchObject({ status: 40, message: '请求解密失败', code: 'ENC_KEY' });
  });

  it('refuses data that does not decrypt (wrong AAD, tampered ciphertext): ENC_DATA', async () => {
    const { body } = encryptRequest(JSON.stringify({ timestamp: 1 }), pem, 1763712000000);
    const wrongAad = await post('/admin/standard/main', JSON.stringify({ ...body, timestamp: 1763712000001 }));
    expect(wrongAad.envelope).toMatchObject({ status: 40, code: 'ENC_DATA' });
    const bytes = Buffer.from(body.data, 'base64');
    bytes[20] ^= 1;
    const tampered = await post('/admin/standard/main', JSON.stringify({ ...body, data: bytes.toString('base64') }));
    expect(tampered.http).toBe(400);
    expect(tampered.envelope).toMatchObject({ status: 40, message: '请求解密失败', code: 'ENC_DATA' });
  });

  it('round trip: the answer is sealed under K with the envelope timestamp as AAD', async () => {
    const { body, key } = encryptRequest(JSON.stringify({ timestamp: Date.now() }), pem);
    const res = await post('/admin/standard/main', JSON.stringify(body));
    expect(res.http).toBe(200);
    const env = res.envelope as Envelope<string>;
    expect(env).toMatchObject({ status: 20, message: 'success', enc: 'v1' });
    expect(typeof env.data).toBe('string');
    const data = JSON.parse(openText(env.data, key, env.timestamp));
    expect(data.member.loginId).toBe('admin');
    expect(() => openText(env.data, key, env.timestamp + 1)).toThrow(DecryptError);
    expect(() => openText(env.data, newAesKey(), env.timestamp)).toThrow(DecryptError);
  });

  it('never encrypts an error envelope, even when the request carried K', async () => {
    const res = await callUpstream(
      up.url,
      '/admin/standard/resetpwd',
      { oldPassword: 'x', newPassword: 'y' },
      { token, publicKeyPem: pem },
    );
    expect(res.raw).toMatchObject({ status: 50, message: '原密码错误' });
    expect(res.raw.enc).toBeUndefined();
  });

  it('answers an exempt GET encrypted when X-Random is sent, plain otherwise', async () => {
    const key = newAesKey();
    const res = await fetch(`${up.url}/employe/res/btn?empId=10001`, {
      headers: { authorization: `Bearer ${token}`, 'x-random': wrapKey(pem, key) },
    });
    const env = (await res.json()) as Envelope<string>;
    expect(env.enc).toBe('v1');
    expect(JSON.parse(openText(env.data, key, env.timestamp))).toContain('BIZ_AcctList');
    const plain = await callUpstream<string[]>(up.url, '/employe/res/btn?empId=10001', null, { method: 'GET', token });
    expect(plain.raw.enc).toBeUndefined();
    expect(Array.isArray(plain.raw.data)).toBe(true);
    const badRandom = await fetch(`${up.url}/employe/res/btn?empId=10001`, {
      headers: { authorization: `Bearer ${token}`, 'x-random': 'AAAA' },
    });
    expect(badRandom.status).toBe(400);
    expect(((await badRandom.json()) as Envelope<null>).code).toBe('ENC_KEY');
  });

  it('accepts an encrypted body whose inner JSON is the cleaned form', async () => {
    const key = newAesKey();
    const timestamp = Date.now();
    const body = {
      data: sealText(JSON.stringify({ pageNum: 1, pageSize: 50, typeId: 1000 }), key, timestamp),
      random: wrapKey(pem, key),
      timestamp,
    };
    const res = await post('/admin/dict/page', JSON.stringify(body));
    const env = res.envelope as Envelope<string>;
    const page = JSON.parse(openText(env.data, key, env.timestamp));
    expect(page).toMatchObject({ total: 3, pageNum: 1, pageSize: 50 });
    expect(page.data[0]).toEqual({ typeId: 1000, typeName: '角色类型', typeValue: '' });
  });
});

describe('robustness', () => {
  it('invalid JSON → 400 请求格式错误; unknown path → 404/44; wrong method → 405', async () => {
    const bad = await post('/admin/standard/main', '{"data":');
    expect(bad.http).toBe(400);
    expect(bad.envelope).toMatchObject({ status: 40, message: '请求格式错误' });
    const unknown = await callUpstream(up.url, '/admin/nothing/here', {}, { token, publicKeyPem: pem });
    expect(unknown.http).toBe(404);
    expect(unknown.envelope).toMatchObject({ status: 44, message: '接口不存在' });
    const method = await callUpstream(up.url, '/admin/standard/main', null, { method: 'GET', token });
    expect(method.http).toBe(405);
  });

  it('refuses a body over 10 MB with HTTP 413 and keeps serving', async () => {
    const res = await post('/admin/standard/main', 'x'.repeat(10 * 1024 * 1024 + 10));
    expect(res.http).toBe(413);
    expect(res.envelope.status).toBe(40);
    const after = await callUpstream(up.url, '/user-manager/plaintext', null, { method: 'GET' });
    expect(after.envelope.status).toBe(20);
  });

  it('survives garbage: array bodies, nested junk, bad base64, non-HTTP bytes', async () => {
    expect((await post('/admin/standard/main', '[1,2,3]')).http).toBe(400);
    expect((await post('/admin/standard/main', JSON.stringify({ data: '***', random: '***', timestamp: 'x' }))).envelope.code).toBe(
      'ENC_KEY',
    );
    const net = await import('node:net');
    await new Promise<void>((resolve) => {
      const socket = net.connect(up.port, '127.0.0.1', () => socket.end('\x00\x01garbage\r\n\r\n'));
      socket.on('close', () => resolve());
      socket.on('error', () => resolve());
      socket.resume();
    });
    expect((await callUpstream(up.url, '/user-manager/plaintext', null, { method: 'GET' })).envelope.status).toBe(20);
  });
});

describe('plaintext mode', () => {
  let plain: RunningUpstream;
  beforeAll(async () => {
    plain = await startUpstream({ env: { UPSTREAM_PLAINTEXT: '1' } });
  });
  afterAll(() => plain?.stop());

  it('publishes plaintext true and accepts and returns unencrypted bodies', async () => {
    const info = await callUpstream<{ plaintext: boolean }>(plain.url, '/user-manager/plaintext', null, { method: 'GET' });
    expect(info.envelope.data.plaintext).toBe(true);
    const cap = await callUpstream<{ captchaKey: string; image: string }>(plain.url, '/client/standard/getImgCaptcha', {});
    expect(cap.raw.enc).toBeUndefined();
    const login = await callUpstream<{ token: string }>(
      plain.url,
      '/admin/standard/login',
      { loginId: 'agent', password: 'Agent2026', captchaKey: cap.envelope.data.captchaKey, captchaCode: 'TEST' },
      { headers: LOGIN_HEADERS },
    );
    expect(login.raw.enc).toBeUndefined();
    const main = await callUpstream<{ member: { roleType: string } }>(
      plain.url,
      '/admin/standard/main',
      {},
      { token: login.envelope.data.token },
    );
    expect(main.raw.enc).toBeUndefined();
    expect(main.envelope.data.member.roleType).toBe('ORG');
  });
});

describe('persistence and determinism', () => {
  it('a restart keeps the data, the key pair and the tokens', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'upstream-restart-'));
    try {
      const first = await startUpstream({ dataDir });
      const key1 = await getPublicKey(first.url);
      const tok = await loginUpstream(first.url, 'admin', 'Admin2026');
      const task = await callUpstream<{ taskId: string }>(first.url, '/admin/export/member', {}, { token: tok, publicKeyPem: key1 });
      const logBefore = await callUpstream<{ total: number }>(
        first.url,
        '/admin/export-log/page',
        { pageNum: 1, pageSize: 5 },
        { token: tok, publicKeyPem: key1 },
      );
      await first.stop();

      const second = await startUpstream({ dataDir });
      try {
        expect(second.stderr()).not.toContain('seeded'); // no second seed
        const key2 = await getPublicKey(second.url);
        expect(key2).toBe(key1);
        const logAfter = await callUpstream<{ total: number; data: Array<{ taskId: string }> }>(
          second.url,
          '/admin/export-log/page',
          { pageNum: 1, pageSize: 5 },
          { token: tok, publicKeyPem: key2 },
        );
        expect(logAfter.envelope.status).toBe(20); // the old token is still valid
        expect(logAfter.envelope.data.total).toBe(logBefore.envelope.data.total);
        expect(logAfter.envelope.data.data.map((r) => r.taskId)).toContain(task.envelope.data.taskId);
        expect(await loginUpstream(second.url, 'operator', 'Oper2026')).toMatch(/^[0-9a-f]{64}$/);
      } finally {
        await second.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('two fresh databases hold the same demo data, but different key pairs', async () => {
    // Seeded anew, compared with the copy of the suite's seed.
    const other = await startUpstream({ seed: true });
    try {
      const otherPem = await getPublicKey(other.url);
      expect(otherPem).not.toBe(pem);
      const otherToken = await loginUpstream(other.url, 'admin', 'Admin2026');
      const body = { pageNum: 3, pageSize: 20, condition: '' };
      const a = await callUpstream(up.url, '/admin/member/component', body, { token, publicKeyPem: pem });
      const b = await callUpstream(other.url, '/admin/member/component', body, { token: otherToken, publicKeyPem: otherPem });
      expect(b.envelope.data).toEqual(a.envelope.data);
      expect((a.envelope.data as { total: number }).total).toBe(10000);
      const orgsA = await callUpstream(up.url, '/admin/org/page/component', { pageNum: 1, pageSize: 500 }, { token, publicKeyPem: pem });
      const orgsB = await callUpstream(
        other.url,
        '/admin/org/page/component',
        { pageNum: 1, pageSize: 500 },
        { token: otherToken, publicKeyPem: otherPem },
      );
      expect(orgsB.envelope.data).toEqual(orgsA.envelope.data);
    } finally {
      await other.stop();
    }
  });
});
