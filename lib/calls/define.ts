// An upstream call, declared once by its contract key (contract/): the key is its method and path
// as the contract writes them, so a call the contract does not hold does not compile; the
// declaration adds what guards it beyond the declarations that use it. The console's policy table
// (lib/gate/policy.ts) is derived from these and from the screens, dialogs and forms that name
// them. The contract's data stays on the server (only its key type is imported here: browser code
// imports declarations too); tests/unit/contract.test.ts holds each declaration's kind to its
// entry's.
import { keyParts } from '../../contract/define.ts';
export { isExempt } from '../../contract/protocol.ts';
import type { CallKey } from '../../contract/index.ts';
import type { Gate } from '../access/gate.ts';

export type CallKind = 'json' | 'blob' | 'multipart' | 'form';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A body check: anything with zod's safeParse (the gate refuses a body that fails it). */
export interface BodyCheck {
  safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: { issues: readonly { message: string }[] } };
}

export interface CallDef {
  /** Its contract entry's key (`POST /admin/member/page`). */
  readonly key: CallKey;
  readonly method: Method;
  /** Upstream path; `{p}` is the operator's product code in lower case, `{id}` one path id. */
  readonly path: string;
  readonly kind: CallKind;
  /** Made only by the console's own server (sign-in, rights); never proxied. Says by whom. */
  readonly internal?: string;
  /** Any signed-in operator may make the call; says why no right applies (shared widgets, own password). */
  readonly signedIn?: string;
  /** Gates of uses that no declaration expresses (a widget used by named screens), any one suffices. */
  readonly uses?: readonly Gate[];
  /** A money operation: the browser must send an Idempotency-Key, forwarded to the upstream. */
  readonly idempotent?: boolean;
  /** The body the console builds, checked by the gate before the call leaves. */
  readonly body?: BodyCheck;
  /** Audited with the named body fields' names (never values): a reveal says which field was shown. */
  readonly auditFields?: readonly string[];
  /** Audited with the body's `sql` text, personal data in literals masked (the SQL page). */
  readonly auditSql?: boolean;
  /** Fixed headers the console's server adds when it forwards the call (never the browser): spec 03 §7's token-type inner. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Changes who holds which right (roles, their resources, an employee's roles): the console drops its cached rights after it. */
  readonly rightsChange?: boolean;
}

type Options = Partial<Omit<CallDef, 'key' | 'method' | 'path'>>;

/**
 * Declares a call by its contract key. `kind` defaults to json and must be the entry's (an export
 * entry is a blob call: its answer is a file or an envelope).
 */
export function call(key: CallKey, options: Options = {}): CallDef {
  return Object.freeze({ key, ...keyParts(key), kind: 'json', ...options });
}

/** The path with `{p}` resolved for a product code (lower case, as the protocol wants). */
export function pathFor(def: Pick<CallDef, 'path'>, productCode: string): string {
  return def.path.replace('{p}', encodeURIComponent(productCode.toLowerCase()));
}

/** What the browser holds of a call: its path for the operator's product, method and kind. */
export interface CallRef {
  path: string;
  method: Method;
  kind: CallKind;
  idempotent?: boolean;
}

export function callRef(def: CallDef, productCode: string): CallRef {
  const ref: CallRef = { path: pathFor(def, productCode), method: def.method, kind: def.kind };
  if (def.idempotent) ref.idempotent = true;
  return ref;
}
