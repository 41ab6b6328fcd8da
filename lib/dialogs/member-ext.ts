// The member dialog's extension tabs (spec 02 §2 "Extra tabs named by index, supplied by the server
// in extendPages on the member record (title, url, remark)", §7 "POST to the server-given url with
// memberId (search payload for page kind)"). Every entry the record names is a tab, titled by it,
// its remark shown; its content comes from the console's /views/ext route, which posts to the url
// only when the member's own record lists it (app/views/ext/route.ts). The three kinds' layouts:
// list (activity code, activity id, activity template id; also given as id and template id), page
// (a searchable table of product code, activity group id, name, status), object (the small-micro
// merchant summary). Erasable TypeScript.
import { type Reads, reads } from '../answer/reads.ts';
import type { ColumnDef, FilterUse } from '../list/types.ts';

/**
 * What each kind reads of its answer (lib/answer/reads.ts), declared against the reference
 * upstream's extendPages urls (contract/areas.ts, assumed): an entry's url is the server's, its
 * reads are its kind's, and each layout below draws only its kind's declared fields.
 */
type ExtListRow = {
  activityCode?: unknown;
  activityId?: unknown;
  activityTemplateId?: unknown;
  activityName?: unknown;
  crtTime?: unknown;
  /** The ids' other names (02 §2 "also given as id and template id"). */
  id?: unknown;
  templateId?: unknown;
};
export const EXT_LIST = reads<ExtListRow>('POST /admin/member/ext/activity-list', {
  activityCode: true,
  activityId: true,
  activityTemplateId: true,
  activityName: true,
  crtTime: true,
  id: true,
  templateId: true,
});
type ExtPageRow = { productCode?: unknown; activityGroupId?: unknown; activityGroupName?: unknown; status?: unknown };
export const EXT_PAGE = reads<ExtPageRow>('POST /admin/member/ext/policy-page', {
  productCode: true,
  activityGroupId: true,
  activityGroupName: true,
  status: true,
});
type ExtObject = Partial<
  Record<
    | 'merchantType'
    | 'merchantName'
    | 'shortName'
    | 'mccName'
    | 'address'
    | 'xwStatus'
    | 'pmStatus'
    | 'xwMerchantCode'
    | 'zfbAuditStatus'
    | 'zfbAuthStatus'
    | 'zfbMerchantCode'
    | 'zfbRejectReason'
    | 'wxAuditStatus'
    | 'wxAuthStatus'
    | 'wxMerchantCode'
    | 'wxRejectReason'
    | 'memberId'
    | 'shopFrontImgId'
    | 'shopIndoorImgId'
    | 'shopCashierImgId'
    | 'zfbQrCode'
    | 'wxQrCode',
    unknown
  >
>;
export const EXT_OBJECT = reads<ExtObject>('POST /admin/member/ext/xw-summary', {
  merchantType: true,
  merchantName: true,
  shortName: true,
  mccName: true,
  address: true,
  xwStatus: true,
  pmStatus: true,
  xwMerchantCode: true,
  zfbAuditStatus: true,
  zfbAuthStatus: true,
  zfbMerchantCode: true,
  zfbRejectReason: true,
  wxAuditStatus: true,
  wxAuthStatus: true,
  wxMerchantCode: true,
  wxRejectReason: true,
  memberId: true,
  shopFrontImgId: true,
  shopIndoorImgId: true,
  shopCashierImgId: true,
  zfbQrCode: true,
  wxQrCode: true,
});
/** A layout's column: a field its kind declares. */
type ExtColumn<T> = ColumnDef & { key: keyof T & string };

export type ExtKind = 'list' | 'page' | 'object';

export interface ExtEntry {
  title: string;
  url: string;
  remark: string;
}

/** The record's entries, as far as they are well formed. */
export function extEntries(value: unknown): ExtEntry[] {
  if (!Array.isArray(value)) return [];
  return value.map((e) => {
    const o = (e ?? {}) as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
    return { title: text(o.title), url: text(o.url), remark: text(o.remark) };
  });
}

/**
 * An upstream path the console may post to: `/segment/segment…` of letters, digits, `_`, `-` and
 * inner dots, no query, no `..`, no scheme or host (the proxy's own rule, lib/gate/policy.ts).
 */
