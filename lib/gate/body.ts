// What the gate does with a JSON body beyond cleaning: the call's own check (a form's schema, a
// money operation's), and the few body facts an auditor needs (never values).
import type { AuditEntry } from '@/lib/audit';
import type { CallDef } from '@/lib/calls/define';
import { maskDigitsIn } from '@/lib/format/mask';

export function checkBody(call: CallDef, body: Record<string, unknown>): { ok: true } | { ok: false; message: string } {
  if (!call.body) return { ok: true };
  const result = call.body.safeParse(body);
  return result.success ? { ok: true } : { ok: false, message: result.error.issues[0]?.message || '请求参数错误' };
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
