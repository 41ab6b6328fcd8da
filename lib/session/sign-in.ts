import 'server-only';
import { randomUUID } from 'node:crypto';
import { webCookies } from 'iron-session';
import { fetchAccess, rememberAccess } from '@/lib/session/rights';
import { productCodeOf } from '@/lib/access/product-code';
import { type Note, send } from '@/lib/answer/send';
import { login, recordLoginLog } from '@/lib/calls/session';
import { store } from '@/lib/store';
import { absoluteExpiry, openSession } from './index';
import { clientAddress, maskAddress } from './client-address';
import { safeReturnTo } from './return-to';
import { loginFailed, loginSucceeded, throttled, throttleKeys } from './throttle';
import type { RoleType } from './types';

// The sign-in procedure (spec 01 §4, protocol §2 and §4), apart from its route: the throttle, the
// login call, the rights, a session built from nothing but this login, the login log.

/** What a procedure of the session needs of the request it serves (the gate's handler context has it). */
export interface SessionRequest {
  request: Request;
  url: URL;
  secure: boolean;
  requestId: string;
  /** The answer's headers: the session cookie is written here. */
  headers: Headers;
  audit: Note;
}

export interface SignInForm {
  loginId: string;
  password: string;
  captchaKey: string;
  captchaCode: string;
  returnTo?: string;
  productCode?: string;
}

export type SignInResult =
  | { ok: true; redirect: string }
  | { ok: false; status: number; message: string; code?: string; retryAfterSeconds?: number };

/** Protocol §2: the headers every login call carries. */
function loginHeaders(productCode: string): Record<string, string> {
  return { appVersion: '1.1.3', appType: '101420', custMemberType: '102900', osPlatfm: 'WEB', timestamp: String(Date.now()), productCode };
}

export async function signIn(ctx: SessionRequest, form: SignInForm): Promise<SignInResult> {
  const address = clientAddress(ctx.request.headers);
  ctx.audit({ loginId: form.loginId, client: maskAddress(address) });
  const keys = throttleKeys(form.loginId, address);
  const refused = await throttled(keys);
  if (refused) {
    ctx.audit({ event: 'refusal', outcome: 'throttled', reason: `too many failures for the ${refused.by}` });
    return {
      ok: false,
      status: 429,
      message: refused.message,
      retryAfterSeconds: Math.max(1, Math.ceil((refused.until - Date.now()) / 1000)),
    };
  }

  const sent = await send(
    login.path,
    { loginId: form.loginId, password: form.password, captchaKey: form.captchaKey, captchaCode: form.captchaCode },
    { requestId: ctx.requestId, headers: loginHeaders(form.productCode ?? 'unset') },
    ctx.audit,
  );
  // No answer at all: the spec's text for the time-out or the upstream away, and no failure counted.
  if (sent.kind === 'failed' && !sent.envelope) return { ok: false, status: sent.httpStatus, message: sent.message };
  const answer = (sent.kind === 'data' ? sent.data : null) as { token?: unknown; empId?: unknown; memberId?: unknown } | null;
  if (typeof answer?.token !== 'string' || answer.empId === undefined) {
    const envelope = sent.kind === 'ended' ? undefined : sent.envelope;
    ctx.audit({ outcome: 'business error', failures: await loginFailed(keys) });
    return { ok: false, status: 401, message: envelope?.message || '登录失败', code: envelope?.code };
  }

  const token = answer.token;
  const empId = String(answer.empId);
  const now = Date.now();
  const sid = randomUUID();
  // The stamp is read before the rights: a change made meanwhile leaves this entry stale, not current.
  const { rightsStamp } = await store().sessionState(sid, empId, absoluteExpiry({ createdAt: now }));
  const { access, main } = await fetchAccess(token, empId, ctx.requestId);
  const m = main.member ?? {};
  const roleType: RoleType = m.roleType === 'ORG' ? 'ORG' : 'PRODUCT';
  // Clear whatever the old cookie held (chunks included), then seal a session built from nothing
  // but this login: no field of an old session carries over.
  (await openSession(webCookies(ctx.request, ctx.headers), ctx.secure)).destroy();
  const session = await openSession(webCookies(new Request(ctx.url), ctx.headers), ctx.secure);
  Object.assign(session, {
    token,
    sid,
    empId,
    memberId: String(answer.memberId ?? m.memberId ?? ''),
    loginId: String(m.loginId ?? form.loginId),
    realName: String(m.realName ?? ''),
    roleType,
    productCode: productCodeOf(m.productCode),
    orgCode: String(m.orgCode ?? ''),
    orgName: String(m.orgName ?? ''),
    createdAt: now,
    lastSeen: now,
  });
  try {
    await session.save();
  } catch {
    // A token too long even for four cookie chunks: refuse clearly instead of a broken cookie.
    ctx.audit({ outcome: 'upstream error', reason: 'token too long for the session cookie' });
    return { ok: false, status: 502, message: '登录凭证过长，无法建立会话' };
  }
  rememberAccess(token, access, rightsStamp);
  await loginSucceeded(keys);
  // The login log (protocol §4): best effort, a 404 or any failure here is silent. It is not a public
  // call (protocol §2): it carries the token the sign-in just returned. A refused sign-in has no token
  // to send it with; its audit line (with the failure count) is the record of it.
  await send(recordLoginLog.path, { loginId: form.loginId, result: 'SUCCESS' }, { requestId: ctx.requestId, token }, () => {});
  ctx.audit({ empId, realName: session.realName, role: roleType, productCode: session.productCode, envelopeStatus: 20, outcome: 'ok' });
  return { ok: true, redirect: safeReturnTo(form.returnTo, session.productCode!) };
}
