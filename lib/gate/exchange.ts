import 'server-only';
import { randomUUID } from 'node:crypto';
import { webCookies } from 'iron-session';
import { getAccess, SessionEnded } from '@/lib/session/rights';
import { type AuditEntry, audit } from '@/lib/audit';
import { SESSION_EXPIRED_TEXT, STORE_UNAVAILABLE_TEXT } from '@/lib/errors/texts';
import { isSecureRequest, type ReadSession, readSession } from '@/lib/session';
import { sameOrigin } from '@/lib/session/origin';
import type { SessionData } from '@/lib/session/types';
import { isStoreUnavailable } from '@/lib/store';
import { closeSession } from './session-end';
import { whoOf } from '@/lib/session/who';

// One request through the gate, whoever serves it: the proxy (lib/gate/proxy.ts), the console's own
// handlers (lib/gate/handler.ts), a server component's call (lib/gate/server-call.ts). Each is a
// short sequence over the same steps: origin, session (ended the same way everywhere), rights,
// screen (lib/gate/authorize.ts), refuse or reply; and one end that writes the request's one audit
// line. `note` is the only way to add to the line, `end` the only writer.

export interface ExchangeOptions {
  /** The line's event; none for a request not audited (the captcha image) unless a note sets one. */
  event?: AuditEntry['event'];
  method?: string;
  /** The path the line names (the upstream call, or the console's own path). */
  path: string;
}

export class Exchange {
  readonly request: Request | null;
  readonly url: URL | null;
  readonly secure: boolean;
  readonly requestId = randomUUID();
  /** What every answer carries: no-store and the Set-Cookie the session writes. */
  readonly headers: Headers;
  private readonly started = performance.now();
  private readonly line: Partial<AuditEntry>;
  private deferred = false;
  private ended = false;

  constructor(request: Request | null, opts: ExchangeOptions) {
    this.request = request;
    this.url = request ? new URL(request.url) : null;
    this.secure = request ? isSecureRequest(request.headers.get('x-forwarded-proto'), this.url!.protocol) : false;
    this.headers = new Headers({ 'cache-control': 'no-store' });
    this.line = { event: opts.event, method: opts.method ?? request?.method ?? 'POST', path: opts.path, outcome: 'ok' };
  }

  /** Adds to the request's audit line. */
  note(patch: Partial<AuditEntry>): void {
    Object.assign(this.line, patch);
  }

  /** What the line says so far (a reply reads the action, the fields). */
  get noted(): Readonly<Partial<AuditEntry>> {
    return this.line;
  }

  /** The headers of an answer: the exchange's, and the request id when a line will bear it. */
  answerHeaders(): Headers {
    const headers = new Headers(this.headers);
    // The id lets an operator's report be matched with the audit line (none for a request not audited).
    if (this.line.event) headers.set('x-request-id', this.requestId);
    return headers;
  }

  /** A JSON answer with the exchange's headers. */
  reply(status: number, body: unknown): Response {
    const text = JSON.stringify(body);
    const headers = this.answerHeaders();
    headers.set('content-type', 'application/json; charset=utf-8');
    this.note({ bytes: Buffer.byteLength(text) });
    return new Response(text, { status, headers });
  }

  /** The console's own faults: `{status: -1, fault}`, never upstream text. */
  fault(status: number, fault: string, extra?: object): Response {
    return this.reply(status, { status: -1, fault, ...extra });
  }

  /** A refusal: why, in the line, and the fault to the browser. */
  refuse(status: number, fault: string, reason: string, outcome: AuditEntry['outcome'], extra?: object): Response {
    this.note({ event: 'refusal', reason, outcome, ...(this.url?.search ? { query: this.url.search.slice(0, 300) } : {}) });
    return this.fault(status, fault, extra);
  }

  /** A streamed answer: the line is written when its stream ends (the callback), not at `end`. */
  later(): (httpStatus: number) => void {
    this.deferred = true;
    return (httpStatus) => this.write(httpStatus);
  }

  /** The end of the exchange: its one audit line, unless a stream still runs. */
  end(answer: Response | number): void {
    if (!this.deferred) this.write(typeof answer === 'number' ? answer : answer.status);
  }

  private write(httpStatus: number): void {
    if (this.ended) return;
    this.ended = true;
    const { event } = this.line;
    if (!event) return;
    audit({
      requestId: this.requestId,
      httpStatus,
      ...this.line,
      event,
      method: this.line.method!,
      path: this.line.path!,
      outcome: this.line.outcome!,
      durationMs: Math.round(performance.now() - this.started),
    } as AuditEntry);
  }
}

/** Runs a sequence over a new exchange and ends it, whatever the sequence answers. */
export async function exchange(request: Request, opts: ExchangeOptions, run: (ex: Exchange) => Promise<Response>): Promise<Response> {
  const ex = new Exchange(request, opts);
  let response: Response;
  try {
    response = await run(ex);
  } catch (error) {
    // Whatever fails, the request still has its line.
    ex.note({ outcome: 'upstream error', reason: (error as Error)?.constructor?.name ?? 'error' });
    ex.end(500);
    throw error;
  }
  ex.end(response);
  return response;
}

/** Origin: a mutating call from another site is refused (GETs pass). */
export function foreignOrigin(ex: Exchange): Response | null {
  const request = ex.request!;
  if (sameOrigin(request.method, request.headers, ex.secure)) return null;
  return ex.refuse(403, 'denied', 'foreign origin', 'denied', { message: '非法请求来源' });
}

export interface Operator {
  read: ReadSession;
  session: SessionData;
  rights: ReadonlySet<string>;
}

/**
 * Session and rights: the operator, or the answer that ends the exchange (a session over, ended
 * here the same way wherever it is found over; the session store unavailable; rights unavailable).
 */
export async function operatorOf(ex: Exchange): Promise<Operator | Response> {
  let read: ReadSession;
  try {
    read = await readSession(webCookies(ex.request!, ex.headers), ex.secure);
  } catch (error) {
    if (!isStoreUnavailable(error)) throw error;
    return ex.refuse(503, 'upstream', 'session store unavailable', 'store unavailable', { message: STORE_UNAVAILABLE_TEXT });
  }
  const session = read.data;
  // A replayed, signed-out cookie: the line names whose it was.
  if (!session && read.revokedOf) ex.note(whoOf(read.revokedOf));
  if (!session) return endSession(ex, read, null, read.revoked ? 'session revoked' : 'no session');
  ex.note(whoOf(session));
  try {
    const { rights } = await getAccess(session.token, session.empId, ex.requestId, read.rightsStamp);
    return { read, session, rights };
  } catch (error) {
    if (error instanceof SessionEnded) return endSession(ex, read, session, 'upstream ended the session');
    return ex.refuse(502, 'upstream', 'rights unavailable', 'upstream error');
  }
}

/** A session found over: cookie expired, cached rights dropped, 401 with envelope status 41. */
export async function endSession(ex: Exchange, read: ReadSession, session: SessionData | null, reason: string): Promise<Response> {
  await closeSession(read, session);
  ex.note({ event: 'refusal', outcome: 'session expired', reason, envelopeStatus: 41 });
  return ex.reply(401, { status: 41, fault: 'session', message: SESSION_EXPIRED_TEXT });
}
