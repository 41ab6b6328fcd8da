import { beforeAll, describe, expect, inject, it } from 'vitest';
import { auditDuring } from '../support/audit-file';
import { type ConsoleClient, signedIn } from '../support/console-client';
import { allTimeQuery } from '../support/screen-calls';
import { callUpstream, getPublicKey, loginUpstream } from '../support/upstream-client';

// 03-#15 (02-#16): 03 §6 line 140 "BaseAuthUserSearchDetailRealInfo shows plain admin login id for
// product codes zzf and mcf"; §7 line 162 "Real login id by {memberId}: rawLoginId". The provider's
// user works under mcf and holds the right in its other reading (BIZ_UserSearchRealInfo, 02 §6 line
// 113); the administrator holds it under product all, the operator not at all.
const base = inject('consoleUrl');
const upstreamUrl = inject('upstreamUrl');
const auditFile = inject('auditFile');
const REVEAL = '/admin/member/real-login-id';
let admin: ConsoleClient;
let operator: ConsoleClient;
let provider: ConsoleClient;
let row: { orgCode: string; memberId: string; adminLoginId: string };

const at = (screen: string) => ({ 'x-console-screen': screen });

beforeAll(async () => {
  [admin, operator, provider] = await Promise.all([signedIn(base, 'admin'), signedIn(base, 'operator'), signedIn(base, 'provider')]);
  const page = await provider.api('/mcf/pos/standard/org/admin/org/org-page', { pageNum: 1, pageSize: 20 }, at('BIZ_OrgInfManage'));
  const rows = ((await page.json()) as { data: { data: (typeof row)[] } }).data.data;
  row = rows.find((r) => r.memberId && r.adminLoginId)!;
});

describe('the plain admin login id of the organisation lists (03-#15)', () => {
  it('under mcf, with the reveal right: the row carries its memberId, and 查看 answers rawLoginId alone, audited by name', async () => {
    expect(row).toBeDefined();
    const { result, own } = await auditDuring(auditFile, () =>
      provider.api(`${REVEAL}?_reveal=rawLoginId`, { memberId: row.memberId }, at('BIZ_OrgInfManage')),
    );
    expect(result.status).toBe(200);
    expect(result.headers.get('cache-control')).toBe('no-store');
    const answer = (await result.json()) as { status: number; data: Record<string, string> };
    expect(answer.status).toBe(20);
    expect(answer.data).toEqual({ rawLoginId: row.adminLoginId });
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ path: REVEAL, screen: 'BIZ_OrgInfManage', outcome: 'ok' });
    expect(own[0].fields).toContain('field=rawLoginId');
    expect(own[0].change).toEqual({ field: 'rawLoginId' });
  });

  it('the list page draws 查看 in the 管理员账号 cells under mcf with the right, and nowhere else', async () => {
    // The lists open on today (spec 01 §9): the demo rows are older.
    const open = async (client: ConsoleClient, screen: string, role: 'PRODUCT' | 'ORG') =>
      (await client.fetch(`/${screen}?${allTimeQuery(screen.replace(/^BIZ_/, ''), role, true)}`)).text();
    const html = await open(provider, 'BIZ_OrgInfManage', 'ORG');
    // The view names the reveal call and the cell's answer field; the first rows carry the button.
    const has = (text: string, part: string | RegExp) => (typeof part === 'string' ? text.includes(part) : part.test(text));
    expect(has(html, REVEAL)).toBe(true);
    expect(has(html, /reveal\\?":\\?"rawLoginId/)).toBe(true);
    expect(has(html, 'data-reveal')).toBe(true);
    // The administrator holds the right, but under product all: no reveal in the HTML.
    for (const screen of ['OrgInfManage', 'StandardOrgInfManage']) {
      const other = await open(admin, screen, 'PRODUCT');
      expect(has(other, '管理员账号'), screen).toBe(true);
      expect(has(other, 'data-id-link'), screen).toBe(true);
      expect(has(other, REVEAL), screen).toBe(false);
      expect(has(other, 'rawLoginId'), screen).toBe(false);
      expect(has(other, 'data-reveal'), screen).toBe(false);
    }
  });

  it('is refused on the server without the right, under another product, or without the field', async () => {
    const body = { memberId: row.memberId };
    // Product all, right held: 03 §6 gives the plain login id to zzf and mcf only.
    expect((await admin.api(`${REVEAL}?_reveal=rawLoginId`, body, at('OrgInfManage'))).status).toBe(403);
    // No right (and product all).
    expect((await operator.api(`${REVEAL}?_reveal=rawLoginId`, body, at('OrgInfManage'))).status).toBe(403);
    // The call is a reveal: only with the field it reveals.
    expect((await provider.api(REVEAL, body, at('BIZ_OrgInfManage'))).status).toBe(403);
    expect((await provider.api(`${REVEAL}?_reveal=rawMobile`, body, at('BIZ_OrgInfManage'))).status).toBe(403);
  });

  it('the reference upstream answers it under zzf and mcf to the right only (03 §6 line 140)', async () => {
    const publicKeyPem = await getPublicKey(upstreamUrl);
    const ask = async (loginId: string, password: string) =>
      (
        await callUpstream(
          upstreamUrl,
          REVEAL,
          { memberId: row.memberId },
          { publicKeyPem, token: await loginUpstream(upstreamUrl, loginId, password) },
        )
      ).envelope;
    expect(await ask('provider', 'Prov2026')).toMatchObject({ status: 20, data: { rawLoginId: row.adminLoginId } });
    expect(await ask('admin', 'Admin2026')).toMatchObject({ status: 50, message: '权限不足' });
    expect(await ask('operator', 'Oper2026')).toMatchObject({ status: 50, message: '权限不足' });
  });
});
