import 'server-only';
import type { HandlerContext } from '@/lib/gate/handler';
import { json } from '@/lib/gate/handler';
import { clientAddress, maskAddress } from '@/lib/session/client-address';
import { type ThrottleKeys, throttled, throttleKeys } from '@/lib/session/throttle';
import { BodyError, parseJsonBody, readLimited } from '@/lib/upstream/clean';

/** The JSON body of a reset step, or the answer refusing it. */
export async function readResetBody(ctx: HandlerContext): Promise<unknown | Response> {
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
