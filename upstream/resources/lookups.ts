// The shared look-ups of spec 01 §7: the member, organisation and provider search widgets and the
// dictionary pages. Scoped to an ORG employee's subtree where they name people or organisations.
import { callOf } from '../calls.ts';
import type { Resource } from '../kit/resource.ts';

function memberSearch(name: string, page: Resource['page'], memberType?: number): Resource {
  return {
    name,
    page,
    from: 'member m JOIN org o ON o.org_code = m.org_code',
    select: `m.member_id AS memberId, o.org_name AS orgName, m.mask_real_name AS realName, m.mask_mobile AS maskMobile,
      m.mask_idc_num AS maskIdcNum, m.cnl_tag AS cnlMemberRegisetrTag, m.member_type AS memberType, m.cust_member_type AS custMemberType`,
    orderBy: 'm.member_id',
    scope: 'm.org_path',
    ...(memberType ? { where: `m.member_type = ${memberType}` } : {}),
    filters: { condition: { search: ['m.member_id', 'm.real_name', 'm.mobile'] } },
  };
}

export const memberSearches: readonly Resource[] = [
  memberSearch('member-search', callOf('POST /admin/member/component')),
  // The administrators of organisations, and the merchants.
  memberSearch('member-search-org', callOf('POST /admin/member/component/org'), 101020),
  memberSearch('member-search-merchant', callOf('POST /admin/member/component/merchant'), 101010),
];

export const orgSearch: Resource = {
  name: 'org-search',
  page: callOf('POST /admin/org/page/component'),
  from: 'org',
  select: 'org_code AS orgCode, org_name AS orgName, org_level AS orgLevel, org_type AS orgType',
  orderBy: 'org_code',
  scope: 'path',
  filters: { orgLevel: { eq: 'org_level' }, condition: { search: ['org_code', 'org_name'] } },
};

export const providerSearch: Resource = {
  name: 'provider-search',
  page: callOf('POST /admin/provider/page'),
  from: 'provider',
  select:
    'provider_code AS providerCode, provider_name AS providerName, oem_name AS oemName, provider_level AS providerLevel, create_time AS createTime',
  orderBy: 'provider_code',
  scope: 'org_path',
  filters: { multiSearch: { search: ['provider_code', 'provider_name'] } },
};

/** Dictionary rows by type (its first row, seq 0, is the header the console drops), label or value. */
export const dictionary: Resource = {
  name: 'dictionary',
  page: callOf('POST /admin/dict/page'),
  from: 'dict',
  select: 'type_id AS typeId, type_name AS typeName, type_value AS typeValue',
  orderBy: 'type_id, seq',
  filters: { typeId: { eq: 'type_id' }, typeName: { like: 'type_name' }, typeValue: { eq: 'type_value' } },
};

/** Spec 02 §7 "product list | page size 50 | list": the product codes and names (the product table). */
export const productListLookup: Resource = {
  name: 'product-list',
  page: callOf('POST /admin/product/list'),
  from: 'product',
  select: 'product_code AS productCode, product_name AS productName',
  orderBy: 'sort, product_code',
};
