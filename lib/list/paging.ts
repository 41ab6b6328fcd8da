// Paging of list screens (spec 01 §9; the sizes offered are lib/filters/url.ts's, with the query).
// Rows are read by the one tolerant reader (lib/answer/rows.ts).
import type { Page } from '../answer/rows.ts';

/** The paging fields of a list's query body: none for a list whose call takes no paging. */
export function pagingOf(view: { paged?: false }, pageNum: number, pageSize: number): { pageNum?: number; pageSize?: number } {
  return view.paged === false ? {} : { pageNum, pageSize };
}

/** A list's query: the filter bar's values and the page. */
export interface ListQuery {
  values: Record<string, string>;
  pageNum: number;
  pageSize: number;
}

/**
 * A page as compact JSON text for the browser: the field names once, then each row's values in
 * their order (`[total, keys, rows]`). 200 rows of 30 fields repeat ~6,000 names otherwise, which
 * the server writes twice into the document (the payload and its escaped copy in a script).
 * A field a row lacks comes back as null, which every cell and rule reads as empty. With `only`,
 * the rows carry those fields alone (a list's projection, lib/list/project.ts).
 */
export function packPage(page: Page, only?: ReadonlySet<string>): string {
  const has = (row: unknown, k: string) => !!row && typeof row === 'object' && Object.hasOwn(row, k);
  const keys = only
    ? [...only].filter((k) => page.data.some((row) => has(row, k)))
    : [...new Set(page.data.flatMap((row) => (row && typeof row === 'object' ? Object.keys(row) : [])))];
  const rows = page.data.map((row) => keys.map((k) => (has(row, k) ? (row[k] ?? null) : null)));
  return JSON.stringify([page.total, keys, rows]);
}

export function unpackPage(text: string): Page {
  const [total, keys, rows] = JSON.parse(text) as [number, string[], unknown[][]];
  return {
    total,
    data: rows.map((values) => {
      const row: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) row[keys[i]!] = values[i];
      return row;
    }),
  };
}
