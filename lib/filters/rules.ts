// The filter bar's rules (spec 01 §2 "Shared filter bar", §5 "Filters and dates", §9): pure, shared
// by the bar, the URL codec and the server page. Dates are wall-clock strings in the console's time
// zone: 'yyyy-MM-dd HH:mm:ss' in ranges, 'yyyy-MM-dd' for single dates.
import { differenceInCalendarDays, subDays, subMonths } from 'date-fns';
import { parseDateTime, parseDay, wallClock, ymd } from '../format/date.ts';
import type { FilterOption } from '../dict/enums/types.ts';
import type { FilterDef, FilterPattern, FilterType, FilterValues } from './types.ts';

/** Characters each pattern keeps; anything else is stripped as the operator types. */
const STRIP: Readonly<Record<FilterPattern, RegExp>> = {
  digits: /[^0-9]/g,
  card: /[^0-9*]/g,
  multiId: /[^0-9A-Za-z,]/g,
  alnum: /[^0-9A-Za-z]/g,
  code: /[^0-9A-Za-z_]/g,
  hex: /[^0-9A-Fa-f]/g,
  amount: /[^0-9.]/g,
  chinese: /[^\u4e00-\u9fa5]/g,
  idc: /[^0-9Xx]/g,
};

const TYPE_PATTERN: Partial<Record<FilterType, FilterPattern>> = { digits: 'digits', card: 'card', multiId: 'multiId' };

export function patternOf(def: FilterDef): FilterPattern | undefined {
  return def.pattern ?? TYPE_PATTERN[def.type];
}

/** §5: 9999 for the SQL and multi-id fields, 22 for card numbers, otherwise 20 unless given. */
export function maxLengthOf(def: FilterDef): number {
  if (def.maxLength !== undefined) return def.maxLength;
  if (def.type === 'sql' || def.type === 'multiId') return 9999;
  if (def.type === 'card') return 22;
  return 20;
}

const ALLOWED_TEXT: Readonly<Record<FilterPattern, string>> = {
  digits: '只能输入数字',
  card: '只能输入数字和*',
  multiId: '只能输入字母、数字和英文逗号',
  alnum: '只能输入字母和数字',
  code: '只能输入字母、数字和下划线',
  hex: '只能输入0-9和A-F',
  amount: '只能输入金额（最多两位小数）',
  chinese: '只能输入中文',
  idc: '只能输入数字和X',
};

/**
 * What the operator is told when typing lost characters (issue: "-5e3元" must not silently become
 * 53): the characters dropped and what the field takes; null when nothing was dropped.
 */
export function strippedNotice(typed: string, def: FilterDef): string | null {
  const pattern = patternOf(def);
  if (!pattern) return null;
  const refused = new RegExp(STRIP[pattern].source);
  const dropped = [...new Set([...typed.replace(/，/g, ',')].filter((c) => refused.test(c)))].join('');
  return dropped ? `已忽略“${dropped}”：${ALLOWED_TEXT[pattern]}` : null;
}

/** Strips disallowed characters and cuts to the maximum, without trimming: used while typing. */
export function stripText(value: string, def: FilterDef): string {
  const pattern = patternOf(def);
  let out = value;
  if (pattern === 'multiId') out = out.replace(/，/g, ',');
  if (pattern) out = out.replace(STRIP[pattern], '');
  if (pattern === 'amount') {
    // One decimal point and at most two decimals (fen).
    const [whole, ...rest] = out.split('.');
    out = rest.length ? `${whole}.${rest.join('').slice(0, 2)}` : whole;
  }
  if (pattern === 'hex' || pattern === 'idc') out = out.toUpperCase();
  return out.slice(0, maxLengthOf(def));
}

/** §5 text rule: disallowed characters stripped, value trimmed and cut to the maximum length. */
export function cleanText(value: string, def: FilterDef): string {
  return stripText(value, def).trim().slice(0, maxLengthOf(def));
}

// ---------------------------------------------------------------------------------------------
// Dates

export const DAY_START = '00:00:00';
export const DAY_END = '23:59:59';
export const DEFAULT_MAX_DAYS = 90;

/** A calendar day as a local Date at midnight: date-fns arithmetic then never crosses a zone. */
const day = (text: string): Date | null => parseDay(text.slice(0, 10));

