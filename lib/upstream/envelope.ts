// The response envelope of protocol §1, and the one place encrypted `data` is opened.
import { DecryptError, openText } from './crypto';

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

/** Parses an envelope and decrypts `data` when `enc` is v1. Throws MalformedEnvelope or DecryptError. */
export function parseEnvelope(text: string, key: Uint8Array | null): Envelope {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new MalformedEnvelope('not JSON');
  }
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
    const json = openText(env.data, key, env.timestamp);
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
