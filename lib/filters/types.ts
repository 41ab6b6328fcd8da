// Types of the shared filter catalogue (spec 01 §2 "Shared filter bar", §5 "Filters and dates").
// Plain data: the server page sends resolved definitions to the browser as props.
import type { FilterOption } from '../dict/enums/types.ts';

export type FilterType =
  | 'text' // pattern stripping, trimming, max length
  | 'digits' // non-numeric characters stripped
  | 'card' // digits and '*'
  | 'multiId' // comma-separated ids, max 9999
  | 'sql' // textarea of 2 to 5 rows, max 9999
  | 'date' // yyyy-MM-dd
  | 'datetime' // yyyy-MM-dd HH:mm:ss
  | 'time' // HH:mm:ss
  | 'dateRange' // two fields (keys), defaults 00:00:00 / 23:59:59, the max-days rule
  | 'numRange' // two fields (keys), from/to
  | 'select' // one code from a dictionary, an enumeration or fixed options
  | 'multiSelect' // several codes, comma-joined
  | 'cascader' // area, city, entry stage, goods category, agent merchant number
  | 'routeOption' // 00000 or five 0/1 flags
  | 'org' // organisation search (emits topOrgCode, curOrgCode or orgCode by mode)
  | 'member' // member search (emits the mode's field)
  | 'provider' // provider search popover (emits providerCode)
  | 'tags' // the tag picker over `custGroups` (emits comma-joined codes or ids, spec 01 §2 item 7)
  | 'record'; // a record's search picker (`picker`: an activity group by name or number), emits its code

/** Characters a text-like filter keeps; anything else is stripped as the operator types. */
export type FilterPattern = 'digits' | 'card' | 'multiId' | 'alnum' | 'code' | 'hex' | 'amount' | 'chinese' | 'idc';

export interface FilterDef {
  /** Product-code switch that applies wherever the filter is used (spec 01 §6). */
  products?: import('../access/gate.ts').ProductRule;
  /** Catalogue key; the body field for single-value filters. */
  name: string;
  /** Single-value filters: the body field when it differs from the catalogue key (memberStatus → status). */
  field?: string;
  /** Chinese label. */
  label: string;
  type: FilterType;
  placeholder?: string;
  maxLength?: number;
  pattern?: FilterPattern;
  /** Options of select filters: a dictionary type id, an enumeration id or fixed options. */
  dict?: number;
  /** Dictionary entries the pick-list leaves out (spec 03 §4: the order type without 290221 and 290241). */
  dictOmit?: readonly string[];
  enumId?: string;
  options?: readonly FilterOption[];
  /** Select filters whose options a look-up call gives (the product list, spec 02 §7: page size 50). */
  lookup?: {
    path: string;
    value: string;
    label: string;
    body: Readonly<Record<string, string | number>>;
    /** Cascaders: the field holding a node's children (the same value and label at every level). */
    children?: string;
    /** Cascaders: the level a choice sits at (a third-level goods category); absent, any leaf. */
    depth?: number;
  };
  /** Range filters: the start and end body fields. */
  keys?: readonly [string, string];
  /** dateRange: the longest manual range in days (default 90; -1 none). */
  maxDays?: number;
  /** dateRange: the window a cleared range returns to ('none' leaves it empty). */
  defaultWindow?: 'today' | 'none' | { days: number };
  /** dateRange: a fixed range that clearing returns to instead of the default window. */
  fixed?: readonly [string, string];
  /** dateRange: false when the range cannot be cleared (the POS order list). */
  clearable?: boolean;
  /** dateRange: no window is sent when this filter holds a value (a bill id finds its bill whatever its date). */
  droppedWhen?: string;
  /** dateRange shortcuts: standard (today, 7, 30, 90 days) or lookback (last 30, 90 days, half a year). */
  shortcuts?: 'standard' | 'lookback';
  /** Picker filters: which mode of the widget (decides placeholder and emitted field). */
  mode?: string;
  /** Tag filters: the tag groups offered (ORDER_BASIC_GROUP …). */
  custGroups?: readonly string[];
  /** Tag filters: the body field of the picker's 条件 (OR/AND), sent as 'AND' or left empty for OR. */
  conditionKey?: string;
  /**
   * Record filters: the search picker the form fields use (lib/forms/pickers.ts, issue #53): its page
   * call (admitted with the list, lib/gate/policy.ts), the code sent, the name shown, how text searches.
   */
  picker?: {
    call: { path: string; method: 'GET' | 'POST' | 'PUT' | 'DELETE'; kind: string };
    value: string;
    label: string;
    search: PickerSearch;
  };
  /** The list's call refuses without it: the list asks nothing until it holds a value. */
  required?: boolean;
  /**
   * Names a record by its number (a member id, a mobile, an order or bill id, a TUSN, an organisation
   * code): a query holding it leaves out the date windows still at their default (rules.ts liftedWindows).
   */
  exact?: boolean;
  /** Cascader filters: which tree. */
  cascader?: 'area' | 'city' | 'stage' | 'goodsCategory' | 'agentMerchant';
}

/** The filter bar's values: body fields as strings (ranges write both keys). */
export type FilterValues = Record<string, string>;

/**
 * What a search picker sends and shows: the typed text goes in `name`; text of digits only goes
 * in `code` too (a second request, its rows first). The pop-up shows `columns` (value and label among them).
 */
export interface PickerSearch {
  name: string;
  code?: string;
  /**
   * Further fields the text is searched in, each when the text has that field's shape (`when`, a
   * regular expression's source: the view goes to the browser as JSON): an account by its owner's
   * member id or name. One request each, merged after the code's.
   */
  also?: readonly { field: string; when: string }[];
  columns: readonly { key: string; header: string }[];
}
