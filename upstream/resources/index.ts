// Every resource of the reference upstream, one line each: a new list or CRUD resource is a file
// under resources/<area>/ and a line here. Routes, schema and seeding come from these.
import type { Resource } from '../resource.ts';
import { accounts } from './accounts/accounts.ts';
import { brandsResource, categoriesResource, goodsOrdersResource, goodsResource, seckillResource } from './goods/goods.ts';
import { dictionary, memberSearches, orgSearch, providerSearch } from './lookups.ts';
import { bankCards, memberBasics } from './members/member-detail.ts';
import { members, merchants } from './members/members.ts';
import { posOrders } from './orders/pos-orders.ts';
import { merchantAddsResource, merchantEntrantResource, paramsResource } from './other/entrant.ts';
import { postersResource, promoRecordsResource, promosResource, promotionItemsResource, promotionsResource } from './other/promotions.ts';
import { activitiesResource, activityCashbacksResource, activityHelpLogsResource, activityStatsResource } from './products/activities.ts';
import { couponBatchesResource, couponStocksResource, couponsResource, memberCouponsResource } from './products/coupons.ts';
import {
  cnlReportLogResource,
  productBizResource,
  productsResource,
  reportTaskLogResource,
  templateItemsResource,
} from './products/products.ts';
import { orgs } from './orgs/orgs.ts';
import { cnlBlack, riskBlack } from './risk/blacklists.ts';
import { banks, branches } from './system/banks.ts';
import { baseTypesNew } from './system/base-type-new.ts';
import { baseTypes, employees, files } from './system/system.ts';

export const resources: readonly Resource[] = [
  ...memberSearches,
  orgSearch,
  providerSearch,
  dictionary,
  members,
  merchants,
  memberBasics,
  bankCards,
  accounts,
  orgs,
  posOrders,
  banks,
  branches,
  baseTypes,
  employees,
  files,
  cnlBlack,
  riskBlack,
  baseTypesNew,
  productsResource,
  productBizResource,
  reportTaskLogResource,
  cnlReportLogResource,
  templateItemsResource,
  couponsResource,
  memberCouponsResource,
  couponBatchesResource,
  couponStocksResource,
  activitiesResource,
  activityStatsResource,
  activityCashbacksResource,
  activityHelpLogsResource,
  brandsResource,
  categoriesResource,
  goodsResource,
  goodsOrdersResource,
  seckillResource,
  promotionsResource,
  promotionItemsResource,
  promosResource,
  promoRecordsResource,
  postersResource,
  merchantEntrantResource,
  paramsResource,
  merchantAddsResource,
];
