// Every resource of the reference upstream, one line each: a new list or CRUD resource is a file
// under resources/<area>/ and a line here. Routes, schema and seeding come from these.
import type { Resource } from '../kit/resource.ts';
import { accounts } from './accounts/accounts.ts';
import { ledger } from './accounts/ledger.ts';
import { moneyResources } from './accounts/money.ts';
import { paymentResources } from './accounts/payments.ts';
import { profitResources } from './accounts/profits.ts';
import { agentInvoices } from './agent/invoices.ts';
import { auditResources } from './audit/audits.ts';
import { drawResources } from './audit/draws.ts';
import { brandsResource, categoriesResource } from './goods/brands-categories.ts';
import { goodsResource } from './goods/goods.ts';
import { goodsOrdersResource } from './goods/goods-orders.ts';
import { seckillResource } from './goods/seckill.ts';
import { goodsForActivityResource } from './goods/goods-act.ts';
import { dictionary, memberSearches, orgSearch, productListLookup, providerSearch } from './lookups.ts';
import { bankCards, memberBasics } from './members/member-detail.ts';
import { memberAuth } from './members/member-auth.ts';
import { memberAgreements, memberRoles, memberTags, memberWxWork } from './members/member-social.ts';
import { indWarningRules, indWarnings } from './members/ind-warnings.ts';
import { adminMembers, memberActivations, memberLoginLogs } from './members/member-logs.ts';
import { memberTagBindings, memberTagLogs, tagCatalogue, tagStats } from './members/member-tag-lists.ts';
import { merchantChangeLogs, merchantEntries, merchantReports, merchantSwitchLogs } from './members/merchant-logs.ts';
import { memberActivities, memberPolicyPacks } from './members/member-ext.ts';
import { merchantDetail } from './members/merchant-detail.ts';
import { indicators } from './members/member-indicators.ts';
import { merchantTrans } from './members/merchant-trans.ts';
import { members, merchants } from './members/members.ts';
import { activityGroups } from './orgs/activity-groups.ts';
import { orgForm } from './orgs/org-form.ts';
import { orgAudits, orgs, orgsWithIndicator } from './orgs/orgs.ts';
import { bills, billFees, billFeeLines, bizBills, cnlBills } from './orders/bills.ts';
import { feeCodes, fees, genRules, ruleFees } from './orders/fee-rules.ts';
import { orderMemberTags } from './orders/member-tags.ts';
import { posOrders, transOrders } from './orders/pos-orders.ts';
import { reconBatches, reconItems } from './orders/recon.ts';
import { merchantAddsResource, merchantEntrantResource, paramsResource } from './other/entrant.ts';
import { postersResource } from './other/posters.ts';
import { promoRecordsResource, promosResource } from './other/promos.ts';
import { promotionItemsResource, promotionsResource } from './other/promotions.ts';
import { activitiesResource, activityCashbacksResource, activityHelpLogsResource, activityStatsResource } from './products/activities.ts';
import { couponBatchesResource, couponStocksResource, couponsResource, memberCouponsResource } from './products/coupons.ts';
import {
  cnlReportLogResource,
  productBizResource,
  productsResource,
  reportTaskLogResource,
  templateItemsResource,
} from './products/products.ts';
import { cnlBlack, riskBlack } from './risk/blacklists.ts';
import { banks, branches } from './system/banks.ts';
import { baseTypesNew } from './system/base-type-new.ts';
import { resources as resTree, roles } from './system/roles.ts';
import { machinery } from './system/machinery.ts';
import { appResources } from './app/app.ts';
import { unlistedResources } from './other/unlisted.ts';
import { messagingResources } from './app/messaging.ts';
import { reportResources } from './reports/reports.ts';
import { baseTypes, employees, files } from './system/system.ts';
import { terminalResources } from './terminals/psam.ts';
import { sideResources } from './terminals/side.ts';

export const resources: readonly Resource[] = [
  ...memberSearches,
  orgSearch,
  productListLookup,
  providerSearch,
  dictionary,
  members,
  merchants,
  memberBasics,
  bankCards,
  memberAuth,
  memberRoles,
  memberWxWork,
  memberTags,
  memberAgreements,
  merchantDetail,
  memberActivities,
  memberPolicyPacks,
  merchantTrans,
  indicators,
  memberLoginLogs,
  memberTagLogs,
  memberTagBindings,
  tagCatalogue,
  tagStats,
  memberActivations,
  merchantChangeLogs,
  merchantSwitchLogs,
  merchantReports,
  adminMembers,
  merchantEntries,
  indWarningRules,
  indWarnings,
  accounts,
  orgs,
  posOrders,
  transOrders,
  orderMemberTags,
  fees,
  genRules,
  ruleFees,
  feeCodes,
  bills,
  billFees,
  billFeeLines,
  bizBills,
  cnlBills,
  reconBatches,
  reconItems,
  banks,
  branches,
  baseTypes,
  employees,
  files,
  cnlBlack,
  riskBlack,
  baseTypesNew,
  // Accounts and audit: the ledger seeds first, the audits, operations and withdrawals add to it.
  ledger,
  ...paymentResources,
  ...auditResources,
  ...moneyResources,
  ...drawResources,
  ...profitResources,
  agentInvoices,
  // The terminals take the organisations' activity groups: these seed first.
  activityGroups,
  ...terminalResources,
  ...sideResources,
  orgForm,
  orgsWithIndicator,
  orgAudits,
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
  goodsForActivityResource,
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
  roles,
  resTree,
  ...machinery,
  ...appResources,
  ...messagingResources,
  ...reportResources,
  ...unlistedResources,
];
