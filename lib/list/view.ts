// The server half of the list engine: a list declaration filtered for one operator before any of it
// reaches the browser. Whatever the operator may not see is absent from the view, so it is absent
// from the HTML and the RSC payload too, not merely hidden.
import { type Gate, passes, type RoleType, ungated } from '@/lib/access/gate';
import { type CallDef, type CallRef, callRef, pathFor } from '@/lib/calls/define';
import { templateDown } from '@/lib/calls/files';
import { findDialog } from '@/lib/registry';
import { termed, termedOptions } from '@/lib/terms';
import { filterDef, filterLabel, terminalTitle } from '@/lib/filters/catalogue';
import { valueKeys } from '@/lib/filters/rules';
import { enumOptions } from '@/lib/dict/enums';
import type { FilterDef } from '@/lib/filters/types';
import type { FilterOption } from '@/lib/dict/enums/types';
import { passingActions, passingColumns, revealPasses, type ViewContext } from './passing';
import type { ActionDef, ColumnDef, ExportDef, FilterUse, ImportDef, ListDef, RevealDef } from './types';

export type { ViewContext };

/** What the browser knows of a call: where it goes and how, never its guards or body checks. */
/**
 * Rights that open the id cells of entities with no dialog of their own (spec 01 §6). Such a cell
 * opens only when it is the row's own id (the row is that entity); see `ColumnView.rowOnly`.
 */
export const ROW_ONLY_LINK_RIGHTS: Readonly<Record<string, string>> = {
  // A merchant transaction row (the member area's own records, not POS orders).
  merchantTrade: 'BaseAuthOrderId',
};

export type ColumnView = Omit<ColumnDef, keyof Gate | 'linkRight' | 'reveal'> & {
  /** The reveal answer's field holding this cell's plaintext, when the operator may reveal it (a 查看 button). */
  reveal?: string;
  /** An enumeration's labels, settled here: the browser carries no enumeration tables. */
  options?: readonly FilterOption[];
  /** The operator holds the link's right here (else the cell says 权限不足！). */
  linkAllowed?: boolean;
  /** No dialog is declared for the entity yet: the cell opens the row's own fields, if it is the row's id. */
  rowOnly?: boolean;
};

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** What the browser knows of an action: a form by its id, a dialog by its entity (the view routes serve them), never the declaration. */
type ById<A> = A extends { kind: 'form' }
  ? Omit<A, 'form'> & { form: string }
  : A extends { kind: 'dialog' }
    ? Omit<A, 'dialog'> & { dialog: string }
    : A;
export type ActionView = ById<DistributiveOmit<ActionDef, keyof Gate | 'call' | 'calls'>> & { call?: CallRef };
export type ExportView = Omit<ExportDef, keyof Gate | 'call' | 'mcfCheck'> & { call: CallRef; mcfCheck?: CallRef };
export type ImportView = Omit<ImportDef, keyof Gate | 'call'> & { call: CallRef; templateCall?: CallRef };

export interface ListView {
  /** Who asks for the rows (X-Console-View): the screen name, or `dialog:<entity>:<tab>`. */
  id: string;
  /** The route the page was opened as (BIZ_ kept): sent as X-Console-Screen. */
  route: string;
  /** Key of the column settings (the screen name, or the dialog tab's id). */
  name: string;
  title: string;
  /** The page query with {p} resolved. */
  call: string;
  rowKey: string;
  filters: FilterDef[];
  columns: ColumnView[];
  actions: ActionView[];
  tools: ActionView[];
  export?: ExportView;
  import?: ImportView;
  quick?: ListDef['quick'];
  fixed?: ListDef['fixed'];
  sessionKey?: string;
  pageSize?: number;
  paged?: false;
  /** The reveal call of the columns the operator may reveal (none: no 查看 button). */
  reveal?: { call: CallRef; idKey: string };
  roleType: RoleType;
  productCode: string;
}

function resolveFilter(use: FilterUse, ctx: ViewContext): FilterDef | null {
  const { name, ...overrides } = typeof use === 'string' ? { name: use } : use;
  const own = typeof use !== 'string' && 'type' in use;
  const base = own ? ({ ...use } as FilterDef) : filterDef(name);
  if (!base) throw new Error(`unknown filter in a list declaration: ${name}`);
  if (!passes(overrides, ctx) || !passes({ products: base.products }, ctx)) return null;
  const { right: _r, roles: _o, products: _p, ...fields } = overrides as Gate & Partial<FilterDef>;
  const { products: _bp, ...rest } = base;
  const resolved = { ...rest, ...fields };
  // A screen's own label renames the placeholder the catalogue made of its label (请输入业务订单号,
  // not the catalogue's 请输入商户订单号 under a field labelled 业务订单号).
  const derived = !own && fields.label && !fields.placeholder ? /^(请输入|请选择)(.+)$/.exec(base.placeholder ?? '') : null;
  if (derived && derived[2] === base.label) resolved.placeholder = `${derived[1]}${fields.label}`;
  // A record filter's picker names its call by the operator's product (as a form field's look-up).
  if (resolved.picker) resolved.picker = { ...resolved.picker, call: callRef(resolved.picker.call as CallDef, ctx.productCode) };
  if (resolved.enumId && !resolved.options) resolved.options = enumOptions(resolved.enumId);
  // A look-up under the product segment (the goods category tree) asks the operator's own product.
  if (resolved.lookup?.path.includes('{p}'))
    resolved.lookup = { ...resolved.lookup, path: resolved.lookup.path.replace('{p}', encodeURIComponent(ctx.productCode.toLowerCase())) };
  // Labels that depend on the product are settled here, so the browser needs no catalogue.
  const label = termed(filterLabel(resolved, ctx.productCode), ctx.productCode);
  return {
    ...resolved,
    label,
    ...(resolved.options ? { options: termedOptions(resolved.options, ctx.productCode) } : {}),
    ...(resolved.placeholder ? { placeholder: termed(resolved.placeholder, ctx.productCode) } : {}),
  };
}

