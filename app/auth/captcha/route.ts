import { send } from '@/lib/answer/send';
import { captchaImage } from '@/lib/calls/session';
import { handler, json } from '@/lib/gate/handler';
import { isCaptchaImage } from '@/lib/schemas/login';

export const dynamic = 'force-dynamic';

// GET /auth/captcha - a fresh captcha image from the upstream (public call, no session).
export const GET = handler({ path: captchaImage.path }, async (ctx) => {
  const sent = await send(captchaImage.path, {}, { requestId: ctx.requestId }, ctx.audit);
  const data = (sent.kind === 'data' ? sent.data : null) as { captchaKey?: unknown; image?: unknown } | null;
  if (typeof data?.captchaKey !== 'string' || !isCaptchaImage(data.image)) {
    // No answer at all: the spec's text (its status kept); an answer without a captcha: the upstream's words.
    if (sent.kind === 'failed' && !sent.envelope) return json(ctx, { message: sent.message }, sent.httpStatus);
    const said = sent.kind === 'refused' || sent.kind === 'failed' ? sent.envelope?.message : '';
    return json(ctx, { message: said || '验证码获取失败' }, 502);
  }
  return json(ctx, { captchaKey: data.captchaKey, image: data.image });
});
