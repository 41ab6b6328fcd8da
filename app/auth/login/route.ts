import * as z from 'zod/mini';
import { login } from '@/lib/calls/session';
import { handler, json, jsonBody } from '@/lib/gate/handler';
import { LOGIN_MESSAGES, loginSchema } from '@/lib/schemas/login';
import { signIn } from '@/lib/session/sign-in';

export const dynamic = 'force-dynamic';

const bodySchema = z.extend(loginSchema, {
  captchaKey: z.string().check(z.minLength(1), z.maxLength(128)),
  returnTo: z.optional(z.string().check(z.maxLength(2048))),
  productCode: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/))),
});

// POST /auth/login - signs in against the upstream and builds a fresh session cookie (the
// procedure: lib/session/sign-in.ts).
export const POST = handler({ event: 'login', path: login.path }, async (ctx) => {
  const refuse = (status: number, message: string) => {
    ctx.audit({ outcome: 'bad request', reason: 'invalid login body' });
    return json(ctx, { ok: false, message }, status);
  };
  const read = await jsonBody(ctx, 16 * 1024);
  if (!read.ok) return refuse(read.status, '请求参数错误');
  const parsed = bodySchema.safeParse(read.body);
  if (!parsed.success) {
    // The form's own messages (请输入账号 …) where they apply; anything else is a malformed call.
    const message = parsed.error.issues[0]?.message;
    return refuse(400, message && (Object.values(LOGIN_MESSAGES) as string[]).includes(message) ? message : '请求参数错误');
  }
  const result = await signIn(ctx, parsed.data);
  if (result.ok) return json(ctx, { ok: true, redirect: result.redirect });
  const headers = new Headers(ctx.headers);
  if (result.retryAfterSeconds) headers.set('retry-after', String(result.retryAfterSeconds));
  return json({ headers }, { ok: false, message: result.message, ...(result.code ? { code: result.code } : {}) }, result.status);
});
