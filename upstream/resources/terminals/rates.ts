// Terminal rates of the reference upstream (spec 03 §7): the terminal's own, its member's terminals',
// an activity group's options, and their change by list or by batch, each logged per field.
import { bizError, type Ctx } from '../../context.ts';
import { orgScope } from '../../scope.ts';
import { formatTime, numberOf, str } from '../../util.ts';
import {
  activityGroup,
  actor,
  answer,
  log,
  orgOf,
  parseCodes,
  type PsamRow,
  psamFor,
  recordBatch,
  type RowResult,
  validateRows,
} from './rules.ts';
import { RATE_OPTS } from './schema.ts';

const RATE_FIELDS = new Map(RATE_OPTS.map(([field, name, dataType]) => [field, { name, dataType }]));
const RATE_COLUMN: Record<string, string> = {
  creditRate: 'credit_rate',
  debitRate: 'debit_rate',
  debitMaxFee: 'debit_max_fee',
  scanRate: 'scan_rate',
  clearFee: 'clear_fee',
};

/** A terminal's rate columns as the spec's opts (spec 03 §3: fieldName, fieldValue), the unset ones left out. */
function optsOf(row: Record<string, unknown> | undefined): Array<{ fieldName: string; fieldValue: string }> {
  if (!row) return [];
  return Object.entries(RATE_COLUMN).flatMap(([field, column]) =>
    row[column] === null || row[column] === undefined ? [] : [{ fieldName: field, fieldValue: String(row[column]) }],
  );
}

const RATE_SELECT = 'credit_rate, debit_rate, debit_max_fee, scan_rate, clear_fee';

/** The terminal's rates (dialog tab 3): {opts}. */
export function psamFee(ctx: Ctx) {
  const t = psamFor(ctx, ctx.body.psamCode);
  const row = ctx.app.db.prepare(`SELECT ${RATE_SELECT} FROM psam WHERE psam_code = ?`).get(t.psam_code) as Record<string, unknown>;
  return { opts: optsOf(row) };
}

/**
 * Terminal rate by member {memberId} (products pricing by member): {configList}, the rates of the
 * member's terminal in scope last changed (its entries shaped as opts: an assumption, the spec names
 * configList only).
 */
export function memberFeeConfig(ctx: Ctx) {
  const memberId = str(ctx.body.memberId)?.toUpperCase() ?? '';
  const scope = orgScope(ctx.app.db, ctx.emp);
  const row = ctx.app.db
    .prepare(`SELECT ${RATE_SELECT} FROM psam WHERE member_id = ? ${scope ? 'AND org_path LIKE ?' : ''}
      ORDER BY upt_time DESC, psam_code LIMIT 1`)
    .get(memberId, ...(scope ? [`${scope}%`] : [])) as Record<string, unknown> | undefined;
  return { configList: optsOf(row) };
}

/** The chosen codes of a rate call (strPsamCodes), each one the employee may see. */
function rateTargets(ctx: Ctx, field = 'strPsamCodes') {
  return validateRows(ctx, parseCodes(ctx.body[field]), (t) => (t.freeze_status === 1 ? '终端已冻结' : null));
}

/**
 * Terminal rate by activity group {activityGroupId, strPsamCodes}: {opts}, the group's rate options
 * with the first chosen terminal's current values (the group's own without codes).
 */
export function feeByActivity(ctx: Ctx) {
  const id = activityGroup(ctx);
  const first = str(ctx.body.strPsamCodes) ? rateTargets(ctx).find((r) => r.psam) : undefined;
  const current = first
    ? (ctx.app.db.prepare(`SELECT ${RATE_SELECT} FROM psam WHERE psam_code = ?`).get(first.code) as Record<string, unknown>)
    : null;
  const opts = ctx.app.db
    .prepare('SELECT field_name AS fieldName, opt_value AS optValue FROM psam_activity_opt WHERE activity_group_id = ? ORDER BY sort')
    .all(id) as Array<{ fieldName: string; optValue: string }>;
  return {
    opts: opts.map((o) => {
      const now = current?.[RATE_COLUMN[o.fieldName]];
      return { fieldName: o.fieldName, fieldValue: now === null || now === undefined ? o.optValue : String(now) };
    }),
  };
}

