// The response envelope of protocol §1, and the one place encrypted `data` is opened.
import { DecryptError, fromBase64BytesStrict, fromBase64Strict, openBytes } from './crypto';

export const STATUS_OK = 20;
export const STATUS_SESSION_EXPIRED = 41;

export interface Envelope {
  status: number;
  message?: string;
  timestamp?: number;
  data?: unknown;
  code?: string;
}

export class MalformedEnvelope extends Error {}

/**
 * Parses an envelope, read whole as text or bytes, and decrypts `data` when `enc` is v1. Throws
 * MalformedEnvelope or DecryptError.
 */
export function parseEnvelope(input: string | Buffer, key: Uint8Array | null): Envelope {
  if (typeof input !== 'string') {
    const sealed = sealedData(input);
    if (sealed) return envelopeOf(sealed.raw, key, sealed.bytes);
    input = input.toString('utf8');
  }
  let raw: unknown;
  try {
    raw = JSON.parse(input);
  } catch {
    throw new MalformedEnvelope('not JSON');
  }
  return envelopeOf(raw, key, null);
}

const DATA = Buffer.from('"data":"');
const DATA_KEY = Buffer.from('"data"');

/**
 * The short way through an encrypted answer's bytes: its sealed `data` (~270 KB of base64 in a
 * 200-row page) decoded from the bytes where they lie, and JSON.parse over the rest with `data`
 * as "". Reading the whole answer as text and parsing it cost ~1.3 ms more per 200-row page. Null
 * whenever it might judge otherwise than the long way (which then runs): escapes or a second
 * `"data"` key, no `enc: v1`, or a span that is not strict base64 (a character JSON forbids too).
 */
export function sealedData(bytes: Buffer): { raw: Record<string, unknown>; bytes: Buffer } | null {
  const at = bytes.indexOf(DATA);
  if (at < 0) return null;
  const start = at + DATA.length;
  const end = bytes.indexOf(0x22, start);
  if (end < 0 || bytes.subarray(start, end).includes(0x5c) || bytes.includes(DATA_KEY, end)) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(bytes.toString('utf8', 0, start) + bytes.toString('utf8', end));
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null || (raw as { data?: unknown }).data !== '' || (raw as { enc?: unknown }).enc !== 'v1')
    return null;
  try {
    return { raw: raw as Record<string, unknown>, bytes: fromBase64BytesStrict(bytes.subarray(start, end)) };
  } catch {
    return null;
  }
}

/** Checks a parsed envelope and opens its data; `sealed`: the data's bytes, decoded already. */
function envelopeOf(raw: unknown, key: Uint8Array | null, sealed: Buffer | null): Envelope {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new MalformedEnvelope('not an object');
  const env = raw as Record<string, unknown>;
  if (typeof env.status !== 'number' || !Number.isFinite(env.status)) throw new MalformedEnvelope('no status');
  const out: Envelope = { status: env.status };
  if (typeof env.message === 'string') out.message = env.message;
  if (typeof env.timestamp === 'number') out.timestamp = env.timestamp;
  if (typeof env.code === 'string' && env.code !== '') out.code = env.code;
  if (env.enc === 'v1') {
    if (!key) throw new DecryptError('encrypted answer to a request without a key');
    if (typeof env.timestamp !== 'number') throw new DecryptError('encrypted answer without timestamp');
    const json = openBytes(sealed ?? fromBase64Strict(env.data), key, env.timestamp).toString('utf8');
    try {
      out.data = JSON.parse(json);
    } catch (cause) {
      throw new DecryptError('decrypted data is not JSON', { cause });
    }
  } else if (env.enc !== undefined) {
    throw new DecryptError('unknown encryption scheme');
  } else {
    out.data = env.data ?? null;
  }
  return out;
}

/** Protocol §1: status 41, HTTP 401, or HTTP 403 carrying 41 end the session. */
export function endsSession(httpStatus: number, env: Envelope | null): boolean {
  return httpStatus === 401 || env?.status === STATUS_SESSION_EXPIRED;
}
