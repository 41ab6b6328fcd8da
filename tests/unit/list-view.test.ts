import { describe, expect, it } from 'vitest';
import { passes, productAllows } from '@/lib/access/gate';
import { call } from '@/lib/calls/define';
import { dictIdsOf, listView as viewOf, type ViewContext } from '@/lib/list/view';
import { dictOptions, dropsFirst } from '@/lib/dict/options';
import { findScreen, screens } from '@/lib/screens';
import { SN_PRODUCTS } from '@/lib/filters/catalogue';
import type { ScreenDef } from '@/lib/screens';

const listView = (s: ScreenDef, c: ViewContext) =>
  viewOf(s.list!, { id: s.name, route: c.biz ? `BIZ_${s.name}` : s.name, name: s.name, title: s.title }, c);

const def: ScreenDef = {
  name: 'Demo',
  title: '演示',
  area: 'members',
  kind: 'list',
  list: {
    call: call('POST /{p}/pos/standard/org/admin/psam/page'),
    rowKey: 'id',
    filters: ['memberId', 'productCode', 'payChannel', { name: 'orgCode', products: 'notDfLys' }, { name: 'orgLevel', roles: ['PRODUCT'] }],
    columns: [
      { key: 'id', title: 'ID', link: 'demo' },
      { key: 'memberId', title: '会员', link: 'member' },
      { key: 'orgCode', title: '机构', link: 'psam', products: 'notDfLys' },
      { key: 'productCode', title: '产品', products: 'notAll' },
      { key: 'cnlCode', title: '渠道', products: 'mcf', format: 'dict', dict: 8070 },
      { key: 'orgLevel', title: '级别', roles: ['PRODUCT'] },
      { key: 'secret', title: '密', right: 'SeeSecret' },
    ],
    actions: [{ id: 'del', label: '删除', kind: 'call', call: call('POST /admin/sheet/upt'), idKey: 'id', right: 'DemoDel' }],
    export: { call: call('POST /admin/export/member'), name: '演示', kind: 'task', right: 'DemoExport' },
    import: { call: call('POST /admin/risk/black/import'), right: 'DemoImport' },
  },
};

const ctx = (over: Partial<ViewContext> = {}): ViewContext => ({
  rights: new Set(['Demo', 'BaseAuthMemberId']),
  biz: false,
  roleType: 'PRODUCT',
  productCode: 'all',
  ...over,
});
const keys = (xs: { key?: string; name?: string }[]) => xs.map((x) => x.key ?? x.name);

