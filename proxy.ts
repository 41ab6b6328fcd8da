import { NextResponse, type NextRequest } from 'next/server';
import { productCodeFix } from '@/lib/access/product-code';
import { newNonce, pagePolicy } from '@/lib/csp';
import { hasMalformedEscape, MALFORMED_HEADER } from '@/lib/ops/escapes';
import { COOKIE, SECURE_COOKIE, isSecureRequest, needsTouch, readSession, touch } from '@/lib/session';

// The coarse guard of every console page (Next 16's proxy, formerly middleware.ts). It only
// redirects; the (console) layout and each page check the session again, and /api handlers
// authenticate themselves, so /api, /auth and /views are outside the matcher, as are the
// probes /healthz and /readyz (no session, no data). Every page it lets
// through carries a strict CSP with a fresh nonce (lib/csp.ts).

const isSessionCookie = (name: string) => [COOKIE, SECURE_COOKIE].some((c) => name === c || name.startsWith(`${c}.`));
const IP_HOST = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-fA-F:.]+\])(:\d+)?$/;

/** Lets the page render, its scripts stamped with a nonce of this response only. */
function renderPage(request: NextRequest): NextResponse {
  const policy = pagePolicy(newNonce());
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}

const OUTSIDE_GUARD = /^\/(api|auth|views)\//;
const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * An address with a percent-escape that does not decode: the console's own 400 (Next would answer
 * a bare 500), before any session is read. A page gets the 400 page with its CSP, a call under
 * /api (or /auth, /views) the JSON envelope of the proxy's other refusals.
 */
function badAddress(request: NextRequest, pathname: string): NextResponse {
  if (OUTSIDE_GUARD.test(pathname)) {
    const body = { status: -1, fault: 'bad-request', message: '请求参数错误' };
    const response = NextResponse.json(body, { status: 400, headers: { 'cache-control': 'no-store' } });
    response.headers.set('content-security-policy', NON_PAGE_POLICY);
    return response;
  }
  const policy = pagePolicy(newNonce());
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = NextResponse.rewrite(new URL('/400', request.url), { status: 400, request: { headers } });
  response.headers.set('content-security-policy', policy);
  response.headers.set('cache-control', 'no-store');
  return response;
}

export async function proxy(request: NextRequest) {
  const raw = new URL(request.url);
  if (request.headers.has(MALFORMED_HEADER) || hasMalformedEscape(raw.pathname)) return badAddress(request, raw.pathname);
  // /api, /auth and /views come here only through the matcher's second entry (a '%' in the path).
  if (OUTSIDE_GUARD.test(raw.pathname)) return NextResponse.next();
  const { pathname, search, searchParams } = request.nextUrl;
  // The 400 page (badAddress rewrites to it, and Next's own fallback for an address it cannot
  // decode renders it): no session needed, and no redirect that would lose its status.
  if (pathname === '/400') return renderPage(request);
  const sessionCookies = request.cookies.getAll().filter((c) => isSessionCookie(c.name));

  const secure = isSecureRequest(request.headers.get('x-forwarded-proto'), request.nextUrl.protocol);
  const read = (response: NextResponse) =>
    readSession(
      {
        read: (name) => request.cookies.get(name)?.value,
        names: () => request.cookies.getAll().map((c) => c.name),
        write: (name, value, options) => response.cookies.set(name, value, options as Parameters<typeof response.cookies.set>[2]),
      },
      secure,
    );

  if (pathname === '/Login') {
    // Spec 01 §4 "On entering Login the header is cleared and all cookies are expired" (01-N6): a
    // live session is signed out first as 退出登录 does, revoked on every instance and audited
    // (GET /auth/logout), which then shows this page again without it.
    if (sessionCookies.length > 0 && (await read(NextResponse.next())).data) {
      const out = new URL('/auth/logout', request.url);
      out.search = search;
      return NextResponse.redirect(out, 303);
    }
    // Otherwise every session cookie left (ended, revoked, unreadable; and chunks) is expired.
    const response = renderPage(request);
    // A __Host- cookie is only replaced by one that is Secure with Path=/, even to expire it.
    for (const c of sessionCookies) {
      response.cookies.set(c.name, '', { path: '/', maxAge: 0, httpOnly: true, sameSite: 'lax', secure: c.name.startsWith('__Host-') });
    }
    return response;
  }

  // Back to the screen and filters after signing in; `expired` when a session was there and ended.
  const toLogin = (expired: boolean) => {
    const login = new URL('/Login', request.url);
    login.search = '';
    if (expired) login.searchParams.set('expired', '1');
    if (pathname !== '/') login.searchParams.set('from', pathname + search);
    // The product code survives the way back (spec 01 §4): the next sign-in sends it, not 'unset'.
    const code = searchParams.get('code');
    if (code) login.searchParams.set('code', code);
    return NextResponse.redirect(login);
  };
  if (sessionCookies.length === 0) return toLogin(false);

  const response = renderPage(request);
  const session = await read(response);
  const data = session.data;
  if (!data) return toLogin(true);

  const host = request.headers.get('host') ?? '';
  if (!searchParams.has('code') && !IP_HOST.test(host)) {
    const url = request.nextUrl.clone();
    url.searchParams.set('code', data.productCode || 'unset');
    return NextResponse.redirect(url);
  }
  // One product per session (01-#23, contract/choices.ts): a page whose code is not the session's goes to the session's.
  const fixed = productCodeFix(searchParams.get('code'), data.productCode);
  if (fixed) {
    const url = request.nextUrl.clone();
    url.searchParams.set('code', fixed);
    return NextResponse.redirect(url);
  }
  // Page navigations keep the session alive for the idle timeout.
  if (needsTouch(data)) await touch(await session.open());
  return response;
}

export const config = {
  matcher: [
    '/((?!api/|auth/|views/|bench/|healthz$|readyz$|_next/|favicon\\.ico|icon\\.svg|robots\\.txt).*)',
    // Paths of calls with a percent-escape: checked for one that does not decode (badAddress).
    '/(api|auth|views)/:rest(.*%.*)',
  ],
};
