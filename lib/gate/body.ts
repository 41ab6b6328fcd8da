// What the gate does with a JSON body beyond cleaning: the call's own check (a form's schema, a
// money operation's), and the few body facts an auditor needs (never values).
import type { GateContext } from '@/lib/access/gate';
import type { AuditEntry } from '@/lib/audit';
import { describeCall, recordOf } from '@/lib/audit/describe';
import type { CallDef } from '@/lib/calls/define';
import { maskDigitsIn } from '@/lib/format/mask';
import { bodyErrors } from '@/lib/forms/schema';
import { formSchemaOf } from '@/lib/forms/passing';
import type { SchemaSource } from '@/lib/forms/schema';
import type { FormDef } from '@/lib/forms/types';
import { entryOf } from '@/contract';
import { passes } from '@/lib/access/gate';
import { editRefusal } from '@/lib/dialogs/rules';
import type { Policy, Use } from './policy';

type Checked =
  | { ok: true; body: Record<string, unknown> }
  /** `fields`: the paths of the fields no declaration names (`orgCode`, `orgInf.parentOrgCode`). */
  | { ok: false; message: string; reason: string; fields?: readonly string[] };

/** The console's words for a body field no declaration of the call sends. */
export const UNDECLARED_TEXT = '请求参数错误：不接受字段';

/**
 * The call's own check of a body. A write's body carries only the fields its declaration sends (its
 * form's schema, its row action's id and fixed fields, its dialog edit's, its own body schema) and,
 * where its contract entry names request fields, only those: any other is refused before the
 * upstream. Then a form's schema (the fields the operator may fill in), or the call's declared check.
 */
export function checkBody(policy: Checkable & Pick<Policy, 'form'>, body: Record<string, unknown>, ctx: GateContext): Checked {
  const view = policy.form ? formSchemaOf(policy.form, ctx) : null;
  const extra = undeclaredFields(policy, view, body);
  if (extra.length) return refusedFields(extra);
  const edit = policy.uses?.find((u) => u.edits);
  if (edit) return checkEdit(edit, body, ctx);
  if (view) {
    // Constant fields are the form's, not the sender's: set here whatever arrived.
    const sent = view.fixed ? { ...body, ...view.fixed } : body;
    const errors = Object.values(bodyErrors(view, sent));
    if (errors.length) return { ok: false, message: errors[0], reason: SCHEMA_REASON };
    const keep = formFields(view);
    return { ok: true, body: Object.fromEntries(Object.entries(sent).filter(([k]) => keep.has(k))) };
  }
  if (!policy.call.body) return { ok: true, body };
  const result = policy.call.body.safeParse(body);
  if (result.success) return { ok: true, body };
  // A strict object inside the body names its fields: one it does not name was not declared.
  const strict = unrecognized(result.error.issues);
  if (strict.length) return refusedFields(strict);
  return { ok: false, message: result.error.issues[0]?.message || '请求参数错误', reason: SCHEMA_REASON };
}

/** What the check reads of a policy; `uses` and `write` default to none and the call's audit record. */
type Checkable = Pick<Policy, 'call'> & Partial<Pick<Policy, 'uses' | 'write'>>;

const isWrite = (policy: Checkable) => policy.write ?? recordOf(policy.call.method, policy.call.path) !== undefined;

/** A dialog edit's body: the record's id and one edited field, allowed to the operator, non-blank and well-formed. */
function checkEdit({ sends, edits }: Use, body: Record<string, unknown>, ctx: GateContext): Checked {
  const id = body[sends![0]];
  const present = edits!.filter((e) => Object.hasOwn(body, e.field));
  if (id === undefined || id === null || String(id).trim() === '' || present.length === 0)
    return { ok: false, message: '请求参数错误', reason: SCHEMA_REASON };
  if (present.length > 1) return { ok: false, message: ONE_AT_A_TIME_TEXT, reason: 'edit of several fields at once' };
  const [edited] = present;
  if (!edited.gates.every((g) => passes(g, ctx))) return refusedFields([edited.field]);
  const value = body[edited.field];
  const refusal = editRefusal(edited.label, typeof value === 'string' || typeof value === 'number' ? String(value) : '', edited.check);
  return refusal ? { ok: false, message: refusal, reason: SCHEMA_REASON } : { ok: true, body };
}

/** Spec 02 §5: a member's fields are edited one at a time. */
export const ONE_AT_A_TIME_TEXT = '每次只能修改一项';

const SCHEMA_REASON = 'body refused by its schema';

const refusedFields = (fields: readonly string[]): Checked => ({
  ok: false,
  fields,
  message: `${UNDECLARED_TEXT} ${fields.join('、')}`.slice(0, 200),
  reason: `body field not declared: ${fields.join(' ')}`.slice(0, 200),
});

