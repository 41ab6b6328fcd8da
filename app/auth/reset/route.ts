import { resetByAccount } from '@/lib/calls/session';
import { handler, json } from '@/lib/gate/handler';
import { resetSchema } from '@/lib/schemas/reset';
import { loginFailed, loginSucceeded } from '@/lib/session/throttle';
import { upstreamJson } from '@/lib/upstream/client';
import { STATUS_OK } from '@/lib/upstream/envelope';
import { readResetBody, resetThrottle } from './shared';

export const dynamic = 'force-dynamic';

// POST /auth/reset - step 2 of the password reset by account (spec 01 §7, resetPwdByAccount): the
// SMS code and the new password. The password is never logged or echoed.
export const POST = handler({ event: 'call', path: resetByAccount.path }, async (ctx) => {
  const raw = await readResetBody(ctx, 'reset');
  if (raw instanceof Response) return raw;
  const parsed = resetSchema.safeParse(raw);
  if (!parsed.success) return json(ctx, { ok: false, message: parsed.error.issues[0]?.message ?? '请求参数错误' }, 400);
  const { loginId, smsCode, newPassword } = parsed.data;
  const { keys, refused } = await resetThrottle(ctx, loginId);
  if (refused) return refused;
  const { envelope } = await upstreamJson(resetByAccount.path, { loginId, smsCode, newPassword }, { requestId: ctx.requestId });
  ctx.audit({ envelopeStatus: envelope.status });
  if (envelope.status !== STATUS_OK) {
    ctx.audit({ outcome: 'business error', failures: await loginFailed(keys) });
    return json(ctx, { ok: false, message: envelope.message || '密码重置失败', code: envelope.code }, 400);
  }
  await loginSucceeded(keys);
  return json(ctx, { ok: true });
});
