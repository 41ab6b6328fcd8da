// The reveal of one plaintext (spec 02 §7 "reveal plaintext | memberId, optional bankcardId |
// realName, rawMobile, rawCardNo, rawIdcNum, rawLoginId"): one upstream answer carries every
// plaintext, and the browser gets only the value the operator clicked; a list cell's reveal (spec 03
// §6 the plain admin login id, real-login-id) goes the same way. The browser names it in the
// console-only query parameter `_reveal` (never sent upstream, never in the body the contract
// checks); the field must be one a dialog field or list cell reveals through that call, under that field's
// own gate (spec 02 §6: the ID number's reveal is hidden under mcf); the answer is cut to it, and
// the audit line names it.
import { type Gate, type GateContext, passes } from '@/lib/access/gate';
import { dialogs, type RevealHost, revealHostsOf } from '@/lib/registry';
import { screens } from '@/lib/screens';

export const REVEAL_PARAM = '_reveal';

/**
 * Reveal call (method and path) → answer field → the gates of the dialog fields and list cells
 * revealing it (any passes).
 */
export function revealTable(hosts: readonly RevealHost[]): ReadonlyMap<string, ReadonlyMap<string, readonly Gate[]>> {
  const out = new Map<string, Map<string, Gate[]>>();
  for (const h of hosts) {
    const key = `${h.reveal.call.method} ${h.reveal.call.path}`;
    const fields = out.get(key) ?? new Map<string, Gate[]>();
    out.set(key, fields);
    for (const f of h.fields) if (f.reveal) fields.set(f.reveal.field, [...(fields.get(f.reveal.field) ?? []), f.reveal]);
  }
  return out;
}

const TABLE = revealTable(revealHostsOf(screens, dialogs));

export type RevealDecision =
  /** Not a reveal call: nothing to do. */
  { kind: 'none' } | { kind: 'refused' } | { kind: 'one'; field: string; project: (data: unknown) => unknown };

/** The reveal a request asks for: the one field, its gate held, and the answer cut to it. */
export function revealOf(method: string, path: string, asked: string | null, ctx: GateContext): RevealDecision {
  const fields = TABLE.get(`${method} ${path}`);
  if (!fields) return { kind: 'none' };
  const gates = asked ? fields.get(asked) : undefined;
  if (!asked || !gates?.some((g) => passes(g, ctx))) return { kind: 'refused' };
  return { kind: 'one', field: asked, project: (data) => ({ [asked]: onlyField(data, asked) }) };
}

function onlyField(data: unknown, field: string): unknown {
  return data && typeof data === 'object' && Object.hasOwn(data, field) ? (data as Record<string, unknown>)[field] : null;
}