/** The fields a form's body goes on with: its fillable fields, its id, its constants, its opts. */
function formFields(view: SchemaSource): Set<string> {
  // Fields packed into opts (FormDef.opts) go only inside it.
  return new Set([
    ...view.fields.filter((f) => f.readOnly !== true && !view.opts?.includes(f.key)).map((f) => f.key),
    ...(view.idKey ? [view.idKey] : []),
    ...Object.keys(view.fixed ?? {}),
    ...(view.opts ? ['opts'] : []),
  ]);
}

/**
 * What a write's declarations let its body carry: the union of its uses' declared fields, its form's,
 * its body schema's top level; null when none declares a body (then the contract alone holds it).
 */
export function declaredFields(policy: Checkable, view: SchemaSource | null): Set<string> | null {
  const shape = (policy.call.body as { shape?: object } | undefined)?.shape;
  const uses = (policy.uses ?? []).filter((u) => u.sends);
  if (!view && !shape && !uses.length) return null;
  return new Set([...(view ? formFields(view) : []), ...Object.keys(shape ?? {}), ...uses.flatMap((u) => u.sends!)]);
}

/** A write's body fields that its declarations or its contract entry do not name (none for a read). */
export function undeclaredFields(policy: Checkable, view: SchemaSource | null, body: Record<string, unknown>): string[] {
  if (!isWrite(policy)) return [];
  const declared = declaredFields(policy, view);
  const entry = entryOf(policy.call.key);
  const named = entry.request && !entry.openRequest ? entry.request : null;
  return Object.keys(body).filter(
    (k) => (declared !== null && !declared.has(k)) || (named !== null && !Object.hasOwn(named, k)) || entry.forbids?.includes(k),
  );
}

/** The paths of fields a strict object of a body schema refused (`orgInf.parentOrgCode`), or none. */
function unrecognized(issues: readonly unknown[]): string[] {
  return issues.flatMap((i) => {
    const issue = i as { code?: string; keys?: string[]; path?: PropertyKey[] };
    return issue.code === 'unrecognized_keys' ? (issue.keys ?? []).map((k) => [...(issue.path ?? []), k].join('.')) : [];
  });
}

/**
 * What the line of a refused body records: the record it names (its target, masked by meaning) and
 * the fields no declaration names with the values sent (masked as untrusted, lib/audit/mask.ts).
 */
export function refusedBody(
  call: CallDef,
  path: string,
  body: Record<string, unknown>,
  fields: readonly string[] | undefined,
  self: string,
): Partial<AuditEntry> {
  const { target } = describeCall(call, path, body, self);
  const valueAt = (p: string) =>
    p.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), body);
  const refused = fields?.length ? Object.fromEntries(fields.slice(0, 20).map((f) => [f, valueAt(f)])) : undefined;
  return { ...(target ? { target } : {}), ...(refused ? { refused } : {}) };
}

/** The audited body facts: the names of the declared fields present (a reveal), the SQL text masked. */
export function auditedBody(call: CallDef, body: Record<string, unknown>): Partial<AuditEntry> {
  const out: Partial<AuditEntry> = {};
  if (call.auditFields) {
    out.fields = call.auditFields
      .filter((f) => Object.hasOwn(body, f) && body[f] !== '' && body[f] !== undefined)
      .map((f) => `${f}=${String(body[f]).slice(0, 32)}`)
      .join(' ');
  }
  if (call.auditSql && typeof body.sql === 'string') out.sql = maskSqlLiterals(body.sql);
  return out;
}

/** Personal data inside SQL string literals (names, mobiles, ID and card numbers) masked for the log. */
export function maskSqlLiterals(sql: string): string {
  return sql
    .slice(0, 4000)
    .replace(
      /'((?:[^']|'')*)'/g,
      (_m, text: string) => `'${maskDigitsIn(text).replace(/[\u4e00-\u9fa5]{2,}/g, (n) => `${n[0]}${'*'.repeat(n.length - 1)}`)}'`,
    );
}

const NUMERIC = new Set(['number', 'money', 'switch']);

/** Form-encoded fields as the form's schema reads them: its number, money and switch fields as numbers. */
export function fromFormEncoded(form: FormDef, fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...fields };
  for (const f of form.fields) {
    const v = out[f.key];
    if (NUMERIC.has(f.type) && typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) out[f.key] = Number(v);
  }
  return out;
}

/** A checked body sent on form-encoded. */
export function formEncoded(body: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) if (v !== undefined && v !== null && v !== '') params.append(k, String(v));
  return params.toString();
}
