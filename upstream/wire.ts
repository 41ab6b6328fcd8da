// The wire contract on the upstream side (shared/protocol/README.md §1-§3): body reading with a
// size cap, request decryption, envelopes (encrypted when the request carried K) and downloads.
import type { Method } from '../contract/define.ts';
import { isExempt as exemptCall } from '../contract/protocol.ts';
import type { IncomingMessage } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { base64Into, base64Length, createEncryptStream, DecryptError, openText, sealBytes, unwrapKey } from '../lib/upstream/crypto.ts';
import { ApiError, type FileReply } from './context.ts';
import type { Ctx } from './context.ts';

export const MAX_BODY = 10 * 1024 * 1024;
const IV_AND_TAG = 12 + 16;

export class BodyTooLarge extends Error {}

/**
 * Reads the whole body. Past `limit` the bytes are dropped but the stream is still drained (up to
 * a hard ceiling), so the client reads a clean answer instead of a reset connection.
 */
export function readBody(req: IncomingMessage, limit = MAX_BODY): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit * 4 + 1024 * 1024) {
        req.destroy();
        return;
      }
      if (over) return;
      if (size > limit) {
        over = true;
        chunks.length = 0;
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => (over ? reject(new BodyTooLarge('body too large')) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
    req.on('close', () => {
      if (!req.complete) reject(new Error('request aborted'));
    });
  });
}

/** Protocol §3 (contract/protocol.ts), by the request's content type. */
export function isExempt(method: string, path: string, contentType: string): boolean {
  return exemptCall(method as Method, path, bodyKind(contentType));
}

/** How a request body is encoded, by its content type: multipart, form, else JSON. */
export function bodyKind(contentType: string): 'multipart' | 'form' | 'json' {
  const type = contentType.toLowerCase();
  if (type.startsWith('multipart/form-data')) return 'multipart';
  if (type.startsWith('application/x-www-form-urlencoded')) return 'form';
  return 'json';
}

const badJson = () => new ApiError(400, 40, '请求格式错误', 'BAD_JSON');
const encError = (code: string, message = '请求解密失败') => new ApiError(400, 40, message, code);

function parseObject(text: string): Record<string, unknown> {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badJson();
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw badJson();
  return value as Record<string, unknown>;
}

function unwrap(ctx: Ctx, wrapped: unknown): Buffer {
  try {
    return unwrapKey(ctx.app.keys.privateKeyPem, wrapped);
  } catch (err) {
    if (err instanceof DecryptError) throw encError('ENC_KEY');
    throw err;
  }
}

/**
 * Fills ctx.body and ctx.key from the request. Non-exempt JSON calls must be encrypted unless the
 * upstream runs in plaintext mode; exempt calls may ask for an encrypted answer with X-Random.
 */
export function prepareBody(ctx: Ctx): void {
  const xRandom = ctx.req.headers['x-random'];
  if (typeof xRandom === 'string' && xRandom !== '') ctx.key = unwrap(ctx, xRandom);

  const ct = ctx.contentType.toLowerCase();
  if (ctx.method === 'GET' || ctx.method === 'DELETE' || ct.startsWith('multipart/form-data')) return;
  if (ct.startsWith('application/x-www-form-urlencoded')) {
    ctx.body = Object.fromEntries(new URLSearchParams(ctx.rawBody.toString('utf8')));
    return;
  }
  const parsed = parseObject(ctx.rawBody.toString('utf8'));
  const encrypted = typeof parsed.data === 'string' && typeof parsed.random === 'string' && parsed.timestamp !== undefined;
  if (isExempt(ctx.method, ctx.path, ct) || (!encrypted && ctx.app.cfg.plaintext)) {
    ctx.body = parsed;
    return;
  }
  if (!encrypted) throw new ApiError(400, 40, '请求未加密', 'ENC_REQUIRED');
  const key = unwrap(ctx, parsed.random);
  let text: string;
  try {
    text = openText(parsed.data, key, String(parsed.timestamp));
  } catch (err) {
    if (err instanceof DecryptError) throw encError('ENC_DATA');
    throw err;
  }
  ctx.key = key;
  ctx.body = parseObject(text);
}

export interface EnvelopeParts {
  status: number;
  message: string;
  data?: unknown;
  code?: string;
}

/**
 * The envelope's bytes; data is sealed under K exactly for status 20 with non-null data, and its
 * base64 written straight into the bytes (a sealed 200-row page is ~270 KB of it).
 */
export function envelopeBody(parts: EnvelopeParts, key: Buffer | null, timestamp = Date.now()): Buffer {
  const data = parts.data ?? null;
  const head = { status: parts.status, message: parts.message, timestamp };
  if (parts.status !== 20 || data === null || !key) {
    const envelope: Record<string, unknown> = { ...head, data };
    if (parts.code) envelope.code = parts.code;
    return Buffer.from(JSON.stringify(envelope), 'utf8');
  }
  const code = parts.code ? `,"code":${JSON.stringify(parts.code)}` : '';
  const sealed = sealBytes(Buffer.from(JSON.stringify(data), 'utf8'), key, timestamp);
  const open = `${JSON.stringify(head).slice(0, -1)},"data":"`;
  const close = `"${code},"enc":"v1"}`;
  const body = Buffer.allocUnsafe(Buffer.byteLength(open) + base64Length(sealed.length) + Buffer.byteLength(close));
  const end = base64Into(sealed, body, body.write(open, 0, 'utf8'));
  body.write(close, end, 'utf8');
  return body;
}

export function sendEnvelope(ctx: Ctx, httpStatus: number, parts: EnvelopeParts): void {
  const { res } = ctx;
  if (res.headersSent || res.destroyed) return;
  const body = envelopeBody(parts, ctx.key);
  res.writeHead(httpStatus, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
    'cache-control': 'no-store',
  });
  res.end(body);
}

export function sendSuccess(ctx: Ctx, data: unknown): void {
  sendEnvelope(ctx, 200, { status: 20, message: 'success', data: data ?? null });
}

/** RFC 6266 / 5987: UTF-8 name plus an ASCII fallback for old clients. */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Sends a file answer; with K the body is IV || ciphertext || tag, AAD = X-Timestamp. */
export async function sendFile(ctx: Ctx, file: FileReply): Promise<void> {
  const { res } = ctx;
  const headers: Record<string, string | number> = { 'content-type': file.contentType, 'cache-control': 'no-store' };
  if (file.fileName) headers['content-disposition'] = contentDisposition(file.fileName);
  if (ctx.key) {
    const timestamp = Date.now();
    headers['x-enc'] = 'v1';
    headers['x-timestamp'] = String(timestamp);
    if (Buffer.isBuffer(file.body)) {
      const sealed = sealBytes(file.body, ctx.key, timestamp);
      res.writeHead(200, { ...headers, 'content-length': sealed.length });
      res.end(sealed);
      return;
    }
    if (file.size !== null) headers['content-length'] = file.size + IV_AND_TAG;
    res.writeHead(200, headers);
    await pipeline(file.body, createEncryptStream(ctx.key, timestamp), res);
    return;
  }
  if (file.size !== null) headers['content-length'] = file.size;
  res.writeHead(200, headers);
  if (Buffer.isBuffer(file.body)) res.end(file.body);
  else await pipeline(file.body, res);
}
