// Pure logic of the search widgets of spec 01 §2 (organisation, member, provider search), §4
// "Widgets" and §9: modes, columns, emissions, highlighting and the debounced, stale-proof runner.
// The member and provider searches' own parts are in search-member.ts and search-provider.ts: a
// screen whose filters hold only the organisation search (the member list) loads none of them. The
// pop-up's cells and highlighting are in search-cells.ts, loaded with the pop-up.
import { type Reads, reads } from '@/lib/answer/reads';
import type { RoleType } from '../screens/types.ts';

export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_MIN_CHARS = 1;
export const SEARCH_PAGE_SIZE = 50;
// ---------------------------------------------------------------------------------------------
// Columns

export interface SearchColumn {
  /** Row field, or 'serial' for the running number. */
  key: string;
  header: string;
  /** Code → label (the row's code is shown as-is when unknown). */
  /** Enumeration of lib/dict/enums/parties.ts the cell's code is labelled from. */
  enumId?: string;
}

/** The running number column every search table starts with but the member search's. */
export const SERIAL: SearchColumn = { key: 'serial', header: '序号' };

export function orgColumns(roleType: RoleType): SearchColumn[] {
  return [
    SERIAL,
    { key: 'orgCode', header: '机构编号' },
    { key: 'orgName', header: '机构名称' },
    ...(roleType === 'ORG' ? [] : [{ key: 'orgLevel', header: '机构级别' }]),
    { key: 'orgType', header: '机构类型', enumId: 'orgType' },
  ];
}

/** A field's text: '' for null and undefined. */
export function str(v: unknown): string {
  return v === null || v === undefined ? '' : String(v);
}

// ---------------------------------------------------------------------------------------------
// Organisation search

export type OrgMode = 'top' | 'current' | 'default';

export interface OrgRow {
  orgCode: string;
  orgName: string;
  orgLevel?: number | string | null;
  orgType?: number | string | null;
}
export const ORG_ROWS = reads<OrgRow>('POST /admin/org/page/component', { orgCode: true, orgName: true, orgLevel: true, orgType: true });

const ORG_MODES: Record<OrgMode, { placeholder: string; field: string }> = {
  top: { placeholder: '顶级机构搜索', field: 'topOrgCode' },
  current: { placeholder: '当前机构搜索', field: 'curOrgCode' },
  default: { placeholder: '机构搜索', field: 'orgCode' },
};

export function orgPlaceholder(mode: OrgMode): string {
  return ORG_MODES[mode].placeholder;
}

export function emitOrg(mode: OrgMode, row: OrgRow): Record<string, string> {
  return { [ORG_MODES[mode].field]: str(row.orgCode) };
}

export function orgSearchBody(mode: OrgMode, condition: string): Record<string, unknown> {
  const body: Record<string, unknown> = { pageNum: 1, pageSize: SEARCH_PAGE_SIZE, condition };
  if (mode === 'top') body.orgLevel = 1;
  return body;
}

// ---------------------------------------------------------------------------------------------
// Record pickers (form fields of type activityGroup and account, lib/forms/pickers.ts)

/** The bodies one typed text sends: by name, by code first when the text is a number, and by each `also` field the text fits. */
export function pickerBodies(
  search: { name: string; code?: string; also?: readonly { field: string; when: string }[] },
  query: string,
  extra: Readonly<Record<string, unknown>> = {},
): Record<string, unknown>[] {
  const base = { pageNum: 1, pageSize: SEARCH_PAGE_SIZE, ...extra };
  const byName = { ...base, [search.name]: query };
  const byCode = search.code && /^\d+$/.test(query) ? [{ ...base, [search.code]: query }] : [];
  const byOther = (search.also ?? []).filter((a) => new RegExp(a.when).test(query)).map((a) => ({ ...base, [a.field]: query }));
  return [...byCode, ...byOther, byName];
}

/** Pages of one search merged: each row once (by `key`), in the order the pages came. */
export function mergePages<Row>(pages: readonly SearchPage<Row>[], key: (row: Row) => string): SearchPage<Row> {
  if (pages.length === 1) return pages[0]!;
  const seen = new Set<string>();
  const rows = pages.flatMap((p) => p.rows).filter((r) => !seen.has(key(r)) && !!seen.add(key(r)));
  const dropped = pages.reduce((n, p) => n + p.rows.length, 0) - rows.length;
  return { rows, total: Math.max(rows.length, pages.reduce((n, p) => n + p.total, 0) - dropped) };
}

// ---------------------------------------------------------------------------------------------
// Running searches

export interface SearchPage<Row> {
  rows: Row[];
  total: number;
}

/** A look-up's page as its declaration reads it (lib/answer/reads.ts): its rows, and a total no smaller than they are. */
export function readPage<Row>(read: Pick<Reads<Row>, 'page'>, data: unknown): SearchPage<Row> {
  const page = read.page(data);
  return { rows: page.data, total: Math.max(page.total, page.data.length) };
}

export interface SearchState<Row> {
  open: boolean;
  loading: boolean;
  rows: Row[];
  total: number;
  /** The trimmed text the rows answer (what the cells highlight). */
  query: string;
}

export type SearchInput = 'clear' | 'short' | 'search';

export interface SearchRunner {
  /** The input's new text: clears (''), closes (too short) or schedules a debounced search. */
  input(text: string): SearchInput;
  /** Closes the pop-up and drops whatever is pending or in flight. */
  close(): void;
}

export const CLOSED_STATE: SearchState<never> = Object.freeze({
  open: false,
  loading: false,
  rows: [],
  total: 0,
  query: '',
}) as SearchState<never>;

/**
 * Debounces input, aborts the request it supersedes and ignores any answer that is not the latest
 * (an aborted fetch can still settle). A failed look-up is silent (spec 01 §8): loading ends, no rows.
 */
export function createSearchRunner<Row>(
  fetchPage: (query: string, signal: AbortSignal) => Promise<SearchPage<Row>>,
  onState: (state: SearchState<Row>) => void,
  { debounceMs = SEARCH_DEBOUNCE_MS, minChars = SEARCH_MIN_CHARS } = {},
): SearchRunner {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ctl: AbortController | undefined;
  let seq = 0;
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
    ctl?.abort();
    ctl = undefined;
    return ++seq;
  };
  return {
    input(text) {
      const id = stop();
      const query = text.trim();
      if (!text || query.length < minChars) {
        onState(CLOSED_STATE);
        return text ? 'short' : 'clear';
      }
      onState({ open: true, loading: true, rows: [], total: 0, query });
      timer = setTimeout(() => {
        timer = undefined;
        ctl = new AbortController();
        const settle = (page: SearchPage<Row>) => {
          if (id === seq) onState({ open: true, loading: false, rows: page.rows, total: page.total, query });
        };
        fetchPage(query, ctl.signal).then(settle, () => settle({ rows: [], total: 0 }));
      }, debounceMs);
      return 'search';
    },
    close() {
      stop();
      onState(CLOSED_STATE);
    },
  };
}

/** Keyboard movement over the rows, wrapping at both ends; -1 means none active. */
export function moveActive(current: number, delta: 1 | -1, count: number): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return delta > 0 ? 0 : count - 1;
  return (current + delta + count) % count;
}

/**
 * The input's text when the parent's value changes. Parents often echo the emitted code back as
 * `value`; that echo must keep the label the selection put there (organisation name, masked mobile).
 */
export function syncedText(value: string | undefined, picked: { key: string; text: string } | null): string {
  const v = value ?? '';
  return picked && v === picked.key ? picked.text : v;
}
