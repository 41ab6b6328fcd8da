// The console's call policy table: the only upstream calls the proxy forwards. Anything not listed
// is answered 404 without reaching the upstream. Each entry names the right it needs; on a BIZ_
// screen the same right is checked with the BIZ_ prefix.

import { hasRight } from '@/lib/screens';

export type CallKind = 'json' | 'blob' | 'multipart' | 'form';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Any signed-in operator may make the call; `reason` says why no screen right applies. */
export interface SignedIn {
  signedIn: true;
  reason: string;
}

export interface PolicyEntry {
  method: Method;
  /** Upstream path; `{p}` is the session's product code in lower case, `{id}` one path id. */
  path: string;
  kind: CallKind;
  /** The operator needs any one of these rights. */
  rights: readonly string[] | SignedIn;
}

export interface Policy extends PolicyEntry {
  /** Protocol §3: sends no encrypted body (may still ask for an encrypted answer). */
  exempt: boolean;
}

const SHARED_LOOKUP: SignedIn = { signedIn: true, reason: 'shared widget used from many screens (spec 01 §2)' };

const ENTRIES: PolicyEntry[] = [
  {
    method: 'POST',
    path: '/admin/standard/resetpwd',
    kind: 'json',
    rights: { signedIn: true, reason: 'every operator may change their own password' },
  },
  { method: 'POST', path: '/admin/member/component', kind: 'json', rights: SHARED_LOOKUP },
  { method: 'POST', path: '/admin/member/component/org', kind: 'json', rights: SHARED_LOOKUP },
  { method: 'POST', path: '/admin/member/component/merchant', kind: 'json', rights: SHARED_LOOKUP },
  { method: 'POST', path: '/admin/org/page/component', kind: 'json', rights: SHARED_LOOKUP },
  { method: 'POST', path: '/admin/dict/page', kind: 'json', rights: SHARED_LOOKUP },
  { method: 'POST', path: '/admin/standard/file-upload', kind: 'multipart', rights: SHARED_LOOKUP },
  // Images the upload tile shows (wanFullUri); the upstream scopes a path to its uploader's org.
  { method: 'GET', path: '/file-download', kind: 'blob', rights: SHARED_LOOKUP },
  { method: 'POST', path: '/admin/provider/page', kind: 'json', rights: SHARED_LOOKUP },
  { method: 'POST', path: '/admin/standard/area', kind: 'json', rights: SHARED_LOOKUP },
  { method: 'POST', path: '/admin/standard/province-city', kind: 'json', rights: SHARED_LOOKUP },
  { method: 'POST', path: '/admin/bank/card/bin', kind: 'json', rights: SHARED_LOOKUP },
  { method: 'POST', path: '/admin/tag/group-list', kind: 'json', rights: SHARED_LOOKUP },
  // The branch picker of the organisation form and the /BankBranch list share this query.
  { method: 'POST', path: '/admin/bank/branch/page', kind: 'json', rights: SHARED_LOOKUP },
  {
    method: 'POST',
    path: '/admin/org/self-info',
    kind: 'json',
    rights: { signedIn: true, reason: "the operator's own organisation (ORG payment-channel filter)" },
  },

  // List screens (issue 3): each query needs its screen's right.
  { method: 'POST', path: '/admin/member/page', kind: 'json', rights: ['MemberList'] },
  { method: 'POST', path: '/admin/merchant/page', kind: 'json', rights: ['UserSearch'] },
  { method: 'POST', path: '/admin/export/merchant', kind: 'blob', rights: ['UserSearchExport'] },
  { method: 'POST', path: '/{p}/pos/standard/org/admin/org/org-page', kind: 'json', rights: ['OrgInfManage'] },
  { method: 'POST', path: '/admin/export/org', kind: 'blob', rights: ['OrgInfManageExport'] },
  { method: 'POST', path: '/admin/acct/page', kind: 'json', rights: ['AcctList'] },
  { method: 'POST', path: '/admin/export/acct', kind: 'blob', rights: ['AcctListExport'] },
  { method: 'POST', path: '/admin/bank/page', kind: 'json', rights: ['BankList'] },
  { method: 'POST', path: '/admin/base-type/page', kind: 'json', rights: ['BaseType'] },
  { method: 'POST', path: '/admin/risk/cnl-black/page', kind: 'json', rights: ['CnlBlackList'] },
  { method: 'POST', path: '/admin/risk/cnl-black/del', kind: 'json', rights: ['CnlBlackListDel'] },
  { method: 'POST', path: '/admin/risk/cnl-black/import', kind: 'multipart', rights: ['CnlBlackListImport'] },
  { method: 'POST', path: '/admin/risk/black/page', kind: 'json', rights: ['RiskBlackList'] },
  { method: 'POST', path: '/admin/risk/black/del', kind: 'json', rights: ['RiskBlackListDel'] },
  { method: 'POST', path: '/admin/risk/black/import', kind: 'multipart', rights: ['RiskBlackListImport'] },
  { method: 'POST', path: '/admin/file/page', kind: 'json', rights: ['FileList'] },
  { method: 'POST', path: '/admin/report/refresh-report/{id}', kind: 'json', rights: ['ProductLogRefresh'] },
  { method: 'POST', path: '/admin/report/del-report/{id}', kind: 'json', rights: ['ProductLogDel'] },
  { method: 'POST', path: '/admin/employee/page', kind: 'json', rights: ['SystemAuthorizationMember'] },
  { method: 'POST', path: '/admin/employee/enable', kind: 'json', rights: ['SystemAuthorizationMemberStatus'] },
  { method: 'POST', path: '/admin/employee/disable', kind: 'json', rights: ['SystemAuthorizationMemberStatus'] },
  {
    method: 'POST',
    path: '/admin/auth/element-check',
    kind: 'json',
    rights: ['AuthElementCheck', 'BaseAuthUserSearchDetailAuthElementCheck'],
  },
  { method: 'POST', path: '/admin/export/pos-order-export', kind: 'blob', rights: ['OrderPagePosExport'] },
  { method: 'POST', path: '/admin/export/member', kind: 'blob', rights: ['MemberListExport'] },
  { method: 'POST', path: '/admin/export/sql', kind: 'blob', rights: ['SQLPage'] },
  { method: 'POST', path: '/admin/export-log/page', kind: 'json', rights: ['ProductLog', 'ProductLogOrg'] },
  { method: 'GET', path: '/export-log/download', kind: 'blob', rights: ['ProductLog', 'ProductLogOrg', 'FileList'] },
];

