// The member and merchant search's own logic (spec 01 §2 widget 2): its modes, columns, emitted
// fields and look-ups. The shared parts (highlighting, cells, the runner) are in search.ts.
import { type Reads, reads } from '@/lib/answer/reads';
import { memberComponent, memberComponentMerchant, memberComponentOrg } from '@/lib/calls/lookups';
import { SEARCH_PAGE_SIZE, type SearchColumn, str } from '@/lib/widgets/search';

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

const MEMBER_ROW = {
  memberId: true,
  orgName: true,
  realName: true,
  maskMobile: true,
  maskIdcNum: true,
  cnlMemberRegisetrTag: true,
  memberType: true,
  custMemberType: true,
} as const;
/** The three member look-ups' rows, read alike. */
const ROWS: Record<Kind, Reads<MemberRow>> = {
  member: reads<MemberRow>('POST /admin/member/component', MEMBER_ROW),
  merchant: reads<MemberRow>('POST /admin/member/component/merchant', MEMBER_ROW),
  org: reads<MemberRow>('POST /admin/member/component/org', MEMBER_ROW),
};

export interface MemberModeConfig {
  placeholder: string;
  path: string;
  /** What the look-up reads of its rows. */
  rows: Reads<MemberRow>;
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
    rows: ROWS[kind],
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

/**
 * The two product codes that show the member source channel. The spec says "two specific product
 * codes" without naming them; mcf and byhb are the pair it singles out elsewhere (the mcfByhb rule).
 */
export const CHANNEL_COLUMN_PRODUCTS: readonly string[] = Object.freeze(['mcf', 'byhb']);

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
