import 'server-only';
import { rawMaskFor } from '@/lib/answer/raw';
import { send } from '@/lib/answer/send';
import type { AuditOutcome } from '@/lib/audit';
import { contractOverrides } from '@/lib/config';
import { describeCall } from '@/lib/audit/describe';
import { httpErrorText } from '@/lib/errors/classify';
import { packProjectedPage } from '@/lib/list/project';
import type { SessionData } from '@/lib/session/types';
import type { JsonObject } from '@/lib/upstream/clean';
import { authorize } from './authorize';
import { checkBody } from './body';
import { Exchange } from './exchange';
import { whoOf } from '@/lib/session/who';

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
  const ex = new Exchange(null, { event: 'call', method: 'POST', path: req.path });
  ex.note({ ...whoOf(session), screen: req.screen, ...describeCall({ method: 'POST', path: req.path, kind: 'json' }, req.path, req.body) });
  const [result, httpStatus] = await call<T>(ex, session, rights, req);
  ex.end(httpStatus);
  return result;
}

type Answered<T> = [ServerCallResult<T>, httpStatus: number];

async function call<T>(ex: Exchange, session: SessionData, rights: ReadonlySet<string>, req: ServerCallRequest): Promise<Answered<T>> {
  const refuse = (status: number, message: string, outcome: AuditOutcome, reason: string, refused?: number): Answered<T> => {
    ex.note({ event: 'refusal', outcome, reason });
    return [{ ok: false, message, ...(refused ? { refused } : {}) }, status];
  };
  const decision = authorize({ method: 'POST', path: req.path, screen: req.screen, view: req.view ?? null }, session, rights);
  if (!decision.ok)
    return refuse(decision.status, decision.message, decision.outcome, `${decision.reason} (server render)`, decision.status);
  if (decision.policy.kind !== 'json') return refuse(400, httpErrorText(400), 'bad request', 'not a json call');
  const checked = checkBody(decision.policy, req.body, decision.ctx);
  if (!checked.ok) return refuse(400, checked.message, 'bad request', checked.reason);
  ex.note(contractOverrides().note(decision.policy.call.key));
  const key = decision.policy.call.key;
  const sent = await send(req.path, checked.body as JsonObject, { token: session.token, requestId: ex.requestId, key }, (p) => ex.note(p));
  if (sent.kind === 'ended') return [{ ok: false, message: '', sessionEnded: true }, sent.httpStatus];
  if (sent.kind !== 'data') return [{ ok: false, message: sent.message }, sent.httpStatus];
  const read = (rawMaskFor(key, decision.ctx) ?? ((d: unknown) => d))(sent.data);
  const data = (
    req.packed
      ? packProjectedPage(read, decision.project?.keys, decision.project?.rowsAt)
      : decision.project
        ? decision.project(read)
        : read
  ) as T;
  return [{ ok: true, data }, sent.httpStatus];
}
