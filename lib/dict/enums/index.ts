// Every status enumeration, by id: one module per area (add yours beside these and list it here).
// Resolved on the server into the views' options, so the browser does not carry these tables.
// The reference upstream labels with its own tables (upstream/kit/labels.ts), never these.
import type { FilterOption } from './types.ts';
import { ACCOUNT_ENUMS } from './accounts.ts';
import { BILL_ENUMS } from './bills.ts';
import { COMMON_ENUMS } from './common.ts';
import { MEMBER_ENUMS } from './members.ts';
import { ORG_ENUMS } from './orgs.ts';
import { OPS_ENUMS } from './ops.ts';
import { PARTY_ENUMS } from './parties.ts';
import { PRODUCT_ENUMS } from './products.ts';
import { SYSTEM_ENUMS } from './system.ts';
import { TERMINAL_ENUMS } from './terminals.ts';
import { type EnumTable, labelIn } from './types.ts';

const MODULES: readonly Readonly<Record<string, EnumTable>>[] = [
  COMMON_ENUMS,
  PARTY_ENUMS,
  SYSTEM_ENUMS,
  MEMBER_ENUMS,
  ACCOUNT_ENUMS,
  TERMINAL_ENUMS,
  ORG_ENUMS,
  BILL_ENUMS,
  PRODUCT_ENUMS,
  OPS_ENUMS,
];

const ENUMS: Readonly<Record<string, EnumTable>> = (() => {
  const all: Record<string, EnumTable> = {};
  for (const m of MODULES) {
    for (const [id, table] of Object.entries(m)) {
      if (Object.hasOwn(all, id)) throw new Error(`enumeration declared twice: ${id}`);
      all[id] = table;
    }
  }
  return all;
})();

/** The Chinese label of a code, or the code itself when the enumeration does not know it. */
export function enumLabel(enumId: string, code: unknown): string {
  return labelIn(ENUMS, enumId, code);
}

export function enumOptions(enumId: string): FilterOption[] {
  const table = Object.hasOwn(ENUMS, enumId) ? ENUMS[enumId] : [];
  return table.map(([value, label]) => ({ value, label }));
}

/** The options of `values` only, in the enumeration's order: what one list's rows can hold. */
export function enumSubset(enumId: string, values: readonly string[]): FilterOption[] {
  return enumOptions(enumId).filter((o) => values.includes(o.value));
}

export function isEnum(enumId: string): boolean {
  return Object.hasOwn(ENUMS, enumId);
}
