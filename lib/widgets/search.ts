// Pure logic of the search widgets of spec 01 §2 (organisation, member, provider search), §4
// "Widgets" and §9: modes, columns, emissions, highlighting and the debounced, stale-proof runner.
import { memberComponent, memberComponentMerchant, memberComponentOrg } from '@/lib/calls/lookups';
import { PARTY_ENUMS } from '@/lib/dict/enums/parties';
import { labelIn } from '@/lib/dict/enums/types';
import { EMPTY_CELL } from '@/lib/list/cell-text';
import type { RoleType } from '../screens/types.ts';

export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_MIN_CHARS = 1;
export const SEARCH_PAGE_SIZE = 50;
export const SEARCHING_TEXT = '搜索中...';
export { EMPTY_CELL };

export function foundText(n: number): string {
  return `找到${n}条相关数据`;
}

// ---------------------------------------------------------------------------------------------
// Highlighting

export interface Segment {
  text: string;
  match: boolean;
}

const REGEX_SYNTAX = /[.*+?^${}()|[\]\\]/g;

/** Splits `text` around every case-insensitive occurrence of `query` (taken literally, trimmed). */
export function highlight(text: string, query: string): Segment[] {
  const q = query.trim();
  if (!text) return [];
  if (!q) return [{ text, match: false }];
  const re = new RegExp(q.replace(REGEX_SYNTAX, '\\$&'), 'giu');
  const out: Segment[] = [];
  let last = 0;
  for (const m of text.matchAll(re)) {
    const at = m.index ?? 0;
    if (at > last) out.push({ text: text.slice(last, at), match: false });
    out.push({ text: m[0], match: true });
    last = at + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last), match: false });
  return out;
}

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

/**
 * The two product codes that show the member source channel. The spec says "two specific product
 * codes" without naming them; mcf and byhb are the pair it singles out elsewhere (the mcfByhb rule).
 */
export const CHANNEL_COLUMN_PRODUCTS: readonly string[] = Object.freeze(['mcf', 'byhb']);

const SERIAL: SearchColumn = { key: 'serial', header: '序号' };

export function orgColumns(roleType: RoleType): SearchColumn[] {
  return [
    SERIAL,
    { key: 'orgCode', header: '机构编号' },
    { key: 'orgName', header: '机构名称' },
    ...(roleType === 'ORG' ? [] : [{ key: 'orgLevel', header: '机构级别' }]),
    { key: 'orgType', header: '机构类型', enumId: 'orgType' },
  ];
}

export function providerColumns(roleType: RoleType): SearchColumn[] {
  return [
    SERIAL,
    { key: 'providerCode', header: '服务商编号' },
    { key: 'providerName', header: '服务商名称' },
    { key: 'oemName', header: '品牌' },
    ...(roleType === 'ORG' ? [] : [{ key: 'providerLevel', header: '服务商级别' }]),
    { key: 'createTime', header: '创建时间' },
  ];
}

export function memberColumns(mode: MemberMode, productCode: string | null | undefined): SearchColumn[] {
  const cfg = memberModeConfig(mode);
  const channel = cfg.channelColumn && CHANNEL_COLUMN_PRODUCTS.includes(productCode ?? '');
  return [
    { key: 'memberId', header: '会员编号' },
    ...(cfg.orgModes ? [{ key: 'orgName', header: '机构名称' }] : []),
    { key: 'realName', header: '姓名' },
    { key: 'maskMobile', header: '手机号' },
    { key: 'maskIdcNum', header: '身份证号' },
    ...(channel ? [{ key: 'cnlMemberRegisetrTag', header: '来源渠道' }] : []),
    { key: 'memberType', header: '会员类型', enumId: 'memberType' },
    { key: 'custMemberType', header: '客户类型', enumId: 'custMemberType' },
  ];
}

function fieldOf(row: object, key: string): unknown {
  return (row as Record<string, unknown>)[key];
}

function str(v: unknown): string {
  return v === null || v === undefined ? '' : String(v);
}

/** The text of one cell; `index` is the row's 0-based position (for the serial column). */
export function cellText(col: SearchColumn, row: object, index: number): string {
  if (col.key === 'serial') return String(index + 1);
  const v = str(fieldOf(row, col.key));
  if (!v) return EMPTY_CELL;
  return col.enumId ? labelIn(PARTY_ENUMS, col.enumId, v) : v;
}

