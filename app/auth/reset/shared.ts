import 'server-only';
import type { HandlerContext } from '@/lib/gate/handler';
import { json } from '@/lib/gate/handler';
import { clientAddress, maskAddress } from '@/lib/session/client-address';
import { type ThrottleKeys, throttled, throttleKeys } from '@/lib/session/throttle';
import { BodyError, parseJsonBody, readLimited } from '@/lib/upstream/clean';

/** A reset step's line: an auth event (issue #52: not an anonymous read), named as the operator took it. */
export const RESET_ACTIONS = { code: '忘记密码：获取短信验证码', reset: '忘记密码：设置新密码' } as const;

/** The JSON body of a reset step, or the answer refusing it. */
export async function readResetBody(ctx: HandlerContext, step: keyof typeof RESET_ACTIONS): Promise<unknown | Response> {
  ctx.audit({ kind: 'auth', action: RESET_ACTIONS[step] });
  try {
    return parseJsonBody(await readLimited(ctx.request.body, 4 * 1024, ctx.request.headers.get('content-length')));
  } catch (error) {
    if (error instanceof BodyError) return json(ctx, { ok: false, message: '请求参数错误' }, error.status);
    throw error;
  }
}

/**
 * A reset step counts its failures with the sign-in's (per account and per address): guessing an
 * SMS code is guessing a password. Refused while the count is over, as the sign-in is.
 */
export async function resetThrottle(ctx: HandlerContext, loginId: string): Promise<{ keys: ThrottleKeys; refused: Response | null }> {
  const address = clientAddress(ctx.request.headers);
  ctx.audit({ loginId, client: maskAddress(address) });
  const keys = throttleKeys(loginId, address);
  const over = await throttled(keys);
  if (!over) return { keys, refused: null };
  ctx.audit({ event: 'refusal', outcome: 'throttled', reason: `too many failures for the ${over.by}` });
  return { keys, refused: json(ctx, { ok: false, message: over.message }, 429) };
}
