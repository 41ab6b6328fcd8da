// Status changes of one row, written once for every resource (issue #34: status switches were
// written 7 times): a transition table's move (listing, delisting, lose efficacy …), a 0/1
// switch (enable, disable) and the row's current status within the employee's scope.
import type { UpCall } from '../calls.ts';
import { bizError, type Ctx, type Route } from '../context.ts';
import { orgScope } from '../scope.ts';
import { formatTime, str } from '../util.ts';

/** An action's allowed source statuses and its target; `refusal` is the operator's notice. */
export interface Transition {
  from: readonly number[];
  to: number;
  refusal: string;
}

/** The target status, or the refusal when `from` is not a source of the action. */
export function nextStatus(t: Transition, from: number): { ok: true; to: number } | { ok: false; message: string } {
  return t.from.includes(from) ? { ok: true, to: t.to } : { ok: false, message: t.refusal };
}

/** A 0/1 status from a body field, or a refusal. */
export function switchValue(value: unknown, field = 'status'): number {
  const v = str(value);
  if (v !== '0' && v !== '1') throw bizError(`${field}参数错误`, 'E4002');
  return Number(v);
}

export interface StatusTarget {
  table: string;
  /** Key column and the body field (or path id) holding it. */
  keyColumn: string;
  key: string;
  column: string;
  /** An org path column: an ORG employee acts only in its subtree. */
  scope?: string;
}

/** The row's current status, within the employee's scope; a missing row reads as 记录不存在. */
export function currentStatus(ctx: Ctx, t: StatusTarget, id: unknown): number {
  const scope = t.scope ? orgScope(ctx.app.db, ctx.emp) : null;
  const row = ctx.app.db
    .prepare(`SELECT ${t.column} AS s FROM ${t.table} WHERE ${t.keyColumn} = ?${scope ? ` AND ${t.scope} LIKE ?` : ''}`)
    .get(...[str(id) ?? '', ...(scope ? [`${scope}%`] : [])]) as { s: number } | undefined;
  if (!row) throw bizError('记录不存在', 'E4004');
  return Number(row.s);
}

export function setStatus(ctx: Ctx, t: StatusTarget, id: unknown, to: number, extra: Record<string, string | number | null> = {}): void {
  const cols = Object.keys(extra);
  ctx.app.db
    .prepare(
      `UPDATE ${t.table} SET ${t.column} = ?, ${[...cols.map((c) => `${c} = ?`), 'upt_time = ?'].join(', ')} WHERE ${t.keyColumn} = ?`,
    )
    .run(to, ...cols.map((c) => extra[c]), formatTime(Date.now()), str(id) ?? '');
}

/** A route moving one row along a transition (listing, delisting, lose efficacy …). */
export function transitionRoute(
  def: UpCall,
  t: StatusTarget,
  tr: Transition,
  extra?: (ctx: Ctx) => Record<string, string | number | null>,
): Route {
  return {
    method: def.method as Route['method'],
    path: def.path,
    handler: (ctx) => {
      const id = ctx.body[t.key] ?? ctx.params.id;
      const next = nextStatus(tr, currentStatus(ctx, t, id));
      if (!next.ok) throw bizError(next.message, 'E4601');
      setStatus(ctx, t, id, next.to, extra?.(ctx) ?? {});
      return null;
    },
  };
}

/** A route setting a 0/1 status from the body (enable, disable, item status). */
export function switchRoute(def: UpCall, t: StatusTarget, field = 'status'): Route {
  return {
    method: def.method as Route['method'],
    path: def.path,
    handler: (ctx) => {
      const id = ctx.body[t.key];
      const to = switchValue(ctx.body[field], field);
      if (currentStatus(ctx, t, id) === to) throw bizError(to ? '已是启用状态' : '已是停用状态', 'E4602');
      setStatus(ctx, t, id, to);
      return null;
    },
  };
}
