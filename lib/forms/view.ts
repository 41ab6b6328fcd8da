// The server half of the form engine: a form declaration filtered for one operator. Fields the
// operator may not see are absent, enumeration options are settled, calls become references.
import { type Gate, type GateContext, passes, type RoleType } from '@/lib/access/gate';
import { perOperator } from '@/lib/access/per-operator';
import { type CallRef, callRef } from '@/lib/calls/define';
import { type Terms, termed, terms } from '@/lib/terms';
import { passingFields, schemaField } from './passing';
import type { FormDef, FormField } from './types';

export type FieldView = Omit<FormField, keyof Gate | 'lookup'> & {
  lookup?: Omit<NonNullable<FormField['lookup']>, 'call'> & { call: CallRef };
};

export interface FormView {
  id: string;
  title: string;
  editTitle: string;
  width: string;
  submit: CallRef;
  load?: CallRef;
  idKey?: string;
  fields: FieldView[];
  rules: NonNullable<FormDef['rules']>;
  success: string;
  confirm?: string;
  fixed?: NonNullable<FormDef['fixed']>;
  opts?: FormDef['opts'];
  result?: FormDef['result'];
  /** A bespoke form's component, its settled flags and fixed properties. */
  component?: string;
  flags?: Record<string, boolean>;
  props?: Record<string, string | number | boolean>;
  /** A bespoke form's other calls, resolved for the product code, by their declared path. */
  calls?: Record<string, CallRef>;
  /** The operator's product's words (机构/服务商, 活动组/政策包) for a bespoke form's labels. */
  terms?: Terms;
  /** Who is filling it in: the organisation search of an `org` field scopes and words itself by them. */
  roleType: RoleType;
  productCode: string;
}

const views = perOperator<FormView>();

export function formView(def: FormDef, ctx: GateContext): FormView {
  return views(ctx, def.id, () => build(def, ctx));
}

function build(def: FormDef, ctx: GateContext): FormView {
  const view: FormView = {
    id: def.id,
    title: termed(def.title, ctx.productCode),
    editTitle: termed(def.editTitle ?? def.title, ctx.productCode),
    width: def.width ?? '640px',
    submit: callRef(def.submit, ctx.productCode),
    fields: passingFields(def, ctx).map((f) => {
      const field: FieldView = schemaField(f, ctx.productCode);
      if (f.lookup) field.lookup = { ...f.lookup, call: callRef(f.lookup.call, ctx.productCode) };
      // A search picker's headers in the product's words (活动组编号 → 政策包编号).
      if (f.lookup?.search) {
        const { search } = f.lookup;
        field.lookup!.search = { ...search, columns: search.columns.map((c) => ({ ...c, header: termed(c.header, ctx.productCode) })) };
        if (f.placeholder) field.placeholder = termed(f.placeholder, ctx.productCode);
      }
      return field;
    }),
    rules: def.rules ?? [],
    success: def.success ?? '保存成功',
    roleType: ctx.roleType,
    productCode: ctx.productCode,
  };
  if (def.load) view.load = callRef(def.load, ctx.productCode);
  if (def.idKey) view.idKey = def.idKey;
  if (def.confirm) view.confirm = def.confirm;
  if (def.fixed) view.fixed = def.fixed;
  if (def.opts) view.opts = def.opts;
  if (def.result) view.result = def.result;
  if (def.component) {
    view.component = def.component;
    view.flags = Object.fromEntries(Object.entries(def.flags ?? {}).map(([k, g]) => [k, passes(g, ctx)]));
    if (def.props) view.props = { ...def.props };
    view.terms = terms(ctx.productCode);
    view.calls = Object.fromEntries(
      [def.submit, ...(def.load ? [def.load] : []), ...(def.calls ?? [])].map((c) => [c.path, callRef(c, ctx.productCode)]),
    );
  }
  return view;
}
