// Amounts as the reference upstream writes them into its export sheets: stored in fen (spec 01 §9:
// money in fen, shown in yuan), rates as fractions. Its own rule, not the console's cells.

const num = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/** Fen as yuan with two decimals, rounded: 12345 → '123.45'. */
export function yuan(fen: unknown): string {
  const n = num(fen);
  return n === null ? '' : (Math.round(n) / 100).toFixed(2);
}

/** A fee: fen as yuan, cut (not rounded) to two decimals (spec 01 §9). */
export function feeYuan(fen: unknown): string {
  const n = num(fen);
  return n === null ? '' : (Math.trunc(n) / 100).toFixed(2);
}

/** A rate fraction as a percent with two decimals: 0.0055 → '0.55%'. */
export function percent(rate: unknown): string {
  const n = num(rate);
  return n === null ? '' : `${(Math.round(n * 1e6) / 1e4).toFixed(2)}%`;
}
