// What of a form one operator may fill in: its fields that pass their gates, each with its label in
// the operator's product's words and its options settled. The one filter the form view draws from
// (lib/forms/view.ts) and the gate checks a submission with (lib/gate/body.ts): the schema the
// browser validated is the schema the server enforces, and the gate builds no form view.
import { type GateContext, passes, ungated } from '@/lib/access/gate';
import { perOperator } from '@/lib/access/per-operator';
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

const schemas = perOperator<SchemaSource>();

/** The body schema's source for this operator: the fields they may fill in, the form's rules and constants. */
export function formSchemaOf(def: FormDef, ctx: GateContext): SchemaSource {
  return schemas(ctx, def.id, () => {
    const source: SchemaSource = { fields: passingFields(def, ctx).map((f) => schemaField(f, ctx.productCode)), rules: def.rules ?? [] };
    if (def.idKey) source.idKey = def.idKey;
    if (def.fixed) source.fixed = def.fixed;
    if (def.opts) source.opts = def.opts;
    return source;
  });
}
