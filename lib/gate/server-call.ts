import 'server-only';
import { randomUUID } from 'node:crypto';
import { audit, type AuditEntry } from '@/lib/audit';
import { readAction } from '@/lib/audit/describe';
import { businessErrorText, httpErrorText } from '@/lib/errors/classify';
import { packProjectedPage } from '@/lib/list/project';
import type { SessionData } from '@/lib/session/types';
import type { JsonObject } from '@/lib/upstream/clean';
import { UpstreamTimeout, upstreamJson } from '@/lib/upstream/client';
import { endsSession, STATUS_OK } from '@/lib/upstream/envelope';
import { authorize } from './authorize';
import { checkBody } from './body';
import { whoOf } from './who';

// Upstream calls a server component makes for the operator (a list screen's first page, its
// dictionaries): the same authorisation, trimming and audit line as the browser's /api calls, so
// rendering on the server is no side door.

export type ServerCallResult<T> =
  | { ok: true; data: T }
  | { ok: false; message: string; sessionEnded?: boolean /** A refusal's own status (403, 404). */; refused?: number };

export interface ServerCallRequest {
  /** The route the page was opened as (BIZ_ kept). */
  screen: string;
  /** The list asking for rows when it is not the screen's own (a dialog tab's). */
  view?: string;
  path: string;
  body: JsonObject;
  /** A list's page: answered as packPage's text, trimmed to the list's fields as it is packed. */
  packed?: boolean;
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
    ...whoOf(session),
    screen: req.screen,
    kind: 'read',
    action: readAction('POST', req.path, 'json'),
  };
  const done = <R extends ServerCallResult<T>>(result: R, patch: Partial<AuditEntry> = {}): R => {
    audit({ ...entry, ...patch, durationMs: Math.round((performance.now() - started) * 10) / 10 });
    return result;
  };

  const decision = authorize({ method: 'POST', path: req.path, screen: req.screen, view: req.view ?? null }, session, rights);
  if (!decision.ok) {
    return done(
      { ok: false, message: decision.message, refused: decision.status },
      { event: 'refusal', outcome: decision.outcome, httpStatus: decision.status, reason: `${decision.reason} (server render)` },
    );
  }
  if (decision.policy.kind !== 'json')
    return done(
      { ok: false, message: httpErrorText(400) },
      { event: 'refusal', outcome: 'bad request', httpStatus: 400, reason: 'not a json call' },
    );
  const checked = checkBody(decision.policy, req.body, decision.ctx);
  if (!checked.ok)
    return done(
      { ok: false, message: checked.message },
      { event: 'refusal', outcome: 'bad request', httpStatus: 400, reason: 'body refused by its schema' },
    );
  try {
    const { httpStatus, envelope } = await upstreamJson(req.path, checked.body as JsonObject, {
      token: session.token,
      requestId: entry.requestId,
    });
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
    const data = (
      req.packed
        ? packProjectedPage(envelope.data, decision.project?.keys, decision.project?.rowsAt)
        : decision.project
          ? decision.project(envelope.data)
          : envelope.data
    ) as T;
    return done({ ok: true, data }, { envelopeStatus: envelope.status });
  } catch (error) {
    if (error instanceof UpstreamTimeout)
      return done({ ok: false, message: httpErrorText(504, { fault: 'timeout' }) }, { outcome: 'timeout', httpStatus: 504 });
    return done(
      { ok: false, message: httpErrorText(502) },
      { outcome: 'upstream error', httpStatus: 502, reason: (error as Error).constructor.name },
    );
  }
}
