// Detail-dialog declarations (spec 02 §2 member dialog, spec 03 §2 dialogs): an entity's dialog is
// one of these, drawn by the engine in components/dialogs. Each tab and field carries a gate applied
// on the server (lib/dialogs/view.ts), so what the operator may not see never leaves it.
// Erasable TypeScript.
import type { Gate } from '../access/gate.ts';
import type { CallDef } from '../calls/define.ts';
import type { ActionDef, CellFormat, ColumnDef, ListDef, RevealDef, RevealField } from '../list/types.ts';

export interface EmptyUnless {
  field: string;
  text: string;
  keepTables?: boolean;
}

export interface FieldDef extends Gate {
  /** Field of the loaded object (dotted for nested objects: `mchtInf.mchtName`). */
  key: string;
  label: string;
  format?: CellFormat;
  enumId?: string;
  dict?: number;
  /** An id that opens another dialog (a member inside a member, a terminal). */
  link?: string;
  linkRight?: string;
  /** Shown as an image (the value is a URL or a fileId). */
  image?: boolean;
  /** The dialog's reveal call returns the plaintext under this answer field (lib/list/types.ts RevealField). */
  reveal?: RevealField;
  /** The dialog's edit call changes this body field, after a prompt (spec 02 §5); the gate narrows who may. */
  edit?: Gate & { field: string; check?: 'mobile' | 'idc' };
  /** Columns of the grid this field spans (of 3). */
  span?: 1 | 2 | 3;
  /** The value is a file's URL (a /api path once proxied): shown as a download link (the live-body video). */
  download?: boolean;
  /** The value opens this screen with it carried in session storage as that filter (a creator member id → /UserSearch). */
  jump?: { screen: string; filter: string };
}

/** A table of records inside a tab's answer (authentication histories, certificate lists). */
export interface TableDef extends Gate {
  title: string;
  /** Its own load call ({[idKey]: id, ...extra}); the tab's load by default (one request for both). */
  load?: CallDef;
  extra?: Readonly<Record<string, string | number>>;
  /** Where the array sits in the answer. */
  path: string;
  rowKey: string;
  columns: readonly ColumnDef[];
  /** Row actions (a call, a widget such as the element check …), each behind its own gate. */
  actions?: readonly ActionDef[];
}

interface TabBase extends Gate {
  /** Tab id (spec 02 numbers the member tabs: '1', '2', '99' …); kept in the URL. */
  id: string;
  title: string;
}

export type TabDef = TabBase &
  (
    | {
        /** A grid of labelled fields from one load call ({[idKey]: id, ...extra}). */
        kind: 'fields';
        load: CallDef;
        idKey: string;
        extra?: Readonly<Record<string, string | number>>;
        /** Where the object sits in the answer (`detail` for {detail: {...}}); the answer itself by default. */
        path?: string;
        /** The load is a search: the record is the row whose idKey equals the id opened (lib/dialogs/value-at.ts recordAt). */
        match?: true;
        fields: readonly FieldDef[];
        /**
         * Text instead of the grid when the answer lacks this field (spec 02 tabs 11-14); `keepTables`:
         * the tab's record tables still show below it (tab 10's authentication records, spec 02 §2).
         */
        emptyUnless?: EmptyUnless;
        /** Tables of records below the grid: stacked, or as sub-tabs (spec 02 tab 10's record types). */
        tables?: readonly TableDef[];
        tablesAs?: 'stack' | 'tabs';
        /** Calls the fields make besides the load (images and files they show). */
        calls?: readonly CallDef[];
      }
    | {
        /** A list drawn by the list engine, its query scoped by the entity's id under `idKey`. */
        kind: 'list';
        list: ListDef;
        idKey: string;
        /**
         * The value sent under `idKey` is this field of the record the dialog's first fields tab
         * loads, not the dialog's id (the terminal dialog's rate-by-member tab sends its memberId).
         */
        idFrom?: string;
        /** Fixed body fields every query of the tab carries besides the id. */
        extra?: Readonly<Record<string, string | number>>;
      }
    | {
        /** A component of components/dialogs found by this name; `calls` are those it makes. */
        kind: 'bespoke';
        component: string;
        calls: readonly CallDef[];
        /** Named gates the server settles into booleans for the component (a right that changes what it shows). */
        flags?: Readonly<Record<string, Gate>>;
        /** Dialogs the component opens itself (a picker): reachable wherever this tab is. */
        opens?: readonly string[];
      }
  );

export interface DialogDef {
  /** The entity, also the `link` of id cells that open it. */
  entity: string;
  /** Title; the id follows it (`会员详情 5A3C060890`). `{org}`, `{activityGroup}` take the product's words. */
  title: string;
  /** A field of the record the first fields tab loads, shown in the title before the id (the account name). */
  titleKey?: string;
  width?: string;
  /** Slides in from the right edge, full height (the bill page's fee drawers). */
  drawer?: boolean;
  /**
   * The right that opens it from an id cell, unless the column names another (linkRight). Absent
   * where the spec names none: then the screen or dialog it is opened from governs.
   */
  right?: string;
  tabs: readonly TabDef[];
  defaultTab?: string;
  /** Reveal of masked fields (lib/list/types.ts RevealDef): the field clicked travels as `_reveal`, never in its body. */
  reveal?: RevealDef;
  /** Edit prompts (spec 02 §5). */
  edit?: { call: CallDef; idKey: string; right?: string };
  /**
   * Actions in the dialog's footer (retry, refund, freeze …), on the record its first fields tab
   * loads (with the dialog's id under `idKey` when the record lacks it); `when` reads that record.
   */
  actions?: readonly ActionDef[];
  /** The record's field holding the dialog's id, for actions on it. */
  idKey?: string;
  /**
   * A field of the record the first fields tab loads, shown after the title instead of the id
   * (the terminal dialog is opened by psamCode and titled by TUSN); the id while it loads.
   */
  titleField?: string;
  /**
   * Extension tabs the record names (spec 02 extendPages): the record `tab` loads carries under `key`
   * a list of {title, url, remark}; every entry shows as the first of `tabs` (a bespoke tab that
   * loads it through /views/ext), titled by the entry, `delayMs` after the record arrives.
   */
  extensions?: { tab: string; key: string; delayMs: number; tabs: readonly TabDef[] };
}
