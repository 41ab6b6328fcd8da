// Pure rules of the fee-rule editor (spec 03 §2, §3 fee rule row, §5, §8; spec 02 §7 fee code list).
import { pageOf } from '../../contract/shapes.ts';
import { reads } from '../answer/reads.ts';
import { fenToYuan, yuanToFen } from '../forms/schema.ts';

/** Spec 03 §5: the editor's ruleId is required, with this message. */
export const RULE_ID_REQUIRED = '必传';
/** Spec 03 §8 / spec 01 §8: a failed fee-code option load (title 系统提示). */
export const FEE_OPTIONS_FAILED = '加载费用标签选项失败';
/** Spec 01 §9: fee code pickers page 50. */
export const FEE_OPTION_PAGE_SIZE = 50;

/** A row of the editor: every value as typed (strings), sent as the rule's feeInfs. */
export interface FeeRow {
  feeId: string;
  feeCode: string;
  feeName: string;
  expensesFlag: string;
  defaultFeeFlag: string;
  chargingType: string;
  floatScriptStr: string;
  roundingType: string;
  scale: string;
  scriptStr: string;
  fixAmt: string;
  settleType: string;
}

/** What the editor reads of a rule's row of gen-rule-list: its disabled flag and product (03 §2, §7). */
export type RuleRow = { ruleId?: unknown; disabled?: unknown; productCode?: unknown };
export const RULE = reads<RuleRow>('POST /admin/order/rule/gen-rule-list', { ruleId: true, disabled: true, productCode: true });
/** A fee row of rule-fee-list as it comes (fixAmt in fen). */
export type FeeLine = { readonly [K in keyof FeeRow]?: unknown };
export const RULE_FEES = reads<FeeLine>('POST /admin/order/rule/rule-fee-list', {
  feeId: true,
  feeCode: true,
  feeName: true,
  expensesFlag: true,
  defaultFeeFlag: true,
  chargingType: true,
  floatScriptStr: true,
  roundingType: true,
  scale: true,
  scriptStr: true,
  fixAmt: true,
  settleType: true,
});
/** The fee code options (fee-list, 50 a page). */
export const FEE_OPTIONS = reads<{ feeCode?: unknown; feeName?: unknown }>('POST /admin/order/rule/fee-list', {
  feeCode: true,
  feeName: true,
});

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/** The editor's answer held fewer rows than the rule has (03-N17): saving it would delete the others. */
export const ROWS_INCOMPLETE = '费用规则行未能全部加载，不能保存';

/** Whether a rule-fee-list answer holds every row of the rule (its total, when it gives one, is its row count). */
export function holdsEveryRow(answer: unknown): boolean {
  const p = pageOf(answer);
  return p.total <= p.data.length;
}

/** ruleId must hold a non-blank value; the message, or null when it does. */
export function ruleIdRefusal(ruleId: unknown): string | null {
  return text(ruleId).trim() === '' ? RULE_ID_REQUIRED : null;
}

/** Spec 03 §2: read-only when the rule's disabled flag is YES (a rule not loaded yet is not editable either). */
export function isReadOnlyRule(rule: RuleRow | null | undefined): boolean {
  return !rule || String(rule.disabled).toUpperCase() === 'YES';
}

/** The two fee code pages the editor asks for: 50 each, pages 1 and 2 (spec 02 §7: the second is not merged). */
export function feeOptionPages(): Array<{ pageNum: number; pageSize: number }> {
  return [
    { pageNum: 1, pageSize: FEE_OPTION_PAGE_SIZE },
    { pageNum: 2, pageSize: FEE_OPTION_PAGE_SIZE },
  ];
}

export function feeRowFrom(r: FeeLine): FeeRow {
  return {
    feeId: text(r.feeId),
    feeCode: text(r.feeCode),
    feeName: text(r.feeName),
    expensesFlag: text(r.expensesFlag),
    defaultFeeFlag: text(r.defaultFeeFlag) || '1',
    chargingType: text(r.chargingType),
    floatScriptStr: text(r.floatScriptStr),
    roundingType: text(r.roundingType),
    scale: text(r.scale),
    scriptStr: text(r.scriptStr),
    // Fen on the wire, yuan in the editor as in the drawer (01 §9 line 240; 03-#35).
    fixAmt: text(r.fixAmt) === '' ? '' : fenToYuan(r.fixAmt),
    settleType: text(r.settleType),
  };
}

/**
 * The editor's columns (03 §5 line 128): default fee, charging type, calculation parameters,
 * rounding type, decimal places and condition expression are marked required, but only ruleId is
 * enforced; fixAmt in yuan.
 */
export const EDITOR_HEAD: readonly { label: string; required?: true }[] = [
  { label: '费用编码' },
  { label: '费用名称' },
  { label: '默认费用', required: true },
  { label: '计费方式', required: true },
  { label: '计算参数', required: true },
  { label: '取整方式', required: true },
  { label: '保留小数位', required: true },
  { label: '条件表达式', required: true },
  { label: '固定金额(元)' },
  { label: '操作' },
];

/** A new row for a fee chosen in the picker: not the default fee, two decimals kept. */
export function emptyFeeRow(fee: Record<string, unknown>): FeeRow {
  return { ...feeRowFrom({ feeId: fee.feeId, feeCode: fee.feeCode, feeName: fee.feeName, expensesFlag: fee.expensesFlag }), scale: '2' };
}

/** The save body's feeInfs: numbers where the row holds digits, blanks left out. */
export function toFeeInfs(rows: readonly FeeRow[]): Array<Record<string, string | number>> {
  return rows.map((r) => {
    const out: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(r)) {
      const t = v.trim();
      if (t === '' || k === 'feeName') continue;
      if (k === 'fixAmt') out[k] = yuanToFen(t) ?? t;
      else out[k] = (k === 'scale' || k === 'settleType') && /^-?\d+$/.test(t) ? Number(t) : t;
    }
    return out;
  });
}
