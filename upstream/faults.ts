// Test-only endpoints (UPSTREAM_FAULTS=1): armed faults for the next calls to a path, and a log of
// the requests received, so tests can prove what did or did not reach the upstream.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { newAesKey, sealText } from '../lib/upstream/crypto.ts';
import { SESSION_EXPIRED } from './context.ts';

export const FAULT_KINDS = [
  'timeout',
  'http',
  'nonjson',
  'malformed',
  'nostatus',
  'badcipher',
  'wrongkey',
  'status41',
  'http401',
  'http403-41',
  'http403',
  'reset',
  'reset-mid-body',
  'notfound',
  'file-badtag',
  'file-cut',
  // The call is handled (its work done and committed), then the connection is cut: the answer is lost.
  'lost-answer',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

interface Fault {
  kind: FaultKind;
  status: number;
  remaining: number;
}

export interface RequestRecord {
  at: number;
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | null>;
}

const MAX_RECORDS = 2000;

// Header names whose values must never be kept, only their presence.
const SECRET_HEADER = /auth|token|secret|password|session/i;

export class FaultBox {
  private readonly faults = new Map<string, Fault>();
  private records: RequestRecord[] = [];
  private slow = { ms: 0, from: 0, until: 0, slowed: 0 };
  /** Answers held open by 'timeout' faults; destroyed on shutdown. */
  readonly hanging = new Set<ServerResponse>();

  arm(path: string, kind: FaultKind, status: number, times: number): void {
    this.faults.set(path, { kind, status, remaining: times });
  }

  /** Drops the armed faults and any slow period. */
  clear(): void {
    this.faults.clear();
    this.slowDown(0, 0);
  }

  /** A slow upstream: every call waits `ms` before it is handled, for `forMs` from `inMs` on. */
  slowDown(ms: number, forMs: number, inMs = 0): void {
    const from = Date.now() + inMs;
    this.slow = { ms, from, until: from + forMs, slowed: 0 };
  }

  /** The slow period (ms epochs) and how many calls it has delayed so far. */
  slowness(): { ms: number; from: number; until: number; slowed: number } {
    return { ...this.slow };
  }

  /** The wait of a call arriving now, or null outside a slow period. */
  delay(): Promise<void> | null {
    const { ms, from, until } = this.slow;
    const now = Date.now();
    if (ms <= 0 || now < from || now >= until) return null;
    this.slow.slowed++;
    return new Promise((resolve) => setTimeout(resolve, ms));
  }

  /** The fault armed for `path`, used up by this call. */
  take(path: string): Fault | null {
    const fault = this.faults.get(path);
    if (!fault) return null;
    if (--fault.remaining <= 0) this.faults.delete(path);
    return fault;
  }

  record(req: IncomingMessage, path: string, query: URLSearchParams): void {
    const h = req.headers;
    const headers: Record<string, string | null> = {
      authorization: h.authorization ? 'present' : 'absent',
      cookie: h.cookie ?? null,
      'x-forwarded-for': typeof h['x-forwarded-for'] === 'string' ? h['x-forwarded-for'] : null,
    };
    for (const [name, value] of Object.entries(h)) {
      if (name in headers) continue;
      headers[name] = SECRET_HEADER.test(name) ? 'present' : String(value).slice(0, 200);
    }
    this.records.push({ at: Date.now(), method: req.method ?? '', path, query: Object.fromEntries(query), headers });
    if (this.records.length > MAX_RECORDS) this.records = this.records.slice(-MAX_RECORDS);
  }

  requests(): RequestRecord[] {
    return this.records;
  }

  clearRequests(): void {
    this.records = [];
  }
}

function json(res: ServerResponse, httpStatus: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(httpStatus, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

const envelope = (status: number, message: string, data: unknown = null, extra: Record<string, unknown> = {}) => ({
  status,
  message,
  timestamp: Date.now(),
  data,
  ...extra,
});

/** Handles /__test/* (already known to be enabled). Body is plain JSON. */
export function handleTestEndpoint(box: FaultBox, method: string, path: string, rawBody: Buffer, res: ServerResponse): void {
  if (path === '/__test/faults' && method === 'POST') {
    let spec: { path?: unknown; kind?: unknown; status?: unknown; times?: unknown };
    try {
      spec = JSON.parse(rawBody.toString('utf8') || '{}');
    } catch {
      return json(res, 400, envelope(40, '请求格式错误'));
    }
    const kind = FAULT_KINDS.find((k) => k === spec.kind);
    if (typeof spec.path !== 'string' || !spec.path.startsWith('/') || !kind) {
      return json(res, 400, envelope(40, `path and kind required; kinds: ${FAULT_KINDS.join(', ')}`));
    }
    const times = Number.isInteger(spec.times) && (spec.times as number) > 0 ? (spec.times as number) : 1;
    const status = Number.isInteger(spec.status) ? (spec.status as number) : 500;
    box.arm(spec.path, kind, status, times);
    return json(res, 200, envelope(20, 'success', { path: spec.path, kind, status, times }));
  }
  if (path === '/__test/faults' && method === 'DELETE') {
    box.clear();
    return json(res, 200, envelope(20, 'success'));
  }
  if (path === '/__test/slow' && method === 'POST') {
    let spec: { ms?: unknown; forMs?: unknown; inMs?: unknown };
    try {
      spec = JSON.parse(rawBody.toString('utf8') || '{}');
    } catch {
      return json(res, 400, envelope(40, '请求格式错误'));
    }
    const { ms, forMs, inMs = 0 } = spec;
    if (![ms, forMs, inMs].every((n) => Number.isInteger(n) && (n as number) >= 0)) {
      return json(res, 400, envelope(40, 'ms and forMs required (and inMs): whole milliseconds, not negative'));
    }
    box.slowDown(ms as number, forMs as number, inMs as number);
    return json(res, 200, envelope(20, 'success', { ms, forMs, inMs }));
  }
  if (path === '/__test/slow' && method === 'GET') return json(res, 200, envelope(20, 'success', box.slowness()));
  if (path === '/__test/requests' && method === 'GET') return json(res, 200, box.requests());
  if (path === '/__test/requests' && method === 'DELETE') {
    box.clearRequests();
    return json(res, 200, envelope(20, 'success'));
  }
  return json(res, 404, envelope(44, '接口不存在'));
}

/** Answers a call the way the armed fault says (the request body has been read already). */
export function applyFault(box: FaultBox, fault: Fault, req: IncomingMessage, res: ServerResponse): void {
  const html = (status: number, text: string) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(text);
  };
  switch (fault.kind) {
    case 'timeout':
      // Never answer; the client gives up (the console after its timeout) and closes the socket.
      box.hanging.add(res);
      res.on('close', () => box.hanging.delete(res));
      return;
    case 'http':
      return html(
        fault.status,
        `<html><head><title>${fault.status}</title></head><body><h1>${fault.status}</h1><p>upstream raw error</p></body></html>`,
      );
    case 'nonjson':
      return html(200, '<html><body><p>upstream raw error: not json</p></body></html>');
    case 'malformed':
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end('{"status":20,"message":"success","timestamp":17637120');
      return;
    case 'nostatus':
      return json(res, 200, { message: 'success', timestamp: Date.now(), data: { ok: true } });
    case 'badcipher':
      return json(res, 200, envelope(20, 'success', randomBytes(64).toString('base64'), { enc: 'v1' }));
    case 'wrongkey': {
      const timestamp = Date.now();
      const data = sealText(JSON.stringify({ ok: true }), newAesKey(), timestamp);
      return json(res, 200, { status: 20, message: 'success', timestamp, data, enc: 'v1' });
    }
    case 'status41':
      return json(res, 200, envelope(41, SESSION_EXPIRED));
    case 'http401':
      return json(res, 401, envelope(41, SESSION_EXPIRED));
    case 'http403-41':
      return json(res, 403, envelope(41, SESSION_EXPIRED));
    case 'http403':
      return json(res, 403, envelope(43, '无权访问该资源'));
    case 'reset':
      req.socket.destroy();
      return;
    case 'reset-mid-body': {
      const body = Buffer.from(JSON.stringify(envelope(20, 'success', { filler: 'x'.repeat(4096) })));
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      res.write(body.subarray(0, body.length >> 1));
      // Let the headers and the first half leave before cutting the connection.
      setTimeout(() => req.socket.destroy(), 50);
      return;
    }
    case 'notfound':
      return json(res, 404, envelope(44, '接口不存在'));
    case 'lost-answer':
      // Handled by the dispatcher after the route's handler ran (see router.ts).
      req.socket.destroy();
      return;
    case 'file-badtag':
    case 'file-cut': {
      // An encrypted download (protocol §3) under a key the console never sent: the tag fails at
      // the very end. 'file-cut' stops halfway through instead and drops the connection.
      const timestamp = String(Date.now());
      const body = Buffer.concat([randomBytes(12), randomBytes(256 * 1024), randomBytes(16)]);
      res.writeHead(200, { 'content-type': 'application/vnd.ms-excel', 'x-enc': 'v1', 'x-timestamp': timestamp });
      if (fault.kind === 'file-badtag') return void res.end(body);
      res.write(body.subarray(0, body.length >> 1));
      setTimeout(() => req.socket.destroy(), 50);
      return;
    }
  }
}
