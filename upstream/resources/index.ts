// Every resource of the reference upstream, one line each: a new list or CRUD resource is a file
// under resources/<area>/ and a line here. Routes, schema and seeding come from these.
import type { Resource } from '../resource.ts';
import { accounts } from './accounts/accounts.ts';
import { ledger } from './accounts/ledger.ts';
import { moneyResources } from './accounts/money.ts';
import { paymentResources } from './accounts/payments.ts';
import { profitResources } from './accounts/profits.ts';
import { agentInvoices } from './agent/invoices.ts';
import { auditResources } from './audit/audits.ts';
import { drawResources } from './audit/draws.ts';
import { dictionary, memberSearches, orgSearch, providerSearch } from './lookups.ts';
import { bankCards, memberBasics } from './members/member-detail.ts';
import { members, merchants } from './members/members.ts';
import { posOrders } from './orders/pos-orders.ts';
import { orgs } from './orgs/orgs.ts';
import { cnlBlack, riskBlack } from './risk/blacklists.ts';
import { banks, branches } from './system/banks.ts';
import { baseTypesNew } from './system/base-type-new.ts';
import { resources as resTree, roles } from './system/roles.ts';
import { machinery } from './system/machinery.ts';
import { appResources } from './app/app.ts';
import { messagingResources } from './app/messaging.ts';
import { reportResources } from './reports/reports.ts';
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
  // Accounts and audit: the ledger seeds first, the audits, operations and withdrawals add to it.
  ledger,
  ...paymentResources,
  ...auditResources,
  ...moneyResources,
  ...drawResources,
  ...profitResources,
  agentInvoices,
  roles,
  resTree,
  ...machinery,
  ...appResources,
  ...messagingResources,
  ...reportResources,
];
