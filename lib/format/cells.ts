// Cell formatters of the list engine (spec 01 §9 "Amounts", spec 02 §5): pure, shared by the
// server render and the browser. Amounts arrive in fen; decimal work is done on digit strings so
// binary floating point never shows through (0.29 * 100 and friends).
import { DATE_TIME_TEXT, DAY_TEXT, parseWallClock, wallClock, ymd, ymdhms } from './date.ts';

/** A finite number from a number or numeric string, else null. */
function num(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

/** Splits |n| into integer and fraction digit strings (exact to 10 decimals). */
function digits(n: number): { neg: boolean; int: string; frac: string } {
  const [int, frac = ''] = Math.abs(n).toFixed(10).split('.');
  return { neg: n < 0, int, frac };
}

/** Moves the decimal point two places left: fen → yuan, still as digit strings. */
function fenToYuanDigits(fen: number): { neg: boolean; int: string; frac: string } {
  const { neg, int, frac } = digits(fen);
  const padded = int.padStart(3, '0');
  return { neg, int: padded.slice(0, -2).replace(/^0+(?=\d)/, ''), frac: padded.slice(-2) + frac };
}

function join(neg: boolean, int: string, frac: string): string {
  const text = frac ? `${int}.${frac}` : int;
  return neg && /[1-9]/.test(text) ? `-${text}` : text;
}

/** Rounds half away from zero to `places` decimals on digit strings. */
function roundDigits(int: string, frac: string, places: number): { int: string; frac: string } {
  const keep = frac.slice(0, places).padEnd(places, '0');
  if (Number(frac[places] ?? '0') < 5) return { int, frac: keep };
  const bumped = (BigInt(int + keep) + 1n).toString().padStart(int.length + places, '0');
  return { int: bumped.slice(0, bumped.length - places) || '0', frac: bumped.slice(bumped.length - places) };
}

/** Fen → yuan with 2 decimals (rounded): 12345 → '123.45'. */
export function money(fen: unknown): string {
  const n = num(fen);
  if (n === null) return '';
  const y = fenToYuanDigits(n);
  const r = roundDigits(y.int, y.frac, 2);
  return join(y.neg, r.int, r.frac);
}

/** Balance-style amounts: fen → yuan at 4 decimals, shown cut (not rounded) to 2: 1234.56 → '12.34'. */
export function balance(fen: unknown): string {
  const n = num(fen);
  if (n === null) return '';
  const y = fenToYuanDigits(n);
  const four = roundDigits(y.int, y.frac, 4);
  return join(y.neg, four.int, four.frac.slice(0, 2));
}

/** Fees: fen → yuan truncated to 2 decimals: 99.9 → '0.99'. */
export function fee(fen: unknown): string {
  const n = num(fen);
  if (n === null) return '';
  const y = fenToYuanDigits(n);
  return join(y.neg, y.int, y.frac.slice(0, 2));
}

/** Channel rate as a percent with 2 decimals: 0.0055 → '0.55%'. */
export function ratePercent(rate: unknown): string {
  const n = num(rate);
  if (n === null) return '';
  const { neg, int, frac } = digits(n);
  const shifted = (int + frac.slice(0, 2)).replace(/^0+(?=\d)/, '');
  const r = roundDigits(shifted, frac.slice(2), 2);
  return `${join(neg, r.int, r.frac)}%`;
}

/** Member ids display as uppercase hexadecimal (a numeric id is converted). */
export function memberIdHex(id: unknown): string {
  if (typeof id === 'number' && Number.isSafeInteger(id) && id >= 0) return id.toString(16).toUpperCase();
  if (typeof id === 'bigint' && id >= 0n) return id.toString(16).toUpperCase();
  return typeof id === 'string' ? id.trim().toUpperCase() : '';
}

/** Upstream times are wall-clock strings of the platform; epoch numbers are shown in its zone. */
function toWallClock(value: unknown): Date | null {
  if (typeof value === 'number' && Number.isFinite(value)) return wallClock(value);
  if (typeof value !== 'string' || value.trim() === '') return null;
  return parseWallClock(value.trim().replace(/\.\d+$/, ''));
}

/**
 * 'yyyy-MM-dd HH:mm:ss'; text that is not a date is shown as it came. Text already in the shown form
 * is shown as is, without building a Date: parsed back it would print the same (a valid date) or be
 * shown as it came (an impossible one). Most rows' dates are such text.
 */
export function dateTime(value: unknown): string {
  if (typeof value === 'string' && DATE_TIME_TEXT.test(value)) return value;
  const d = toWallClock(value);
  return d ? ymdhms(d) : typeof value === 'string' ? value : '';
}

export function dateOnly(value: unknown): string {
  if (typeof value === 'string' && DAY_TEXT.test(value)) return value;
  const d = toWallClock(value);
  return d ? ymd(d) : typeof value === 'string' ? value : '';
}

/** Bytes as B, KB or MB with up to 2 decimals. */
export function fileSize(bytes: unknown): string {
  const n = num(bytes);
  if (n === null || n < 0) return '';
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${Number((n / 1024).toFixed(2))} KB`;
  return `${Number((n / 1024 / 1024).toFixed(2))} MB`;
}

/** Thousands separators on a formatted decimal: '-1234567.89' → '-1,234,567.89'. */
export function grouped(text: string): string {
  const [int, frac] = text.split('.');
  const g = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac === undefined ? g : `${g}.${frac}`;
}

/**
 * A report figure (the report lists, the dashboards, the welcome page): thousands separators;
 * money (fen) as yuan with 2 decimals, other figures as whole numbers (or up to 2 decimals).
 * 1234567 → '1,234,567'; money 123456789 → '1,234,567.89'.
 */
export function figure(value: unknown, asMoney = false): string {
  if (asMoney) return grouped(money(value));
  const n = num(value);
  if (n === null) return '';
  const { neg, int, frac } = digits(n);
  const r = roundDigits(int, frac, 2);
  return grouped(join(neg, r.int, r.frac.replace(/0+$/, '')));
}