describe('list view: the declaration filtered on the server', () => {
  it('product code switches of spec 01 §6', () => {
    expect(productAllows('notAll', 'all')).toBe(false);
    expect(productAllows('notAll', 'myx')).toBe(true);
    expect(productAllows('onlyAll', 'all')).toBe(true);
    expect(productAllows('mcf', 'MCF')).toBe(true);
    expect(productAllows('mcfByhb', 'byhb')).toBe(true);
    expect(productAllows('mcfByhb', 'myx')).toBe(false);
    expect(productAllows('notDfLys', 'df')).toBe(false);
    expect(productAllows('notDfLys', 'lys')).toBe(false);
  });

  it('under all: product filter shown, product code column hidden, no channel column or filter', () => {
    const v = listView(def, ctx());
    expect(keys(v.columns)).toEqual(['id', 'memberId', 'orgCode', 'orgLevel']);
    expect(keys(v.filters)).toEqual(['memberId', 'productCode', 'orgCode', 'orgLevel']);
    expect(v.call).toBe('/all/pos/standard/org/admin/psam/page');
  });

  it('under mcf: channel column and payment-channel filter, product column, no product filter', () => {
    const v = listView(def, ctx({ productCode: 'mcf' }));
    expect(keys(v.columns)).toContain('cnlCode');
    expect(keys(v.columns)).toContain('productCode');
    expect(keys(v.filters)).toContain('payChannel');
    expect(keys(v.filters)).not.toContain('productCode');
    expect(dictIdsOf(v)).toContain(8070);
  });

  it('a filter on a field the list fixes is left out: the fixed value would win in the body', () => {
    const fixed = { ...def, list: { ...def.list!, fixed: { memberId: 'M1' } } };
    expect(keys(listView(fixed, ctx()).filters)).not.toContain('memberId');
    expect(keys(listView(def, ctx()).filters)).toContain('memberId');
    // 未激活终端 fixes the binding and the activation: neither is offered.
    const unactive = keys(listView(findScreen('StandardTerminalUnactive')!.def, ctx()).filters);
    expect(unactive).not.toContain('bindingState');
    expect(unactive).not.toContain('activationStatus');
  });

  it('the TUSN filter is labelled SN under the SN products, settled before the browser', () => {
    const sn: ScreenDef = { ...def, list: { ...def.list!, filters: ['tusn'] } };
    expect(listView(sn, ctx({ productCode: SN_PRODUCTS[0].toUpperCase() })).filters[0].label).toBe('SN');
    expect(listView(sn, ctx()).filters[0].label).toBe('TUSN');
  });
  it('df and lys lose the organisation columns and filters', () => {
    for (const productCode of ['df', 'lys']) {
      const v = listView(def, ctx({ productCode }));
      expect(keys(v.columns)).not.toContain('orgCode');
      expect(keys(v.filters)).not.toContain('orgCode');
    }
  });

  it('ORG operators lose PRODUCT-only parts', () => {
    const v = listView(def, ctx({ roleType: 'ORG', productCode: 'myx' }));
    expect(keys(v.columns)).not.toContain('orgLevel');
    expect(keys(v.filters)).not.toContain('orgLevel');
  });

  it('rights gate columns, actions, export and import; BIZ_ routes need BIZ_ rights', () => {
    let v = listView(def, ctx());
    expect(keys(v.columns)).not.toContain('secret');
    expect(v.actions).toEqual([]);
    expect(v.export).toBeUndefined();
    expect(v.import).toBeUndefined();
    v = listView(def, ctx({ rights: new Set(['SeeSecret', 'DemoDel', 'DemoExport', 'DemoImport']) }));
    expect(keys(v.columns)).toContain('secret');
    expect(v.actions.map((a) => a.id)).toEqual(['del']);
    expect(v.export?.call.path).toBe('/admin/export/member');
    expect(v.import?.call.path).toBe('/admin/risk/black/import');
    v = listView(def, ctx({ biz: true, rights: new Set(['DemoExport', 'SeeSecret']) }));
    expect(v.export).toBeUndefined();
    expect(keys(v.columns)).not.toContain('secret');
    expect(v.route).toBe('BIZ_Demo');
    v = listView(def, ctx({ biz: true, rights: new Set(['BIZ_DemoExport']) }));
    expect(v.export?.name).toBe('演示');
  });

  it('id cells carry whether the operator may open them, and gates never reach the browser', () => {
    const v = listView(def, ctx());
    // A declared dialog loads the entity by the cell's id; its right decides.
    expect(v.columns.find((c) => c.key === 'memberId')).toMatchObject({ link: 'member', linkAllowed: true });
    expect(v.columns.find((c) => c.key === 'memberId')?.rowOnly).toBeUndefined();
    expect(listView(def, ctx({ rights: new Set(['Demo']) })).columns.find((c) => c.key === 'memberId')?.linkAllowed).toBe(false);
    // Without a dialog for the entity, the row's own id opens the row's fields; another entity's id opens nothing.
    const undeclared = { ...def.list!, columns: def.list!.columns.map((c) => (c.key === 'orgCode' ? { ...c, link: 'undeclared' } : c)) };
    const own = listView({ ...def, list: { ...undeclared, rowKey: 'orgCode' } }, ctx());
    expect(own.columns.find((c) => c.key === 'orgCode')).toMatchObject({ link: 'undeclared', rowOnly: true, linkAllowed: false });
    expect(listView({ ...def, list: undeclared }, ctx()).columns.find((c) => c.key === 'orgCode')?.link).toBeUndefined();
    expect(JSON.stringify(v)).not.toMatch(/linkRight/);
    const json = JSON.stringify(listView(def, ctx({ rights: new Set(['SeeSecret', 'DemoDel', 'DemoExport', 'DemoImport']) })));
    expect(json).not.toMatch(/"right"|"roles"|"products"/);
  });

  it('passes() needs every condition of a gate', () => {
    expect(passes({ right: 'X', roles: ['ORG'] }, ctx({ rights: new Set(['X']) }))).toBe(false);
    expect(passes({ right: 'X', roles: ['ORG'] }, ctx({ rights: new Set(['X']), roleType: 'ORG' }))).toBe(true);
  });

  it('every registered list screen resolves its filters from the catalogue', () => {
    const lists = screens.filter((s) => s.list);
    // The first built list screens stay list screens; more join them area by area.
    expect(lists.map((s) => s.name)).toEqual(
      expect.arrayContaining([
        'AcctList',
        'BankBranch',
        'BankList',
        'BaseType',
        'CnlBlackList',
        'FileList',
        'MemberList',
        'OrgInfManage',
        'ProductLog',
        'ProductLogOrg',
        'RiskBlackList',
        'SystemAuthorizationMember',
        'SystemCode',
        'UserSearch',
        'BaseTypeNew',
      ]),
    );
    for (const s of lists) {
      for (const productCode of ['all', 'mcf', 'df', 'myx']) {
        const v = listView(s, ctx({ productCode }));
        expect(v.filters.every((f) => f.label && f.type)).toBe(true);
        expect(new Set(v.columns.map((c) => c.key)).size).toBe(v.columns.length);
      }
    }
    expect(findScreen('BIZ_MemberList')?.def.list).toBeDefined();
  });

  it('the member list has at least 30 columns by default (the SSR benchmark screen)', () => {
    const v = listView(findScreen('MemberList')!.def, ctx({ productCode: 'all' }));
    expect(v.columns.filter((c) => !c.optional).length).toBeGreaterThanOrEqual(30);
  });
});

