// Spec 01 §2 "Shared filter bar" and §6: the filters the frame names, and the tag search of the
// merchant list behind UserSearchTagSearch.
import { describe, expect, it } from 'vitest';
import { sharedCalls } from '@/lib/calls';
import { filterDef } from '@/lib/filters/catalogue';
import { listView, type ViewContext } from '@/lib/list/view';
import { findScreen } from '@/lib/screens';

describe('the shared filter catalogue', () => {
  it('holds every filter name spec 01 §2 lists', () => {
    const named =
      'memberId merchantId merchantCode loginId realName mobile orgCode orgName psamCode tusn billId orderId transId acctId activityId activityGroupId tagCode tagName couponId batchId roleName fileName sql idcNum cardNo';
    expect(named.split(' ').filter((n) => !filterDef(n))).toEqual([]);
    expect(filterDef('merchantCode')).toMatchObject({ type: 'text', maxLength: 40 });
  });
});

describe('the tag search of /UserSearch (spec 01 §6 UserSearchTagSearch)', () => {
  const { def } = findScreen('UserSearch')!;
  const ctx = (rights: string[]): ViewContext => ({ rights: new Set(rights), biz: false, roleType: 'PRODUCT', productCode: 'all' });
  const filters = (rights: string[]) =>
    listView(def.list!, { id: 'UserSearch', route: 'UserSearch', name: 'UserSearch', title: '' }, ctx(rights)).filters;

  it('is offered with the right, as the tag picker over the member merchant group', () => {
    const tags = filters(['UserSearch', 'UserSearchTagSearch']).find((f) => f.name === 'memberTags');
    expect(tags).toMatchObject({ type: 'tags', label: '商户标签', custGroups: ['MEMBER_MERCHANT_GROUP'] });
  });

  it('is not offered without it', () => {
    expect(filters(['UserSearch']).map((f) => f.name)).not.toContain('memberTags');
  });
});

describe('the tree cascaders of spec 01 §2 (entry stage, goods category, agent merchant number)', () => {
  const view = (screen: string, productCode = 'all') => {
    const { def } = findScreen(screen)!;
    const ctx: ViewContext = { rights: new Set([screen]), biz: false, roleType: 'PRODUCT', productCode };
    return listView(def.list!, { id: screen, route: screen, name: screen, title: '' }, ctx).filters;
  };
  const cases: ReadonlyArray<[screen: string, filter: string, cascader: string, path: string]> = [
    ['UserSearch', 'stageCode', 'stage', '/admin/standard/stage/list'],
    ['StandardUserSearch', 'stageCode', 'stage', '/admin/standard/stage/list'],
    ['GoodsQuery', 'categoryId', 'goodsCategory', '/mcf/classify/tree'],
    ['TerminalManageList', 'agentMchtNo', 'agentMerchant', '/admin/standard/agent/list'],
  ];

  it.each(cases)('%s offers the %s cascader over its tree look-up', (screen, name, cascader, path) => {
    const f = view(screen, 'mcf').find((x) => x.name === name);
    expect(f).toMatchObject({ type: 'cascader', cascader, lookup: { path, children: 'children' } });
  });

  it('the goods category takes only a third-level category of the enabled tree', () => {
    expect(filterDef('categoryId')?.lookup).toMatchObject({ depth: 3, body: { status: 1 }, value: 'categoryId', label: 'categoryName' });
  });

  it('each tree look-up is a shared widget call any signed-in operator may make (the filter bar asks it by hand)', () => {
    const paths = [filterDef('stageCode'), filterDef('categoryId'), filterDef('agentMchtNo')].map((f) => f?.lookup?.path);
    const shared = sharedCalls.filter((c) => c.signedIn).map((c) => c.path);
    for (const p of paths) expect(shared).toContain(p);
  });

  it('a terminal in stock is bound to no merchant: the stock list leaves the agent merchant number out', () => {
    expect(view('MsyTerminalStock').map((f) => f.name)).not.toContain('agentMchtNo');
  });
});