/** Today's calendar day in the console's time zone (CONSOLE_TZ), whatever the machine's zone. */
export function consoleToday(now: Date): Date {
  const wall = wallClock(now);
  return new Date(wall.getFullYear(), wall.getMonth(), wall.getDate());
}

export function isDate(text: string): boolean {
  return parseDay(text) !== null;
}

export function isDateTime(text: string): boolean {
  return parseDateTime(text) !== null;
}

export function isTime(text: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/.test(text);
}

export const rangeMessage = (n: number) => `手动选择日期范围最多为${n}天，请重新选择`;

/**
 * §5: a range whose span in calendar days reaches the limit (end date − start date ≥ n) is refused
 * with the warning; -1 means unlimited. An open or half-filled range is not the rule's business.
 */
export function checkDateRange(start: string, end: string, maxDays: number = DEFAULT_MAX_DAYS): string | null {
  if (maxDays < 0 || !start || !end) return null;
  const from = day(start);
  const to = day(end);
  if (!from || !to) return null;
  return differenceInCalendarDays(to, from) >= maxDays ? rangeMessage(maxDays) : null;
}

export type DateRange = readonly [string, string];

const span = (from: Date, to: Date): DateRange => [`${ymd(from)} ${DAY_START}`, `${ymd(to)} ${DAY_END}`];

/**
 * The range a date filter starts with and returns to when cleared: the fixed range when one is
 * given, else the default window (today unless set; {days: n} runs from n days back to today).
 */
export function defaultRange(def: FilterDef, now: Date): DateRange {
  if (def.fixed) return def.fixed;
  const window = def.defaultWindow ?? 'today';
  if (window === 'none') return ['', ''];
  const today = consoleToday(now);
  return window === 'today' ? span(today, today) : span(subDays(today, window.days), today);
}

export interface Shortcut {
  label: string;
  range: DateRange;
}

/**
 * §5 shortcuts. An n-day shortcut covers n calendar days ending today, so the 90-day one passes
 * the default 90-day rule (span 89); half a year runs from the same day six months back. The
 * transaction lists' 最近30天 is their default window, "30 days back to today" (spec 02 §2, §9),
 * so the shortcut and a reset give the same range.
 */
export function shortcutRanges(kind: 'standard' | 'lookback', now: Date): Shortcut[] {
  const today = consoleToday(now);
  const last = (n: number) => span(subDays(today, n - 1), today);
  if (kind === 'lookback') {
    return [
      { label: '最近30天', range: span(subDays(today, 30), today) },
      { label: '最近90天', range: last(90) },
      { label: '最近半年', range: span(subMonths(today, 6), today) },
    ];
  }
  return [
    { label: '今天', range: span(today, today) },
    { label: '近7天', range: last(7) },
    { label: '近30天', range: last(30) },
    { label: '近90天', range: last(90) },
  ];
}

/** The shortcuts a filter offers: those its own max-days rule would accept. */
export function shortcutsFor(def: FilterDef, now: Date): Shortcut[] {
  if (!def.shortcuts) return [];
  return shortcutRanges(def.shortcuts, now).filter((s) => checkDateRange(s.range[0], s.range[1], def.maxDays ?? DEFAULT_MAX_DAYS) === null);
}

// ---------------------------------------------------------------------------------------------
// Route option, fold, values

/**
 * §5 route option: 0 (无) means none and yields 00000, whatever else is ticked; otherwise one
 * '1' per chosen option 1-5. Nothing ticked is no filter at all ('').
 */
export function routeOptionValue(selected: readonly number[]): string {
  if (selected.length === 0) return '';
  if (selected.includes(0)) return '00000';
  return [1, 2, 3, 4, 5].map((n) => (selected.includes(n) ? '1' : '0')).join('');
}

export function routeOptionSelected(value: string): number[] {
  if (!/^[01]{5}$/.test(value)) return [];
  if (value === '00000') return [0];
  return [...value].flatMap((c, i) => (c === '1' ? [i + 1] : []));
}

const DATE_TYPES: ReadonlySet<FilterType> = new Set<FilterType>(['date', 'datetime', 'dateRange']);

/** §2: the bar folds past 12 filters, or 11 when a date filter is shown (it takes two cells). */
export function foldLimit(filters: readonly FilterDef[]): number {
  return filters.some((f) => DATE_TYPES.has(f.type)) ? 11 : 12;
}

