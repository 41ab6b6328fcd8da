import 'server-only';
import { randomUUID } from 'node:crypto';
import { type AuditEntry, audit } from '@/lib/audit';
import { httpErrorText } from '@/lib/errors/classify';
import { isSecureRequest } from '@/lib/session';
import { sameOrigin } from '@/lib/session/origin';
import { UpstreamTimeout } from '@/lib/upstream/client';

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

export function handler(opts: HandlerOptions, fn: (ctx: HandlerContext) => Promise<Response>): (request: Request) => Promise<Response> {
  return async (request) => {
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
        response = await fn(ctx);
      } catch (error) {
        const timeout = error instanceof UpstreamTimeout;
        const status = timeout ? 504 : 502;
        ctx.audit({ outcome: 'upstream error', reason: (error as Error).constructor.name });
        response = json(ctx, { ok: false, message: httpErrorText(status, { fault: timeout ? 'timeout' : 'upstream' }) }, status);
      }
    }
    if (opts.event) {
      audit({
        event: opts.event,
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
