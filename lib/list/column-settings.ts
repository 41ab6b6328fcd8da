// Column settings of a list table (spec 01 §2, §3: customTableConfig per screen and page in local
// storage). Stored as the operator's order and the keys they hid or added, so a column added to a
// screen after the settings were saved still shows, and a removed one is simply dropped.

export interface ColumnChoice {
  key: string;
  /** Not in the default set: shown only when the operator adds it. */
  optional?: boolean;
}

export interface ColumnSettings {
  /** Keys in the operator's order (may name columns that no longer exist). */
  order: string[];
  /** Default columns the operator hid. */
  hidden: string[];
  /** Optional columns the operator added. */
  shown: string[];
}

export const STORAGE_KEY = 'customTableConfig';

export function settingsKey(screen: string, page = 'main'): string {
  return `${screen}#${page}`;
}

/** The visible keys, in order, for these settings over the screen's current columns. */
export function visibleColumns(columns: readonly ColumnChoice[], settings: ColumnSettings | null): string[] {
  return orderedColumns(columns, settings)
    .filter((c) => isVisible(c, settings))
    .map((c) => c.key);
}

export function isVisible(column: ColumnChoice, settings: ColumnSettings | null): boolean {
  if (!settings) return !column.optional;
  return column.optional ? settings.shown.includes(column.key) : !settings.hidden.includes(column.key);
}

/** Every current column in the operator's order; columns they never ordered keep their place after. */
export function orderedColumns<T extends ColumnChoice>(columns: readonly T[], settings: ColumnSettings | null): T[] {
  if (!settings) return [...columns];
  const rank = new Map(settings.order.map((k, i) => [k, i]));
  const declared = new Map(columns.map((c, i) => [c.key, i]));
  // Unordered (new) columns sit right after their declared predecessor, keeping the screen's intent.
  const position = (c: T): number => {
    const r = rank.get(c.key);
    if (r !== undefined) return r;
    let i = declared.get(c.key)! - 1;
    while (i >= 0 && !rank.has(columns[i].key)) i--;
    return i < 0 ? -0.5 : rank.get(columns[i].key)! + 0.5;
  };
  return [...columns].sort((a, b) => position(a) - position(b) || declared.get(a.key)! - declared.get(b.key)!);
}

export function toggleColumn(columns: readonly ColumnChoice[], settings: ColumnSettings | null, key: string): ColumnSettings {
  const base = settings ?? { order: columns.map((c) => c.key), hidden: [], shown: [] };
  const column = columns.find((c) => c.key === key);
  if (!column) return base;
  const flip = (list: string[]) => (list.includes(key) ? list.filter((k) => k !== key) : [...list, key]);
  const next = column.optional ? { ...base, shown: flip(base.shown) } : { ...base, hidden: flip(base.hidden) };
  // Never leave a table without columns.
  return visibleColumns(columns, next).length ? next : base;
}

export function moveColumn(columns: readonly ColumnChoice[], settings: ColumnSettings | null, key: string, delta: -1 | 1): ColumnSettings {
  const order = orderedColumns(columns, settings).map((c) => c.key);
  const i = order.indexOf(key);
  const j = i + delta;
  const base = settings ?? { order, hidden: [], shown: [] };
  if (i < 0 || j < 0 || j >= order.length) return { ...base, order };
  [order[i], order[j]] = [order[j], order[i]];
  return { ...base, order };
}

function isSettings(value: unknown): value is ColumnSettings {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  const strings = (x: unknown) => Array.isArray(x) && x.every((k) => typeof k === 'string');
  return strings(v.order) && strings(v.hidden) && strings(v.shown);
}

/** Reads one table's settings; anything malformed counts as none (the default columns). */
export function readSettings(storage: Pick<Storage, 'getItem'> | null, key: string): ColumnSettings | null {
  try {
    const all = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    const value = Object.hasOwn(all, key) ? all[key] : null;
    return isSettings(value) ? value : null;
  } catch {
    return null;
  }
}

/** Writes one table's settings (null: back to the default), keeping the other tables'. */
export function writeSettings(storage: Pick<Storage, 'getItem' | 'setItem'>, key: string, settings: ColumnSettings | null): void {
  let all: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) all = parsed;
  } catch {
    // A corrupt entry is replaced.
  }
  if (settings) all[key] = settings;
  else delete all[key];
  storage.setItem(STORAGE_KEY, JSON.stringify(all));
}
