// Shared by the products, goods and other (promotion, entry, params) resources: the status
// transitions the specs' actions imply, a status change over one row, and the small value
// normalisations their forms need. The transition tables are pure (unit-tested).
import type { UpCall } from '../../calls.ts';
import { bizError, type Ctx, type Route } from '../../context.ts';
import { orgScope } from '../../scope.ts';
import { formatTime, str } from '../../util.ts';

/** An action's allowed source statuses and its target; `refusal` is the operator's notice. */
export interface Transition {
  from: readonly number[];
  to: number;
  refusal: string;
}

/** Spec 01 §4 goods status 10 init, 20 listed, 30 delisted; spec 03 §4 list and delist. */
export const GOODS_TRANSITIONS = {
  listing: { from: [10, 30], to: 20, refusal: '商品已上架，不能重复上架' },
  delisting: { from: [20], to: 30, refusal: '只有已上架的商品才能下架' },
} as const satisfies Record<string, Transition>;

/** Flash sales (ours): 10 not started, 20 running lose efficacy to 40; 30 ended and 40 cannot. */
export const SECKILL_TRANSITIONS = {
  loseEfficacy: { from: [10, 20], to: 40, refusal: '活动已结束或已失效，不能再失效' },
} as const satisfies Record<string, Transition>;

/** Promotions (ours): 0 draft and 40 rejected may be submitted for review (10). */
export const PROMOTION_TRANSITIONS = {
  submitApply: { from: [0, 40], to: 10, refusal: '当前状态不能提交申请' },
} as const satisfies Record<string, Transition>;

/** Merchant entry (ours): 10 pending and 40 failed may be processed; the result is 20 succeeded. */
export const ENTRANT_TRANSITIONS = {
  process: { from: [10, 40], to: 20, refusal: '该进件已处理，不能重复处理' },
} as const satisfies Record<string, Transition>;

/** Coupon batches (spec 01 §4 batch status): only an initial batch is issued. */
export const BATCH_TRANSITIONS = {
  exec: { from: [10], to: 30, refusal: '该批次已处理，不能重复发放' },
} as const satisfies Record<string, Transition>;

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

/** The form's datetime (yyyy-MM-ddTHH:mm[:ss]) as stored (yyyy-MM-dd HH:mm:ss). */
export function storedTime(value: unknown): string | null {
  const v = str(value);
  if (v === null) return null;
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2})?$/.exec(v);
  if (!m) throw bizError('时间格式错误', 'E4002');
  return `${m[1]} ${m[2]}${m[3] ?? ':00'}`;
}

/** Normalises start/end in a body and refuses an end not after its start. */
export function checkWindow(body: Record<string, unknown>, start = 'startTime', end = 'endTime'): void {
  for (const k of [start, end]) if (Object.hasOwn(body, k)) body[k] = storedTime(body[k]);
  if (body[start] && body[end] && String(body[end]) <= String(body[start])) throw bizError('结束时间须晚于开始时间', 'E4003');
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

/**
 * A code unique in its table and fixed once created: an update drops it (and the status, which
 * only its own action changes); a create upper-cases it, refuses a taken one and starts enabled.
 * True for an update.
 */
export function fixedCode(
  body: Record<string, unknown>,
  ctx: Ctx,
  mode: 'create' | 'update',
  t: { table: string; column: string; field: string; taken: string },
): boolean {
  if (mode === 'update') {
    delete body[t.field];
    delete body.status;
    return true;
  }
  body[t.field] = String(body[t.field] ?? '').toUpperCase();
  if (ctx.app.db.prepare(`SELECT 1 FROM ${t.table} WHERE ${t.column} = ?`).get(String(body[t.field]))) throw bizError(t.taken, 'E4101');
  body.status = 1;
  return false;
}

/** The URL the upload tile shows for a stored fileId column. */
export const fileUrl = (column: string) =>
  `(SELECT '/file-download?path=' || uf.stored_path FROM upload_file uf WHERE uf.file_id = ${column})`;
