/** A choice of a coded value: the code sent, the Chinese label shown (an enumeration's, a dictionary's, a look-up's). */
export interface FilterOption {
  value: string;
  label: string;
}

/** An enumeration: [code, Chinese label] pairs in display order. */
export type EnumTable = readonly (readonly [string, string])[];

/** The label of a code in one table, or the code itself when unknown. */
export function labelIn(tables: Readonly<Record<string, EnumTable>>, enumId: string, code: unknown): string {
  if (code === null || code === undefined || code === '') return '';
  const table = Object.hasOwn(tables, enumId) ? tables[enumId] : undefined;
  const key = String(code);
  return table?.find(([c]) => c === key)?.[1] ?? key;
}
