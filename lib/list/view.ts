// The server half of the list engine: a screen's declaration filtered for one operator before any
// of it reaches the browser. Whatever the operator may not see is absent from the view, so it is
// absent from the HTML and the RSC payload too, not merely hidden.
import { filterDef, filterLabel } from '@/lib/filters/catalogue';
import type { FilterDef } from '@/lib/filters/types';
import { hasRight, screenRight } from '@/lib/screens';
import type { ActionDef, ColumnDef, ExportDef, FilterUse, Gate, IdLink, ImportDef, ProductRule, RoleType, ScreenDef } from '@/lib/screens';

export interface ViewContext {
  rights: ReadonlySet<string>;
  biz: boolean;
  roleType: RoleType;
  productCode: string;
}

/** The right that opens each kind of id cell (spec 01 §6). */
export const ID_LINK_RIGHTS: Readonly<Record<IdLink, string>> = {
  member: 'BaseAuthMemberId',
  org: 'BaseAuthOrgId',
  acct: 'BaseAuthAcctDetail',
  psam: 'BaseAuthPsamCode',
  order: 'BaseAuthOrderId',
};

export type ColumnView = Omit<ColumnDef, keyof Gate> & { linkAllowed?: boolean };
export type ActionView = Omit<ActionDef, keyof Gate>;
export type ExportView = Omit<ExportDef, keyof Gate>;
export type ImportView = Omit<ImportDef, keyof Gate>;

export interface ListView {
  /** The route as opened (BIZ_ kept): sent as X-Console-Screen. */
  route: string;
  /** Registry name (no BIZ_): the key of the column settings. */
  name: string;
  title: string;
  /** The page query with {p} resolved. */
  call: string;
  rowKey: string;
  filters: FilterDef[];
  columns: ColumnView[];
  actions: ActionView[];
  export?: ExportView;
  import?: ImportView;
  roleType: RoleType;
  productCode: string;
}

export function productAllows(rule: ProductRule | undefined, productCode: string): boolean {
  const code = productCode.toLowerCase();
  switch (rule) {
    case undefined:
      return true;
    case 'notAll':
      return code !== 'all';
    case 'onlyAll':
      return code === 'all';
    case 'mcf':
      return code === 'mcf';
    case 'mcfByhb':
      return code === 'mcf' || code === 'byhb';
    case 'notDfLys':
      return code !== 'df' && code !== 'lys';
  }
}

export function passes(gate: Gate, ctx: ViewContext): boolean {
  if (gate.right && !hasRight(ctx.rights, gate.right, ctx.biz)) return false;
  if (gate.roles && !gate.roles.includes(ctx.roleType)) return false;
  return productAllows(gate.products, ctx.productCode);
}

/** Strips the gate fields: the browser gets what to draw, not why. */
function ungated<T extends Gate>(part: T): Omit<T, keyof Gate> {
  const { right: _r, roles: _o, products: _p, ...rest } = part;
  return rest;
}

function resolveFilter(use: FilterUse, ctx: ViewContext): FilterDef | null {
  const { name, ...overrides } = typeof use === 'string' ? { name: use } : use;
  const base = filterDef(name);
  if (!base) throw new Error(`unknown filter in a screen declaration: ${name}`);
  if (!passes(overrides, ctx) || !productAllows(base.products, ctx.productCode)) return null;
  const { right: _r, roles: _o, products: _p, ...fields } = overrides as Gate & Partial<FilterDef>;
  const { products: _bp, ...rest } = base;
  const resolved = { ...rest, ...fields };
  // Labels that depend on the product are settled here, so the browser needs no catalogue.
  return { ...resolved, label: filterLabel(resolved, ctx.productCode) };
}

export function listView(def: ScreenDef, ctx: ViewContext): ListView {
  const list = def.list;
  if (!list) throw new Error(`${def.name} is not a list screen`);
  const columns = list.columns
    .filter((c) => passes(c, ctx))
    .map((c): ColumnView => {
      const view: ColumnView = ungated(c);
      if (c.link) view.linkAllowed = hasRight(ctx.rights, ID_LINK_RIGHTS[c.link], ctx.biz);
      return view;
    });
  const view: ListView = {
    route: screenRight(def, ctx.biz),
    name: def.name,
    title: def.title,
    call: list.call.replace('{p}', encodeURIComponent(ctx.productCode.toLowerCase())),
    rowKey: list.rowKey,
    filters: list.filters.map((f) => resolveFilter(f, ctx)).filter((f): f is FilterDef => f !== null),
    columns,
    actions: (list.actions ?? []).filter((a) => passes(a, ctx)).map(ungated),
    roleType: ctx.roleType,
    productCode: ctx.productCode,
  };
  if (list.export && passes(list.export, ctx)) view.export = ungated(list.export);
  if (list.import && passes(list.import, ctx)) view.import = ungated(list.import);
  return view;
}

/** Dictionary type ids the view needs: select filters without options and dict-coded columns. */
export function dictIdsOf(view: ListView): number[] {
  const ids = new Set<number>();
  for (const f of view.filters) if (f.dict !== undefined && !f.options) ids.add(f.dict);
  for (const c of view.columns) if (c.format === 'dict' && c.dict !== undefined) ids.add(c.dict);
  return [...ids];
}