export function isFoldable(filters: readonly FilterDef[]): boolean {
  return filters.length > foldLimit(filters);
}

/**
 * How many filters past the fold hold a value other than their start (a shared link, a reload, back,
 * or typed before folding): the bar opens unfolded on such values, and folded it counts them on its
 * 展开 button, so no filter that shapes the rows is out of sight unannounced.
 */
export function foldedInUse(filters: readonly FilterDef[], values: FilterValues, now: Date): number {
  if (!isFoldable(filters)) return 0;
  const start = defaultValues(filters, now);
  return filters.slice(foldLimit(filters)).filter((def) => valueKeys(def).some((k) => (values[k] ?? '') !== (start[k] ?? ''))).length;
}

/** The value keys of a filter: both ends of a range, else its body field. */
export function valueKeys(def: FilterDef): string[] {
  if ((def.type === 'dateRange' || def.type === 'numRange') && def.keys) return [...def.keys];
  if (def.type === 'tags' && def.conditionKey) return [def.field ?? def.name, def.conditionKey];
  return [def.field ?? def.name];
}

/**
 * The date windows a list drops when another screen carries a record's id to it (a creator member
 * → /UserSearch, a coupon → its management): the id names the record, and a default window (today,
 * spec 01 §9) would hide one made before it. A range that cannot be cleared keeps its window.
 */
export function openedWindows(filters: readonly FilterDef[]): FilterValues {
  const out: FilterValues = {};
  for (const f of filters) if (f.type === 'dateRange' && f.clearable !== false) for (const k of valueKeys(f)) out[k] = '';
  return out;
}

/** Every filter at its start: date ranges at their default window, the rest empty. */
export function defaultValues(filters: readonly FilterDef[], now: Date): FilterValues {
  const out: FilterValues = {};
  for (const def of filters) {
    const keys = valueKeys(def);
    if (def.type === 'dateRange') {
      const [start, end] = defaultRange(def, now);
      out[keys[0]] = start;
      out[keys[1]] = end;
    } else {
      for (const k of keys) out[k] = '';
    }
  }
  return out;
}

/**
 * Options known without a dictionary call; null for dictionary selects. An enumeration's options
 * are settled on the server (lib/list/view.ts), so a filter with `enumId` carries them by then.
 */
export function staticOptions(def: FilterDef): readonly FilterOption[] | null {
  return def.options ?? null;
}

/** A dictionary's options as the filter offers them: without the entries it leaves out (dictOmit). */
export function dictChoices(def: Pick<FilterDef, 'dictOmit'>, options: readonly FilterOption[]): readonly FilterOption[] {
  const omit = def.dictOmit;
  return omit?.length ? options.filter((o) => !omit.includes(o.value)) : options;
}

const TEXT_TYPES: ReadonlySet<FilterType> = new Set<FilterType>(['text', 'digits', 'card', 'multiId', 'sql', 'numRange']);

/** The bar's values as sent on 查询: only its filters' keys, text-like values cleaned once more. */
export function submittedValues(filters: readonly FilterDef[], values: FilterValues): FilterValues {
  const out: FilterValues = {};
  for (const def of filters) {
    for (const key of valueKeys(def)) {
      const v = values[key] ?? '';
      out[key] = TEXT_TYPES.has(def.type) ? cleanText(v, def) : v;
    }
  }
  for (const def of filters) if (def.droppedWhen && out[def.droppedWhen]) for (const key of valueKeys(def)) out[key] = '';
  return out;
}

export const REVERSED_DATES = '开始时间不能晚于结束时间，请重新选择';
export const REVERSED_RANGE = (label: string) => `${label}的起始值不能大于结束值，请重新输入`;

/**
 * What stops a query before it is sent, first filter first:
 * - a date range that breaks its max-days rule: the spec's warning, and the patch that puts that
 *   range back to its default (§5 "the filters are cleared"); nothing is sent (01-#4), the operator
 *   sees the default range and queries again;
 * - a date range that ends before it starts, or a numeric range whose start exceeds its end: a
 *   warning and no query (the operator corrects it).
 */
