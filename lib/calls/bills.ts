// The calls of the orders, bills, fee rules and reconciliation area, shared by its screens,
// dialogs and forms. Spec 02 §7 and spec 03
// §7 name the /admin/order/rule/ family and /admin/export/pos-order-export; the other paths are
// not shown and follow the same families. Erasable TypeScript.
import { call } from './define.ts';

/** A body check of the fee-rule editor's save (spec 03 §5): ruleId 必传, feeInfs a list. */
const ruleFeeBody = {
  safeParse(value: unknown) {
    const body = (value ?? {}) as Record<string, unknown>;
    const ruleId = body.ruleId;
    if (ruleId === undefined || ruleId === null || String(ruleId).trim() === '')
      return { success: false as const, error: { issues: [{ message: '必传' }] } };
    if (!Array.isArray(body.feeInfs)) return { success: false as const, error: { issues: [{ message: '请求参数错误' }] } };
    return { success: true as const, data: value };
  },
};

export const orderCalls = {
  /** POS order page search (spec 02 §7): the search form, a page. */
  posPage: call('POST /admin/order/pos/page'),
  /** The transaction searches (simple, JF, MSY): the same search form over the same orders. */
  transPage: call('POST /admin/order/trans/page'),
  /** Spec 01 §7 exports: order (the transaction searches). */
  transExport: call('POST /admin/export/order', { kind: 'blob' }),
  /** Order detail {orderId, orderType} (spec 03 §7). */
  detail: call('POST /admin/order/detail'),
  /** Receipt file by {orderId}: only custOrderType 290201 or 290202 (spec 03 §7). */
  receipt: call('POST /admin/order/receipt'),
  /** Merchant stub by {orderId}. */
  stub: call('POST /admin/order/mcht-stub'),
  /** Base-station address by {gbsId}. */
  gbsAddress: call('POST /admin/order/gbs-address'),
  /** 标记筛选商户 (spec 02 §7): the search form without paging plus memberTagIds. */
  tagBrand: call('POST /admin/order/pos/tag-brand'),
  /** The POS order export: the search form without paging, a streamed spreadsheet. */
  export: call('POST /admin/export/pos-order-export', { kind: 'blob' }),
};

export const billCalls = {
  page: call('POST /admin/bill/page'),
  /** Spec 01 §7 exports: bill. */
  export: call('POST /admin/export/bill', { kind: 'blob' }),
  detail: call('POST /admin/bill/detail'),
  /** Bill fee lines by {billId} (spec 02 §7, spec 03 §7). */
  feeLines: call('POST /admin/bill/fee-list'),
  /** Every fee line (the bill fee page). */
  feePage: call('POST /admin/bill/fee/page'),
  /** Retry bill {billId}: only on 18, 19 and 88 (spec 02 §4). */
  retry: call('POST /admin/bill/retry', { idempotent: true }),
  /** Refund bill {billId, uptDesc}: only on 20 and 28, with a reason. */
  refund: call('POST /admin/bill/refund', { idempotent: true }),
  bizPage: call('POST /admin/bill/biz/page'),
  cnlPage: call('POST /admin/bill/cnl/page'),
};

export const reconCalls = {
  page: call('POST /admin/recon/page'),
  detail: call('POST /admin/recon/detail'),
  items: call('POST /admin/recon/item/page'),
};

/** Spec 03 §7 "Fee rules /admin/order/rule/", plus the two detail look-ups the edit forms load. */
export const ruleCalls = {
  feeList: call('POST /admin/order/rule/fee-list'),
  feeDetail: call('POST /admin/order/rule/fee-detail'),
  crtFee: call('POST /admin/order/rule/crt-fee'),
  uptFee: call('POST /admin/order/rule/upt-fee'),
  delFee: call('POST /admin/order/rule/del-fee'),
  genRuleList: call('POST /admin/order/rule/gen-rule-list'),
  genRuleDetail: call('POST /admin/order/rule/gen-rule-detail'),
  crtGenRule: call('POST /admin/order/rule/crt-gen-rule'),
  uptGenRule: call('POST /admin/order/rule/upt-gen-rule'),
  delGenRule: call('POST /admin/order/rule/del-gen-rule'),
  /** {ruleId, productCode, feeCode}: the fee rows of a gen rule. */
  ruleFeeList: call('POST /admin/order/rule/rule-fee-list'),
  /** {ruleId, feeInfs}: the editor's save. */
  uptRuleFee: call('POST /admin/order/rule/upt-rule-fee', { body: ruleFeeBody }),
};
