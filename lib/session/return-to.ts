// The return URL after login: only a same-origin path is accepted. `//evil`, `/\evil`, absolute
// URLs, `javascript:` and anything with control characters go to `/`.
const BASE = 'http://console.invalid';

export function safeReturnTo(raw: unknown, productCode: string): string {
  let target = '/';
  if (typeof raw === 'string' && raw.startsWith('/') && !raw.startsWith('//') && !/[\\\u0000-\u001f\u007f]/.test(raw)) {
    try {
      const url = new URL(raw, BASE);
      const first = url.pathname.split('/')[1] ?? '';
      if (url.origin === BASE && !['Login', 'api', 'auth', '_next'].includes(first)) target = url.pathname + url.search;
    } catch {
      target = '/';
    }
  }
  const url = new URL(target, BASE);
  url.searchParams.set('code', productCode || 'unset');
  return url.pathname + url.search;
}