const EXEMPT_FRAGMENTS = [
  '/batch-in/',
  '/transfer/transfer',
  '/transfer/in-psam/transfer',
  '/batch-psam-recall',
  '/agency-info/query',
  '/export-log/download',
  '/file-download',
  '/file-upload',
  '/template/down',
];

export function isExempt(method: Method, path: string, kind: CallKind): boolean {
  if (method === 'GET' || method === 'DELETE' || kind === 'multipart' || kind === 'form') return true;
  return EXEMPT_FRAGMENTS.some((f) => path.includes(f));
}

const compile = (e: PolicyEntry): Policy => ({ ...e, exempt: isExempt(e.method, e.path, e.kind) });

export const POLICIES: readonly Policy[] = ENTRIES.map(compile);

const exact = new Map<string, Policy>();
const patterned: Array<{ re: RegExp; policy: Policy }> = [];
for (const p of POLICIES) {
  if (p.path.includes('{')) {
    const source = p.path
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace('{p}', '(?<p>[a-z0-9]+)')
      .replaceAll('{id}', '[A-Za-z0-9_-]{1,64}');
    patterned.push({ re: new RegExp(`^${source}$`), policy: p });
  } else {
    exact.set(`${p.method} ${p.path}`, p);
  }
}

/** The policy for a method and path, or null. `{p}` must equal the operator's product code. */
export function findPolicy(method: string, path: string, productCode: string): Policy | null {
  const hit = exact.get(`${method} ${path}`);
  if (hit) return hit;
  for (const { re, policy } of patterned) {
    if (policy.method !== method) continue;
    const m = re.exec(path);
    if (m && (m.groups?.p === undefined || m.groups.p === productCode.toLowerCase())) return policy;
  }
  return null;
}

/** Whether `rights` satisfy the entry, with the BIZ_ prefix when the call comes from a BIZ_ screen. */
export function allowed(policy: PolicyEntry, rights: ReadonlySet<string>, biz: boolean): boolean {
  if (!Array.isArray(policy.rights)) return true;
  return policy.rights.some((r: string) => hasRight(rights, r, biz));
}

// A proxied path is a run of `/segment` made of letters, digits, `_`, `-` and inner dots. This
// refuses `..`, `//`, backslashes, `@`, `:`, percent-encoding (so `%2e%2e`, `..%252f`, encoded
// CR/LF) and absolute URLs before any lookup.
const SAFE_PATH = /^(\/[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*)+$/;

export function isSafePath(path: string): boolean {
  return path.length <= 512 && SAFE_PATH.test(path);
}