export function rejectedRange(
  filters: readonly FilterDef[],
  values: FilterValues,
  now: Date,
): { message: string; patch?: FilterValues } | null {
  for (const def of filters) {
    if (def.type !== 'dateRange' && def.type !== 'numRange') continue;
    const [a, b] = valueKeys(def);
    const start = values[a] ?? '';
    const end = values[b] ?? '';
    if (def.type === 'numRange') {
      if (start !== '' && end !== '' && Number(start) > Number(end)) return { message: REVERSED_RANGE(def.label) };
      continue;
    }
    if (start && end && start > end) return { message: REVERSED_DATES };
    const message = checkDateRange(start, end, def.maxDays ?? DEFAULT_MAX_DAYS);
    if (message) {
      const [s, e] = defaultRange(def, now);
      return { message, patch: { [a]: s, [b]: e } };
    }
  }
  return null;
}

/**
 * 01-#4, §5 "A manually chosen range whose span reaches the allowed number of days … is rejected with
 * the warning … and the filters are cleared": checked when the range is chosen in the picker, so the
 * range past the limit never stands in the bar: the warning, and the range back to its default.
 */
export function chosenRange(def: FilterDef, start: string, end: string, now: Date): { values: FilterValues; warning?: string } {
  const [a, b] = valueKeys(def);
  const warning = checkDateRange(start, end, def.maxDays ?? DEFAULT_MAX_DAYS);
  if (!warning) return { values: { [a]: start, [b]: end } };
  const [s, e] = defaultRange(def, now);
  return { values: { [a]: s, [b]: e }, warning };
}

/**
 * 查询: the values to query with, or null when nothing may be sent (a refused range, cleared back to
 * its default in `draft`; a required filter left empty), with the warning to show.
 */
export function querySubmission(
  filters: readonly FilterDef[],
  draft: FilterValues,
  now: Date,
): { query: FilterValues | null; draft: FilterValues; warning?: string } {
  const rejected = rejectedRange(filters, draft, now);
  if (rejected) return { query: null, draft: rejected.patch ? { ...draft, ...rejected.patch } : draft, warning: rejected.message };
  const next = submittedValues(filters, draft);
  const missing = missingRequired(filters, next);
  if (missing) return { query: null, draft: next, warning: requiredMessage(missing) };
  return { query: next, draft: next };
}

/** What a required filter without a value says: 请输入 for what is typed, 请选择 for a choice. */
export const requiredMessage = (def: FilterDef) => `${TEXT_TYPES.has(def.type) ? '请输入' : '请选择'}${def.label}`;

/**
 * The first required filter without a value: its list sends no query until the operator fills it
 * (the call would only refuse), neither on opening nor on 查询, 重置 or paging.
 */
export function missingRequired(filters: readonly FilterDef[], values: FilterValues): FilterDef | null {
  return filters.find((def) => def.required && valueKeys(def).every((k) => (values[k] ?? '') === '')) ?? null;
}

// ---------------------------------------------------------------------------------------------
// A query by number (issue #53, the reading of spec 01 §5 and §9 in docs/filters.md)

/** What the bar says while a query by number leaves its date window out. */
export const ID_SEARCH_NOTE = '按编号查询，不限日期';

/** The first filter naming a record by its number (`exact`) that holds a value; null when none does. */
export function exactIn(filters: readonly FilterDef[], values: FilterValues): FilterDef | null {
  return filters.find((def) => def.exact && valueKeys(def).some((k) => (values[k] ?? '').trim() !== '')) ?? null;
}

/**
 * The date ranges a query leaves out: when it names a record by its number, every range still at
 * its default window (or fixed range), the one the POS order list cannot clear included. A range
 * the operator chose stays, with its day limit; a query by anything else keeps every window.
 */
export function liftedWindows(filters: readonly FilterDef[], values: FilterValues, now: Date): FilterDef[] {
  if (!exactIn(filters, values)) return [];
  return filters.filter((def) => {
    if (def.type !== 'dateRange' || !def.keys) return false;
    const [start, end] = defaultRange(def, now);
    return start !== '' && values[def.keys[0]] === start && values[def.keys[1]] === end;
  });
}

/** The body of a list's query (and its export): the bar's values cleaned, the lifted windows left out. */
export function queryBody(filters: readonly FilterDef[], values: FilterValues, now: Date): Record<string, string> {
  const out = bodyFrom(values);
  for (const def of liftedWindows(filters, values, now)) for (const k of valueKeys(def)) delete out[k];
  return out;
}

/** §5 request cleaning: empty strings are not sent. */
export function bodyFrom(values: FilterValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) if (v !== '') out[k] = v;
  return out;
}