/** Enumeration and serial cells are not searched, so their text is never highlighted. */
export function highlightable(col: SearchColumn): boolean {
  return col.key !== 'serial' && !col.enumId;
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
// Member search

export type MemberMode =
  | 'full'
  | 'memberId'
  | 'mask'
  | 'merchant'
  | 'receiver'
  | 'org'
  | 'topOrg'
  | 'parentOrg'
  | 'curOrg'
  | 'orgInclSubset'
  | 'linkOrg'
  | 'leader'
  | 'assignPayer'
  | 'assignPayee';

export interface MemberRow {
  memberId: string;
  orgName?: string | null;
  realName?: string | null;
  maskMobile?: string | null;
  maskIdcNum?: string | null;
  cnlMemberRegisetrTag?: string | null;
  memberType?: number | string | null;
  custMemberType?: number | string | null;
}

export interface MemberModeConfig {
  placeholder: string;
  path: string;
  /** Emitted body field → row field. */
  emits: Readonly<Record<string, keyof MemberRow>>;
  /** Organisation modes: administrator search (/component/org) with the organisation name column. */
  orgModes: boolean;
  /** Modes that may show the source channel column (for CHANNEL_COLUMN_PRODUCTS only). */
  channelColumn: boolean;
  /** What the input shows after a selection. */
  display: 'memberId' | 'maskMobile';
}

export const MEMBER_PATH = memberComponent.path;
export const MEMBER_ORG_PATH = memberComponentOrg.path;
export const MEMBER_MERCHANT_PATH = memberComponentMerchant.path;

type Kind = 'member' | 'merchant' | 'org';
const PATHS: Record<Kind, string> = { member: MEMBER_PATH, merchant: MEMBER_MERCHANT_PATH, org: MEMBER_ORG_PATH };

function mode(placeholder: string, kind: Kind, field: string, extra: Partial<MemberModeConfig> = {}): MemberModeConfig {
  return {
    placeholder,
    path: PATHS[kind],
    emits: { [field]: 'memberId' },
    orgModes: kind === 'org',
    channelColumn: false,
    display: 'memberId',
    ...extra,
  };
}

const MEMBER_MODES: Record<MemberMode, MemberModeConfig> = {
  full: mode('会员搜索', 'member', 'memberId', {
    emits: {
      memberId: 'memberId',
      maskMobile: 'maskMobile',
      realName: 'realName',
      memberType: 'memberType',
      custMemberType: 'custMemberType',
    },
    channelColumn: true,
  }),
  memberId: mode('会员编号搜索', 'member', 'memberId', { channelColumn: true }),
  mask: mode('会员搜索', 'member', 'memberId', { channelColumn: true, display: 'maskMobile' }),
  merchant: mode('商户搜索', 'merchant', 'memberId'),
  receiver: mode('接收方搜索', 'member', 'receiverMemberId'),
  org: mode('机构会员搜索', 'org', 'orgMemberId'),
  topOrg: mode('顶级机构搜索', 'org', 'topOrgMemberId'),
  parentOrg: mode('上级机构搜索', 'org', 'parentOrgMemberId'),
  curOrg: mode('当前机构搜索', 'org', 'curOrgMemberId'),
  orgInclSubset: mode('机构搜索（含下级）', 'org', 'orgMemberIdInclSubset'),
  linkOrg: mode('关联机构搜索', 'org', 'linkOrgMemberId'),
  leader: mode('负责人搜索', 'org', 'leaderMemberId'),
  assignPayer: mode('指定付款方搜索', 'member', 'assignPayerMemberId'),
  assignPayee: mode('指定收款方搜索', 'member', 'assignPayeeMemberId'),
};

export const MEMBER_MODE_NAMES = Object.freeze(Object.keys(MEMBER_MODES) as MemberMode[]);

export function memberModeConfig(m: MemberMode): MemberModeConfig {
  return MEMBER_MODES[m];
}

export function emitMember(m: MemberMode, row: MemberRow): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, from] of Object.entries(MEMBER_MODES[m].emits)) out[field] = str(row[from]);
  return out;
}

/** The input's text after a selection; a member without a mobile falls back to the id. */
export function memberDisplay(m: MemberMode, row: MemberRow): string {
  return str(row[MEMBER_MODES[m].display]) || str(row.memberId);
}

export function memberSearchBody(condition: string): Record<string, unknown> {
  return { pageNum: 1, pageSize: SEARCH_PAGE_SIZE, condition };
}

// ---------------------------------------------------------------------------------------------
// Provider search

export interface ProviderRow {
  providerCode: string;
  providerName?: string | null;
  oemName?: string | null;
  providerLevel?: number | string | null;
  createTime?: string | null;
}

export const PROVIDER_PLACEHOLDER = '服务商搜索';

export function providerSearchBody(keyword: string): Record<string, unknown> {
  return { pageNum: 1, pageSize: SEARCH_PAGE_SIZE, multiSearch: keyword };
}

// ---------------------------------------------------------------------------------------------
// Running searches

export interface SearchPage<Row> {
  rows: Row[];
  total: number;
}

/** api() resolves with envelope.data, which for these look-ups is { data: rows, total, ... }. */
export function readPage<Row>(data: unknown): SearchPage<Row> {
  const d = (data ?? {}) as { data?: unknown; total?: unknown };
  const rows = Array.isArray(d.data) ? (d.data as Row[]) : [];
  const total = typeof d.total === 'number' && d.total >= rows.length ? d.total : rows.length;
  return { rows, total };
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
