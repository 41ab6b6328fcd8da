// Paging of list screens (spec 01 §9): sizes offered 20, 50, 100, 200; default 20, page 1.
export const PAGE_SIZES = [20, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 20;

export interface Page<T = Record<string, unknown>> {
  data: T[];
  total: number;
  pageNum?: number;
  pageSize?: number;
}

/** Rows and total of a page answer; lists come under data (or data.data) per spec 01 §3. */
export function pageOf(answer: unknown): Page {
  const a = answer as { data?: unknown; total?: unknown } | null;
  const inner = a && !Array.isArray(a.data) && a.data && typeof a.data === 'object' ? (a.data as { data?: unknown; total?: unknown }) : a;
  const rows = Array.isArray(inner?.data)
    ? (inner.data as Record<string, unknown>[])
    : Array.isArray(answer)
      ? (answer as Record<string, unknown>[])
      : [];
  const total = Number(inner?.total);
  return { data: rows, total: Number.isFinite(total) && total >= 0 ? total : rows.length };
}

/** A list's query: the filter bar's values and the page. */
export interface ListQuery {
  values: Record<string, string>;
  pageNum: number;
  pageSize: number;
}
