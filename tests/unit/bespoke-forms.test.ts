import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GateContext } from '@/lib/access/gate';
import { declaredRights } from '@/lib/registry';
import { call } from '@/lib/calls/define';
import { orgCalls } from '@/lib/calls/orgs';
import { dialogs, findDialog } from '@/lib/registry';
import { orgAddForm, orgDialog, orgEditForm } from '@/lib/dialogs/org';
import { dialogView } from '@/lib/dialogs/view';
import { forms } from '@/lib/registry';
import type { FormDef } from '@/lib/forms/types';
import { formView } from '@/lib/forms/view';
import { checkBody } from '@/lib/gate/body';
import { allowed, derive, findPolicy } from '@/lib/gate/policy';
import { saveBody } from '@/lib/orgs/schema';
import type { ScreenDef } from '@/lib/screens';

// The engines' additions for bespoke forms and tabs: a form drawn by a component, its other calls
// reachable where it opens, its submit checked by the call's own schema (so several such forms may
// submit one call), server-settled flags, calls resolved for the product code, and titles and
// labels in the product's words.
const ctx = (rights: string[], over: Partial<GateContext> = {}): GateContext => ({
  rights: new Set(rights),
  biz: false,
  roleType: 'PRODUCT',
  productCode: 'all',
  ...over,
});

describe('bespoke forms in the policy table', () => {
  const submit = call('POST /admin/sheet/add', { body: saveBody });
  const lookup = call('POST /{p}/param/query');
  const a: FormDef = { id: 'a', title: 'A', submit, fields: [], component: 'x', calls: [lookup], flags: { wide: { right: 'Wide' } } };
  const b: FormDef = { ...a, id: 'b', props: { variant: 'template' } };
  const screen: ScreenDef = {
    name: 'S',
    title: 'S',
    area: 'orgs',
    kind: 'list',
    list: {
      call: call('POST /admin/sheet/page'),
      rowKey: 'id',
      filters: [],
      columns: [],
      tools: [
        { id: 'add', label: '新增', kind: 'form', form: a, right: 'Add' },
        { id: 'add2', label: '新增', kind: 'form', form: b, right: 'Add' },
      ],
    },
  };
  const built = derive({ screens: [screen], dialogs: [], forms: [a, b], shared: [] });
  const policy = (path: string) => built.policies.find((p) => p.path === path)!;

  it('two bespoke forms may submit one call; its own schema checks the body, not the (empty) fields', () => {
    expect(policy('/admin/sheet/add').form).toBeUndefined();
    const checked = checkBody(policy('/admin/sheet/add'), { orgInf: {}, orgCard: {}, orgActivity: [] }, ctx(['S', 'Add']));
    expect(checked).toMatchObject({ ok: false, message: '必传' });
  });

  it('its other calls are reachable only where it opens', () => {
    const p = { ...policy('/{p}/param/query'), openers: built.openers };
    expect(allowed(p, ctx(['S', 'Add']))).toBe(true);
    expect(allowed(p, ctx(['S']))).toBe(false);
  });

  it('a declared form still owns its submit: two of those are refused', () => {
    const plain: FormDef = { id: 'p', title: 'P', submit, fields: [{ key: 'x', label: 'X', type: 'text' }] };
    expect(() => derive({ screens: [], dialogs: [], forms: [plain, { ...plain, id: 'q' }], shared: [] })).toThrow(/two forms/);
  });

  it('the view carries the component, its settled flags, props, resolved calls and the words', () => {
    const v = formView({ ...b, title: '新增{org}' }, ctx(['Wide'], { productCode: 'mcf' }));
    expect(v).toMatchObject({
      component: 'x',
      flags: { wide: true },
      props: { variant: 'template' },
      title: '新增服务商',
      terms: { org: '服务商' },
    });
    expect(v.calls?.['/{p}/param/query'].path).toBe('/mcf/param/query');
    expect(v.calls?.['/admin/sheet/add'].path).toBe('/admin/sheet/add');
    expect(formView(b, ctx([])).flags).toEqual({ wide: false });
  });
});

describe('the organisation declarations', () => {
  it("the add and edit forms follow the screen's right (the spec names none of their own); the dialog needs BaseAuthOrgId", () => {
    const save = findPolicy('POST', '/all/pos/standard/org/admin/org/save', 'all')!;
    expect(allowed(save, ctx(['OrgInfManage']))).toBe(true);
    expect(allowed(save, ctx(['MemberList', 'BaseAuthOrgId']))).toBe(false);
    const uptCard = findPolicy('POST', '/all/pos/standard/org/admin/org/upt-org-card-inf', 'all')!;
    expect(allowed(uptCard, ctx(['OrgInfManage']))).toBe(true);
    expect(allowed(uptCard, ctx(['MemberList']))).toBe(false);
    const detail = findPolicy('POST', '/all/pos/standard/org/admin/org/detail', 'all')!;
    expect(allowed(detail, ctx(['MemberList', 'BaseAuthOrgId']))).toBe(true);
    expect(allowed(detail, ctx(['MemberList']))).toBe(false);
    expect(orgAddForm.submit).toBe(orgCalls.save);
    expect(orgEditForm.calls).toContain(orgCalls.uptActivity);
  });

  it('the dialog view: a bespoke tab with flags, resolved calls and words; titles and labels termed', () => {
    const v = dialogView(
      orgDialog,
      'BIZ_OrgInfManage',
      ctx(['BIZ_StandardOrgInfManageIsProvider'], { biz: true, roleType: 'ORG', productCode: 'df' }),
    );
    expect(v).toMatchObject({ title: '服务商详情', width: '1300px' });
    expect(v.tabs[0]).toMatchObject({ kind: 'bespoke', title: '服务商信息', flags: { provider: true, optLogs: false, extendInfo: false } });
    expect(v.tabs[0].kind === 'bespoke' && v.tabs[0].calls[orgCalls.detail.path].path).toBe('/df/pos/standard/org/admin/org/detail');
    const group = dialogView(findDialog('activityGroup')!, 'OrgActiveGroup', ctx(['OrgActiveGroup'], { productCode: 'mcf' }));
    expect(group.title).toBe('政策包详情');
    expect(group.tabs[0].kind === 'fields' && group.tabs[0].fields[0].label).toBe('政策包编号');
  });

  it('the flags name declared rights (the demo administrator holds them)', () => {
    expect(declaredRights()).toEqual(
      expect.arrayContaining(['StandardOrgInfManageExtendInfo', 'StandardOrgInfManageIsProvider', 'StandardOrgInfManageSettleType']),
    );
  });

  it('every bespoke form has a component, and every component a form', () => {
    const registry = readFileSync(new URL('../../components/dialogs/registry.tsx', import.meta.url), 'utf8');
    const start = registry.indexOf('BESPOKE_FORMS');
    const body = registry.slice(start, registry.indexOf('};', start));
    const registered = [...body.matchAll(/^\s+'?([\w/.-]+)'?:/gm)].map((m) => m[1]);
    const declared = [...new Set(forms.flatMap((f) => (f.component ? [f.component] : [])))];
    expect(declared.sort()).toEqual(registered.sort());
    expect(dialogs.map((d) => d.entity)).toEqual(expect.arrayContaining(['org', 'activityGroup']));
  });
});
