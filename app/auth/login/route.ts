import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import { fetchAccess, rememberAccess } from '@/lib/access/rights';
import { login, recordLoginLog } from '@/lib/calls/session';
import { handler, json } from '@/lib/gate/handler';
import { LOGIN_MESSAGES, loginSchema } from '@/lib/schemas/login';
import { webCookies } from 'iron-session';
import { absoluteExpiry, openSession } from '@/lib/session';
import { clientAddress, maskAddress } from '@/lib/session/client-address';
import { loginFailed, loginSucceeded, throttled, throttleKeys } from '@/lib/session/throttle';
import { store } from '@/lib/store';
import { safeReturnTo } from '@/lib/session/return-to';
import type { RoleType } from '@/lib/session/types';
import { BodyError, parseJsonBody, readLimited } from '@/lib/upstream/clean';
import { upstreamJson } from '@/lib/upstream/client';
import { STATUS_OK } from '@/lib/upstream/envelope';
import { productCodeOf } from '@/lib/access/product-code';

export const dynamic = 'force-dynamic';

const bodySchema = z.extend(loginSchema, {
  captchaKey: z.string().check(z.minLength(1), z.maxLength(128)),
  returnTo: z.optional(z.string().check(z.maxLength(2048))),
  productCode: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/))),
});

/** Protocol §2: the headers every login call carries. */
function loginHeaders(productCode: string): Record<string, string> {
  return { appVersion: '1.1.3', appType: '101420', custMemberType: '102900', osPlatfm: 'WEB', timestamp: String(Date.now()), productCode };
}

// POST /auth/login - signs in against the upstream and builds a fresh session cookie.
export const POST = handler({ event: 'login', path: login.path }, async (ctx) => {
  const refuse = (status: number, message: string) => {
    ctx.audit({ outcome: 'bad request', reason: 'invalid login body' });
    return json(ctx, { ok: false, message }, status);
  };
  let raw: unknown;
  try {
    raw = parseJsonBody(await readLimited(ctx.request.body, 16 * 1024, ctx.request.headers.get('content-length')));
  } catch (error) {
    if (error instanceof BodyError) return refuse(error.status, '请求参数错误');
    throw error;
  }
  const parsed = bodySchema.safeParse(raw);
  if (!parsed.success) {
    // The form's own messages (请输入账号 …) where they apply; anything else is a malformed call.
    const message = parsed.error.issues[0]?.message;
    return refuse(400, message && (Object.values(LOGIN_MESSAGES) as string[]).includes(message) ? message : '请求参数错误');
  }
  const form = parsed.data;
  const address = clientAddress(ctx.request.headers);
  ctx.audit({ loginId: form.loginId, client: maskAddress(address) });
  const keys = throttleKeys(form.loginId, address);
  const refused = await throttled(keys);
  if (refused) {
    ctx.audit({ event: 'refusal', outcome: 'throttled', reason: `too many failures for the ${refused.by}` });
    const headers = new Headers(ctx.headers);
    headers.set('retry-after', String(Math.max(1, Math.ceil((refused.until - Date.now()) / 1000))));
    return json({ headers }, { ok: false, message: refused.message }, 429);
  }

  const { envelope } = await upstreamJson(
    login.path,
    { loginId: form.loginId, password: form.password, captchaKey: form.captchaKey, captchaCode: form.captchaCode },
    { requestId: ctx.requestId, headers: loginHeaders(form.productCode ?? 'unset') },
  );
  const answer = envelope.data as { token?: unknown; empId?: unknown; memberId?: unknown } | null;
  if (envelope.status !== STATUS_OK || typeof answer?.token !== 'string' || answer.empId === undefined) {
    ctx.audit({ outcome: 'business error', envelopeStatus: envelope.status, failures: await loginFailed(keys) });
    return json(ctx, { ok: false, message: envelope.message || '登录失败', code: envelope.code }, 401);
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
    return json(ctx, { ok: false, message: '登录凭证过长，无法建立会话' }, 502);
  }
  rememberAccess(token, access, rightsStamp);
  await loginSucceeded(keys);
  await recordLogin(form.loginId, 'SUCCESS', ctx.requestId, token);
  ctx.audit({ empId, realName: session.realName, role: roleType, productCode: session.productCode, envelopeStatus: STATUS_OK });
  return json(ctx, { ok: true, redirect: safeReturnTo(form.returnTo, session.productCode!) });
});

/**
 * The login log (protocol §4): best effort, a 404 or any failure here is silent. It is not a public
 * call (protocol §2): it carries the token the sign-in just returned. A refused sign-in has no token
 * to send it with; its audit line (with the failure count) is the record of it.
 */
async function recordLogin(loginId: string, result: 'SUCCESS', requestId: string, token: string): Promise<void> {
  try {
    await upstreamJson(recordLoginLog.path, { loginId, result }, { requestId, token });
  } catch {
    // silent by spec
  }
}
