// The gate vocabulary shared by every declaration (screens, calls, dialogs, forms): who may see a
// part. (The reference upstream checks rights its own way: upstream/rights.ts, never this.)
import { readingsOf } from '../../contract/rights.ts';

export type RoleType = 'PRODUCT' | 'ORG';

/**
 * Product-code switches of spec 01 §6 and spec 02/03:
 * - notAll: shown only when the product code is not 'all' (the product code column);
 * - onlyAll: only under 'all' (the product filter);
 * - mcf: only for mcf (the channel code column);
 * - notMcf: hidden for mcf (reveal and edit of the ID number);
 * - mcfByhb: only for mcf and byhb (the payment-channel filter);
 * - notDfLys: hidden for df and lys (organisation columns); dfLys: only for df and lys (their own
 *   agreement-synthesis endpoint, spec 02 §7);
 * - zzf / notZzf: the zzf column set of the POS order page;
 * - zzfMcf: only for zzf and mcf (the plain admin login id, spec 03 §6 line 140);
 * - notLite: hidden for the product codes without transaction tabs (spec 02 tab 15, spec 03 terminal dialog).
 */
export type ProductRule =
  | 'notAll'
  | 'onlyAll'
  | 'mcf'
  | 'notMcf'
  | 'mcfByhb'
  | 'notDfLys'
  | 'dfLys'
  | 'zzf'
  | 'notZzf'
  | 'zzfMcf'
  | 'notLite';

/** Who may see a part of a declaration. Every condition given must hold. */
export interface Gate {
  /** A right id, checked BIZ_-prefixed on a BIZ_ route. */
  right?: string;
  roles?: readonly RoleType[];
  products?: ProductRule;
}

/** Who is looking: the operator's rights, the BIZ_ marker of the screen, role and product. */
export interface GateContext {
  rights: ReadonlySet<string>;
  biz: boolean;
  roleType: RoleType;
  productCode: string;
}

/** The BIZ_ marker: every screen also exists as BIZ_<name> (business variant, BIZ_ rights). */
export const BIZ_PREFIX = 'BIZ_';

/**
 * Spec 01 §6: a right passes when held, checked with the BIZ_ prefix from a BIZ_ screen. Where the
 * spec gives two readings of an id (UserSearchDetailBaseInf beside BaseAuthUserSearchDetailBaseInf,
 * contract/rights.ts), either one passes.
 */
export function hasRight(rights: ReadonlySet<string>, right: string, biz: boolean): boolean {
  const prefix = biz ? BIZ_PREFIX : '';
  return rights.has(prefix + right) || readingsOf(right).some((r) => rights.has(prefix + r));
}

/** Spec 02 §2 tab 15 and spec 03 terminal dialog: products without transaction details. */
export const LITE_PRODUCTS: readonly string[] = [
  'df',
  'sft',
  'wyt',
  'newddb',
  'jf',
  'jfdq',
  'jfmpos',
  'jfpro',
  'plus',
  'prompos',
  'prodq',
  'rympos',
  'rydq',
  'lys',
];

export function productAllows(rule: ProductRule | undefined, productCode: string): boolean {
  const code = productCode.toLowerCase();
  switch (rule) {
    case undefined:
      return true;
    case 'notAll':
      return code !== 'all';
    case 'onlyAll':
      return code === 'all';
    case 'mcf':
      return code === 'mcf';
    case 'notMcf':
      return code !== 'mcf';
    case 'mcfByhb':
      return code === 'mcf' || code === 'byhb';
    case 'notDfLys':
      return code !== 'df' && code !== 'lys';
    case 'dfLys':
      return code === 'df' || code === 'lys';
    case 'zzf':
      return code === 'zzf';
    case 'notZzf':
      return code !== 'zzf';
    case 'zzfMcf':
      return code === 'zzf' || code === 'mcf';
    case 'notLite':
      return !LITE_PRODUCTS.includes(code);
  }
}

export function passes(gate: Gate, ctx: GateContext): boolean {
  if (gate.right && !hasRight(ctx.rights, gate.right, ctx.biz)) return false;
  if (gate.roles && !gate.roles.includes(ctx.roleType)) return false;
  return productAllows(gate.products, ctx.productCode);
}

/** Strips the gate fields: the browser gets what to draw, not why. */
export function ungated<T extends Gate>(part: T): Omit<T, keyof Gate> {
  const { right: _r, roles: _o, products: _p, ...rest } = part;
  return rest;
}
