// What of a form one operator may fill in: its fields that pass their gates, each with its label in
// the operator's product's words and its options settled. The one filter the form view draws from
// (lib/forms/view.ts) and the gate checks a submission with (lib/gate/body.ts): the schema the
// browser validated is the schema the server enforces, and the gate builds no form view.
import { type GateContext, passes, ungated } from '@/lib/access/gate';
import { enumOptions } from '@/lib/dict/enums';
import { termed, termedOptions } from '@/lib/terms';
import type { SchemaField, SchemaSource } from './schema';
import type { FormDef, FormField } from './types';

/** A field as the operator's schema reads it: gates and look-up call out, words settled. */
export function schemaField(f: FormField, productCode: string): SchemaField {
  const { lookup: _lookup, ...rest } = ungated(f);
  const field: SchemaField = { ...rest, label: termed(f.label, productCode) };
  if (f.enumId && !f.options) field.options = enumOptions(f.enumId);
  if (field.options) field.options = termedOptions(field.options, productCode);
  return field;
}

export function passingFields(def: Pick<FormDef, 'fields'>, ctx: GateContext): FormField[] {
  return def.fields.filter((f) => passes(f, ctx));
}

// Per rights set, then per form, BIZ_ marker, role and product: worked out once, not per submission.
const cache = new WeakMap<ReadonlySet<string>, Map<string, SchemaSource>>();

/** The body schema's source for this operator: the fields they may fill in, the form's rules and constants. */
export function formSchemaOf(def: FormDef, ctx: GateContext): SchemaSource {
  let byForm = cache.get(ctx.rights);
  if (!byForm) cache.set(ctx.rights, (byForm = new Map()));
  const key = `${def.id}|${ctx.biz}|${ctx.roleType}|${ctx.productCode}`;
  let source = byForm.get(key);
  if (!source) {
    source = { fields: passingFields(def, ctx).map((f) => schemaField(f, ctx.productCode)), rules: def.rules ?? [] };
    if (def.idKey) source.idKey = def.idKey;
    if (def.fixed) source.fixed = def.fixed;
    if (def.opts) source.opts = def.opts;
    byForm.set(key, source);
  }
  return source;
}
