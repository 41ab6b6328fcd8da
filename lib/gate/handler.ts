import 'server-only';
import type { AuditEntry } from '@/lib/audit';
import { httpErrorText } from '@/lib/errors/classify';
import { STORE_UNAVAILABLE_TEXT } from '@/lib/errors/texts';
import type { SessionData } from '@/lib/session/types';
import { isStoreUnavailable } from '@/lib/store';
import { BodyError, type JsonObject, parseJsonBody, readLimited } from '@/lib/upstream/clean';
import { UpstreamTimeout } from '@/lib/upstream/client';
import { type Exchange, endSession, exchange, foreignOrigin, operatorOf } from './exchange';

// The console's own route handlers (sign-in, sign-out, captcha, views) as sequences over the one
// exchange (lib/gate/exchange.ts): origin, then (for an operator's handler) session and rights, then
// the handler; the spec's text for an upstream that fails; one audit line when the handler is audited.

export interface HandlerContext {
  request: Request;
  url: URL;
  secure: boolean;
  requestId: string;
  /** Headers of the answer; session cookies are written here. */
  headers: Headers;
  /** Fields of this request's audit line (outcome, who, envelope status …). */
  audit(patch: Partial<AuditEntry>): void;
}

export interface HandlerOptions {
  /** The audit event; none for calls not audited (the captcha image). */
  event?: AuditEntry['event'];
  /** The path the audit line names (the upstream call, or the console's own path). */
  path: string;
}

export function json(ctx: Pick<HandlerContext, 'headers'>, body: unknown, status = 200): Response {
  const headers = new Headers(ctx.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { status, headers });
}

/**
 * A handler's JSON body, at most `limit` bytes, or the HTTP status that refuses it (400 not JSON,
 * 413 too long, 415 not JSON's type); the handler refuses in its own words.
 */
export async function jsonBody(
  ctx: Pick<HandlerContext, 'request'>,
  limit: number,
): Promise<{ ok: true; body: JsonObject } | { ok: false; status: number }> {
  try {
    return { ok: true, body: parseJsonBody(await readLimited(ctx.request.body, limit, ctx.request.headers.get('content-length'))) };
  } catch (error) {
    if (error instanceof BodyError) return { ok: false, status: error.status };
    throw error;
  }
}

/** Next's second argument of a route handler: the dynamic segments. */
export interface RouteArgs {
  params: Promise<Record<string, string>>;
}

export function handler(
  opts: HandlerOptions,
  fn: (ctx: HandlerContext, route: RouteArgs) => Promise<Response>,
): (request: Request, route: RouteArgs) => Promise<Response> {
  return (request, route) =>
    exchange(
      request,
      { event: opts.event, path: opts.path },
      async (ex) => foreignOrigin(ex) ?? guarded(ex, () => fn(contextOf(ex), route)),
    );
}

/** A handler's faults in the spec's words: the session store away (503), an upstream that fails (502, 504). */
async function guarded(ex: Exchange, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    // Fail closed: no sign-in without throttling, no sign-out without its revocation record.
    if (isStoreUnavailable(error)) {
      ex.note({ outcome: 'store unavailable', reason: 'session store unavailable' });
      return ex.fault(503, 'upstream', { message: STORE_UNAVAILABLE_TEXT });
    }
    const timeout = error instanceof UpstreamTimeout;
    const status = timeout ? 504 : 502;
    ex.note({ outcome: 'upstream error', reason: (error as Error).constructor.name });
    return json(contextOf(ex), { ok: false, message: httpErrorText(status, { fault: timeout ? 'timeout' : 'upstream' }) }, status);
  }
}

function contextOf(ex: Exchange): HandlerContext {
  return {
    request: ex.request!,
    url: ex.url!,
    secure: ex.secure,
    requestId: ex.requestId,
    headers: ex.headers,
    audit: (patch) => ex.note(patch),
  };
}

export interface OperatorContext extends HandlerContext {
  session: SessionData;
  rights: ReadonlySet<string>;
  /** Ends the session as every path of the gate does (the upstream answered that it is over). */
  endSession(reason: string): Promise<Response>;
}

/** A console handler for a signed-in operator: the session and rights read, or 401 (status 41). */
export function operatorHandler(
  opts: HandlerOptions,
  fn: (ctx: OperatorContext, route: RouteArgs) => Promise<Response>,
): (request: Request, route: RouteArgs) => Promise<Response> {
  return (request, route) =>
    exchange(request, { event: opts.event, path: opts.path }, async (ex) => {
      const refused = foreignOrigin(ex);
      if (refused) return refused;
      const operator = await operatorOf(ex);
      if (operator instanceof Response) return operator;
      const { read, session, rights } = operator;
      const ctx = { ...contextOf(ex), session, rights, endSession: (reason: string) => endSession(ex, read, session, reason) };
      return guarded(ex, () => fn(ctx, route));
    });
}
