// Where the browser is: the route name and the product code the console runs under. Guarded for
// server rendering, where client components also execute once.
import { productCodeOf } from '@/lib/access/product-code';

/** Route name of the current page ('' on the welcome page), e.g. 'BIZ_AcctList'. */
export function currentScreen(): string {
  if (typeof window === 'undefined') return '';
  const first = window.location.pathname.split('/')[1] ?? '';
  try {
    return decodeURIComponent(first);
  } catch {
    return first;
  }
}

/**
 * The X-Console-Screen value for a route name, or '' to send none. Route names are ASCII; anything
 * else (a mistyped URL) would make Headers.set throw, and the server would refuse it anyway.
 */
export function screenHeader(screen: string): string {
  return /^[A-Za-z0-9_.-]{1,100}$/.test(screen) ? screen : '';
}

/** The product code of the page: its `code` query parameter (proxy.ts keeps it present). */
export function currentProductCode(): string | null {
  if (typeof window === 'undefined') return null;
  const code = new URLSearchParams(window.location.search).get('code');
  return code === null ? null : productCodeOf(code);
}

/** Spec 01 §3: local storage keeps the productCode; the login screen falls back to it (§4). */
export const PRODUCT_CODE_KEY = 'productCode';
const PRODUCT_CODE = /^[A-Za-z0-9_-]{1,32}$/;

/** The product code kept in local storage, or null (none, unreadable, or not a code). */
export function storedProductCode(): string | null {
  try {
    const code = window.localStorage.getItem(PRODUCT_CODE_KEY);
    return code && PRODUCT_CODE.test(code) && code !== 'unset' ? code : null;
  } catch {
    return null;
  }
}

/** Keeps the page's product code, so a way back to /Login that lost `code` can still find it. */
export function rememberProductCode(code: string | null = currentProductCode()): void {
  if (!code || code === 'unset' || !PRODUCT_CODE.test(code)) return;
  try {
    window.localStorage.setItem(PRODUCT_CODE_KEY, code);
  } catch {
    // Storage refused (private mode, quota): the URL still carries the code.
  }
}

/** `href` with the current product code appended, so navigation does not bounce via proxy.ts. */
export function withCode(href: string, code: string | null = currentProductCode()): string {
  if (!code || /[?&]code=/.test(href)) return href;
  return `${href}${href.includes('?') ? '&' : '?'}code=${encodeURIComponent(code)}`;
}

/**
 * The session ended: a full load of /Login (the server clears the session and the shell's client
 * state goes too), saying so, and back to this screen with its filters after signing in.
 */
export function goToLogin(): void {
  const here = window.location.pathname + window.location.search;
  const params = new URLSearchParams({ expired: '1' });
  if (!here.startsWith('/Login') && here !== '/') params.set('from', here);
  // The product code survives the way back (spec 01 §4): the next sign-in sends it, not 'unset'.
  const code = currentProductCode() ?? storedProductCode();
  if (code) params.set('code', code);
  window.location.assign(`/Login?${params}`);
}
