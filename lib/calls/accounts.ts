// Calls of the accounts and audit areas that several declarations share: the audit decisions
// (spec 03 §7 "Audit"; force and retry from spec 01 §7) made from every audit list, the withdrawal
// and payout screens and the audit dialog. Every decision releases or refuses money, so each is
// idempotent: a retry after a lost answer gets the first result. Erasable TypeScript.
import { call } from './define.ts';

export const auditCalls = {
  /** The audit record by {auditId} (the audit dialog). */
  detail: call('POST /admin/audit/detail'),
  /** Approves the audit {id}. */
  approve: call('POST /admin/audit/audit/{id}', { idempotent: true }),
  /** A decision with a body {auditId, auditStatus, auditMsg} (the reject form: auditStatus 40 with a reason). */
  decide: call('POST /admin/audit/audit', { idempotent: true }),
  /** Several audits at once {auditIds, auditStatus, auditMsg}. */
  batch: call('POST /admin/audit/batch-audit', { idempotent: true }),
  /** Approves every pending audit of one import batch {id} (batch adjustments). */
  batchById: call('POST /admin/audit/batch-audit/{id}', { idempotent: true }),
  /** Approves an audit another reviewer holds (status 15, in review). */
  force: call('POST /admin/audit/force/{id}', { idempotent: true }),
  /** Runs again the posting of an approved audit whose posting failed. */
  retry: call('POST /admin/audit/retry/{id}', { idempotent: true }),
};

/** Account name by {acctId} (spec 03 §7), with the account's balances: the account dialog and the money forms. */
export const acctInfo = call('POST /admin/acct/name');

/**
 * Account item search (spec 03 §7 /manage/acct-item/details/page): /AcctSearch, the account dialog's
 * items ({acctId}) and the payment dialog's ({paymentId}); rows carry the tag names
 * innerItemTagName / outerItemTagName (spec 03 §3 account item).
 */
export const acctItemSearch = call('POST /manage/acct-item/details/page');

/** The payments area's pages: payment logs (also the payment dialog's), rule groups, account rules, balances, reconciliation. */
export const paymentCalls = {
  logPage: call('POST /admin/payment/log/page'),
  ruleGroupPage: call('POST /admin/payment/rule-group/page'),
  acctRulePage: call('POST /admin/acct/rule/page'),
  itemSearch: acctItemSearch,
  lsBalance: call('POST /admin/acct/ls-balance/page'),
  reconPage: call('POST /admin/acct/recon/page'),
  reconRun: call('POST /admin/acct/recon/run'),
};
