// List declarations (spec 01 §2 "Generic list screen pattern"): a list screen, or a list inside a
// dialog tab, is one of these, drawn by the engine. The server filters every part by its gate
// before anything reaches the browser (lib/list/view.ts). Erasable TypeScript.
import type { Gate } from '../access/gate.ts';
import type { CallDef } from '../calls/define.ts';
import type { FilterDef } from '../filters/types.ts';
import type { FormDef } from '../forms/types.ts';

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
  | 'enum' // a status enumeration of lib/dict/enums (enumId)
  | 'dict' // a dictionary code (dict type id)
  | 'masked' // already masked upstream; shown as is, never unmasked
  | 'fileSize' // bytes → KB/MB
  | 'files' // a list of files ({fileId, fileName, wanFullUri}) by name; text as it comes otherwise (02 §3 fileModels)
  | 'signedMoney' // fen → yuan with + or −, by the row's ioTag (account items)
  | 'figure' // a report figure: thousands separators (1,234,567)
  | 'figureMoney'; // a report amount: fen → yuan, 2 decimals, thousands separators (1,234,567.89)

/**
 * A masked value's reveal (spec 02 §6 RealInfo; 03 §6 the plain admin login id): one call per click,
 * the field clicked sent as `_reveal` and the answer cut to it (lib/gate/reveal.ts), audited by name.
 * `variant`: the other reading of the right the spec gives (UserSearchRealInfo); either one opens it.
 */
export interface RevealDef {
  call: CallDef;
  /** The body field the record's (the row's) id goes under. */
  idKey: string;
  right: string;
  variant?: string;
}

/**
 * A field or column whose plaintext the host's reveal call answers under `field` (rawMobile …); the
 * gate narrows who may. `with`: a field of the record sent along (the card's bankcardId for rawCardNo).
 */
export type RevealField = Gate & { field: string };

export interface ColumnDef extends Gate {
  /** Row field. */
  key: string;
  title: string;
  format?: CellFormat;
  enumId?: string;
  dict?: number;
  /** The detail dialog an id cell opens (an entity of lib/dialogs), with the cell's value as its id. */
  link?: string;
  /** Row fields the dialog's loads take beside the id (an order's orderType: spec 02 §7 order detail {orderId, orderType}). */
  linkWith?: readonly string[];
  /** The right that opens the link here when it is not the dialog's own (the bill page's BillPageMemberId). */
  linkRight?: string;
  /** A name shown beside the value, from this row field (an employee's name by their number: 王芳（10002）). */
  nameKey?: string;
  /** Width in px. */
  width?: number;
  /** Not in the default column set (the operator may add it in the column settings). */
  optional?: boolean;
  /** The plaintext the list's `reveal` call answers for this cell (a 查看 button beside the value). */
  reveal?: RevealField;
}

/**
 * A filter taken from the shared catalogue (lib/filters/catalogue.ts), by name, with overrides; or,
 * for a filter only one screen has, a whole definition (with its `type`).
 */
export type FilterUse = string | (Gate & { name: string } & Partial<Omit<FilterDef, 'name' | 'type'>>) | (Gate & FilterDef);

interface ActionBase extends Gate {
  id: string;
  label: string;
  /** Shown only for rows whose `field` is one of `values`. */
  when?: { field: string; values: readonly (string | number)[] };
  /**
   * For an ORG operator: shown only for rows whose `ownOrg` field is the operator's own organisation
   * (what the upstream lets it change; a platform-created row is refused with 批次不存在).
   */
  ownOrg?: string;
  /** Shown always, but for rows whose `field` is not one of `values` a click only warns `message`. */
  warnUnless?: { field: string; values: readonly (string | number)[]; message: string };
}

/**
 * A row action (or, without idKey, a toolbar action):
 * - call: an upstream call after an optional confirm, the row's `idKey` sent as the body field of
 *   that name (or substituted for `{id}` in the path);
 * - download: a file, named after the row's `nameKey` (default fileName);
 * - dialog: opens a detail dialog of lib/dialogs with the row's `idKey` as its id;
 * - form: opens a form of lib/forms, for the row (idKey) or, in the toolbar, empty;
 * - bindTags (toolbar): the tag picker, then the call with the current filters (no paging) and the
 *   chosen tags under `field` (spec 02 标记筛选商户: tags every merchant the filters match);
 * - widget: a client widget of components/dialogs/registry.tsx in a modal, given the row's `idKey`
 *   value; a row without one gets the `missing` warning and no call (the element check's re-verify).
 * - open: an upstream call whose answer names a file (`field`, a wanFullUri), opened in a new tab;
 * - show: an upstream call whose answer `field` is shown in a notice titled `title` (an address).
 * - goto: opens another screen, the row's id carried in session storage (that list's `sessionKey`).
 * A call in the toolbar of a dialog's list carries the dialog's id (the list's scope).
 */
