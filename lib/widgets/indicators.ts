// Pure rules of the member indicator statistics page and its indicator picker (spec 02 §2, §5, §9;
// spec 01 §5, §9): the default window, the chosen list kept in local storage, the wide columns.
import { reads } from '../answer/reads.ts';
import { subDays } from 'date-fns';
import { consoleToday, DAY_END, DAY_START } from '../filters/rules.ts';
import { ymd } from '../format/date.ts';
import { type Page, pageOf } from '../answer/rows.ts';

/** Local storage key of the chosen member indicators (spec 02 §9). */
export const CHOSEN_KEY = 'memberIndicators';
/** Spec 01 §5, §9: the indicator search waits 300 ms after typing. */
export const INDICATOR_SEARCH_DEBOUNCE_MS = 300;
export const INDICATOR_ALREADY_ADDED = '该指标已添加';
/** Spec 02 §2: labels longer than 8 characters get 15 px per character. */
export const WIDE_LABEL_CHARS = 8;
export const PX_PER_CHAR = 15;

export interface Indicator {
  indicatorCode: string;
  indicatorName: string;
}

/** The column width of an indicator: 15 px per character over 8 characters, else the table's default. */
export function indicatorWidth(label: string): number | undefined {
  const chars = [...label].length;
  return chars > WIDE_LABEL_CHARS ? chars * PX_PER_CHAR : undefined;
}

/**
 * Spec 02 §2, spec 01 §9 "member indicator page: 7 days ago through yesterday", 00:00:00 to
 * 23:59:59 of the console day (CONSOLE_TZ), as every list's window is, whatever the browser's zone.
 */
export function defaultIndicatorRange(now: Date): { startDate: string; endDate: string } {
  const today = consoleToday(now);
  return { startDate: `${ymd(subDays(today, 7))} ${DAY_START}`, endDate: `${ymd(subDays(today, 1))} ${DAY_END}` };
}

/** Adds an indicator unless it is chosen already (the caller then warns INDICATOR_ALREADY_ADDED). */
export function addIndicator(chosen: readonly Indicator[], ind: Indicator): Indicator[] | null {
  return chosen.some((c) => c.indicatorCode === ind.indicatorCode) ? null : [...chosen, ind];
}

/** The chosen list read back from storage: anything malformed is dropped. */
export function parseChosen(raw: string | null): Indicator[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((x): Indicator[] =>
      x && typeof x === 'object' && typeof x.indicatorCode === 'string' && typeof x.indicatorName === 'string'
        ? [{ indicatorCode: x.indicatorCode, indicatorName: x.indicatorName }]
        : [],
    );
  } catch {
    return [];
  }
}

/** A series row (02 §3 member indicator row): one day and INDICATORCODE with its VALUE (a wide row is widened alike). */
export type SeriesRow = { INDICATORDATE: string; INDICATORCODE: string; VALUE: number | string };
/** The indicator series (02 §7: rows carrying INDICATORDATE), as the member dialog's chart and 指标历史 read it. */
export const SERIES = reads<SeriesRow>('POST /admin/member/indicator/series', { INDICATORDATE: true, INDICATORCODE: true, VALUE: true });

/** An indicator row as the upstream gives it (spec 02 §3): INDICATORCODE with its VALUE, and the row's other fields. */
export type IndicatorRow = Record<string, unknown>;

/**
 * The long form (one row per INDICATORCODE with its VALUE, spec 02 §3) turned into one row per
 * `by` fields with a cell per indicator code, in order of first appearance. A row already in wide
 * form (no INDICATORCODE) is kept as it is. ROWKEY joins the `by` values.
 */
export function widenIndicatorRows(rows: readonly IndicatorRow[], by: readonly string[]): IndicatorRow[] {
  const out = new Map<string, IndicatorRow>();
  rows.forEach((r, i) => {
    if (r.INDICATORCODE === undefined || r.INDICATORCODE === null) {
      out.set(`#${i}`, { ...r, ROWKEY: r.ROWKEY ?? by.map((k) => String(r[k] ?? '')).join('|') });
      return;
    }
    const key = by.map((k) => String(r[k] ?? '')).join('|');
    const row = out.get(key) ?? {
      ...Object.fromEntries(Object.entries(r).filter(([k]) => k !== 'INDICATORCODE' && k !== 'VALUE')),
      ROWKEY: key,
    };
    row[String(r.INDICATORCODE)] = r.VALUE;
    out.set(key, row);
  });
  return [...out.values()];
}

/**
 * The indicator list's answer (spec 02 §7 "indicator list | … | list") as indicators, bare or paged
 * alike (contract/readings.ts ROWS): the picker's pool and the first visit's core indicators.
 */
export function indicatorsOf(answer: unknown): Indicator[] {
  return INDICATORS.rows(answer).filter((r) => r && typeof r.indicatorCode === 'string');
}
const INDICATORS = reads<Indicator>('POST /admin/ind/indicator/list', { indicatorCode: true, indicatorName: true });
const PRODUCTS = reads<{ productCode: unknown; productName: unknown }>('POST /admin/product/list', {
  productCode: true,
  productName: true,
});

/** The product list's answer (spec 02 §7 "product list | page size 50 | list") as options, bare or paged alike. */
export function productOptionsOf(answer: unknown): Array<{ value: string; label: string }> {
  return PRODUCTS.rows(answer).map((r) => ({ value: String(r.productCode), label: String(r.productName || r.productCode) }));
}

/**
 * 会员指标统计's paging (spec 02 §9 "Page sizes offered 20, 50, 100, 200"): the upstream is asked
 * for the page the operator chose, and its total is shown as given. The rows of that page (one per
 * member, period and indicator code, spec 02 §3; or wide already) are widened to a cell per code,
 * a code the page lacks left empty: nothing assumes every member carries every code.
 */
export function indicatorStatPage(answer: unknown): Page {
  const long = pageOf(answer);
  return { data: widenIndicatorRows(long.data, ['INDICATORDATE', 'MEMBERID', 'PERIODDATE']), total: long.total };
}

/** Spec 02 §3, §9: the indicator series is asked for in pages of 99. */
export const SERIES_PAGE_SIZE = 99;

/** The days of a yyyy-MM-dd range, both ends counted. */
export function daysIn(start: string, end: string): number {
  const ms = Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`);
  return Number.isFinite(ms) && ms >= 0 ? Math.round(ms / 86_400_000) + 1 : 0;
}

/**
 * The pages after the first that a series still needs: long rows (one per day and code) outgrow a
 * page of 99 (6 codes over 30 days are 180), and the chart needs the whole range. The rows expected
 * are the answer's total, or, where a bare answer gives none, the range's days times the codes.
 */
export function laterPages(total: number, days: number, codes: number, pageSize: number = SERIES_PAGE_SIZE): number[] {
  const pages = Math.ceil(Math.max(0, total, days * codes) / pageSize);
  return Array.from({ length: Math.max(0, pages - 1) }, (_, i) => i + 2);
}
