// Every resource of the reference upstream, one line each: a new list or CRUD resource is a file
// under resources/<area>/ and a line here. Routes, schema and seeding come from these.
import type { Resource } from '../resource.ts';
import { accounts } from './accounts/accounts.ts';
import { dictionary, memberSearches, orgSearch, providerSearch } from './lookups.ts';
import { bankCards, memberBasics } from './members/member-detail.ts';
import { members, merchants } from './members/members.ts';
import { bills, billFees, billFeeLines, bizBills, cnlBills } from './orders/bills.ts';
import { fees, genRules, ruleFees } from './orders/fee-rules.ts';
import { memberTags } from './orders/member-tags.ts';
import { posOrders, transOrders } from './orders/pos-orders.ts';
import { reconBatches, reconItems } from './orders/recon.ts';
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
  transOrders,
  memberTags,
  fees,
  genRules,
  ruleFees,
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
];
