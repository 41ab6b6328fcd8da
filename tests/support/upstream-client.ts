// A minimal client of the wire contract for upstream tests: encrypts bodies with the published
// key (lib/upstream/crypto, the same code the console uses), decrypts envelopes and downloads.
import { Readable, Transform } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createDecryptStream, encryptRequest, newAesKey, openText, wrapKey } from '../../lib/upstream/crypto.ts';

export interface Envelope<T = unknown> {
  status: number;
  message: string;
  timestamp: number;
  data: T;
  code?: string;
  enc?: string;
}

export interface CallOptions {
  token?: string;
  /** Encrypt the request (random K) and decrypt the answer; omitted: plain JSON. */
  publicKeyPem?: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST' | 'DELETE';
}

export interface CallResult<T> {
  http: number;
  envelope: Envelope<T>;
  /** The envelope as received, before decryption. */
  raw: Envelope<unknown>;
  headers: Headers;
}

export const LOGIN_HEADERS = {
  appVersion: '1.1.3',
  appType: '101420',
  custMemberType: '102900',
  osPlatfm: 'WEB',
  productCode: 'all',
  /** Protocol §2: the login's time in ms, read afresh each time the headers are spread or sent. */
  get timestamp(): string {
    return String(Date.now());
  },
};

export async function getPublicKey(url: string): Promise<string> {
  const res = await fetch(`${url}/user-manager/plaintext`);
  const env = (await res.json()) as Envelope<{ publicKey: string }>;
  return env.data.publicKey;
}

function buildRequest(body: unknown, opts: CallOptions): { init: RequestInit; key: Buffer | null } {
  const method = opts.method ?? 'POST';
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (method !== 'POST') {
    // Exempt calls ask for an encrypted answer with X-Random.
    if (!opts.publicKeyPem) return { init: { method, headers }, key: null };
    const key = newAesKey();
    headers['x-random'] = wrapKey(opts.publicKeyPem, key);
    return { init: { method, headers }, key };
  }
  headers['content-type'] = 'application/json';
  const json = JSON.stringify(body ?? { timestamp: Date.now() });
  if (!opts.publicKeyPem) return { init: { method, headers, body: json }, key: null };
  const { body: sealed, key } = encryptRequest(json, opts.publicKeyPem);
  return { init: { method, headers, body: JSON.stringify(sealed) }, key };
}

export async function callUpstream<T = unknown>(url: string, path: string, body: unknown, opts: CallOptions = {}): Promise<CallResult<T>> {
  const { init, key } = buildRequest(body, opts);
  const res = await fetch(url + path, init);
  const raw = (await res.json()) as Envelope<unknown>;
  const envelope = { ...raw } as Envelope<T>;
  if (raw.enc === 'v1') {
    if (!key) throw new Error('encrypted answer to a request without K');
    envelope.data = JSON.parse(openText(raw.data, key, raw.timestamp)) as T;
  }
  return { http: res.status, envelope, raw, headers: res.headers };
}

export interface Download {
  http: number;
  headers: Headers;
  /** The plain bytes (decrypted with createDecryptStream when X-Enc: v1). */
  bytes: Buffer;
  /** Bytes as received on the wire. */
  wireLength: number;
}

/** A file call (GET download or POST export); the answer is decrypted as a stream when encrypted. */
export async function downloadUpstream(url: string, path: string, body: unknown, opts: CallOptions = {}): Promise<Download> {
  const { init, key } = buildRequest(body, opts);
  const res = await fetch(url + path, init);
  if (!res.body) throw new Error(`no body (HTTP ${res.status})`);
  const wire = Readable.fromWeb(res.body as unknown as WebReadableStream<Uint8Array>);
  if (res.headers.get('x-enc') === 'v1') {
    if (!key) throw new Error('encrypted download without K');
    let wireLength = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        wireLength += chunk.length;
        done(null, chunk);
      },
    });
    const decrypt = createDecryptStream(key, res.headers.get('x-timestamp') ?? '');
    // pipeline carries a broken connection or a tag mismatch through to the caller as an error.
    const [bytes] = await Promise.all([buffer(decrypt), pipeline(wire, counter, decrypt)]);
    return { http: res.status, headers: res.headers, bytes, wireLength };
  }
  const bytes = await buffer(wire);
  return { http: res.status, headers: res.headers, bytes, wireLength: bytes.length };
}

/** Captcha + login with the fixed test captcha code; returns the token. */
export async function loginUpstream(url: string, loginId: string, password: string, captchaCode = 'TEST'): Promise<string> {
  const publicKeyPem = await getPublicKey(url);
  const captcha = await callUpstream<{ captchaKey: string }>(
    url,
    '/client/standard/getImgCaptcha',
    { timestamp: Date.now() },
    { publicKeyPem },
  );
  const res = await callUpstream<{ token: string }>(
    url,
    '/admin/standard/login',
    { loginId, password, captchaKey: captcha.envelope.data.captchaKey, captchaCode },
    { publicKeyPem, headers: { ...LOGIN_HEADERS } },
  );
  if (res.envelope.status !== 20) throw new Error(`login ${loginId} failed: ${res.envelope.message} (${res.envelope.code})`);
  return res.envelope.data.token;
}
