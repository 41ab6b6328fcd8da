// The one authorisation of an upstream call, for the browser's /api calls and for the calls a
// server component makes alike: the policy table, the screen the call comes from (which decides
// the BIZ_ prefix and must be one the operator may open), the call's uses, and the requester whose
// list trims the rows.
import type { GateContext } from '@/lib/access/gate';
import type { AuditOutcome } from '@/lib/audit';
import { PERMISSION_DENIED } from '@/lib/errors/texts';
import { openScreen } from '@/lib/screens';
import type { SessionData } from '@/lib/session/types';
import { allowed, findPolicy, type Policy } from './policy';
import { type Projection, projectionFor } from './trim';

export interface CallRequest {
  method: string;
  path: string;
  /** X-Console-Screen: the route the call comes from (BIZ_ kept), if any. */
  screen: string | null;
  /** X-Console-View: the list asking for rows (a dialog tab's), if not the screen's own. */
  view: string | null;
}

export type Authorized = {
  ok: true;
  policy: Policy;
  ctx: GateContext;
  /** Trims a page answer to what the requesting list may show. */
  project?: Projection;
};

export type Refused = { ok: false; status: number; fault: string; reason: string; outcome: AuditOutcome; message: string };

const refused = (status: number, reason: string, message: string, outcome: AuditOutcome = 'denied'): Refused => ({
  ok: false,
  status,
  fault: outcome === 'denied' ? 'denied' : 'bad-request',
  reason,
  outcome,
  message,
});

export function authorize(
  req: CallRequest,
  session: Pick<SessionData, 'roleType' | 'productCode'>,
  rights: ReadonlySet<string>,
): Authorized | Refused {
  const policy = findPolicy(req.method, req.path, session.productCode);
  if (!policy) return refused(404, 'not in the call policy table', '接口不存在', 'bad request');
  let biz = false;
  let screenName: string | null = null;
  if (req.screen) {
    const screen = openScreen(req.screen, rights);
    if (!screen?.allowed) return refused(403, 'screen not allowed', PERMISSION_DENIED);
    biz = screen.biz;
    screenName = screen.def.name;
  }
  const ctx: GateContext = { rights, biz, roleType: session.roleType, productCode: session.productCode };
  if (!allowed(policy, ctx)) return refused(403, 'missing right', PERMISSION_DENIED);
  return { ok: true, policy, ctx, project: projectionFor(policy, ctx, req.view ?? screenName) };
}
