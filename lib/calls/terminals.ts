// Terminal (psam) calls of spec 03 §7 "Storage and transfer" and "Terminal (psam)", shared by the
// many terminal screens, forms and dialogs (the JF_, Msy, standard, agent and other groups draw the
// same declarations). Paths the spec does not give are ours and say so.
import { call } from './define.ts';

export const storageCalls = {
  batchPage: call('POST /{p}/pos/standard/org/admin/storage/batch-page'),
  batchDetail: call('POST /{p}/pos/standard/org/admin/storage/batch-detail'),
  batchInByPsam: call('POST /{p}/pos/standard/org/admin/storage/batch-in/by-psam', { kind: 'form' }),
  /** The /{p}/pos/org/ family of the same batch-in (the JF_ and Msy storage pages). */
  orgBatchInByPsam: call('POST /{p}/pos/org/admin/batch-in/by-psam'),
  batchInByRange: call('POST /{p}/pos/org/admin/batch-in/by-code-range'),
  /** Excel import (spec 03 §7 does not give its path): multipart, stored or read without sheetjs. */
  batchInByExcel: call('POST /{p}/pos/org/admin/batch-in/by-excel', { kind: 'multipart' }),
  tag: call('POST /{p}/pos/org/admin/storage/tag'),
  /** Storage-detail psam list (binary export). */
  detailExport: call('POST /admin/storage/psam', { kind: 'blob' }),
};

export const transferCalls = {
  page: call('POST /{p}/pos/standard/org/admin/transfer/page'),
  queryPsam: call('POST /{p}/pos/standard/org/admin/transfer/query-psam'),
  validByPsam: call('POST /{p}/pos/standard/org/admin/transfer/valid-psam/by-psam'),
  transfer: call('POST /{p}/pos/standard/org/admin/transfer/transfer', { kind: 'form' }),
  detailPage: call('POST /{p}/pos/standard/org/admin/transfer/transfer/detail/page'),
  rename: call('POST /{p}/pos/standard/org/admin/transfer/transfer/rename'),
  inBatchPage: call('POST /{p}/pos/standard/org/admin/transfer/in-batch/page'),
  inBatchTransfer: call('POST /{p}/pos/standard/org/admin/transfer/in-batch/transfer'),
  inPsamQuery: call('POST /{p}/pos/standard/org/admin/transfer/in-psam/query-psam'),
  inPsamTransfer: call('POST /{p}/pos/standard/org/admin/transfer/in-psam/transfer', { kind: 'form' }),
  inPsamCheck: call('POST /{p}/pos/standard/org/admin/transfer/in-psam/transfer/check', { kind: 'form' }),
  /** Transfer-detail psam list (binary export; path ours). */
  detailExport: call('POST /{p}/pos/standard/org/admin/transfer/transfer/detail/export', { kind: 'blob' }),
  /** The TUSN list of the stock as a text file (path ours). */
  tusnExport: call('POST /{p}/pos/standard/org/admin/transfer/query-psam/tusn-export', { kind: 'blob' }),
  operationLog: call('POST /{p}/pos/standard/org/admin/operation/log'),
  /** Batches of the kinds the spec gives no page for (accept, rate, unbind) and their rows (ours). */
  batchPage: call('POST /{p}/pos/standard/org/admin/operation/batch-page'),
  batchDetail: call('POST /{p}/pos/standard/org/admin/operation/batch-detail'),
};

export const rateCalls = {
  /** Rate options of an activity group for the chosen codes: {activityGroupId, strPsamCodes} → opts. */
  byActivity: call('POST /{p}/pos/standard/org/admin/transfer/get-psam-fee'),
  /** Rate submit: {activityGroupId, opts | rate fields, strPsamCodes}. */
  submit: call('POST /{p}/pos/standard/org/admin/transfer/update-fee-rate'),
  batchUpdate: call('POST /{p}/pos/standard/org/admin/transfer/batch-update-fee-rate'),
  history: call('POST /{p}/pos/standard/org/admin/transfer/update-fee-history'),
};

export const psamCalls = {
  page: call('POST /{p}/pos/standard/org/admin/psam/page'),
  pageNew: call('POST /{p}/pos/standard/org/admin/psam/page-new'),
  pageWithActivity: call('POST /{p}/pos/standard/org/admin/psam/page-with-activity'),
  subordinatePage: call('POST /{p}/pos/standard/org/admin/psam/subordinate/page'),
  transferChain: call('POST /{p}/pos/standard/org/admin/psam/transfer-chain/detail'),
  recall: call('POST /{p}/pos/standard/org/admin/psam/recall'),
  batchRecall: call('POST /{p}/pos/standard/org/admin/psam/batch-psam-recall', { kind: 'form' }),
  batchRecallPage: call('POST /{p}/pos/standard/org/admin/psam/batch-psam-recall-page'),
  recallDetailPage: call('POST /{p}/pos/standard/org/admin/psam/recall/deteail-page'),
  unbind: call('POST /{p}/pos/standard/org/admin/psam/unbind'),
  unbindApply: call('POST /{p}/pos/standard/org/admin/psam/unbind-terminal-apply'),
  unbindPsam: call('POST /{p}/pos/standard/org/admin/psam/unbind-psam'),
  singleUnbind: call('POST /{p}/pos/standard/org/admin/psam/single-unbind-psam'),
  validateBind: call('POST /{p}/pos/standard/org/admin/psam/validate-terminal-bind-in-cnl'),
  change: call('POST /{p}/pos/standard/org/admin/psam/change'),
  changePage: call('POST /{p}/pos/standard/org/admin/psam/change/page'),
  changeBind: call('POST /{p}/pos/standard/org/admin/psam/changBind'),
  payCnlChange: call('POST /{p}/pos/standard/org/admin/psam/pay-cnl/change'),
  freeze: call('POST /{p}/pos/standard/org/admin/psam/freeze'),
  unfreeze: call('POST /{p}/pos/standard/org/admin/psam/unfreeze'),
  freezeRecordPage: call('POST /{p}/pos/standard/org/admin/psam/freeze-record-page'),
  fee: call('POST /{p}/pos/standard/org/admin/psam/get-psam-fee'),
  /** Terminal rate by member ({memberId} → configList) for the products that price by member; path ours. */
  feeByMember: call('POST /{p}/pos/standard/org/admin/psam/member-fee-config'),
  /** The terminal's transactions (dialog tab 2); path ours. */
  trans: call('POST /{p}/pos/standard/org/admin/psam/trans/page'),
  /** Recall-detail psam list (binary export); path ours. */
  recallDetailExport: call('POST /{p}/pos/standard/org/admin/psam/recall/detail-export', { kind: 'blob' }),
  /** Psam list exports (spec 01 §7 /admin/export/ family) and the mcf check call before them (ours). */
  export: call('POST /admin/export/psam', { kind: 'blob' }),
  exportActivity: call('POST /admin/export/psam-activity', { kind: 'blob' }),
  exportIndicator: call('POST /admin/export/psam-with-indicator', { kind: 'blob' }),
  exportCheck: call('POST /admin/export/psam/check'),
};
