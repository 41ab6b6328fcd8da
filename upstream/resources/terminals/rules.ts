// The terminal's business rules (spec 03 §4, §7): every batch is validated row by row, good rows
// are applied and bad ones kept with their reason in the batch's rows (the operator sees which
// codes failed and why); status transitions stored → transfer requested → transferred, and
// transferred → recalled to storage, are the only ones allowed. An ORG employee acts only on its
// own organisation's terminals (sender) and its subtree (receiver, recall).
import { pickable } from '../orgs/activity-groups.ts';
import { randomInt } from 'node:crypto';
import { labelOf } from '../../kit/labels.ts';
import { bizError, type Ctx } from '../../context.ts';
import { type Db, inTransaction } from '../../db.ts';
import { orgScope } from '../../scope.ts';
import { formatStamp, formatTime, numberOf, str } from '../../util.ts';

/** A handler run in one transaction: a batch is applied whole or not at all, and fast. */
export function inTx<T>(handler: (ctx: Ctx) => T): (ctx: Ctx) => T {
  return (ctx) => inTransaction(ctx.app.db, () => handler(ctx));
}

/** Codes per batch (spec 01 §5: a 10 000-code paste or import). */
export const MAX_BATCH = 10_000;
const CODE = /^[A-Za-z0-9]{4,20}$/;

export interface PsamRow {
  psam_code: string;
  tusn: string;
  member_id: string | null;
  org_code: string;
  org_path: string;
  from_org_code: string | null;
  to_org_code: string | null;
  binding_state: number;
  psam_status: number;
  freeze_status: number;
}

export interface Org {
  org_code: string;
  path: string;
}

/** The codes of a pasted or imported list: one per line (commas, semicolons, blanks and tabs also split). */
export function parseCodes(value: unknown): string[] {
  const text = typeof value === 'string' ? value : Array.isArray(value) ? value.join('\n') : '';
  const codes = text
    .split(/[\s,;，；]+/)
    .map((c) => c.trim())
    .filter(Boolean);
  if (!codes.length) throw bizError('请输入终端号', 'E7001');
  if (codes.length > MAX_BATCH) throw bizError(`单批最多${MAX_BATCH}个终端，本次${codes.length}个`, 'E7002');
  return codes;
}

/** A code range (ends of 20 characters each): same prefix, a numeric tail, at most MAX_BATCH codes. */
export function rangeCodes(startValue: unknown, endValue: unknown): string[] {
  const start = str(startValue)?.toUpperCase() ?? '';
  const end = str(endValue)?.toUpperCase() ?? '';
  if (!start || !end) throw bizError('请输入起止终端号', 'E7003');
  if (start.length > 20 || end.length > 20) throw bizError('终端号最多20个字符', 'E7004');
  const a = /^([A-Z0-9]*?)(\d+)$/.exec(start);
  const b = /^([A-Z0-9]*?)(\d+)$/.exec(end);
  if (!a || !b || start.length !== end.length || a[1] !== b[1] || a[2].length !== b[2].length)
    throw bizError('起止终端号须同前缀、同长度、以数字结尾', 'E7005');
  const from = BigInt(a[2]);
  const to = BigInt(b[2]);
  if (to < from) throw bizError('结束终端号不能小于起始终端号', 'E7006');
  if (to - from + 1n > BigInt(MAX_BATCH)) throw bizError(`号段最多${MAX_BATCH}个终端`, 'E7007');
  const out: string[] = [];
  for (let n = from; n <= to; n++) out.push(a[1] + n.toString().padStart(a[2].length, '0'));
  return out;
}

export function orgOf(db: Db, code: unknown): Org | null {
  const c = str(code)?.toUpperCase();
  if (!c) return null;
  return (db.prepare('SELECT org_code, path FROM org WHERE org_code = ?').get(c) as Org | undefined) ?? null;
}

/** Who acts: the ORG employee's own organisation (and subtree path), or the platform. */
export function actor(ctx: Ctx): { org: Org | null; scope: string | null } {
  const scope = orgScope(ctx.app.db, ctx.emp);
  const org = ctx.emp?.roleType === 'ORG' ? orgOf(ctx.app.db, ctx.emp.orgCode) : null;
  return { org, scope };
}

