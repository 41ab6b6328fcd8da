import { captchaImage } from '@/lib/calls/session';
import { handler, json } from '@/lib/gate/handler';
import { isCaptchaImage } from '@/lib/schemas/login';
import { upstreamJson } from '@/lib/upstream/client';
import { STATUS_OK } from '@/lib/upstream/envelope';

export const dynamic = 'force-dynamic';

// GET /auth/captcha - a fresh captcha image from the upstream (public call, no session).
export const GET = handler({ path: captchaImage.path }, async (ctx) => {
  const { envelope } = await upstreamJson(captchaImage.path, {}, { requestId: ctx.requestId });
  const data = envelope.data as { captchaKey?: unknown; image?: unknown } | null;
  if (envelope.status !== STATUS_OK || typeof data?.captchaKey !== 'string' || !isCaptchaImage(data.image)) {
    return json(ctx, { message: envelope.message || '验证码获取失败' }, 502);
  }
  return json(ctx, { captchaKey: data.captchaKey, image: data.image });
});