describe('dictionary header rows (spec 01 §4)', () => {
  const rows = [
    { typeValue: '', typeName: '标题' },
    { typeValue: 'a', typeName: 'A' },
  ];
  it('drops the first item for every type but 1029', () => {
    expect(dropsFirst(1000)).toBe(true);
    expect(dropsFirst(8070)).toBe(true);
    expect(dropsFirst(1029)).toBe(false);
    expect(dictOptions(1000, rows)).toEqual([{ value: 'a', label: 'A' }]);
    expect(dictOptions(1029, [{ typeValue: 'x', typeName: 'X' }, ...rows.slice(1)])).toEqual([
      { value: 'x', label: 'X' },
      { value: 'a', label: 'A' },
    ]);
  });
});

describe('row projection', () => {
  it('keeps only the fields the view draws or its actions read', async () => {
    const { projectPage, rowKeysOf } = await import('@/lib/list/project');
    const v = listView(def, ctx({ rights: new Set(['DemoDel']) }));
    const keys = rowKeysOf(v);
    const out = projectPage({ data: [{ id: 1, memberId: 'A', secret: 's', orgLevel: 2, cnlCode: 'cx' }], total: 1 }, keys) as {
      data: object[];
      total: number;
    };
    expect(out).toEqual({ data: [{ id: 1, memberId: 'A', orgLevel: 2 }], total: 1 });
    const org = listView(def, ctx({ roleType: 'ORG', productCode: 'myx' }));
    expect(projectPage({ data: [{ id: 1, orgLevel: 2 }], total: 1 }, rowKeysOf(org))).toEqual({ data: [{ id: 1 }], total: 1 });
    expect(projectPage('text', keys)).toBe('text');
  });
});
