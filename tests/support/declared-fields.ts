// What a write may carry (issue #52), shared by the unit walk over the registry and the
// integration walk through the built console.
import { entryOf } from '@/contract';
import type { GateContext } from '@/lib/access/gate';
import { formSchemaOf } from '@/lib/forms/passing';
import { declaredFields } from '@/lib/gate/body';
import type { Policy } from '@/lib/gate/policy';

/** The fields an attacker adds: another organisation, parent, product, member, a status. */
export const EXTRA_FIELDS = ['orgCode', 'parentOrgCode', 'productCode', 'memberId', 'status'] as const;

/** What a write may carry for an operator: its declared fields, narrowed to those its contract entry names. */
export function allowedOf(p: Policy, ctx: GateContext): Set<string> | null {
  const declared = declaredFields(p, p.form ? formSchemaOf(p.form, ctx) : null);
  const entry = entryOf(p.call.key);
  const named = entry.request && !entry.openRequest ? Object.keys(entry.request) : null;
  if (!declared) return named ? new Set(named) : null;
  return named ? new Set([...declared].filter((k) => named.includes(k))) : declared;
}

/** The first extra field a write does not declare. */
export function extraFor(p: Policy, ctx: GateContext): string | undefined {
  const allowed = allowedOf(p, ctx);
  return EXTRA_FIELDS.find((f) => !allowed?.has(f));
}
