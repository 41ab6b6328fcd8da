// Spec 03 §7 "Storage and transfer" and "Terminal (psam)". The paths are the spec's; `(form)` is
// written only where the spec writes it.
import { entries, fields, file, byKey, none, object, page } from './define.ts';

const ST = '03 §7 Storage and transfer';
const PS = '03 §7 Terminal (psam)';
/** 03 §3 line 65 gives the rate config's fields without units. */
const RATE_UNITS =
  '03 §3 line 65 gives creditRate, debitRate, scanRate, clearFee and debitMaxFee without units: the rates in percent, clearFee and debitMaxFee in fen, typed, sent and shown as fen (labelled (分)) everywhere';
/** 03 §7 line 164's "Also" sentence writes the prefix once, on its first call. */
const ALSO =
  'spec 03 §7 line 164 writes /{p}/pos/org/admin/ once, on batch-in/by-psam; the calls after it in that sentence are read under the same prefix';
/** A call the spec lists that no screen, dialog or action of the spec uses. */
const UNUSED = 'not called by the console:';
/** 03 §7 line 167 gives the rate calls by what they do, with no path: which path each is. */
const PAIRING = 'spec 03 §7 line 167 names the rate calls without paths (transfer/ and psam/ both have a get-psam-fee):';

export const terminals = entries({
  'POST /{p}/pos/standard/org/admin/storage/batch-detail': { spec: ST, reply: page() },
  'POST /{p}/pos/standard/org/admin/storage/batch-page': { spec: ST, reply: page() },
  'POST /{p}/pos/standard/org/admin/storage/batch-in/by-psam': { spec: `${ST} (form)`, kind: 'form', reply: none },
  'POST /{p}/pos/standard/org/admin/transfer/page': { spec: ST, reply: page() },
  'POST /{p}/pos/standard/org/admin/transfer/query-psam': { spec: ST, reply: page() },
  'POST /{p}/pos/standard/org/admin/transfer/transfer': { spec: `${ST} (form)`, kind: 'form', reply: none },
  'POST /{p}/pos/standard/org/admin/transfer/transfer/detail/page': { spec: ST, reply: page() },
  'POST /{p}/pos/standard/org/admin/transfer/valid-psam/by-psam': { spec: ST, reply: object() },
  'POST /{p}/pos/standard/org/admin/transfer/in-batch/page': { spec: ST, reply: page() },
  'POST /{p}/pos/standard/org/admin/transfer/in-batch/transfer': { spec: ST, reply: none },
  'POST /{p}/pos/standard/org/admin/transfer/in-psam/query-psam': { spec: ST, reply: page() },
  'POST /{p}/pos/standard/org/admin/transfer/in-psam/transfer': { spec: `${ST} (form)`, kind: 'form', reply: none },
  'POST /{p}/pos/standard/org/admin/transfer/in-psam/transfer/check': { spec: `${ST} (form)`, kind: 'form', reply: object() },
  'POST /{p}/pos/standard/org/admin/transfer/batch-update-fee-rate': { spec: ST, reply: none },
  'POST /{p}/pos/standard/org/admin/transfer/get-psam-fee': {
    spec: `${ST}; ${PS} (terminal rate by activity group {activityGroupId, strPsamCodes}: opts)`,
    request: fields('activityGroupId strPsamCodes?:comma-separated'),
    reply: object('opts'),
    assumes: [
      RATE_UNITS,
      `${PAIRING} "Terminal rate by activity group {activityGroupId, strPsamCodes}: opts" is this transfer/ path (psam/get-psam-fee is the one terminal's rates)`,
      "/TermConfig asks for a group's options before any code is chosen, so strPsamCodes may be left out there; the submit always sends it",
    ],
  },
  'POST /{p}/pos/standard/org/admin/transfer/update-fee-history': {
    spec: `${ST}; ${PS} (rate change log search, paged)`,
    reply: page(),
    assumes: [`${PAIRING} "Rate change log search (paged)" is update-fee-history`],
  },
  'POST /{p}/pos/standard/org/admin/transfer/update-fee-rate': {
    spec: `${ST}; ${PS} (terminal rate submit {activityGroupId, opts, strPsamCodes}); 03 §5 "with no options: 请选择参数"`,
    request: fields('activityGroupId opts strPsamCodes:comma-separated'),
    reply: none,
    assumes: [
      `${PAIRING} "Terminal rate submit: {activityGroupId, opts, strPsamCodes}" is update-fee-rate`,
      'strPsamCodes: the psam codes comma-separated (01 §5 line 147, "Multi-id inputs expect comma-separated ids")',
      RATE_UNITS,
    ],
  },
  'POST /{p}/pos/standard/org/admin/transfer/transfer/rename': { spec: ST, reply: none },
  'POST /{p}/pos/standard/org/admin/transfer/get-sim-activity': {
    spec: ST,
    reply: object(),
    assumes: [
      `${UNUSED} no screen or action of spec 01 §2 or 03 §2 asks for a SIM activity; /TerminalSIMConfig works through /{p}/sim-extend-config/ (03 §7 Other)`,
    ],
  },
  'POST /{p}/pos/standard/org/admin/operation/log': {
    spec: ST,
    assumedFields:
      "spec 03 §7 gives the path, not its body: a terminal's operation log, by the psamCode its rows carry, beside the list's filters",
    ...byKey('psamCode', 'rows'),
    reply: page(),
  },
  'POST /admin/storage/psam': {
    spec: `${ST}; ${PS} (binary export: storage detail psam list)`,
    kind: 'blob',
    reply: file,
    assumes: [
      'spec 03 §7 line 164 lists /admin/storage/psam without saying what it does; read as line 169\'s "storage detail psam list" binary export (a storage batch\'s terminals), the only storage call of §7 it can be',
    ],
  },
  'POST /{p}/pos/org/admin/batch-in/by-psam': { spec: ST, reply: none },
  'POST /{p}/pos/org/admin/batch-in/by-code-range': { spec: ST, reply: none, assumes: [ALSO] },
  'POST /{p}/pos/org/admin/storage/tag': { spec: ST, reply: none, assumes: [ALSO] },
  'POST /{p}/pos/org/admin/batch-update-fee-rate': {
    spec: ST,
    reply: none,
    assumes: [
      ALSO,
      `${UNUSED} the batch rate change goes through transfer/batch-update-fee-rate, the one the /{p}/pos/standard/org/admin/ screens share; the spec says nothing that sets the two apart`,
    ],
  },
  'POST /{p}/pos/org/admin/agency-info/query': {
    spec: `${ST} (agency-info/query; protocol §3 exempt path)`,
    reply: object(),
    assumes: [ALSO, `${UNUSED} the spec names no screen, field or answer for agency information`],
  },

  'POST /{p}/pos/standard/org/admin/psam/page': {
    spec: PS,
    reply: page(),
    assumes: [
      '03 §4 line 90 gives two psamStatus sets for one field: the terminal rows are read with the storage and transfer set (0 stored, 1 transfer requested, 2 transferred, 4 recalled) as psamStatus and the issuing set (1 stored not issued … 4 issuing in progress) as issueStatus; 回收 needs psamStatus 2',
      'bindingState (dictionary 7006, 03 §9 line 221, whose codes the spec does not give): 1 is read as bound, the state that offers 解绑, 通道绑定校验, 换绑 and 通道变更; the upstream refuses what does not apply',
    ],
  },
  'POST /{p}/pos/standard/org/admin/psam/page-new': { spec: PS, reply: page() },
  'POST /{p}/pos/standard/org/admin/psam/page-with-activity': { spec: PS, reply: page() },
  'POST /{p}/pos/standard/org/admin/psam/subordinate/page': { spec: PS, reply: page() },
  'POST /{p}/pos/standard/org/admin/psam/transfer-chain/detail': { spec: PS, reply: page() },
  'POST /{p}/pos/standard/org/admin/psam/recall': { spec: PS, reply: none },
  'POST /{p}/pos/standard/org/admin/psam/batch-psam-recall': { spec: `${PS} (form)`, kind: 'form', reply: none },
  'POST /{p}/pos/standard/org/admin/psam/batch-psam-recall-page': { spec: PS, reply: page() },
  'POST /{p}/pos/standard/org/admin/psam/recall/deteail-page': { spec: `${PS} (the spec's spelling)`, reply: page() },
  'POST /{p}/pos/standard/org/admin/psam/unbind': { spec: PS, reply: none },
  'POST /{p}/pos/standard/org/admin/psam/unbind-terminal-apply': { spec: PS, reply: none },
  'POST /{p}/pos/standard/org/admin/psam/unbind-psam': { spec: PS, reply: none },
  'POST /{p}/pos/standard/org/admin/psam/single-unbind-psam': { spec: PS, reply: none },
  'POST /{p}/pos/standard/org/admin/psam/validate-terminal-bind-in-cnl': { spec: PS, reply: object() },
  'POST /{p}/pos/standard/org/admin/psam/change': { spec: PS, reply: none },
  'POST /{p}/pos/standard/org/admin/psam/change/page': { spec: PS, reply: page() },
  'POST /{p}/pos/standard/org/admin/psam/changBind': { spec: `${PS} (the spec's spelling)`, reply: none },
  'POST /{p}/pos/standard/org/admin/psam/pay-cnl/change': { spec: PS, reply: none },
  'POST /{p}/pos/standard/org/admin/psam/freeze': { spec: PS, reply: none },
  'POST /{p}/pos/standard/org/admin/psam/unfreeze': { spec: PS, reply: none },
  'POST /{p}/pos/standard/org/admin/psam/freeze-record-page': { spec: PS, reply: page() },
  'POST /{p}/pos/standard/org/admin/psam/get-psam-fee': {
    spec: PS,
    reply: object('opts'),
    assumes: [
      `${PAIRING} psam/get-psam-fee is one terminal's rates ({psamCode}), answering opts (fieldName, fieldValue) as §3's rate result`,
    ],
  },
  'POST /{p}/pos/standard/org/admin/psam/merchant-indicator-box': {
    spec: PS,
    reply: object(),
    assumes: [
      `${UNUSED} the spec names no indicator box on a terminal screen (03 §2 terminal dialog tabs: details, transactions, rates, rate log)`,
    ],
  },
  'POST /{p}/pos/standard/org/admin/psam/member-fee-config': {
    spec: `${PS} (terminal rate by member {memberId} for certain products: configList)`,
    assumed: 'spec 03 §7 gives rate-by-member without its path; ours sits beside get-psam-fee',
    request: fields('memberId'),
    reply: object('configList'),
  },
  'POST /admin/common/template/downOrderExcelTemplate': { spec: `${PS} (template download)`, kind: 'blob', reply: file },
});
