import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import { audit } from '@/lib/audit';
import { LOGIN_MESSAGES, loginSchema } from '@/lib/client/login-schema';
import { fetchAccess, rememberAccess } from '@/lib/session/access';
import { authFailure } from '@/lib/session/auth-response';
import { webCookies } from 'iron-session';
import { isSecureRequest, openSession } from '@/lib/session';
import { sameOrigin } from '@/lib/session/origin';
import { safeReturnTo } from '@/lib/session/return-to';
import type { RoleType } from '@/lib/session/types';
import { BodyError, parseJsonBody, readLimited } from '@/lib/upstream/clean';
import { upstreamJson } from '@/lib/upstream/client';
import { STATUS_OK } from '@/lib/upstream/envelope';

// POST /auth/login - signs in against the upstream and builds a fresh session cookie.
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

const noStore = { 'cache-control': 'no-store' };

export async function POST(request: Request) {
  const started = performance.now();
  const requestId = randomUUID();
  const url = new URL(request.url);
  const secure = isSecureRequest(request.headers.get('x-forwarded-proto'), url.protocol);
  const line = (outcome: 'ok' | 'business error' | 'denied' | 'bad request' | 'upstream error', httpStatus: number, extra: object = {}) =>
    audit({
      event: 'login',
      requestId,
      method: 'POST',
      path: '/admin/standard/login',
      outcome,
      httpStatus,
      durationMs: Math.round(performance.now() - started),
      ...extra,
    });

  if (!sameOrigin('POST', request.headers, secure)) {
    line('denied', 403, { reason: 'foreign origin' });
    return Response.json({ ok: false, message: '非法请求来源' }, { status: 403, headers: noStore });
  }
  const refuse = (status: number, message: string) => {
    line('bad request', status, { reason: 'invalid login body' });
    return Response.json({ ok: false, message }, { status, headers: noStore });
  };
  let raw: unknown;
  try {
    raw = parseJsonBody(await readLimited(request.body, 16 * 1024, request.headers.get('content-length')));
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

  const who = { loginId: form.loginId };
  try {
    const { envelope } = await upstreamJson(
      '/admin/standard/login',
      { loginId: form.loginId, password: form.password, captchaKey: form.captchaKey, captchaCode: form.captchaCode },
      { requestId, headers: loginHeaders(form.productCode ?? 'unset') },
    );
    const login = envelope.data as { token?: unknown; empId?: unknown; memberId?: unknown } | null;
    if (envelope.status !== STATUS_OK || typeof login?.token !== 'string' || login.empId === undefined) {
      await recordLoginLog(form.loginId, 'FAIL', requestId);
      line('business error', 401, { ...who, envelopeStatus: envelope.status });
      return Response.json({ ok: false, message: envelope.message || '登录失败', code: envelope.code }, { status: 401, headers: noStore });
    }

    const token = login.token;
    const empId = String(login.empId);
    const { access, main } = await fetchAccess(token, empId, requestId);
    const m = main.member ?? {};
    const roleType: RoleType = m.roleType === 'ORG' ? 'ORG' : 'PRODUCT';
    const now = Date.now();
    const headers = new Headers(noStore);
    // Clear whatever the old cookie held (chunks included), then seal a session built from
    // nothing but this login: no field of an old session carries over.
    (await openSession(webCookies(request, headers), secure)).destroy();
    const session = await openSession(webCookies(new Request(url), headers), secure);
    Object.assign(session, {
      token,
      empId,
      memberId: String(login.memberId ?? m.memberId ?? ''),
      loginId: String(m.loginId ?? form.loginId),
      realName: String(m.realName ?? ''),
      roleType,
      productCode: String(m.productCode ?? 'unset'),
      orgCode: String(m.orgCode ?? ''),
      orgName: String(m.orgName ?? ''),
      createdAt: now,
      lastSeen: now,
    });
    try {
      await session.save();
    } catch {
      // A token too long even for four cookie chunks: refuse clearly instead of a broken cookie.
      line('upstream error', 502, { ...who, reason: 'token too long for the session cookie' });
      return Response.json({ ok: false, message: '登录凭证过长，无法建立会话' }, { status: 502, headers: noStore });
    }
    rememberAccess(token, access);
    await recordLoginLog(form.loginId, 'SUCCESS', requestId);
    line('ok', 200, {
      ...who,
      empId,
      realName: session.realName,
      role: roleType,
      productCode: session.productCode,
      envelopeStatus: STATUS_OK,
    });
    headers.set('content-type', 'application/json');
    return new Response(JSON.stringify({ ok: true, redirect: safeReturnTo(form.returnTo, session.productCode!) }), {
      status: 200,
      headers,
    });
  } catch (error) {
    line('upstream error', 502, { ...who, reason: (error as Error).constructor.name });
    return authFailure(error);
  }
}

/** The login log (protocol §4): best effort, a 404 or any failure here is silent. */
async function recordLoginLog(loginId: string, result: 'SUCCESS' | 'FAIL', requestId: string): Promise<void> {
  try {
    await upstreamJson('/client/standard/recordLoginLog', { loginId, result }, { requestId });
  } catch {
    // silent by spec
  }
}
