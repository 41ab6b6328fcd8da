import { describe, expect, it } from 'vitest';
import { dialogs } from '@/lib/registry';
import type { ListDef } from '@/lib/list/types';
import { listRowKeys, type ViewContext } from '@/lib/list/passing';
import { rowKeysOf } from '@/lib/list/project';
import { listView } from '@/lib/list/view';
import { forms } from '@/lib/registry';
import { screens } from '@/lib/screens';

// Issue #41: the gate trims a page to the fields a list may show without building the list's
// labelled view (lib/list/passing.ts). These keys must be exactly those of the view the operator is
// drawn, for every list the console declares and every kind of operator.

const lists: Array<[string, ListDef]> = [
  ...screens.flatMap((s) => (s.list ? [[s.name, s.list] as [string, ListDef]] : [])),
  ...dialogs.flatMap((d) =>
    d.tabs.flatMap((t) => (t.kind === 'list' ? [[`dialog:${d.entity}:${t.id}`, t.list] as [string, ListDef]] : [])),
  ),
];

const rightsOf = (list: ListDef) =>
  [...list.columns, ...(list.actions ?? []), ...(list.tools ?? [])].flatMap((p) => (p.right ? [p.right] : []));
const every = [...new Set(lists.flatMap(([, l]) => rightsOf(l)))];
// All rights, none, and every other one (by position), each plain and BIZ_-prefixed.
const rightSets = [every, [], every.filter((_, i) => i % 2 === 0)].map((r) => new Set([...r, ...r.map((x) => `BIZ_${x}`)]));

const contexts: ViewContext[] = rightSets.flatMap((rights) =>
  (['PRODUCT', 'ORG'] as const).flatMap((roleType) =>
    [false, true].flatMap((biz) =>
      ['all', 'mcf', 'df', 'zzf', 'plus'].map((productCode) => ({ rights, roleType, biz, productCode, orgCode: 'ORG0001' })),
    ),
  ),
);

describe('row keys without a view (issue #41)', () => {
  it('covers the lists the console declares', () => {
    expect(lists.length).toBeGreaterThan(200);
    expect(every.length).toBeGreaterThan(3);
  });

  it('equal the keys of the view drawn, for every list and every operator', () => {
    let compared = 0;
    for (const [id, list] of lists) {
      for (const ctx of contexts) {
        const drawn = rowKeysOf(listView(list, { id, route: id, name: id, title: id }, ctx));
        expect([...listRowKeys(list, ctx)].sort(), `${id} ${ctx.roleType} ${ctx.productCode} biz=${ctx.biz}`).toEqual([...drawn].sort());
        compared++;
      }
    }
    expect(compared).toBe(lists.length * contexts.length);
  });

  it('leave out what the operator may not see, and keep what an action reads', () => {
    const list: ListDef = {
      call: lists[0][1].call,
      rowKey: 'id',
      filters: [],
      columns: [
        { key: 'id', title: 'ID' },
        { key: 'secret', title: '密', right: 'SeeSecret' },
        { key: 'orgLevel', title: '级别', roles: ['PRODUCT'] },
        { key: 'cnlCode', title: '渠道', products: 'mcf', nameKey: 'cnlName' },
      ],
      actions: [
        {
          id: 'rename',
          label: '重命名',
          kind: 'form',
          form: forms[0],
          idKey: 'batchNo',
          ownOrg: 'orgCode',
          when: { field: 'status', values: [1] },
        },
      ],
    };
    const base: ViewContext = { rights: new Set(), roleType: 'PRODUCT', biz: false, productCode: 'all' };
    expect([...listRowKeys(list, base)].sort()).toEqual(['batchNo', 'id', 'orgLevel', 'status']);
    expect([...listRowKeys(list, { ...base, rights: new Set(['SeeSecret']), productCode: 'mcf' })].sort()).toEqual([
      'batchNo',
      'cnlCode',
      'cnlName',
      'id',
      'orgLevel',
      'secret',
      'status',
    ]);
    // An ORG operator's ownOrg action reads the row's organisation instead of its status.
    expect([...listRowKeys(list, { ...base, roleType: 'ORG' })].sort()).toEqual(['batchNo', 'id', 'orgCode']);
  });
});