export const statusLabel = (s: number) => labelOf('psamStatus', s);
const within = (path: string, scope: string | null) => scope === null || path.startsWith(scope);

export interface RowResult {
  code: string;
  reason: string | null;
  from?: string | null;
  to?: string | null;
}

/**
 * Validates rows one by one: format, duplicates inside the batch, then `check` on the terminal
 * the employee may see (another organisation's reads as missing). Returns each row's result.
 */
export function validateRows(
  ctx: Ctx,
  codes: readonly string[],
  check: (t: PsamRow) => string | null,
  opts: { mustExist?: boolean; mustNotExist?: boolean } = { mustExist: true },
): Array<RowResult & { psam: PsamRow | null }> {
  const { scope } = actor(ctx);
  // One query for the whole batch (10 000 codes), not one per row.
  const wanted = codes.filter((c) => CODE.test(c)).map((c) => c.toUpperCase());
  const found = new Map(
    (
      ctx.app.db
        .prepare(`SELECT psam_code, tusn, member_id, org_code, org_path, from_org_code, to_org_code, binding_state, psam_status, freeze_status
          FROM psam WHERE psam_code IN (SELECT value FROM json_each(?))`)
        .all(JSON.stringify(wanted)) as unknown as PsamRow[]
    ).map((t) => [t.psam_code, t]),
  );
  const seen = new Set<string>();
  return codes.map((raw) => {
    const code = raw.toUpperCase();
    if (!CODE.test(raw)) return { code: raw.slice(0, 40), reason: '终端号格式错误（4-20位字母或数字）', psam: null };
    if (seen.has(code)) return { code, reason: '批次内重复', psam: null };
    seen.add(code);
    const t = found.get(code);
    if (opts.mustNotExist) return { code, reason: t ? '终端已存在' : null, psam: null };
    if (!t || !within(t.org_path, scope)) return { code, reason: '终端不存在', psam: null };
    return { code, reason: check(t), psam: t };
  });
}

/** A batch number: kind prefix, time and a random tail. */
export function batchNo(prefix: string): string {
  return `${prefix}${formatStamp(Date.now())}${String(randomInt(0, 10_000)).padStart(4, '0')}`;
}

export interface BatchInit {
  kind: 'STORAGE' | 'TRANSFER' | 'ACCEPT' | 'RECALL' | 'RATE' | 'UNBIND';
  prefix: string;
  org: Org | null;
  to?: Org | null;
  name?: string | null;
  activityGroupId?: number | null;
  source?: string;
  fileName?: string | null;
  storedPath?: string | null;
  storageTag?: string | null;
  remark?: string | null;
  status?: number;
  /** The line number of the first row (an Excel sheet's row: 2 below a header row). */
  firstLine?: number;
}

