import { describe, expect, it } from 'vitest';
import type { GateContext } from '@/lib/access/gate';
import { checkBody, ONE_AT_A_TIME_TEXT, refusedBody, UNDECLARED_TEXT } from '@/lib/gate/body';
import { findPolicy, POLICIES } from '@/lib/gate/policy';
import { allowedOf, EXTRA_FIELDS } from '../support/declared-fields';
import { BASIC_KEYS, CARD_KEYS, EXT_KEYS } from '@/components/dialogs/org-form/model';

// Every write (a call with its audit record, lib/audit/records.ts) forwards only the body fields
// its declaration sends and its contract entry names: one field more is refused at the gate, so
// nothing reaches the upstream (issue #52).
const EVERY_RIGHT = { has: () => true } as unknown as ReadonlySet<string>;
const CONTEXTS: GateContext[] = [
  { rights: EVERY_RIGHT, biz: false, roleType: 'PRODUCT', productCode: 'all' },
  { rights: EVERY_RIGHT, biz: true, roleType: 'ORG', productCode: 'myx' },
  { rights: EVERY_RIGHT, biz: false, roleType: 'ORG', productCode: 'mcf' },
];
const jsonWrites = POLICIES.filter((p) => p.write && p.kind !== 'multipart');

describe('a write forwards only the fields it declares', () => {
  it('walks every write call of the registry with each extra field: none passes the gate', () => {
    expect(jsonWrites.length).toBeGreaterThan(150);
    const forwarded: string[] = [];
    let tried = 0;
    for (const ctx of CONTEXTS)
      for (const p of jsonWrites) {
        const allowed = allowedOf(p, ctx);
        for (const extra of EXTRA_FIELDS) {
          if (allowed?.has(extra)) continue;
          tried++;
          const checked = checkBody(p, { [extra]: 'ORG9999' }, ctx);
          if (checked.ok) forwarded.push(`${p.call.key} ${extra} (${ctx.roleType} ${ctx.productCode})`);
          else if (!checked.reason.startsWith('body field not declared')) forwarded.push(`${p.call.key} ${extra}: ${checked.reason}`);
        }
      }
    expect(tried).toBeGreaterThan(1500);
    expect(forwarded).toEqual([]);
  });

  it('every write names what it may carry: its declarations or its contract entry', () => {
    const open = jsonWrites.filter((p) => CONTEXTS.some((ctx) => allowedOf(p, ctx) === null)).map((p) => p.call.key);
    expect(open).toEqual([]);
  });

  it('refuses in the console words and names the field; a declared body passes whole', () => {
    const enable = findPolicy('POST', '/admin/role/enable', 'all')!;
    const ctx = CONTEXTS[0];
    expect(checkBody(enable, { roleId: 7, orgCode: 'ORG0002' }, ctx)).toEqual({
      ok: false,
      message: `${UNDECLARED_TEXT} orgCode`,
      reason: 'body field not declared: orgCode',
      fields: ['orgCode'],
    });
    expect(checkBody(enable, { roleId: 7 }, ctx)).toEqual({ ok: true, body: { roleId: 7 } });
    // A status switch's fixed field is declared; another status is its value, not a new field.
    const status = findPolicy('POST', '/admin/coupon/upt-status', 'all')!;
    expect(checkBody(status, { couponId: 3, status: 1 }, ctx)).toMatchObject({ ok: true });
    expect(checkBody(status, { couponId: 3, status: 1, memberId: 'M2' }, ctx)).toMatchObject({ ok: false });
  });

  it('a schema of objects refuses a field inside them it does not name (the organisation edit)', () => {
    const upt = findPolicy('POST', '/myx/pos/standard/org/admin/org/upt-org-inf', 'myx')!;
    const ctx = CONTEXTS[1];
    const orgInf = { orgName: '某机构', orgType: '101810', realName: '张三', tagIds: '1' };
    expect(checkBody(upt, { orgCode: 'ORG0001', orgInf }, ctx)).toMatchObject({ ok: true });
    expect(checkBody(upt, { orgCode: 'ORG0001', orgInf: { ...orgInf, parentOrgCode: 'ORG0002' } }, ctx)).toMatchObject({
      ok: false,
      reason: 'body field not declared: orgInf.parentOrgCode',
    });
  });

  it("the organisation form's own bodies carry only fields its schemas name", () => {
    const shape = (key: string, part: string) => {
      const body = findPolicy('POST', key, 'myx')!.call.body as unknown as { shape: Record<string, { shape?: object; _zod?: unknown }> };
      const inner = body.shape[part] as unknown as { shape?: object; def?: { in?: { shape?: object } } };
      return Object.keys(inner.shape ?? {});
    };
    const basicEdit = BASIC_KEYS.filter(
      (k) => !['parentOrgCode', 'adminMemberLoginId', 'adminMemberPwd', 'reInputadminMemberPwd'].includes(k),
    );
    expect(basicEdit.filter((k) => !shape('/myx/pos/standard/org/admin/org/upt-org-inf', 'orgInf').includes(k))).toEqual([]);
    expect(CARD_KEYS.filter((k) => !shape('/myx/pos/standard/org/admin/org/upt-org-card-inf', 'orgCard').includes(k))).toEqual([]);
    expect([...BASIC_KEYS, ...EXT_KEYS].filter((k) => !shape('/myx/pos/standard/org/admin/org/save', 'orgInf').includes(k))).toEqual([]);
  });
});

