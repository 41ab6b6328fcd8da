import 'server-only';
import { channel } from 'node:diagnostics_channel';
import { config, contractOverrides } from '@/lib/config';
import { newAesKey, sealRequest, wrapKey } from './crypto';
import { cleanBody, type JsonObject } from './clean';
import { fetchFile } from './file-fetch';
import { parseEnvelope, type Envelope } from './envelope';
import { forgetUpstreamKey, upstreamKey } from './key';

// The one client to the upstream: every call, proxied or made by the auth handlers, goes through
// upstreamFetch so encryption, timeout and headers are decided in one place.

/**
 * fetch as Node has it. In a render or a route handler the global fetch is Next's wrapper (request
 * memo, data cache, tracing), which upstream calls have no use for: they are per-operator and never
 * cached. Its own cost was ~0.09 ms of console CPU per call in a profile of the 200-row member list.
 * Read at each call, so a test's stub of the global still applies.
 */
function plainFetch(url: string, init: RequestInit): Promise<Response> {
  const global = globalThis.fetch as typeof fetch & { _nextOriginalFetch?: typeof fetch };
  return (global._nextOriginalFetch ?? global)(url, init);
}

export class UpstreamTimeout extends Error {}
export class UpstreamUnreachable extends Error {}

export interface UpstreamRequest {
  method: string;
  path: string;
  query?: URLSearchParams;
  /** JSON body, cleaned here; encrypted unless `exempt` or the upstream runs in plaintext mode. */
  json?: JsonObject;
  /** A body streamed through as is (multipart and form calls). */
  stream?: { body: ReadableStream<Uint8Array>; contentType: string };
  token?: string | null;
  exempt: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  requestId: string;
  /** The answer may be a file (a blob call): fetched with fetchFile, which streams it without a copy. */
  file?: boolean;
  /** K drawn and wrapped ahead (prepareRequestKey), so the RSA step overlaps the proxy's checks. */
  requestKey?: Promise<RequestKey | null>;
  /** The call as declared (`{p}` kept), naming it in metrics; `path` when not given. */
  call?: string;
  /** Its contract key: a deployer's override of an assumed call applies here (lib/upstream/overrides.ts). */
  key?: string;
}

/** Each call's time to the upstream's answer headers (lib/ops/metrics.ts listens; this layer imports nothing). */
export const UPSTREAM_CHANNEL = 'console.upstream.call';
export type UpstreamCallEvent = { call: string; method: string; seconds: number; outcome: string };
const calls = channel(UPSTREAM_CHANNEL);

/** A fresh per-request key K (protocol §3) and its RSA-OAEP wrap, base64. */
export interface RequestKey {
  key: Buffer;
  wrapped: string;
}

/**
 * Draws K and wraps it with WebCrypto, whose RSA runs on libuv's thread pool: started as soon as
 * the proxy knows the call, it runs beside the session, rights and body checks instead of after
 * them on the event loop (the wrap is the costliest step of a call). Null in plaintext mode.
 */
export async function prepareRequestKey(): Promise<RequestKey | null> {
  const { plaintext, webKey } = await upstreamKey();
  if (plaintext || !webKey) return null;
  const key = newAesKey();
  const wrapped = Buffer.from(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, webKey, key as Uint8Array<ArrayBuffer>)).toString('base64');
  return { key, wrapped };
}

export interface UpstreamResponse {
  res: Response;
  /** The body, when it was read already (the check for a rotated key reads a 400's). */
  bytes?: Buffer;
  /** The per-request key K, when one was sent: needed to open the answer. */
  key: Buffer | null;
  /** Stops the timeout: a file being streamed may take longer than the answer's deadline. */
  release: () => void;
}

export async function upstreamFetch(declared: UpstreamRequest): Promise<UpstreamResponse> {
  // The one place a call leaves: an overridden call goes to the deployer's path, with their field names.
  const req = contractOverrides().request(declared);
  const first = await send(req);
  // The upstream could not unwrap our key: it has rotated its key pair. Fetch the new key and send
  // once more (a JSON body can be re-encrypted; a streamed body is gone).
  if (first.res.status !== 400 || req.stream || !first.res.headers.get('content-type')?.includes('json')) return first;
  const bytes = await readBytes(first).finally(first.release);
  if (!/"code"\s*:\s*"ENC_KEY"/.test(bytes.toString('utf8')))
    return { ...first, res: new Response(null, { status: 400, headers: first.res.headers }), bytes };
  forgetUpstreamKey();
  // A key wrapped ahead was wrapped with the old public key.
  return send({ ...req, requestKey: undefined });
}