/** Records a batch and its rows as submitted; returns the answer the forms show. */
export function recordBatch(ctx: Ctx, init: BatchInit, rows: readonly RowResult[], rowStatus?: (r: RowResult) => number | null) {
  const { db } = ctx.app;
  const no = batchNo(init.prefix);
  const now = formatTime(Date.now());
  const ok = rows.filter((r) => !r.reason).length;
  // Rows and not one of them good: no batch is recorded (an empty 已完成 batch said nothing).
  if (rows.length && !ok) return answer(null, rows);
  db.prepare(`INSERT INTO psam_batch (batch_no, kind, batch_name, org_code, org_path, to_org_code, to_org_path, activity_group_id, source,
    file_name, stored_path, status, total, ok_count, fail_count, storage_tag, remark, emp_id, crt_time, upt_time)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
    no,
    init.kind,
    init.name ?? null,
    init.org?.org_code ?? '',
    init.org?.path ?? '/',
    init.to?.org_code ?? null,
    init.to?.path ?? null,
    init.activityGroupId ?? null,
    init.source ?? 'PASTE',
    init.fileName ?? null,
    init.storedPath ?? null,
    init.status ?? 30,
    rows.length,
    ok,
    rows.length - ok,
    init.storageTag ?? null,
    init.remark ?? null,
    ctx.emp?.empId ?? null,
    now,
    now,
  );
  // The rows in one statement: [code, reason, from, to, status] each.
  const data = rows.map((r) => [r.code, r.reason, r.from ?? null, r.to ?? null, r.reason ? null : (rowStatus?.(r) ?? null)]);
  db.prepare(`INSERT INTO psam_batch_row (batch_no, line_no, psam_code, result, reason, from_org_code, to_org_code, status, crt_time, done_time)
    SELECT ?, key + ?, value ->> 0, value ->> 1 IS NULL, value ->> 1, value ->> 2, value ->> 3, value ->> 4, ?,
      CASE WHEN value ->> 1 IS NULL THEN ? END
    FROM json_each(?)`).run(no, init.firstLine ?? 1, now, now, JSON.stringify(data));
  return answer(no, rows);
}

/** What a batch operation answers: its number, counts and the first failures in words. */
export function answer(batchNoValue: string | null, rows: readonly RowResult[]) {
  const failed = rows.filter((r) => r.reason);
  const first = failed
    .slice(0, 5)
    .map((r) => `${r.code}（${r.reason}）`)
    .join('；');
  const summary = `共${rows.length}条，成功${rows.length - failed.length}条，失败${failed.length}条${failed.length ? `：${first}${failed.length > 5 ? ' 等' : ''}` : ''}`;
  return { batchNo: batchNoValue, total: rows.length, okCount: rows.length - failed.length, failCount: failed.length, summary };
}

export function log(
  ctx: Ctx,
  code: string,
  kind: string,
  from: number | null,
  to: number | null,
  org: Org | null,
  batch: string | null,
  remark?: string | null,
) {
  ctx.app.db
    .prepare(`INSERT INTO psam_op_log (psam_code, kind, from_status, to_status, org_code, org_path, batch_no, emp_id, remark, crt_time)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(
      code,
      kind,
      from,
      to,
      org?.org_code ?? '',
      org?.path ?? '/',
      batch,
      ctx.emp?.empId ?? null,
      remark ?? null,
      formatTime(Date.now()),
    );
}

/** In the sender's storage: stored, transferred (held) or recalled, not bound, not frozen. */
export function senderRefusal(t: PsamRow, sender: Org | null): string | null {
  if (sender && t.org_code !== sender.org_code) return '终端不在发送方库存';
  if (t.psam_status !== 0 && t.psam_status !== 2 && t.psam_status !== 4)
    return `终端不在发送方库存（当前状态：${statusLabel(t.psam_status)}）`;
  if (t.binding_state === 1) return '终端已绑定商户，不能划拨';
  if (t.freeze_status === 1) return '终端已冻结';
  return null;
}

/** A terminal by its code that the employee may see; another organisation's reads as missing. */
export function psamFor(ctx: Ctx, code: unknown): PsamRow {
  const c = str(code)?.toUpperCase() ?? '';
  const rows = validateRows(ctx, [c], () => null);
  if (!rows[0].psam) throw bizError(rows[0].reason ?? '终端不存在', 'E7010');
  return rows[0].psam;
}

/** Recomputes transfer batches' states from their rows: 10 awaiting, 20 partly accepted, 30 done. */
export function settleTransferBatches(db: Db, batchNos: Iterable<string>) {
  const update = db.prepare(`UPDATE psam_batch SET upt_time = ?, status = (
      SELECT CASE WHEN SUM(status = 1) = 0 THEN 30 WHEN SUM(status = 1) = SUM(result = 1) THEN 10 ELSE 20 END
      FROM psam_batch_row WHERE batch_no = ?) WHERE batch_no = ?`);
  const now = formatTime(Date.now());
  for (const no of batchNos) update.run(now, no, no);
}

export { within };

/**
 * The activity group a call names (activityGroupId): one of the organisations' groups (the same
 * numbering as /OrgActiveGroup) the employee may pick; required unless told otherwise.
 */
export function activityGroup(ctx: Ctx, required = true): number | null {
  const id = numberOf(ctx.body.activityGroupId);
  if (id === null) {
    if (required) throw bizError('请选择活动组', 'E7023');
    return null;
  }
  const p = pickable(ctx.app.db, ctx);
  const found = ctx.app.db
    .prepare(`SELECT 1 FROM activity_group g WHERE g.activity_group_id = ?${p ? ` AND ${p.sql}` : ''}`)
    .get(id, ...(p?.params ?? []));
  if (!found) throw bizError('活动组不存在', 'E7024');
  return id;
}
