// Spec 03 §7 "Storage and transfer" and "Terminal (psam)". The paths are the spec's; `(form)` is
// written only where the spec writes it.
import { entries, fields, file, none, object, page } from './define.ts';

const ST = '03 §7 Storage and transfer';
const PS = '03 §7 Terminal (psam)';
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
    ],
  },
  'POST /{p}/pos/standard/org/admin/transfer/transfer/rename': { spec: ST, reply: none },
  'POST /{p}/pos/standard/org/admin/transfer/get-sim-activity': { spec: ST, reply: object() },
  'POST /{p}/pos/standard/org/admin/operation/log': { spec: ST, reply: page() },
  'POST /admin/storage/psam': {
    spec: `${ST}; ${PS} (binary export: storage detail psam list)`,
    kind: 'blob',
    reply: file,
    assumes: [
      'spec 03 §7 line 164 lists /admin/storage/psam without saying what it does; read as line 169\'s "storage detail psam list" binary export (a storage batch\'s terminals), the only storage call of §7 it can be',
    ],
  },
  'POST /{p}/pos/org/admin/batch-in/by-psam': { spec: ST, reply: none },
  'POST /{p}/pos/org/admin/batch-in/by-code-range': { spec: ST, reply: none },
  'POST /{p}/pos/org/admin/storage/tag': { spec: ST, reply: none },
  'POST /{p}/pos/org/admin/batch-update-fee-rate': { spec: ST, reply: none },
  'POST /{p}/pos/org/admin/agency-info/query': {
    spec: `${ST} (agency-info/query; protocol §3 exempt path)`,
    assumed:
      'spec 03 §7 lists agency-info/query among the /{p}/pos/org/admin/ calls after batch-update-fee-rate; the prefix is read from its neighbours',
    reply: object(),
  },

  'POST /{p}/pos/standard/org/admin/psam/page': { spec: PS, reply: page() },
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
  'POST /{p}/pos/standard/org/admin/psam/merchant-indicator-box': { spec: PS, reply: object() },
  'POST /{p}/pos/standard/org/admin/psam/member-fee-config': {
    spec: `${PS} (terminal rate by member {memberId} for certain products: configList)`,
    assumed: 'spec 03 §7 gives rate-by-member without its path; ours sits beside get-psam-fee',
    request: fields('memberId'),
    reply: object('configList'),
  },
  'POST /admin/common/template/downOrderExcelTemplate': { spec: `${PS} (template download)`, kind: 'blob', reply: file },
});
