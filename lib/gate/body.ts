// What the gate does with a JSON body beyond cleaning: the call's own check (a form's schema, a
// money operation's), and the few body facts an auditor needs (never values).
import type { GateContext } from '@/lib/access/gate';
import type { AuditEntry } from '@/lib/audit';
import type { CallDef } from '@/lib/calls/define';
import { maskDigitsIn } from '@/lib/format/mask';
import { bodyErrors } from '@/lib/forms/schema';
import { formSchemaOf } from '@/lib/forms/passing';
import type { FormDef } from '@/lib/forms/types';
import type { Policy } from './policy';

type Checked = { ok: true; body: Record<string, unknown> } | { ok: false; message: string };

/**
 * The call's own check of a body: a form's schema (the fields the operator may fill in), or the call's
 * declared check. A form's body goes on with only the form's own fields: nothing else reaches the
 * upstream through it.
 */
export function checkBody(policy: Pick<Policy, 'call' | 'form'>, body: Record<string, unknown>, ctx: GateContext): Checked {
  if (policy.form) {
    const view = formSchemaOf(policy.form, ctx);
    // Constant fields are the form's, not the sender's: set here whatever arrived.
    const sent = view.fixed ? { ...body, ...view.fixed } : body;
    const errors = Object.values(bodyErrors(view, sent));
    if (errors.length) return { ok: false, message: errors[0] };
    // Fields packed into opts (FormDef.opts) go only inside it.
    const keep = new Set([
      ...view.fields.filter((f) => f.readOnly !== true && !view.opts?.includes(f.key)).map((f) => f.key),
      ...(view.idKey ? [view.idKey] : []),
      ...Object.keys(view.fixed ?? {}),
      ...(view.opts ? ['opts'] : []),
    ]);
    return { ok: true, body: Object.fromEntries(Object.entries(sent).filter(([k]) => keep.has(k))) };
  }
  if (!policy.call.body) return { ok: true, body };
  const result = policy.call.body.safeParse(body);
  return result.success ? { ok: true, body } : { ok: false, message: result.error.issues[0]?.message || '请求参数错误' };
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
