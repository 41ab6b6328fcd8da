import * as z from 'zod/mini';
import { resetCode } from '@/lib/calls/session';
import { handler, json } from '@/lib/gate/handler';
import { resetCodeSchema } from '@/lib/schemas/reset';
import { requestResetCode } from '@/lib/session/reset';
import { resetAnswer, resetBody } from '../answer';

export const dynamic = 'force-dynamic';

const bodySchema = z.extend(resetCodeSchema, { captchaKey: z.string().check(z.minLength(1), z.maxLength(128)) });

// POST /auth/reset/code - step 1 of the password reset by account (spec 01 §7): the upstream checks
// the image captcha and sends the SMS code (the procedure: lib/session/reset.ts).
export const POST = handler({ event: 'call', path: resetCode.path }, async (ctx) => {
  const read = await resetBody(ctx, 'code');
  if (read instanceof Response) return read;
  const parsed = bodySchema.safeParse(read.body);
  if (!parsed.success) return json(ctx, { ok: false, message: parsed.error.issues[0]?.message ?? '请求参数错误' }, 400);
  return resetAnswer(ctx, await requestResetCode(ctx, parsed.data));
});
