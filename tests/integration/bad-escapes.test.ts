// Issue 38: an address with a percent-escape that does not decode gets the console's own 400 — the
// 400 page (HTML, Chinese, the page CSP) or, under /api, the JSON envelope — never Next's bare 500,
// signed in or not.
import { describe, expect, inject, it } from 'vitest';
import { auditDuring } from '../support/audit-file';
import { ConsoleClient, signedIn } from '../support/console-client';

const base = inject('consoleUrl');
const auditFile = inject('auditFile');
const PAGES = ['/Member%E0%A4%A', '/Member%', '/MemberList?x=%', '/MemberList?%E0%A4%A=1', '/BIZ_MemberList?x=%E0%A4%A'];
const AT = { 'x-console-screen': 'SystemCode' };

describe('malformed percent-escapes', () => {
  for (const who of ['admin', null] as const) {
    it(`pages answer the 400 page (${who ?? 'no session'})`, async () => {
      const client = who ? await signedIn(base, who) : new ConsoleClient(base);
      for (const path of PAGES) {
        const res = await client.fetch(path);
        expect(res.status, path).toBe(400);
        expect(res.headers.get('content-type'), path).toContain('text/html');
        expect(res.headers.get('content-security-policy'), path).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
        const html = await res.text();
        expect(html, path).toContain('请求地址有误');
        expect(html, path).toContain('lang="zh-CN"');
      }
    });
  }

  it('a well-formed escape is still served as before', async () => {
    const client = await signedIn(base, 'admin');
    expect((await client.fetch('/MemberList?x=%20')).status).toBe(200);
    expect((await client.api('/admin/dict/page?x=%20', { typeId: '1000' }, AT)).status).toBe(200);
  });

  it('/api calls answer the JSON envelope with 400; a query one is audited as a bad request', async () => {
    const client = await signedIn(base, 'admin');
    for (const path of ['/api/admin/x%E0%A4%A', '/api/admin/dict/page%']) {
      const res = await client.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', ...AT }, body: '{}' });
      expect(res.status, path).toBe(400);
      expect(await res.json(), path).toEqual({ status: -1, fault: 'bad-request', message: '请求参数错误' });
    }
    const { result, own } = await auditDuring(auditFile, () => client.api('/admin/dict/page?x=%', {}, AT));
    expect(result.status).toBe(400);
    expect(await result.json()).toMatchObject({ status: -1, fault: 'bad-request', message: '请求参数错误' });
    expect(own).toMatchObject([{ event: 'refusal', outcome: 'bad request', httpStatus: 400 }]);
  });

  it("a client's own mark header changes nothing", async () => {
    const client = await signedIn(base, 'admin');
    const res = await client.api('/admin/dict/page', { typeId: '1000' }, { ...AT, 'x-console-bad-escape': '1' });
    expect(res.status).toBe(200);
  });
});