export function columnView(
  c: ColumnDef & { link?: string; linkRight?: string },
  rowKey: string | null,
  ctx: ViewContext,
  reveal?: RevealDef,
): ColumnView {
  const { linkRight, reveal: revealed, ...rest } = ungated(c);
  const view: ColumnView = rest;
  if (revealed && revealPasses(reveal, revealed, ctx)) view.reveal = revealed.field;
  view.title = terminalTitle(c.title, ctx.productCode);
  if (c.format === 'enum' && c.enumId) view.options = termedOptions(enumOptions(c.enumId), ctx.productCode);
  if (c.link) {
    const dialog = findDialog(c.link);
    const right = linkRight ?? dialog?.right ?? ROW_ONLY_LINK_RIGHTS[c.link];
    if (!dialog && c.key !== rowKey) {
      // Nothing declared can load this entity by its id: a plain value, never another entity's fields.
      delete view.link;
      return view;
    }
    // A dialog the spec names no right for opens under the screen's right (the cell is on it).
    view.linkAllowed = right ? passes({ right }, ctx) : !!dialog;
    if (!dialog) view.rowOnly = true;
  }
  return view;
}

export function actionView(a: ActionDef, productCode: string): ActionView {
  const rest = ungated(a) as ActionDef;
  if (rest.kind === 'call' || rest.kind === 'download' || rest.kind === 'bindTags' || rest.kind === 'open' || rest.kind === 'show')
    return { ...rest, call: callRef(rest.call, productCode) };
  if (rest.kind === 'form') return { ...rest, form: rest.form.id };
  if (rest.kind === 'dialog') return { ...rest, dialog: rest.dialog.entity };
  if (rest.kind === 'widget') {
    const { calls: _c, ...widget } = rest;
    return widget as ActionView;
  }
  return rest as ActionView;
}

export interface ListMeta {
  id: string;
  route: string;
  name: string;
  title: string;
}

export function listView(list: ListDef, meta: ListMeta, ctx: ViewContext): ListView {
  const view: ListView = {
    ...meta,
    title: termed(meta.title, ctx.productCode),
    call: pathFor(list.call, ctx.productCode),
    rowKey: list.rowKey,
    // A filter on a field the list fixes would change nothing (the fixed value wins in the body): left out.
    filters: list.filters
      .map((f) => resolveFilter(f, ctx))
      .filter((f): f is FilterDef => f !== null && !valueKeys(f).every((k) => list.fixed && Object.hasOwn(list.fixed, k))),
    columns: passingColumns(list, ctx)
      .map((c) => columnView(c, list.rowKey, ctx, list.reveal))
      .map((c) => ({ ...c, title: termed(c.title, ctx.productCode) })),
    actions: passingActions(list, ctx).map((a) => actionView(a, ctx.productCode)),
    tools: (list.tools ?? []).filter((a) => passes(a, ctx)).map((a) => actionView(a, ctx.productCode)),
    roleType: ctx.roleType,
    productCode: ctx.productCode,
  };
  if (list.reveal && view.columns.some((c) => c.reveal))
    view.reveal = { call: callRef(list.reveal.call, ctx.productCode), idKey: list.reveal.idKey };
  if (list.quick) view.quick = list.quick;
  if (list.fixed) view.fixed = list.fixed;
  if (list.sessionKey) view.sessionKey = list.sessionKey;
  if (list.pageSize) view.pageSize = list.pageSize;
  if (list.paged === false) view.paged = false;
  if (list.export && passes(list.export, ctx)) {
    const { call, mcfCheck, ...rest } = ungated(list.export);
    view.export = { ...rest, call: callRef(call, ctx.productCode), ...(mcfCheck ? { mcfCheck: callRef(mcfCheck, ctx.productCode) } : {}) };
  }
  if (list.import && passes(list.import, ctx)) {
    const { call, ...rest } = ungated(list.import);
    view.import = { ...rest, call: callRef(call, ctx.productCode) };
    if (rest.template) view.import.templateCall = callRef(templateDown, ctx.productCode);
  }
  return view;
}

/** Dictionary type ids the view needs: select filters without options and dict-coded columns. */
export function dictIdsOf(view: Pick<ListView, 'filters' | 'columns'>): number[] {
  const ids = new Set<number>();
  for (const f of view.filters) if (f.dict !== undefined && !f.options) ids.add(f.dict);
  for (const c of view.columns) if (c.format === 'dict' && c.dict !== undefined) ids.add(c.dict);
  return [...ids];
}
