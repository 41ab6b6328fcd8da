import * as z from 'zod/mini';
import { resetCode } from '@/lib/calls/session';
import { handler, json } from '@/lib/gate/handler';
import { resetCodeSchema } from '@/lib/schemas/reset';
import { loginFailed } from '@/lib/session/throttle';
import { upstreamJson } from '@/lib/upstream/client';
import { STATUS_OK } from '@/lib/upstream/envelope';
import { readResetBody, resetThrottle } from '../shared';

export const dynamic = 'force-dynamic';

const bodySchema = z.extend(resetCodeSchema, { captchaKey: z.string().check(z.minLength(1), z.maxLength(128)) });

// POST /auth/reset/code - step 1 of the password reset by account (spec 01 §7): the upstream
// checks the image captcha and sends the SMS code (/admin/standard/captcha); the answer names the mobile masked.
export const POST = handler({ event: 'call', path: resetCode.path }, async (ctx) => {
  const raw = await readResetBody(ctx, 'code');
  if (raw instanceof Response) return raw;
  const parsed = bodySchema.safeParse(raw);
  if (!parsed.success) return json(ctx, { ok: false, message: parsed.error.issues[0]?.message ?? '请求参数错误' }, 400);
  const { loginId, captchaKey, captchaCode } = parsed.data;
  const { keys, refused } = await resetThrottle(ctx, loginId);
  if (refused) return refused;
  // One captcha, one call (01-N13): /admin/standard/captcha checks it and sends the SMS code. A
  // checkCaptcha first would spend it where the upstream uses a captcha up when checking (spec 01 §7
  // leaves that open); its refusal of the captcha is said beside the field, as checkCaptcha's would be.
  const { envelope } = await upstreamJson(resetCode.path, { loginId, captchaKey, captchaCode }, { requestId: ctx.requestId });
  ctx.audit({ envelopeStatus: envelope.status });
  if (envelope.status !== STATUS_OK) {
    ctx.audit({ outcome: 'business error', failures: await loginFailed(keys) });
    const message = envelope.message || '验证码发送失败';
    return json(ctx, { ok: false, message, code: envelope.code, ...(message.includes('验证码错误') ? { field: 'captchaCode' } : {}) }, 400);
  }
  const data = envelope.data as { maskMobile?: unknown } | null;
  return json(ctx, { ok: true, maskMobile: typeof data?.maskMobile === 'string' ? data.maskMobile : '' });
});