describe('the member edit (spec 02 §5): memberId and one of five fields, non-blank', () => {
  const upt = findPolicy('POST', '/admin/member/upt-info', 'all')!;
  const [admin, agent, mcf] = CONTEXTS;

  it('passes one field, refuses another field, two at once, a blank and a malformed value', () => {
    expect(checkBody(upt, { memberId: 'M1', realName: '李四' }, agent)).toEqual({ ok: true, body: { memberId: 'M1', realName: '李四' } });
    expect(checkBody(upt, { memberId: 'M1', realName: '李四', orgCode: 'ORG0002' }, agent)).toMatchObject({
      ok: false,
      reason: 'body field not declared: orgCode',
    });
    expect(checkBody(upt, { memberId: 'M1', realName: '李四', bindMobile: '13800000000' }, admin)).toMatchObject({
      ok: false,
      message: ONE_AT_A_TIME_TEXT,
    });
    expect(checkBody(upt, { memberId: 'M1', authRealName: '  ' }, admin)).toMatchObject({ ok: false, message: '请输入认证姓名' });
    expect(checkBody(upt, { memberId: 'M1', bindMobile: '1380000' }, admin)).toMatchObject({ ok: false, message: '请输入合法手机号' });
    expect(checkBody(upt, { memberId: 'M1' }, admin)).toMatchObject({ ok: false, message: '请求参数错误' });
    expect(checkBody(upt, { realName: '李四' }, admin)).toMatchObject({ ok: false, message: '请求参数错误' });
  });

  it("follows each field's gate: the ID number is not editable under product mcf", () => {
    expect(checkBody(upt, { memberId: 'M1', idcNum: '11010119900307001X' }, admin)).toMatchObject({ ok: true });
    expect(checkBody(upt, { memberId: 'M1', idcNum: '11010119900307001X' }, mcf)).toMatchObject({
      ok: false,
      reason: 'body field not declared: idcNum',
    });
  });

  it("a refusal's line names the member and what was brought besides", () => {
    const body = { memberId: 'M1', realName: '李四', orgCode: 'ORG0002' };
    const checked = checkBody(upt, body, agent);
    expect(checked.ok).toBe(false);
    const fields = checked.ok ? [] : checked.fields;
    expect(refusedBody(upt.call, '/admin/member/upt-info', body, fields, 'E1')).toEqual({
      target: { memberId: 'M1' },
      refused: { orgCode: 'ORG0002' },
    });
  });
});