/**
 * What an action holds of the dialog it opens: the DialogDef itself (lib/dialogs/types.ts), seen
 * through the one field the list needs, since that file imports this one and the reverse import
 * would close a circle.
 */
export interface DialogRef {
  readonly entity: string;
}

export type ActionDef = ActionBase &
  (
    | {
        kind: 'call';
        call: CallDef;
        idKey: string;
        confirm?: string;
        /**
         * Row fields the confirmation restates under its question, with the list's column titles and
         * formats (those the list shows): an approval says what is approved, and for how much.
         */
        summary?: readonly string[];
        /** Success notice (default 操作成功). */
        success?: string;
        /** Fixed body fields sent with the id (a status an enable or disable action sets). */
        body?: Readonly<Record<string, string | number>>;
      }
    | { kind: 'download'; call: CallDef; idKey: string; nameKey?: string }
    /** The dialog itself, not its entity name (the browser gets the name: lib/list/view.ts). */
    | { kind: 'dialog'; dialog: DialogRef; idKey: string }
    /** The form itself, not its id: the form registry is derived by walking the actions (lib/registry.ts). */
    | { kind: 'form'; form: FormDef; idKey?: string }
    /** Opens another screen with the row's `idKey` left in session storage under `storageKey` (spec 01 §2). */
    | { kind: 'goto'; screen: string; idKey: string; storageKey: string }
    | { kind: 'open'; call: CallDef; idKey: string; field: string }
    /** `idFrom`: where in the row the id is read (first non-empty path), when not at `idKey` itself. */
    | { kind: 'show'; call: CallDef; idKey: string; field: string; title: string; idFrom?: readonly string[] }
    /** Toolbar only: the tag picker over `custGroups`, then the call with the current search and the chosen tags under `field`. */
    | { kind: 'bindTags'; call: CallDef; custGroups: readonly string[]; field: string }
    | { kind: 'widget'; widget: string; idKey: string; missing?: string; title?: string; calls: readonly CallDef[] }
  );

export interface ExportDef extends Gate {
  /** The export call (the /admin/export/ family). */
  call: CallDef;
  /** Base of the file name (`<name>_<yyyyMMddHHmmss>.xls`). */
  name: string;
  /** file: the answer is the file; task: a background task (offer the report log); text: a .txt list. */
  kind: 'file' | 'task' | 'text';
  /** The file's extension when it is not the platform's .xls (a streamed .xlsx). */
  ext?: 'xlsx' | 'csv';
  /** Under product mcf, this check call goes first (psam-activity and psam-with-indicator exports, spec 01 §7). */
  mcfCheck?: CallDef;
  /**
   * Fields the export sends beside the search form (the standard export's reportCode, spec 01 §7).
   * The gate holds them: a body may only name the values of a screen the operator may open.
   */
  body?: Readonly<Record<string, string>>;
}

export interface ImportDef extends Gate {
  call: CallDef;
  label?: string;
  /** The import's template, a 基础模板 code: 下载模板 beside the button fetches it (lib/calls/files.ts templateDown). */
  template?: string;
  /**
   * A money import (批量调账): the file's lines are read in the browser and restated (file, count,
   * totals) before anything is sent (issue #53); the columns, from 0, of the direction and the
   * amount in yuan.
   */
  preview?: ImportPreview;
}

export interface ImportPreview {
  direction: number;
  amount: number;
}

export interface ListDef {
  /** The page query. */
  call: CallDef;
  /** Row field that identifies a row. */
  rowKey: string;
  filters: readonly FilterUse[];
  columns: readonly ColumnDef[];
  actions?: readonly ActionDef[];
  /** Toolbar actions beside Query and Reset (新增 …). */
  tools?: readonly ActionDef[];
  export?: ExportDef;
  import?: ImportDef;
  /**
   * Body fields every query and export of this list carries: screens that share one page call and
   * differ in data only (a terminal stock page: the terminals in storage).
   */
  fixed?: Readonly<Record<string, string>>;
  /** Status quick filters above the table: one body field, an option per value ('' = all). */
  quick?: { field: string; options: readonly { value: string; label: string }[] };
  /** A filter another screen may leave in session storage (a goto action): taken once on opening, then removed. */
  sessionKey?: string;
  /** The list's default page size when the spec gives one (import configs 99); offered beside 20/50/100/200. */
  pageSize?: number;
  /**
   * false: the call takes no paging and answers the whole list (its contract entry names no pageNum:
   * a member's bank cards, a bill's fee lines). No pageNum or pageSize is sent, no pager is drawn.
   */
  paged?: false;
  /**
   * The rows are an array field of an object answer (`opts` of a rate call, `configList`), not a
   * page: the gate hands the list that array as its page (lib/list/project.ts). Use with `paged: false`.
   */
  rowsAt?: string;
  /** The reveal call of its columns' `reveal` (the row's `idKey` sent). */
  reveal?: RevealDef;
}
