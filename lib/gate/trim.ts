// Row trimming keyed by whoever asked for the rows: a list screen, or a list inside a dialog tab
// (X-Console-View names it). A page answer carries only the fields that list may show this
// operator, so a column hidden by rights, role or product code never reaches the browser.
import type { GateContext } from '@/lib/access/gate';
import { perOperator } from '@/lib/access/per-operator';
import { listRowKeys } from '@/lib/list/passing';
import { projectPage } from '@/lib/list/project';
import { passingUses, type Policy, type Use } from './policy';

const rowKeys = perOperator<ReadonlySet<string>>();
const keysOf = (use: Use, ctx: GateContext) => rowKeys(ctx, use.listId!, () => listRowKeys(use.list!, ctx));

/**
 * The projection for a call's answer, or undefined for none: the list the requester names; else,
 * when the operator reaches the call only through lists, the union of those lists' fields. A call
 * also reached another way (a widget, a dialog's fields) answers that caller whole.
 */
export type Projection = ((data: unknown) => unknown) & {
  /** The fields kept, for a caller that packs the page as it trims it (lib/list/paging.ts packPage). */
  keys: ReadonlySet<string>;
  /** The lists read their rows from this array field of an object answer (ListDef.rowsAt). */
  rowsAt?: string;
};

export function projectionFor(policy: Policy, ctx: GateContext, requester: string | null): Projection | undefined {
  if (!policy.uses.some((u) => u.list)) return undefined;
  const passing = passingUses(policy, ctx);
  const named = requester ? passing.find((u) => u.list && u.listId === requester) : undefined;
  if (!named && (policy.call.signedIn || passing.some((u) => !u.list))) return undefined;
  const keys = new Set<string>();
  const uses = named ? [named] : passing;
  for (const u of uses) for (const k of keysOf(u, ctx)) keys.add(k);
  const rowsAt = uses.find((u) => u.list?.rowsAt)?.list?.rowsAt;
  return Object.assign((data: unknown) => projectPage(data, keys, rowsAt), { keys, rowsAt });
}