export function extUrlAllowed(url: string): boolean {
  return url.length <= 256 && /^(\/[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*)+$/.test(url);
}

const KINDS: readonly ExtKind[] = ['list', 'page', 'object'];

/** The kind: the remark when it names one, else the answer's shape (a page, a list, an object). */
export function extKind(remark: string, answer: unknown): ExtKind {
  const named = remark.trim().toLowerCase();
  if ((KINDS as readonly string[]).includes(named)) return named as ExtKind;
  if (Array.isArray(answer)) return 'list';
  const o = (answer ?? {}) as Record<string, unknown>;
  if (Array.isArray(o.data) && typeof o.total === 'number') return 'page';
  if (Array.isArray(o.list) || Array.isArray(o.data)) return 'list';
  return 'object';
}

/** The rows of a list or page answer; a list's ids under either of the spec's two names. */
export function extRows(answer: unknown, read: Pick<Reads<object>, 'rows'> = EXT_LIST): Record<string, unknown>[] {
  const o = (answer ?? {}) as { list?: unknown };
  const rows = read.rows(Array.isArray(o.list) ? o.list : answer);
  return rows.map((r) => {
    const row: Record<string, unknown> = { ...r };
    row.activityId ??= row.id;
    row.activityTemplateId ??= row.templateId;
    return row;
  });
}

/** What of the search form a page tab may send besides the member id (spec 02 §7 "search payload"). */
export const EXT_SEARCH_KEYS = ['pageNum', 'pageSize', 'productCode', 'activityGroupId', 'activityGroupName', 'status'] as const;

/** A page tab's first search: page 1 of 20, nothing typed. */
export const EXT_FIRST_SEARCH = { pageNum: 1, pageSize: 20 } as const;

/**
 * The body of an extension tab's call: the record's id and, for a page (the entry's remark says so,
 * or a search was made), the search payload, paging included from the first load (spec 02 §7
 * "POST to the server-given url with memberId (search payload for page kind)").
 */
export function extBody(idKey: string, id: string, remark: string, search: unknown): Record<string, string | number> {
  const page = remark.trim().toLowerCase() === 'page';
  return { [idKey]: id, ...extSearch(search ?? (page ? EXT_FIRST_SEARCH : undefined)) };
}

export function extSearch(search: unknown): Record<string, string | number> {
  const s = (search ?? {}) as Record<string, unknown>;
  const out: Record<string, string | number> = {};
  for (const k of EXT_SEARCH_KEYS) {
    const v = s[k];
    if (k === 'pageNum' || k === 'pageSize') {
      const n = Math.floor(Number(v));
      if (Number.isFinite(n) && n >= 1) out[k] = Math.min(n, k === 'pageSize' ? 200 : 100_000);
    } else if ((typeof v === 'string' || typeof v === 'number') && String(v).trim() !== '') out[k] = String(v).trim().slice(0, 40);
  }
  return out;
}

export const EXT_LIST_COLUMNS: readonly ExtColumn<ExtListRow>[] = [
  { key: 'activityCode', title: '活动编码' },
  { key: 'activityId', title: '活动编号' },
  { key: 'activityTemplateId', title: '活动模板编号' },
  { key: 'activityName', title: '活动名称' },
  { key: 'crtTime', title: '参与时间', format: 'datetime' },
];

export const EXT_PAGE_FILTERS: readonly FilterUse[] = [
  { name: 'productCode', label: '产品编码', type: 'text', maxLength: 40, placeholder: '请输入产品编码' },
  { name: 'activityGroupId', label: '政策包编号', type: 'text', maxLength: 40, placeholder: '请输入政策包编号' },
  { name: 'activityGroupName', label: '名称', type: 'text', maxLength: 40, placeholder: '请输入名称' },
  { name: 'status', label: '状态', type: 'select', enumId: 'policyStatus', placeholder: '请选择状态' },
];

export const EXT_PAGE_COLUMNS: readonly ExtColumn<ExtPageRow>[] = [
  { key: 'productCode', title: '产品编码' },
  { key: 'activityGroupId', title: '政策包编号' },
  { key: 'activityGroupName', title: '名称' },
  { key: 'status', title: '状态', format: 'enum', enumId: 'policyStatus' },
];

/** The object kind (spec 02 §2): the small-micro merchant summary; images are file ids. */
export const EXT_OBJECT_FIELDS: readonly (ExtColumn<ExtObject> & { image?: true })[] = [
  { key: 'merchantType', title: '商户类型', format: 'enum', enumId: 'merchantType' },
  { key: 'merchantName', title: '商户名称' },
  { key: 'shortName', title: '商户简称' },
  { key: 'mccName', title: '经营类目' },
  { key: 'address', title: '经营地址' },
  { key: 'xwStatus', title: '小微状态', format: 'enum', enumId: 'xwStatus' },
  { key: 'pmStatus', title: '平台审核', format: 'enum', enumId: 'pmStatus' },
  { key: 'xwMerchantCode', title: '小微商户号' },
  { key: 'zfbAuditStatus', title: '支付宝审核', format: 'enum', enumId: 'zfbAuditStatus' },
  { key: 'zfbAuthStatus', title: '支付宝授权', format: 'enum', enumId: 'zfbAuthStatus' },
  { key: 'zfbMerchantCode', title: '支付宝子商户号' },
  { key: 'zfbRejectReason', title: '支付宝驳回原因' },
  { key: 'wxAuditStatus', title: '微信审核', format: 'enum', enumId: 'wxAuditStatus' },
  { key: 'wxAuthStatus', title: '微信授权', format: 'enum', enumId: 'wxAuthStatus' },
  { key: 'wxMerchantCode', title: '微信子商户号' },
  { key: 'wxRejectReason', title: '微信驳回原因' },
  // Opens the nested 商户交易记录 dialog of this member.
  { key: 'memberId', title: '商户交易记录', link: 'merchantTrans' },
  { key: 'shopFrontImgId', title: '门头照', image: true },
  { key: 'shopIndoorImgId', title: '店内照', image: true },
  { key: 'shopCashierImgId', title: '收银台照', image: true },
  { key: 'zfbQrCode', title: '支付宝授权码', image: true },
  { key: 'wxQrCode', title: '微信授权码', image: true },
];
