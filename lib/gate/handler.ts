import 'server-only';
import { randomUUID } from 'node:crypto';
import { type AuditEntry, audit } from '@/lib/audit';
import { httpErrorText } from '@/lib/errors/classify';
import { webCookies } from 'iron-session';
import { getAccess, SessionEnded } from '@/lib/access/rights';
import { isSecureRequest, readSession } from '@/lib/session';
import { closeSession } from './session-end';
import type { SessionData } from '@/lib/session/types';
import { whoOf } from './who';
import { sameOrigin } from '@/lib/session/origin';
import { UpstreamTimeout } from '@/lib/upstream/client';
import { SESSION_EXPIRED_TEXT, STORE_UNAVAILABLE_TEXT } from '@/lib/errors/texts';
import { isStoreUnavailable } from '@/lib/store';

// The one wrapper of the console's own route handlers (sign-in, sign-out, captcha, views): secure
// detection, the foreign-origin refusal of mutating calls, timing, the spec's text for an upstream
// that fails, and exactly one audit line per request when the handler is audited.

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
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify(body), { status, headers });
}

/** Next's second argument of a route handler: the dynamic segments. */
export interface RouteArgs {
  params: Promise<Record<string, string>>;
}

export function handler(
  opts: HandlerOptions,
  fn: (ctx: HandlerContext, route: RouteArgs) => Promise<Response>,
): (request: Request, route: RouteArgs) => Promise<Response> {
  return async (request, route) => {
    const started = performance.now();
    const url = new URL(request.url);
    const patch: Partial<AuditEntry> = {};
    const ctx: HandlerContext = {
      request,
      url,
      secure: isSecureRequest(request.headers.get('x-forwarded-proto'), url.protocol),
      requestId: randomUUID(),
      headers: new Headers({ 'cache-control': 'no-store' }),
      audit: (p) => Object.assign(patch, p),
    };
    let response: Response;
    if (!sameOrigin(request.method, request.headers, ctx.secure)) {
      ctx.audit({ outcome: 'denied', reason: 'foreign origin' });
      response = json(ctx, { ok: false, message: '非法请求来源' }, 403);
    } else {
      try {
        response = await fn(ctx, route);
      } catch (error) {
        if (isStoreUnavailable(error)) {
          // Fail closed: no sign-in without throttling, no sign-out without its revocation record.
          ctx.audit({ outcome: 'store unavailable', reason: 'session store unavailable' });
          response = json(ctx, { ok: false, message: STORE_UNAVAILABLE_TEXT }, 503);
        } else {
          const timeout = error instanceof UpstreamTimeout;
          const status = timeout ? 504 : 502;
          ctx.audit({ outcome: 'upstream error', reason: (error as Error).constructor.name });
          response = json(ctx, { ok: false, message: httpErrorText(status, { fault: timeout ? 'timeout' : 'upstream' }) }, status);
        }
      }
    }
    const event = patch.event ?? opts.event;
    if (event) {
      audit({
        event,
        requestId: ctx.requestId,
        method: request.method,
        path: opts.path,
        outcome: 'ok',
        httpStatus: response.status,
        ...patch,
        durationMs: Math.round(performance.now() - started),
      });
    }
    return response;
  };
}

export interface OperatorContext extends HandlerContext {
  session: SessionData;
  rights: ReadonlySet<string>;
}

/** A console handler for a signed-in operator: the session and rights read, or 401 (status 41). */
export function operatorHandler(
  opts: HandlerOptions,
  fn: (ctx: OperatorContext, route: RouteArgs) => Promise<Response>,
): (request: Request, route: RouteArgs) => Promise<Response> {
  return handler(opts, async (ctx, route) => {
    const read = await readSession(webCookies(ctx.request, ctx.headers), ctx.secure);
    const session = read.data;
    // As the proxy ends it (lib/gate/session-end.ts): rights dropped, cookie expired, 401 status 41.
    const ended = async (reason: string) => {
      await closeSession(read, session?.token);
      ctx.audit({ event: 'refusal', outcome: 'session expired', reason });
      return json(ctx, { status: 41, message: SESSION_EXPIRED_TEXT }, 401);
    };
    if (!session) return ended(read.revoked ? 'session revoked' : 'no session');
    ctx.audit(whoOf(session));
    try {
      const { rights } = await getAccess(session.token, session.empId, ctx.requestId, read.rightsStamp);
      return await fn({ ...ctx, session, rights }, route);
    } catch (error) {
      if (error instanceof SessionEnded) return ended('upstream ended the session');
      throw error;
    }
  });
}
