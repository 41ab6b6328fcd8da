// The probe's client of the wire contract (protocol §2-§4): the upstream's key, scheme-v1 sealed
// bodies and answers (lib/upstream/crypto.ts, the console's own code), the bearer token, a time-out
// per call. Plain Node (type stripping): relative imports only.
import { encryptRequest, newAesKey, openText, wrapKey } from '../../lib/upstream/crypto.ts';
import type { Answered } from './judge.ts';

export interface Sent {
  method: string;
  path: string;
  body?: Record<string, unknown>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

export class Wire {
  readonly url: string;
  readonly timeoutMs: number;
  token: string | null = null;
  private publicKey: string | null = null;
  /** Aborts the call in flight (Ctrl+C). */
  readonly stop = new AbortController();

  constructor(url: string, timeoutMs: number) {
    this.url = url.replace(/\/+$/, '');
    this.timeoutMs = timeoutMs;
  }

  /** Protocol §3: the published key, or plaintext mode. */
  async init(keyPath: string): Promise<void> {
    const a = await this.call({ method: 'GET', path: keyPath });
    const data = a.envelope?.data as { plaintext?: boolean; publicKey?: string } | undefined;
    if (a.error || !data) throw new Error(`the upstream's key (${keyPath}) did not answer: ${a.error ?? `HTTP ${a.http}`}`);
    this.publicKey = data.plaintext ? null : (data.publicKey ?? null);
  }

  async call(req: Sent): Promise<Answered & { ms: number }> {
    const started = performance.now();
    const headers: Record<string, string> = { accept: 'application/json', ...req.headers };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    let body: string | undefined;
    let key: Buffer | null = null;
    if (req.method === 'GET' || req.method === 'DELETE') {
      if (this.publicKey) {
        key = newAesKey();
        headers['x-random'] = wrapKey(this.publicKey, key);
      }
    } else {
      headers['content-type'] = 'application/json';
      const json = JSON.stringify(req.body ?? {});
      if (this.publicKey) {
        const sealed = encryptRequest(json, this.publicKey);
        key = sealed.key;
        body = JSON.stringify(sealed.body);
      } else body = json;
    }
    const query = req.query && Object.keys(req.query).length ? `?${new URLSearchParams(req.query)}` : '';
    const signal = AbortSignal.any([AbortSignal.timeout(this.timeoutMs), this.stop.signal]);
    const ms = () => Math.round(performance.now() - started);
    try {
      const res = await fetch(`${this.url}${req.path}${query}`, { method: req.method, headers, body, signal, redirect: 'manual' });
      const text = await res.text();
      let envelope: Answered['envelope'] = null;
      try {
        const raw = JSON.parse(text) as { enc?: string; data?: unknown; timestamp?: number | string };
        envelope = raw;
        if (raw.enc === 'v1' && key) envelope = { ...raw, data: JSON.parse(openText(raw.data, key, raw.timestamp ?? '')) };
      } catch {
        envelope = null;
      }
      return { http: res.status, envelope, ms: ms() };
    } catch (error) {
      const why = this.stop.signal.aborted
        ? 'interrupted'
        : signal.aborted
          ? `timed out after ${this.timeoutMs} ms`
          : (error as Error).message;
      return { http: 0, envelope: null, error: why, ms: ms() };
    }
  }
}
