// The console's call policy table: the only upstream calls the proxy forwards. Anything not listed
// is answered 404 without reaching the upstream. Each entry names the right it needs; on a BIZ_
// screen the same right is checked with the BIZ_ prefix.

export type CallKind = 'json' | 'blob' | 'multipart' | 'form';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Any signed-in operator may make the call; `reason` says why no screen right applies. */
export interface SignedIn { signedIn: true; reason: string }

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
  { method: 'POST', path: '/admin/standard/resetpwd', kind: 'json', rights: { signedIn: true, reason: 'every operator may change their own password' } },
  { method: 'POST', path: '/admin/member/component', kind: 'json', rights: SHARED_LOOKUP },
  { method: 'POST', path: '/admin/member/component/org', kind: 'json', rights: SHARED_LOOKUP },
  { method: 'POST', path: '/admin/member/component/merchant', kind: 'json', rights: SHARED_LOOKUP },
  { method: 'POST', path: '/admin/org/page/component', kind: 'json', rights: SHARED_LOOKUP },
  { method: 'POST', path: '/admin/dict/page', kind: 'json', rights: SHARED_LOOKUP },
  { method: 'POST', path: '/admin/standard/file-upload', kind: 'multipart', rights: SHARED_LOOKUP },
  { method: 'POST', path: '/admin/export/pos-order-export', kind: 'blob', rights: ['OrderPagePosExport'] },
  { method: 'POST', path: '/admin/export/member', kind: 'blob', rights: ['MemberListExport'] },
  { method: 'POST', path: '/admin/export/sql', kind: 'blob', rights: ['SQLPage'] },
  { method: 'POST', path: '/admin/export-log/page', kind: 'json', rights: ['ProductLog', 'ProductLogOrg'] },
  { method: 'GET', path: '/export-log/download', kind: 'blob', rights: ['ProductLog', 'ProductLogOrg'] },
];

const EXEMPT_FRAGMENTS = [
  '/batch-in/', '/transfer/transfer', '/transfer/in-psam/transfer', '/batch-psam-recall', '/agency-info/query',
  '/export-log/download', '/file-download', '/file-upload', '/template/down',
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
  return policy.rights.some((r: string) => rights.has(biz ? `BIZ_${r}` : r));
}

// A proxied path is a run of `/segment` made of letters, digits, `_`, `-` and inner dots. This
// refuses `..`, `//`, backslashes, `@`, `:`, percent-encoding (so `%2e%2e`, `..%252f`, encoded
// CR/LF) and absolute URLs before any lookup.
const SAFE_PATH = /^(\/[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*)+$/;

export function isSafePath(path: string): boolean {
  return path.length <= 512 && SAFE_PATH.test(path);
}
