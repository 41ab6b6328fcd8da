/**
 * Types of the screen registry. Erasable TypeScript only: this folder is also loaded by
 * `node upstream/server.ts` through Node's native type stripping.
 */

/** Sidebar area ids, one registry file per area. */
export type AreaId =
  | 'accounts'
  | 'members'
  | 'orgs'
  | 'app-ops'
  | 'system'
  | 'products'
  | 'audit'
  | 'bills'
  | 'risk'
  | 'agent'
  | 'reports'
  | 'finance-terminal'
  | 'terminals'
  | 'msy'
  | 'standard'
  | 'goods'
  | 'other';

export interface AreaDef {
  id: AreaId;
  /** Chinese area title shown in the sidebar. */
  title: string;
}

export interface ScreenDef {
  /** Route name, equal to the path without the leading slash and without a BIZ_ prefix. */
  name: string;
  /** Chinese title (sidebar, tabs bar, page heading). */
  title: string;
  area: AreaId;
  /** True when the spec names the page without giving its path: the name is ours. */
  inferred?: boolean;
  /** Set for list screens: drawn by the engine (components/list). */
  list?: ListDef;
}

// ---------------------------------------------------------------------------------------------
// List screens (spec 01 §2 "Generic list screen pattern"): a screen whose `list` is set is drawn by
// the engine in components/list. The server page filters every part below by its gate before the
// declaration reaches the browser (lib/list/view.ts).

export type RoleType = 'PRODUCT' | 'ORG';

/**
 * Product-code switches of spec 01 §6:
 * - notAll: shown only when the product code is not 'all' (the product code column);
 * - onlyAll: only under 'all' (the product filter);
 * - mcf: only for mcf (the channel code column);
 * - mcfByhb: only for mcf and byhb (the payment-channel filter);
 * - notDfLys: hidden for df and lys (organisation columns).
 */
export type ProductRule = 'notAll' | 'onlyAll' | 'mcf' | 'mcfByhb' | 'notDfLys';

/** Who may see a part of a declaration. Every condition given must hold. */
export interface Gate {
  /** A right id, checked BIZ_-prefixed on a BIZ_ route. */
  right?: string;
  roles?: readonly RoleType[];
  products?: ProductRule;
}

/** Cell formatters (lib/format/cells.ts). */
export type CellFormat =
  | 'text'
  | 'money' // fen → yuan, 2 decimals
  | 'balance' // fen → yuan, 4 decimals cut to 2
  | 'fee' // fen → yuan, truncated to 2 decimals
  | 'rate' // channel rate as a percent, 2 decimals
  | 'memberId' // uppercase hexadecimal
  | 'datetime'
  | 'date'
  | 'enum' // a status enumeration of lib/dict/enums.ts (enumId)
  | 'dict' // a dictionary code (dict type id)
  | 'masked' // already masked upstream; shown as is, never unmasked
  | 'fileSize'; // bytes → KB/MB

/** Id cells that open a detail dialog or hover card, each behind its BaseAuth* right. */
export type IdLink = 'member' | 'org' | 'acct' | 'psam' | 'order';

export interface ColumnDef extends Gate {
  /** Row field. */
  key: string;
  title: string;
  format?: CellFormat;
  enumId?: string;
  dict?: number;
  link?: IdLink;
  /** Width in px. */
  width?: number;
  /** Not in the default column set (the operator may add it in the column settings). */
  optional?: boolean;
}

/** A filter taken from the shared catalogue (lib/filters/catalogue.ts), by name, with overrides. */
export type FilterUse = string | (Gate & { name: string } & Partial<Omit<import('../filters/types.ts').FilterDef, 'name' | 'type'>>);

/** A row action: a call (after a confirm) or a file download, optionally only for some rows. */
export interface ActionDef extends Gate {
  id: string;
  label: string;
  kind: 'call' | 'download';
  /** Upstream path; `{id}` is replaced with the row's `idKey` value. */
  call: string;
  method?: 'GET' | 'POST' | 'DELETE';
  /** Row field sent as the body field of the same name (or substituted for {id}). */
  idKey: string;
  /** Confirm text before a call. */
  confirm?: string;
  /** Shown only for rows whose `field` is one of `values`. */
  when?: { field: string; values: readonly (string | number)[] };
}

export interface ExportDef extends Gate {
  /** Upstream export path (the /admin/export/ family). */
  call: string;
  /** Base of the file name (`<name>_<yyyyMMddHHmmss>.xls`). */
  name: string;
  /** file: the answer is the file; task: a background task (offer the report log); text: a .txt list. */
  kind: 'file' | 'task' | 'text';
  /** Under product mcf, this check call goes first (psam exports). */
  mcfCheck?: string;
}

export interface ImportDef extends Gate {
  call: string;
  label?: string;
}

export interface ListDef {
  /** The page query; `{p}` is the product code. */
  call: string;
  /** Row field that identifies a row. */
  rowKey: string;
  filters: readonly FilterUse[];
  columns: readonly ColumnDef[];
  actions?: readonly ActionDef[];
  export?: ExportDef;
  import?: ImportDef;
}
