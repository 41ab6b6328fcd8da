import { resetByAccount } from '@/lib/calls/session';
import { handler, json } from '@/lib/gate/handler';
import { resetSchema } from '@/lib/schemas/reset';
import { resetPassword } from '@/lib/session/reset';
import { resetAnswer, resetBody } from './answer';

export const dynamic = 'force-dynamic';

// POST /auth/reset - step 2 of the password reset by account (spec 01 §7, resetPwdByAccount): the
// SMS code and the new password (the procedure: lib/session/reset.ts).
export const POST = handler({ event: 'call', path: resetByAccount.path }, async (ctx) => {
  const read = await resetBody(ctx, 'reset');
  if (read instanceof Response) return read;
  const parsed = resetSchema.safeParse(read.body);
  if (!parsed.success) return json(ctx, { ok: false, message: parsed.error.issues[0]?.message ?? '请求参数错误' }, 400);
  return resetAnswer(ctx, await resetPassword(ctx, parsed.data));
});
