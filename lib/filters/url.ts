// Filters live in the URL so that a reload or a shared link shows the same result. The URL is
// operator input like any other: every value read back passes the same cleaning and date rules as
// the bar, and anything else falls back to the filter's default.
import {
  checkDateRange,
  cleanText,
  DAY_END,
  DAY_START,
  DEFAULT_MAX_DAYS,
  defaultRange,
  isDate,
  isDateTime,
  isTime,
  staticOptions,
  valueKeys,
  type DateRange,
} from './rules.ts';
import type { FilterDef, FilterValues } from './types.ts';

/** Spec 01 §9: the page sizes a list offers (20, 50, 100, 200); 20 by default, page 1. */
export const PAGE_SIZES = [20, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 20;

export type ParamSource = Record<string, string | string[] | undefined> | URLSearchParams;

/** A parameter's value, or undefined when absent (an empty value is present). */
function read(params: ParamSource, key: string): string | undefined {
  if (params instanceof URLSearchParams) return params.has(key) ? (params.get(key) ?? '') : undefined;
  if (!Object.hasOwn(params, key)) return undefined;
  const v = params[key];
  return Array.isArray(v) ? v[0] : v;
}

/** Codes chosen in pickers and cascaders: letters, digits, '_' and '-' only. */
function code(raw: string): string {
  return raw.replace(/[^0-9A-Za-z_-]/g, '').slice(0, 40);
}

function single(def: FilterDef, raw: string): string {
  switch (def.type) {
    case 'date':
      return isDate(raw) ? raw : '';
    case 'datetime':
      return isDateTime(raw) ? raw : '';
    case 'time':
      return isTime(raw) ? raw : '';
    case 'routeOption':
      return /^[01]{5}$/.test(raw) ? raw : '';
    case 'select': {
      const known = staticOptions(def);
      if (!known) return raw.replace(/[\u0000-\u001f]/g, '').slice(0, 40);
      return known.some((o) => o.value === raw) ? raw : '';
    }
    case 'multiSelect':
    case 'tags': {
      const known = staticOptions(def);
      const parts = raw
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
      return (known ? parts.filter((p) => known.some((o) => o.value === p)) : parts.map(code)).join(',');
    }
    case 'org':
    case 'member':
    case 'provider':
    case 'cascader':
    case 'record':
      return code(raw);
    default:
      return cleanText(raw, def);
  }
}

/** A tag filter's 条件 from the URL: 'AND', else '' (OR, the picker's default). */
const tagCondition = (raw: string | undefined) => (raw === 'AND' ? 'AND' : '');

/** One end of a date range from the URL: '' (open), a bare date at its day bound, or null (junk). */
function rangeEnd(raw: string | undefined, bound: string): string | null {
  if (raw === undefined || raw === '') return '';
  if (isDate(raw)) return `${raw} ${bound}`;
  return isDateTime(raw) ? raw : null;
}

/** A range from the URL, or its default; `warning` when the URL's range broke the day rule (01-#4: said, not silent). */
function dateRangeFrom(def: FilterDef, params: ParamSource, now: Date, warn: (message: string) => void): DateRange {
  const [a, b] = def.keys!;
  const rawStart = read(params, a);
  const rawEnd = read(params, b);
  const fallback = defaultRange(def, now);
  if (rawStart === undefined && rawEnd === undefined) return fallback;
  const start = rangeEnd(rawStart, DAY_START);
  const end = rangeEnd(rawEnd, DAY_END);
  if (start === null || end === null) return fallback;
  if (start === '' && end === '' && def.clearable === false) return fallback;
  const tooLong = checkDateRange(start, end, def.maxDays ?? DEFAULT_MAX_DAYS);
  if (tooLong) {
    warn(tooLong);
    return fallback;
  }
  return [start, end];
}

/**
 * The warning for a date range in the URL (a shared link, a bookmark) that the day limit refuses
 * (§5 手动选择日期范围最多为{n}天，请重新选择): the list then shows its default window, and says so
 * as the picker does, instead of resetting it silently. Null when every range in the URL passes.
 */
export function refusedUrlRange(filters: readonly FilterDef[], params: ParamSource): string | null {
  for (const def of filters) {
    if (def.type !== 'dateRange' || !def.keys) continue;
    const start = rangeEnd(read(params, def.keys[0]), DAY_START);
    const end = rangeEnd(read(params, def.keys[1]), DAY_END);
    const refused = start && end ? checkDateRange(start, end, def.maxDays ?? DEFAULT_MAX_DAYS) : null;
    if (refused) return refused;
  }
  return null;
}

function positiveInt(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
}

/** The bar's values and the page read back from the URL; only the given filters' keys are read. */
export function valuesFromParams(
  filters: readonly FilterDef[],
  params: ParamSource,
  now: Date,
  /** The list's own default page size (a list the spec gives one, import configs 99). */
  defaultSize: number = DEFAULT_PAGE_SIZE,
): { values: FilterValues; pageNum: number; pageSize: number; warning?: string } {
  const values: FilterValues = {};
  let warning: string | undefined;
  for (const def of filters) {
    const keys = valueKeys(def);
    if (def.type === 'dateRange' && def.keys) {
      [values[keys[0]], values[keys[1]]] = dateRangeFrom(def, params, now, (m) => {
        warning ??= m;
      });
    } else {
      for (const k of keys) values[k] = k === def.conditionKey ? tagCondition(read(params, k)) : single(def, read(params, k) ?? '');
    }
  }
  const size = positiveInt(read(params, 'pageSize'));
  return {
    values,
    pageNum: positiveInt(read(params, 'pageNum')) ?? 1,
    pageSize: size !== null && (size === defaultSize || (PAGE_SIZES as readonly number[]).includes(size)) ? size : defaultSize,
    ...(warning ? { warning } : {}),
  };
}

/**
 * The URL parameters for the bar's values and page. Empty values and the default page are left
 * out; an emptied date range is kept as empty parameters (`startDate=`) when `filters` is given,
 * because an absent range means "the default window" on the way back.
 */
export function paramsFrom(
  values: FilterValues,
  pageNum: number,
  pageSize: number,
  filters: readonly FilterDef[] = [],
  defaultSize: number = DEFAULT_PAGE_SIZE,
): URLSearchParams {
  // Only ranges whose default is not empty need the marker.
  const rangeKeys = new Set(filters.filter((f) => f.type === 'dateRange' && (f.fixed || f.defaultWindow !== 'none')).flatMap(valueKeys));
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) {
    if (v !== '' || rangeKeys.has(k)) out.set(k, v);
  }
  if (pageNum !== 1) out.set('pageNum', String(pageNum));
  if (pageSize !== defaultSize) out.set('pageSize', String(pageSize));
  return out;
}
