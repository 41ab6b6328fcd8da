// Where the spec allows two readings of an answer, each is named here with the spec's words. The
// console reads either (lib/answer/read.ts turns the second into the first at the one place an
// answer comes back, so no screen reads two names); the reference upstream answers the first, or
// the second at every such point under `UPSTREAM_READINGS=second` (upstream/readings.ts). A
// deployer's overrides may choose one (docs/upstream-contract.md lists them).
// Erasable TypeScript: plain Node loads it.
import { selfInfoFlat, selfInfoNested } from './shapes.ts';

/** The rows of a list answer: bare (`data: [rows]`) or paged (`data: {data: [rows], total}`). */
export interface RowsReading {
  readonly kind: 'rows';
  readonly id: string;
  /** The spec's words, with file and line. */
  readonly spec: string;
}

/** A field of an answer's rows (or of its object) under either of two names. */
export interface FieldReading {
  readonly kind: 'field';
  readonly id: string;
  readonly spec: string;
  /** The contract keys whose answers carry the field. */
  readonly calls: readonly string[];
  /** The name the console reads (the spec's where it gives one) → the other name the upstream may use. */
  readonly names: Readonly<Record<string, string>>;
}

/**
 * A field of an object answer holding named values: a list of `{name, value}` items (the console's
 * reading) or a name → value map (the other).
 */
export interface EntriesReading {
  readonly kind: 'entries';
  readonly id: string;
  readonly spec: string;
  readonly calls: readonly string[];
  /** The answer's field holding the values. */
  readonly field: string;
}

/** A list answer bare (`data: [rows]`), or inside an object beside other fields (`data: {…, [key]: [rows]}`). */
export interface BoxedReading {
  readonly kind: 'boxed';
  readonly id: string;
  readonly spec: string;
  /** The contract keys (list replies) whose answers may come boxed. */
  readonly calls: readonly string[];
  /** The field of the object that holds the list. */
  readonly key: string;
}

/**
 * A whole answer in either of two shapes: `first` is the one the console reads (and the entry gives),
 * `toFirst` turns either into it, `toSecond` gives the other (the reference upstream's second reading).
 */
export interface ShapeReading {
  readonly kind: 'shape';
  readonly id: string;
  readonly spec: string;
  readonly calls: readonly string[];
  /** The two shapes in words, for the deployer's report. */
  readonly first: string;
  readonly second: string;
  readonly toFirst: (data: unknown) => unknown;
  readonly toSecond: (data: unknown) => unknown;
}

export type Reading = RowsReading | FieldReading | EntriesReading | BoxedReading | ShapeReading;

/**
 * 01 §3 (line 89): "lists are often under data.data or data.data.data": a list or page answer may
 * come bare or paged, whatever its entry says. Applies to every entry whose reply is a list or a page.
 */
export const ROWS: RowsReading = {
  kind: 'rows',
  id: 'rows-bare-or-paged',
  spec: '01 §3 line 89: "Response envelope: status, message, timestamp, data (lists are often under data.data or data.data.data)"',
};

/**
 * Fields the spec gives under one name where the upstream may use another. A row is
 * `{kind: 'field', id, spec: '<the spec's words, file and line>', calls: ['POST /path'], names: {spec's: other}}`;
 * the console then reads the spec's name only.
 */
