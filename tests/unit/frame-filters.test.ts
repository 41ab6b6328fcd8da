// Spec 01 §2 "Shared filter bar" and §6: the filters the frame names, and the tag search of the
// merchant list behind UserSearchTagSearch.
import { describe, expect, it } from 'vitest';
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