/**
 * The chosen options: the spec's `opts` list ({fieldName, fieldValue}) of a rate submit, or (the
 * batch call, whose body the spec does not give) the option fields themselves; checked by data type.
 */
function chosenOpts(body: Record<string, unknown>, asOpts = false): Array<{ field: string; value: number }> {
  if (asOpts && body.opts !== undefined && !Array.isArray(body.opts)) throw bizError('请选择参数', 'E7045');
  const given: Array<[string, unknown]> =
    asOpts || Array.isArray(body.opts)
      ? ((body.opts ?? []) as Array<Record<string, unknown>>).map((o) => [String(o?.fieldName ?? ''), o?.fieldValue])
      : [...RATE_FIELDS.keys()].map((f) => [f, body[f]]);
  const out: Array<{ field: string; value: number }> = [];
  for (const [field, raw] of given) {
    const spec = RATE_FIELDS.get(field);
    if (!spec) throw bizError(`不支持的参数：${field}`, 'E7041');
    const value = numberOf(raw);
    if (raw === undefined || raw === null || raw === '') continue;
    if (value === null || value < 0) throw bizError(`${spec.name}须为非负数`, 'E7042');
    if (spec.dataType === 100920 && !Number.isInteger(value)) throw bizError(`${spec.name}须为整数`, 'E7043');
    if (spec.dataType === 100924 && value > 5) throw bizError(`${spec.name}不能大于5`, 'E7044');
    out.push({ field, value });
  }
  if (!out.length) throw bizError('请选择参数', 'E7045');
  return out;
}

function applyRates(
  ctx: Ctx,
  rows: ReadonlyArray<RowResult & { psam: PsamRow | null }>,
  opts: ReturnType<typeof chosenOpts>,
  groupId: number | null,
  batch: string | null,
) {
  const { db } = ctx.app;
  const now = formatTime(Date.now());
  const set = opts.map((o) => `${RATE_COLUMN[o.field]} = ?`).join(', ');
  const update = db.prepare(`UPDATE psam SET ${set}, activity_group_id = COALESCE(?, activity_group_id), upt_time = ? WHERE psam_code = ?`);
  const current = db.prepare('SELECT credit_rate, debit_rate, debit_max_fee, scan_rate, clear_fee FROM psam WHERE psam_code = ?');
  const insertLog =
    db.prepare(`INSERT INTO psam_fee_log (psam_code, org_path, activity_group_id, field_name, opt_name, orig_value, new_value,
    batch_no, crt_member_id, crt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const r of rows) {
    if (r.reason || !r.psam) continue;
    const before = current.get(r.code) as Record<string, number | null>;
    update.run(...opts.map((o) => o.value), groupId, now, r.code);
    for (const o of opts) {
      const orig = before[RATE_COLUMN[o.field]];
      insertLog.run(
        r.code,
        r.psam.org_path,
        groupId,
        o.field,
        RATE_FIELDS.get(o.field)!.name,
        orig === null ? null : String(orig),
        String(o.value),
        batch,
        ctx.emp?.memberId ?? null,
        now,
      );
    }
    if (!batch) log(ctx, r.code, 'RATE', r.psam.psam_status, r.psam.psam_status, orgOf(db, r.psam.org_code), null);
  }
}

export function rateSubmit(ctx: Ctx) {
  const groupId = activityGroup(ctx);
  const opts = chosenOpts(ctx.body, true);
  const rows = rateTargets(ctx);
  if (rows.every((r) => r.reason)) throw bizError(answer(null, rows).summary, 'E7046');
  applyRates(ctx, rows, opts, groupId, null);
  return answer(null, rows);
}

export function rateBatch(ctx: Ctx) {
  const opts = chosenOpts(ctx.body);
  const groupId = activityGroup(ctx, false);
  const rows = rateTargets(ctx, 'psamCodes');
  const me = actor(ctx);
  const result = recordBatch(
    ctx,
    { kind: 'RATE', prefix: 'RT', org: me.org, activityGroupId: groupId, remark: str(ctx.body.remark) },
    rows,
  );
  applyRates(ctx, rows, opts, groupId, result.batchNo);
  return result;
}