export const FIELD_READINGS: readonly FieldReading[] = [
  {
    kind: 'field',
    id: 'card-host-name',
    spec: '02 §3 line 65: "Bank card: bankcardId, dftStatus (0 = default), cardHostName (safeCardHostName), …"',
    calls: ['POST /admin/member/bank-card/page'],
    names: { cardHostName: 'safeCardHostName' },
  },
  {
    kind: 'field',
    id: 'tag-indicators',
    spec: '01 §7 line 195: "reads data.data as tag groups with custGroupName and tagIndicators"; 03 §7 line 161: "Tag groups by {custGroup: CNL_MEMBER_REGISETR}: tagIntdicators list tagIndicators (tagId, tagName)."',
    calls: ['POST /admin/tag/group-list'],
    names: { tagIndicators: 'tagIntdicators' },
  },
  {
    kind: 'field',
    id: 'register-source',
    spec: '02 §3 line 62: "Member basic info: memberId, …, regSourceType (registerSource), crtTime, roleName, extendPages."',
    calls: ['POST /admin/member/basic-info'],
    names: { regSourceType: 'registerSource' },
  },
  {
    kind: 'field',
    id: 'message-template-fields',
    spec: '03 §3 line 83: "message template (msgTmpltId, msgTmpltName)"; 01 §7 line 197: "message templates (100)" (01-N2, 03-N3)',
    calls: ['POST /admin/sms/template/page'],
    names: { msgTmpltId: 'templateCode', msgTmpltName: 'templateName' },
  },
  {
    kind: 'field',
    id: 'import-config-key',
    spec: '03 §3 line 83: "import config (importConfigId, configName)"; 01 §7 line 197: "import configs (99)" (01-N3, 03-N4): a deployer\'s upstream may still key them configId',
    calls: ['POST /admin/import/config/page'],
    names: { importConfigId: 'configId' },
  },
];

/** Named values under either shape: the spec gives the field, not its shape. */
export const ENTRIES_READINGS: readonly EntriesReading[] = [
  {
    kind: 'entries',
    id: 'radar-data',
    spec: '02 §3 line 72: "Radar result: radarData, remark."',
    calls: ['POST /admin/member/radar'],
    field: 'radarData',
  },
];

/** The entries readings of a call (none for most). */
export function entriesReadingsOf(key: string): readonly EntriesReading[] {
  return ENTRIES_READINGS.filter((r) => r.calls.includes(key));
}

/** Lists the spec names whose answer may hold them bare or inside an object. */
export const BOXED_READINGS: readonly BoxedReading[] = [
  {
    kind: 'boxed',
    id: 'config-template-options',
    spec: '03 §7 line 153: "Template options: custTmpltGroup ORG_TMPLT_GROUP, tmpltType 100810, custTmpltId, productCode uppercase."; line 191: "Response shapes for most: not shown." (the options bare, or the template with its opts as 03 §3 line 57 has instanceTmplt)',
    calls: ['POST /admin/org/config-tmplt'],
    key: 'opts',
  },
];

/** The boxed reading of a call, if it has one. */
export function boxedReadingOf(key: string): BoxedReading | undefined {
  return BOXED_READINGS.find((r) => r.calls.includes(key));
}

export const SHAPE_READINGS: readonly ShapeReading[] = [
  {
    kind: 'shape',
    id: 'org-own-info',
    spec: '01 §6 line 164: "limited to channels whose code is among the tag codes of that organisation\'s own info"; 03 §3 line 55: "orgInf: tagIds, orgName, …" (01-#12, 03-#26)',
    calls: ['POST /admin/org/self-info'],
    first: '{orgCode, orgName, orgLevel, tags: [{tagCode, tagName}]}',
    second: '{orgInf: {orgCode, orgName, orgLevel, tagIds: "code,code"}}',
    toFirst: selfInfoFlat,
    toSecond: selfInfoNested,
  },
];

export const READINGS: readonly Reading[] = [ROWS, ...FIELD_READINGS, ...ENTRIES_READINGS, ...BOXED_READINGS, ...SHAPE_READINGS];

/** The shape readings of a call (none for most). */
export function shapeReadingsOf(key: string): readonly ShapeReading[] {
  return SHAPE_READINGS.filter((r) => r.calls.includes(key));
}

/** The field readings of a call (none for most). */
export function fieldReadingsOf(key: string): readonly FieldReading[] {
  return FIELD_READINGS.filter((r) => r.calls.includes(key));
}
