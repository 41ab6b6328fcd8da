import { memberList } from './member-list.ts';
import type { ScreenDef } from '../types.ts';
import { userSearch } from './user-search.ts';

// Variants of the merchant management list (spec 01 §2 names them only). They share the merchant
// and member queries of /UserSearch and /MemberList and show another set of filters and columns.
const merchants = userSearch.list!;
const pick = (keys: readonly string[]) => merchants.columns.filter((c) => keys.includes(c.key));

/** 商户查询（简版）: the few fields a service desk needs to find a merchant. */
export const userSearchSimple: ScreenDef = {
  name: 'UserSearchSimple',
  title: '商户查询（简版）',
  area: 'members',
  kind: 'list',
  list: {
    ...merchants,
    filters: ['memberId', 'mobile', 'psamCode'],
    columns: pick(['merchantId', 'memberId', 'realName', 'mobile', 'merchantType', 'status', 'psamCode', 'crtTime']),
    export: undefined,
  },
};

/** 标准商户管理: the merchant list of the standard product line, with its onboarding stage. */
export const standardUserSearch: ScreenDef = {
  name: 'StandardUserSearch',
  title: '标准商户管理',
  area: 'members',
  kind: 'list',
  list: {
    ...merchants,
    columns: pick([
      'merchantId',
      'memberId',
      'realName',
      'mobile',
      'merchantType',
      'status',
      'cnlMerchantCode',
      'psamCode',
      'memberStageDesc',
      'stageCodeDesc',
      'orgCode',
      'orgName',
      'crtTime',
    ]),
    export: undefined,
  },
};

/** 标准业务商户管理: merchants with their balances and trading figures (the member query). */
export const standardUserSearchBiz: ScreenDef = {
  name: 'StandardUserSearchBiz',
  title: '标准业务商户管理',
  area: 'members',
  kind: 'list',
  list: {
    ...memberList.list!,
    filters: ['memberId', 'realName', 'mobile', { name: 'orgCode', products: 'notDfLys' }, 'memberStatus', 'lastTransTime'],
    columns: memberList.list!.columns.filter((c) =>
      [
        'memberId',
        'realName',
        'mobile',
        'status',
        'orgName',
        'balance',
        'validBalance',
        'transAmt',
        'transCnt',
        'firstTransTime',
        'lastTransTime',
        'psamCount',
      ].includes(c.key),
    ),
    export: undefined,
  },
};
