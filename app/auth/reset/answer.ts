import 'server-only';
import { type HandlerContext, json, jsonBody } from '@/lib/gate/handler';
import { RESET_ACTIONS, type ResetResult } from '@/lib/session/reset';

/** A reset step's JSON body (its line named as the operator took the step), or the answer refusing it. */
export async function resetBody(ctx: HandlerContext, step: keyof typeof RESET_ACTIONS): Promise<{ ok: true; body: unknown } | Response> {
  ctx.audit({ kind: 'auth', action: RESET_ACTIONS[step] });
  const read = await jsonBody(ctx, 4 * 1024);
  return read.ok ? read : json(ctx, { ok: false, message: '请求参数错误' }, read.status);
}

/** A reset step's result as the login screen reads it. */
export function resetAnswer(ctx: HandlerContext, result: ResetResult): Response {
  if (result.ok) return json(ctx, result);
  const { status, ...body } = result;
  const headers = new Headers(ctx.headers);
  return json({ headers }, body, status);
}
