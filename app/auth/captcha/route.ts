import { randomUUID } from 'node:crypto';
import { upstreamJson } from '@/lib/upstream/client';
import { STATUS_OK } from '@/lib/upstream/envelope';
import { authFailure } from '@/lib/session/auth-response';

// GET /auth/captcha - a fresh captcha image from the upstream (public call, no session).
export const dynamic = 'force-dynamic';

export async function GET() {
  try {
    const { envelope } = await upstreamJson('/client/standard/getImgCaptcha', {}, { requestId: randomUUID() });
    const data = envelope.data as { captchaKey?: unknown; image?: unknown } | null;
    if (
      envelope.status !== STATUS_OK ||
      typeof data?.captchaKey !== 'string' ||
      typeof data.image !== 'string' ||
      !data.image.startsWith('data:image/png;base64,')
    ) {
      return Response.json({ message: envelope.message || '验证码获取失败' }, { status: 502, headers: { 'cache-control': 'no-store' } });
    }
    return Response.json({ captchaKey: data.captchaKey, image: data.image }, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    return authFailure(error);
  }
}
