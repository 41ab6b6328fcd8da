// What of a list one operator may see: its columns and row actions that pass their gates, with an
// `ownOrg` action narrowed to the operator's organisation. The one filter the list view draws from
// (lib/list/view.ts) and the gate trims rows by (lib/gate/trim.ts), so the two cannot differ and
// the gate needs no labelled view to learn which fields may pass.
import { type GateContext, passes } from '@/lib/access/gate';
import { rowKeysOf } from './project';
import type { ActionDef, ColumnDef, ListDef, RevealDef, RevealField } from './types';

/** Who is looking; `orgCode` (an ORG operator's organisation) resolves an action's `ownOrg`. */
export type ViewContext = GateContext & { orgCode?: string };

export function passingColumns(list: Pick<ListDef, 'columns'>, ctx: GateContext): ColumnDef[] {
  return list.columns.filter((c) => passes(c, ctx));
}

/** An `ownOrg` action for an ORG operator: only on its own organisation's rows (none without one). */
function ownOrgAction(a: ActionDef, ctx: ViewContext): ActionDef {
  const { ownOrg, ...rest } = a as ActionDef & { ownOrg?: string };
  if (!ownOrg || ctx.roleType !== 'ORG') return rest as ActionDef;
  return { ...rest, when: { field: ownOrg, values: [ctx.orgCode ?? ''] } } as ActionDef;
}

export function passingActions(list: Pick<ListDef, 'actions'>, ctx: ViewContext): ActionDef[] {
  return (list.actions ?? []).filter((a) => passes(a, ctx)).map((a) => ownOrgAction(a, ctx));
}

/** The row fields the list may show this operator (its columns, row key, and what its actions read). */
export function listRowKeys(list: ListDef, ctx: GateContext): ReadonlySet<string> {
  const columns = passingColumns(list, ctx);
  const keys = rowKeysOf({ rowKey: list.rowKey, columns, actions: passingActions(list, ctx) });
  // A cell the operator may reveal sends the row's id to the reveal call.
  return columns.some((c) => revealPasses(list.reveal, c.reveal, ctx)) ? new Set([...keys, list.reveal!.idKey]) : keys;
}

/**
 * Whether the operator may reveal a field (a dialog's or a list's cell) through its host's reveal:
 * the reveal's right (either reading) and the field's own gate. The views draw the 查看 button by it.
 */
export function revealPasses(reveal: RevealDef | undefined, field: RevealField | undefined, ctx: GateContext): boolean {
  if (!reveal || !field || !revealOpens(reveal, ctx)) return false;
  return passes(field, ctx);
}

/** The reveal's right, in either of the spec's readings (`variant`). */
export function revealOpens(reveal: RevealDef, ctx: GateContext): boolean {
  return passes({ right: reveal.right }, ctx) || (!!reveal.variant && passes({ right: reveal.variant }, ctx));
}
