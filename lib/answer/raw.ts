// Personal data an answer carries unmasked (the contract's `raw` fields: 02 §3 enterprise
// illegalRealName, illegalRawIdcNum; basic info's realName, rawMobile) is masked on the console's server before the browser sees it,
// unless the operator may see plaintext: the reveal right of spec 02 §6 ("Reveal of unmasked name,
// phone, ID number and card number: BaseAuthUserSearchDetailRealInfo (variant: UserSearchRealInfo)
// … Reveal and edit of the ID number are hidden for product mcf"). Server side: it reads the contract.
import { contract } from '../../contract/index.ts';
import type { Entry } from '../../contract/define.ts';
import { type Gate, type GateContext, passes } from '../access/gate.ts';
import { maskIdNumber, maskMobile, maskName } from '../format/mask.ts';

const entries = contract as Readonly<Record<string, Entry>>;

/** Who sees the plaintext: the reveal right (either reading, lib/access/gate.ts), never under mcf. */
export const PLAIN_GATE: Gate = { right: 'BaseAuthUserSearchDetailRealInfo', products: 'notMcf' };

const MASKS = { name: maskName, idNumber: maskIdNumber, mobile: maskMobile } as const;

/** The answer with the entry's raw fields masked (an object answer's own fields). */
export function maskRaw(key: string, data: unknown): unknown {
  const raw = entries[key]?.reply?.raw;
  if (!raw || !data || typeof data !== 'object' || Array.isArray(data)) return data;
  const out = { ...(data as Record<string, unknown>) };
  for (const [field, kind] of Object.entries(raw)) if (typeof out[field] === 'string') out[field] = MASKS[kind](out[field] as string);
  return out;
}

/** The projection of a call's answer for this operator: the raw fields masked unless PLAIN_GATE passes; none when the entry has none. */
export function rawMaskFor(key: string, ctx: GateContext): ((data: unknown) => unknown) | undefined {
  if (!entries[key]?.reply?.raw || passes(PLAIN_GATE, ctx)) return undefined;
  return (data) => maskRaw(key, data);
}