async function send(req: UpstreamRequest): Promise<UpstreamResponse> {
  const { upstreamUrl, upstreamTimeoutMs } = config();
  const { plaintext, publicKey } = await upstreamKey();
  const prepared = (await req.requestKey) ?? null;
  // K for this call: the one wrapped ahead, else drawn and wrapped now.
  const drawKey = (): RequestKey => {
    if (prepared) return prepared;
    const fresh = newAesKey();
    return { key: fresh, wrapped: wrapKey(publicKey!, fresh) };
  };
  const headers: Record<string, string> = { accept: 'application/json, */*', 'x-request-id': req.requestId, ...req.headers };
  if (req.token) headers.authorization = `Bearer ${req.token}`;

  let body: BodyInit | undefined;
  let key: Buffer | null = null;
  if (req.stream) {
    body = req.stream.body;
    headers['content-type'] = req.stream.contentType;
  } else if (req.method !== 'GET' && req.method !== 'DELETE') {
    const json = JSON.stringify(cleanBody(req.json ?? {}));
    headers['content-type'] = 'application/json';
    if (plaintext || !publicKey || req.exempt) {
      body = json;
    } else {
      const k = drawKey();
      body = JSON.stringify(sealRequest(json, k.key, k.wrapped));
      key = k.key;
    }
  }
  // An exempt call still asks for an encrypted answer (protocol §3, X-Random).
  if (!key && !plaintext && publicKey) {
    const k = drawKey();
    key = k.key;
    headers['x-random'] = k.wrapped;
  }

  const query = req.query && [...req.query.keys()].length ? `?${req.query}` : '';
  // The deadline covers the answer, including a JSON body; release() lifts it for streamed files.
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new UpstreamTimeout('upstream timed out')), upstreamTimeoutMs);
  const release = () => clearTimeout(timer);
  const signal = req.signal ? AbortSignal.any([timeout.signal, req.signal]) : timeout.signal;
  const started = performance.now();
  const observe = (outcome: string) => {
    if (calls.hasSubscribers)
      calls.publish({ call: req.call ?? req.path, method: req.method, seconds: (performance.now() - started) / 1000, outcome });
  };
  try {
    const url = `${upstreamUrl}${req.path}${query}`;
    const res =
      req.file && !req.stream
        ? await fetchFile(url, { method: req.method, headers, body: body as string | undefined, signal })
        : await plainFetch(url, {
            method: req.method,
            headers,
            body,
            signal,
            redirect: 'manual',
            ...(req.stream ? { duplex: 'half' } : {}),
          } as RequestInit);
    observe(`${Math.floor(res.status / 100)}xx`);
    return { res, key, release };
  } catch (error) {
    observe(timeout.signal.aborted ? 'timeout' : 'error');
    release();
    if (timeout.signal.aborted) throw new UpstreamTimeout('upstream timed out', { cause: error });
    if (req.signal?.aborted) throw error;
    throw new UpstreamUnreachable('upstream unreachable', { cause: error });
  }
}

/** A JSON call that expects an envelope back (auth handlers): returns the HTTP status and envelope. */
export async function upstreamJson(
  path: string,
  json: JsonObject,
  opts: {
    token?: string | null;
    headers?: Record<string, string>;
    requestId: string;
    method?: string;
    query?: URLSearchParams;
    key?: string;
  },
): Promise<{ httpStatus: number; envelope: Envelope }> {
  const method = opts.method ?? 'POST';
  const answer = await upstreamFetch({
    method,
    path,
    key: opts.key,
    json,
    token: opts.token,
    headers: opts.headers,
    requestId: opts.requestId,
    query: opts.query,
    exempt: method === 'GET' || method === 'DELETE',
  });
  try {
    return { httpStatus: answer.res.status, envelope: parseEnvelope(await readBytes(answer), answer.key) };
  } finally {
    answer.release();
  }
}

/** An answer's body, whole (read already when the rotated-key check read it); an abort by the deadline becomes UpstreamTimeout. */
export async function readBytes({ res, bytes }: Pick<UpstreamResponse, 'res' | 'bytes'>): Promise<Buffer> {
  if (bytes) return bytes;
  try {
    return Buffer.from(await res.arrayBuffer());
  } catch (error) {
    if (error instanceof UpstreamTimeout || (error as Error)?.cause instanceof UpstreamTimeout)
      throw new UpstreamTimeout('upstream timed out');
    throw new UpstreamUnreachable('upstream answer broken off', { cause: error });
  }
}
