import 'server-only';
import { send } from '@/lib/answer/send';
import { resetByAccount, resetCode } from '@/lib/calls/session';
import { clientAddress, maskAddress } from './client-address';
import type { SessionRequest } from './sign-in';
import { loginFailed, loginSucceeded, type ThrottleKeys, throttled, throttleKeys } from './throttle';

// The password reset by account (spec 01 §7: /admin/standard/captcha, then resetPwdByAccount), apart
// from its routes. Each step counts its failures with the sign-in's (per account and per address):
// guessing an SMS code is guessing a password.

/** A reset step's line: an auth event (issue #52: not an anonymous read), named as the operator took it. */
export const RESET_ACTIONS = { code: '忘记密码：获取短信验证码', reset: '忘记密码：设置新密码' } as const;

export type ResetResult<T extends object = object> =
  | ({ ok: true } & T)
  | { ok: false; status: number; message: string; code?: string; field?: string };

/** Refused while the account's or the address's failures are over the count, as the sign-in is. */
async function throttle(ctx: SessionRequest, loginId: string): Promise<{ keys: ThrottleKeys; refused: ResetResult | null }> {
  const address = clientAddress(ctx.request.headers);
  ctx.audit({ loginId, client: maskAddress(address) });
  const keys = throttleKeys(loginId, address);
  const over = await throttled(keys);
  if (!over) return { keys, refused: null };
  ctx.audit({ event: 'refusal', outcome: 'throttled', reason: `too many failures for the ${over.by}` });
  return { keys, refused: { ok: false, status: 429, message: over.message } };
}

type Failure = { ok: false; status: number; message: string; code?: string; field?: string };

/** One step's call: throttled, sent, its data or its failure (counted with the sign-in's). */
async function resetStep(
  ctx: SessionRequest,
  loginId: string,
  path: string,
  body: Record<string, string>,
  fallback: string,
): Promise<{ ok: true; data: unknown; keys: ThrottleKeys } | Failure> {
  const { keys, refused } = await throttle(ctx, loginId);
  if (refused) return refused as Failure;
  const sent = await send(path, body, { requestId: ctx.requestId }, ctx.audit);
  if (sent.kind === 'data') return { ok: true, data: sent.data, keys };
  // No answer at all: the spec's text for the time-out or the upstream away, and no failure counted.
  if (sent.kind === 'failed' && !sent.envelope) return { ok: false, status: sent.httpStatus, message: sent.message };
  const envelope = sent.kind === 'ended' ? undefined : sent.envelope;
  ctx.audit({ outcome: 'business error', failures: await loginFailed(keys) });
  return { ok: false, status: 400, message: envelope?.message || fallback, code: envelope?.code };
}

/**
 * Step 1: the upstream checks the image captcha and sends the SMS code; the answer names the mobile
 * masked. One captcha, one call (01-N13): /admin/standard/captcha checks it and sends the SMS code.
 * A checkCaptcha first would spend it where the upstream uses a captcha up when checking (spec 01 §7
 * leaves that open); its refusal of the captcha is said beside the field, as checkCaptcha's would be.
 */
export async function requestResetCode(
  ctx: SessionRequest,
  { loginId, captchaKey, captchaCode }: { loginId: string; captchaKey: string; captchaCode: string },
): Promise<ResetResult<{ maskMobile: string }>> {
  const step = await resetStep(ctx, loginId, resetCode.path, { loginId, captchaKey, captchaCode }, '验证码发送失败');
  if (!step.ok) return step.message.includes('验证码错误') ? { ...step, field: 'captchaCode' } : step;
  const data = step.data as { maskMobile?: unknown } | null;
  return { ok: true, maskMobile: typeof data?.maskMobile === 'string' ? data.maskMobile : '' };
}

/** Step 2: the SMS code and the new password. The password is never logged or echoed. */
export async function resetPassword(
  ctx: SessionRequest,
  { loginId, smsCode, newPassword }: { loginId: string; smsCode: string; newPassword: string },
): Promise<ResetResult> {
  const step = await resetStep(ctx, loginId, resetByAccount.path, { loginId, smsCode, newPassword }, '密码重置失败');
  if (!step.ok) return step;
  await loginSucceeded(step.keys);
  return { ok: true };
}
