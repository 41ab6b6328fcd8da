import { config } from '@/lib/config';

// Foreign-origin refusal for mutating requests (the cookie is SameSite=Lax too; this is the
// second lock). A browser always sends Origin or Sec-Fetch-Site on a cross-site POST.
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function sameOrigin(
  method: string,
  headers: Headers,
  secure: boolean,
  allowed: readonly string[] = config().allowedOrigins,
): boolean {
  if (SAFE_METHODS.has(method)) return true;
  const site = headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return false;
  const origin = headers.get('origin');
  if (origin === null) return true;
  const host = headers.get('host');
  if (!host) return false;
  return origin === `${secure ? 'https' : 'http'}://${host}` || allowed.includes(origin);
}
