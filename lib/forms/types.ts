// Form declarations: a create or edit form (or a prompt such as a refund reason) is one of these.
// Its fields give the zod schema (lib/forms/schema.ts) that the form, the hook and the gate's body
// check share. Erasable TypeScript.
import type { Gate } from '../access/gate.ts';
import type { CallDef } from '../calls/define.ts';
import type { PickerSearch } from '../filters/types.ts';
import type { FilterOption } from '../dict/enums/types.ts';

export type FormFieldType =
  | 'text'
  | 'textarea'
  | 'password'
  | 'number' // dataType-driven step (spec 01 §5): `step`
  | 'money' // typed in yuan (2 decimals), sent in fen
  | 'select'
  | 'multiSelect' // several values, comma-joined: a drop-down of checkboxes (options, enumeration, dictionary or lookup)
  | 'cascader' // a tree chosen level by level (a lookup with `children`); `lookup.depth` fixes the level a choice sits at
  | 'date'
  | 'datetime'
  | 'switch' // 0 / 1
  | 'org' // an organisation chosen with the organisation search (spec 01 §2 widget 1): its name shown, its code sent
  | 'activityGroup' // an activity group chosen with the search picker (lib/forms/pickers.ts): its name shown, its id sent
  | 'account' // an account chosen with the search picker (lib/forms/pickers.ts): its name shown, its number sent
  | 'image'; // the image upload tile; the value is a fileId

export type { PickerSearch };

/** Named patterns with the spec's messages (lib/forms/schema.ts). */
export type FieldPattern =
  | 'mobile'
  | 'idc'
  | 'alnum'
  | 'code'
  | 'digits'
  | 'email'
  | 'card'
  | 'password'
  | 'loginId'
  | 'ipv4'
  | 'postcode'
  | 'chinese';

export interface FormField extends Gate {
  key: string;
  label: string;
  type: FormFieldType;
  required?: boolean;
  /** The message for a missing value when the spec gives one (必传); default 请输入/请选择<label>. */
  requiredMessage?: string;
  maxLength?: number;
  minLength?: number;
  pattern?: FieldPattern;
  options?: readonly FilterOption[];
  dict?: number;
  /** Dictionary entries the pick-list leaves out (spec 03 §4 line 104, the order types). */
  dictOmit?: readonly string[];
  enumId?: string;
  min?: number;
  max?: number;
  step?: number;
  /** true: never editable; 'edit': fixed once created. */
  readOnly?: true | 'edit';
  placeholder?: string;
  /**
   * Image fields: the upload tile's file group and tag (spec 01 §3); `maxBytes` refuses larger files
   * (the 2MB logo rule); `accept` what the tile takes (default images; 'video' an mp4).
   */
  upload?: { custFileGroup: string; fileType: string; custFileTag: string; maxBytes?: number; accept?: 'image' | 'avatar' | 'video' };
  /**
   * Select fields whose options come from a call (a brand list, a category tree): the rows'
   * `value` and `label` fields; `body` is sent with page 1; `children` flattens a tree to its
   * leaves, labelled by their path.
   */
  lookup?: {
    call: CallDef;
    value: string;
    label: string;
    body?: Readonly<Record<string, string | number>>;
    children?: string;
    /** A tree whose parent rows name themselves in another field (a tag group's custGroupName). */
    parentLabel?: string;
    /** Select options read `名称（编号）`, so records of the same name stay apart. */
    withValue?: true;
    /** Cascader fields: only a node of this level may be chosen (a third-level category: 3); default any leaf. */
    depth?: number;
    /** Search-picker fields (activityGroup, account): how the typed text searches (lib/forms/pickers.ts). */
    search?: PickerSearch;
  };
  /** Columns of the form grid this field spans (of 2). */
  span?: 1 | 2;
  /**
   * Ids typed one per line or with commas go out comma-separated (spec 01 §5 line 147: "Multi-id
   * inputs expect comma-separated ids"): a field the spec names as such (strPsamCodes).
   */
  commaList?: true;
}

/** Cross-field rules. */
export type FormRule =
  | { kind: 'after'; field: string; than: string; message: string }
  | { kind: 'same'; field: string; as: string; message: string }
  /** The value is a number with the decimals its option dataType allows (spec 01 §5 number editors). */
  | { kind: 'dataType'; field: string; by: string; label: string };

export interface FormDef extends Gate {
  /** Form id, referenced by actions (`form: 'goods'`). */
  id: string;
  title: string;
  /** Title in edit mode (default: title). */
  editTitle?: string;
  width?: string;
  submit: CallDef;
  /** Edit mode: loads the record by {[idKey]: id}. */
  load?: CallDef;
  /** The record's id field: in the load body, and sent with the submit body in edit mode. */
  idKey?: string;
  fields: readonly FormField[];
  rules?: readonly FormRule[];
  /** Success notice (spec: 保存成功, 操作成功 …). */
  success?: string;
  /** Body fields of constant value the form always sends (a reject form's auditStatus 40); checked as such. */
  fixed?: Readonly<Record<string, string | number>>;
  /**
   * These fields travel as `opts: [{fieldName, fieldValue}]`, the ones typed only (spec 03 §7 terminal
   * rate submit {activityGroupId, opts, strPsamCodes}); none typed: 请选择参数 (spec 03 §5).
   */
  opts?: readonly string[];
  /** Confirm before submitting; `{field}` is replaced with the typed value (money operations). */
  confirm?: string;
  /**
   * A bespoke form: drawn by the component of this name (components/dialogs/registry.tsx
   * BESPOKE_FORMS) instead of the field grid. Its calls' own `body` checks apply at the gate (not
   * the fields'), so several bespoke forms may submit one call.
   */
  component?: string;
  /** The other calls a bespoke form makes (look-ups, partial updates), reachable where the form opens. */
  calls?: readonly CallDef[];
  /** Named gates the server settles into booleans for a bespoke form (a right that changes what it shows). */
  flags?: Readonly<Record<string, Gate>>;
  /** Fixed properties handed to a bespoke form (its variant). */
  props?: Readonly<Record<string, string | number | boolean>>;
  /** What the answer says (a batch: its number and counts), and the record it created to open. */
  result?: FormResult;
}

/**
 * A form whose answer is a record: `notice` replaces the success notice, `{field}` filled from the
 * answer; `dialog` opens that entity's dialog with the answer's `idKey` (a batch's per-row results).
 */
export interface FormResult {
  notice?: string;
  dialog?: string;
  idKey?: string;
}
