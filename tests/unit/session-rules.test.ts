import { describe, expect, it } from 'vitest';
import { safeReturnTo } from '@/lib/session/return-to';
import { sameOrigin } from '@/lib/session/origin';
import { contentDisposition, exportFileName, filenameFromDisposition as nameFromDisposition } from '@/lib/format/filename';

describe('return URL after login', () => {
  it.each([
    ['/AcctList', '/AcctList?code=all'],
    ['/BIZ_AcctList?x=1&code=old', '/BIZ_AcctList?x=1&code=all'],
    ['//evil.example', '/?code=all'],
    ['/\\evil.example', '/?code=all'],
    ['/%5Cevil', '/%5Cevil?code=all'],
    ['https://evil.example/x', '/?code=all'],
    ['javascript:alert(1)', '/?code=all'],
    ['/Login?from=/x', '/?code=all'],
    ['/api/admin/x', '/?code=all'],
    ['/a\nb', '/?code=all'],
    [undefined, '/?code=all'],
  ])('%j → %s', (raw, expected) => expect(safeReturnTo(raw, 'all')).toBe(expected));
});

describe('origin check', () => {
  const h = (o: Record<string, string>) => new Headers({ host: 'console.example', ...o });
  it('lets safe methods and same-origin mutations through', () => {
    expect(sameOrigin('GET', h({ origin: 'https://evil' }), false, [])).toBe(true);
    expect(sameOrigin('POST', h({ origin: 'http://console.example' }), false, [])).toBe(true);
    expect(sameOrigin('POST', h({ origin: 'https://admin.example' }), false, ['https://admin.example'])).toBe(true);
    expect(sameOrigin('POST', h({ origin: 'https://console.example' }), true, [])).toBe(true);
    expect(sameOrigin('POST', h({ 'sec-fetch-site': 'same-origin' }), false, [])).toBe(true);
  });
  it('refuses foreign, null and cross-site mutations', () => {
    expect(sameOrigin('POST', h({ origin: 'https://evil.example' }), false, [])).toBe(false);
    expect(sameOrigin('POST', h({ origin: 'http://console.example' }), true, [])).toBe(false);
    expect(sameOrigin('POST', h({ origin: 'null' }), false, [])).toBe(false);
    expect(sameOrigin('DELETE', h({ 'sec-fetch-site': 'cross-site' }), false, [])).toBe(false);
    expect(sameOrigin('POST', h({ 'sec-fetch-site': 'same-site' }), false, [])).toBe(false);
  });
});

describe('download names', () => {
  it('defaults to <name>_<yyyyMMddHHmmss>.xls in the console time zone', () => {
    expect(exportFileName('会员列表', null, new Date('2026-11-21T16:05:09Z'))).toBe('会员列表_20261122000509.xls');
    expect(exportFileName('TUSN', 'txt', new Date('2026-11-21T16:05:09Z'))).toBe('TUSN_20261122000509.txt');
    expect(exportFileName('a/../b"\r\n', 'exe', new Date('2026-11-21T16:05:09Z'))).toBe('a..b_20261122000509.xls');
  });
  it('is UTF-8 safe in Content-Disposition and reads the upstream header', () => {
    const cd = contentDisposition('会员_1.xls');
    expect(cd).toBe(`attachment; filename="___1.xls"; filename*=UTF-8''%E4%BC%9A%E5%91%98_1.xls`);
    expect(nameFromDisposition(cd)).toBe('会员_1.xls');
    expect(nameFromDisposition('attachment; filename="x.xls"')).toBe('x.xls');
    expect(nameFromDisposition(null)).toBeNull();
  });
});
