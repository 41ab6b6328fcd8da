import { beforeAll, describe, expect, inject, it } from 'vitest';
import { auditDuring } from '../support/audit-file';
import { type ConsoleClient, signedIn } from '../support/console-client';

// The engines' server side over HTTP on /BaseTypeNew (a list with add, edit and delete forms):
// a form's one schema refuses a bad body at the gate, keeps only the form's fields, and the form
// and its actions are absent for an operator without their right.
const base = inject('consoleUrl');
const auditFile = inject('auditFile');
let admin: ConsoleClient;
let operator: ConsoleClient;
const screen = { 'x-console-screen': 'BaseTypeNew' };

beforeAll(async () => {
  [admin, operator] = await Promise.all([signedIn(base, 'admin'), signedIn(base, 'operator')]);
});

describe('a form declared once', () => {
  it('its schema refuses a body at the gate with the field message, and nothing reaches the upstream', async () => {
    const { result, own: lines } = await auditDuring(
      auditFile,
      async () => admin.api('/admin/base-type-new/add', { typeCode: 'X9', category: 'BIZ' }, screen),
      1,
    );
    expect(result.status).toBe(400);
    expect(await result.json()).toMatchObject({ message: '请输入类型名称' });
    expect(lines[0]).toMatchObject({ event: 'refusal', outcome: 'bad request', reason: 'body refused by its schema' });
    const money = await admin.api('/admin/base-type-new/add', { typeCode: 'X9', typeName: '名', category: 'NOPE' }, screen);
    expect(await money.json()).toMatchObject({ message: '请选择类型分组' });
  });

  it('passes a good body on, refuses one with a field the form does not send, and the saved row shows in the list', async () => {
    const good = { typeCode: 'it7', typeName: '集成测试', category: 'SYS', sort: 2, status: 1 };
    // typeId is the record's key: sent by an edit, never chosen by a create (issue #52: refused, not dropped).
    const { result: extra, own } = await auditDuring(
      auditFile,
      async () => admin.api('/admin/base-type-new/add', { ...good, typeId: 1 }, screen),
      1,
    );
    expect(extra.status).toBe(400);
    expect(own[0]).toMatchObject({ event: 'refusal', reason: 'body field not declared: typeId' });
    const res = await admin.api('/admin/base-type-new/add', good, screen);
    const answer = (await res.json()) as { status: number; data: { typeId: number } };
    expect(answer.status).toBe(20);
    // typeId is the record's key: sent by an edit, never chosen by a create (the upstream numbers it).
    expect(answer.data.typeId).toBeGreaterThan(60);
    const page = await admin.api('/admin/base-type-new/page', { typeCode: 'IT7', pageNum: 1, pageSize: 20 }, screen);
    expect(((await page.json()) as { data: { data: unknown[] } }).data.data).toEqual([
      expect.objectContaining({ typeCode: 'IT7', typeName: '集成测试' }),
    ]);
  });

  it("the add form follows its screen's right (the spec names none of its own); without the screen: no form view and no call", async () => {
    const html = await (await operator.fetch('/BaseTypeNew')).text();
    expect(html).toContain('data-action="add"');
    expect((await operator.fetch('/views/form/base-type-new-add?screen=BaseTypeNew')).status).toBe(200);
    // Without the screen (the provider holds no BaseTypeNew): no form view and no call.
    const provider = await signedIn(base, 'provider');
    expect((await provider.fetch('/views/form/base-type-new-add?screen=BIZ_MemberList')).status).toBe(403);
    const body = { typeCode: 'Z1', typeName: 'z', category: 'BIZ' };
    expect((await provider.api('/admin/base-type-new/add', body, { 'x-console-screen': 'BIZ_MemberList' })).status).toBe(403);
    expect((await operator.fetch('/views/form/base-type-new-add?screen=BIZ_BaseTypeNew')).status).toBe(403);
  });

  it('a form view names no gate: the browser learns what to draw, not why', async () => {
    const view = await (await admin.fetch('/views/form/base-type-new-edit?screen=BaseTypeNew')).text();
    expect(view).toContain('"typeCode"');
    expect(view).not.toMatch(/"right"|"roles"|"products"/);
  });
});
