// The text of one table cell: the column's formatter applied to the row's value. Pure, so the
// server render, the browser and the tests agree.
import { balance, dateOnly, dateTime, fee, figure, fileSize, grouped, memberIdHex, money, ratePercent } from '@/lib/format/cells';
import type { FilterOption } from '@/lib/dict/enums/types';
import type { ColumnView } from './view';

export type Dicts = Readonly<Record<number, readonly FilterOption[]>>;
export type Row = Record<string, unknown>;

export const EMPTY_CELL = '-';

function dictLabel(options: readonly FilterOption[] | undefined, value: unknown): string {
  const key = String(value);
  return options?.find((o) => o.value === key)?.label ?? key;
}

/** The direction of an account item row: '+', '-' or none. */
export function signOf(row: Row): '+' | '-' | null {
  const tag = row.ioTag;
  return tag === '+' || tag === '-' ? tag : null;
}

export function cellText(column: ColumnView, row: Row, dicts: Dicts): string {
  const value = Object.hasOwn(row, column.key) ? row[column.key] : undefined;
  if (value === null || value === undefined || value === '') return EMPTY_CELL;
  let text: string;
  switch (column.format) {
    case 'money':
      text = money(value);
      break;
    case 'signedMoney': {
      // Account items (spec 03 §2): + for an increase, − for a decrease, by the row's ioTag.
      const sign = signOf(row);
      const yuan = money(value).replace(/^-/, '');
      text = yuan && sign ? `${sign === '+' ? '+' : '−'}${yuan}` : yuan;
      break;
    }
    case 'balance':
      text = balance(value);
      break;
    case 'fee':
      text = fee(value);
      break;
    case 'rate':
      text = ratePercent(value);
      break;
    case 'memberId':
      text = memberIdHex(value);
      break;
    case 'datetime':
      text = dateTime(value);
      break;
    case 'date':
      text = dateOnly(value);
      break;
    case 'enum':
      text = dictLabel(column.options, value);
      break;
    case 'dict':
      text = dictLabel(column.dict === undefined ? undefined : dicts[column.dict], value);
      break;
    case 'fileSize':
      text = fileSize(value);
      break;
    case 'files':
      text = Array.isArray(value) ? value.map(fileName).filter(Boolean).join('、') : String(value);
      break;
    case 'figure':
    case 'figureMoney':
      text = figure(value, column.format === 'figureMoney');
      break;
    default:
      text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  if (text === '') return EMPTY_CELL;
  const name = column.nameKey ? row[column.nameKey] : undefined;
  return typeof name === 'string' && name ? `${name}（${text}）` : text;
}

/**
 * A row's fields as a confirmation restates them under its question (issue #53: the record named,
 * amounts with thousands separators): [title, text] for each key the columns (or a dialog's fields) know.
 */
export function describeRow(columns: readonly ColumnView[], row: Row, keys: readonly string[], dicts: Dicts): Array<[string, string]> {
  return keys.flatMap((key): Array<[string, string]> => {
    const column = columns.find((c) => c.key === key);
    if (!column) return [];
    const text = cellText(column, row, dicts);
    return [[column.title, isNumeric(column) && /^[+−-]?\d+(\.\d+)?$/.test(text) ? grouped(text) : text]];
  });
}

/** Money columns read right-aligned, so their decimals line up. */
export function isNumeric(column: Pick<ColumnView, 'format'>): boolean {
  return (
    column.format === 'money' ||
    column.format === 'balance' ||
    column.format === 'fee' ||
    column.format === 'signedMoney' ||
    column.format === 'figure' ||
    column.format === 'figureMoney'
  );
}

/** A file of a list (spec 03 §3 fileModels: fileId, fileName, wanFullUri …) by its name, else its id. */
function fileName(f: unknown): string {
  if (typeof f === 'string') return f;
  const o = (f ?? {}) as Record<string, unknown>;
  return String(o.fileName ?? o.fileId ?? '');
}
