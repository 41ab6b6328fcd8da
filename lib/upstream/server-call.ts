import 'server-only';
import { randomUUID } from 'node:crypto';
import { audit, type AuditEntry } from '@/lib/audit';
import { businessErrorText, httpErrorText, PERMISSION_DENIED } from '@/lib/client/errors';
import type { SessionData } from '@/lib/session/types';
import type { JsonObject } from './clean';
import { upstreamJson, UpstreamTimeout } from './client';
import { endsSession, STATUS_OK } from './envelope';
import { allowed, findPolicy } from './policy';

// Upstream calls a server component makes for the operator (a list screen's first page, its
// dictionaries): the same policy table and rights as the browser's /api calls, and one audit line
// each, so rendering on the server is no side door.

export type ServerCallResult<T> = { ok: true; data: T } | { ok: false; message: string; sessionEnded?: boolean };

export interface ServerCallRequest {
  /** The route the page was opened as (BIZ_ kept). */
  screen: string;
  biz: boolean;
  path: string;
  body: JsonObject;
}

export async function serverCall<T>(
  session: SessionData,
  rights: ReadonlySet<string>,
  req: ServerCallRequest,
): Promise<ServerCallResult<T>> {
  const started = performance.now();
  const entry: AuditEntry = {
    event: 'call',
    requestId: randomUUID(),
    method: 'POST',
    path: req.path,
    outcome: 'ok',
    httpStatus: 200,
    durationMs: 0,
    empId: session.empId,
    loginId: session.loginId,
    realName: session.realName,
    role: session.roleType,
    productCode: session.productCode,
    screen: req.screen,
  };
  const done = <R extends ServerCallResult<T>>(result: R, patch: Partial<AuditEntry> = {}): R => {
    audit({ ...entry, ...patch, durationMs: Math.round((performance.now() - started) * 10) / 10 });
    return result;
  };

  const policy = findPolicy('POST', req.path, session.productCode);
  if (policy?.kind !== 'json' || !allowed(policy, rights, req.biz)) {
    return done(
      { ok: false, message: PERMISSION_DENIED },
      { event: 'refusal', outcome: 'denied', httpStatus: 403, reason: 'missing right (server render)' },
    );
  }
  try {
    const { httpStatus, envelope } = await upstreamJson(req.path, req.body, { token: session.token, requestId: entry.requestId });
    if (endsSession(httpStatus, envelope)) {
      return done(
        { ok: false, message: '', sessionEnded: true },
        { outcome: 'session expired', httpStatus, envelopeStatus: envelope.status },
      );
    }
    if (httpStatus >= 400) {
      return done(
        { ok: false, message: httpErrorText(httpStatus) },
        { outcome: 'upstream error', httpStatus, envelopeStatus: envelope.status },
      );
    }
    if (envelope.status !== STATUS_OK) {
      return done(
        { ok: false, message: businessErrorText(envelope.message ?? '', envelope.code) },
        { outcome: 'business error', envelopeStatus: envelope.status },
      );
    }
    return done({ ok: true, data: envelope.data as T }, { envelopeStatus: envelope.status });
  } catch (error) {
    if (error instanceof UpstreamTimeout)
      return done({ ok: false, message: httpErrorText(504, { fault: 'timeout' }) }, { outcome: 'timeout', httpStatus: 504 });
    return done(
      { ok: false, message: httpErrorText(502) },
      { outcome: 'upstream error', httpStatus: 502, reason: (error as Error).constructor.name },
    );
  }
}
