// Terminal rates of the reference upstream (spec 03 §7): the terminal's own, its member's terminals',
// an activity group's options, and their change by list or by batch, each logged per field.
import { bizError, type Ctx } from '../../context.ts';
import { orgScope } from '../../scope.ts';
import { formatTime, numberOf, page, pageArgs, queryPage, str } from '../../util.ts';
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
import { RATE_OPTS } from './seed.ts';

const RATE_FIELDS = new Map(RATE_OPTS.map(([field, name, dataType]) => [field, { name, dataType }]));
const RATE_COLUMN: Record<string, string> = {
  creditRate: 'credit_rate',
  debitRate: 'debit_rate',
  debitMaxFee: 'debit_max_fee',
  scanRate: 'scan_rate',
  clearFee: 'clear_fee',
};

/** The terminal's rates (dialog tab 3). */
export function psamFee(ctx: Ctx) {
  const t = psamFor(ctx, ctx.body.psamCode);
  return ctx.app.db
    .prepare(`SELECT t.psam_code AS psamCode, t.activity_group_id AS activityGroupId, g.activity_group_name AS activityGroupName,
      t.credit_rate AS creditRate, t.debit_rate AS debitRate, t.debit_max_fee AS debitMaxFee, t.scan_rate AS scanRate,
      t.clear_fee AS clearFee, t.pay_cnl AS payCnl
      FROM psam t LEFT JOIN psam_activity_group g ON g.activity_group_id = t.activity_group_id WHERE t.psam_code = ?`)
    .get(t.psam_code);
}

/** Rate configs of the terminals of the member who holds this terminal (products pricing by member). */
export function memberFeeConfig(ctx: Ctx) {
  const args = pageArgs(ctx.body);
  const memberId = str(ctx.body.memberId)?.toUpperCase() ?? psamFor(ctx, ctx.body.psamCode).member_id;
  if (!memberId) return page([], 0, args);
  const scope = orgScope(ctx.app.db, ctx.emp);
  const { rows, total } = queryPage(
    ctx.app.db,
    {
      select: `psam_code AS psamCode, credit_rate AS creditRate, debit_rate AS debitRate, debit_max_fee AS debitMaxFee,
        scan_rate AS scanRate, clear_fee AS clearFee`,
      from: 'psam',
      where: ['member_id = ?', ...(scope ? ['org_path LIKE ?'] : [])],
      params: [memberId, ...(scope ? [`${scope}%`] : [])],
      orderBy: 'psam_code',
    },
    args,
  );
  return page(rows, total, args);
}

/** The chosen codes of a rate call (strPsamCodes), each one the employee may see. */
function rateTargets(ctx: Ctx, field = 'strPsamCodes') {
  return validateRows(ctx, parseCodes(ctx.body[field]), (t) => (t.freeze_status === 1 ? '终端已冻结' : null));
}

/** Rate options of an activity group, with the first chosen terminal's current values (a paged list). */
export function feeByActivity(ctx: Ctx) {
  const args = pageArgs(ctx.body);
  const id = activityGroup(ctx);
  const first = str(ctx.body.strPsamCodes) ? rateTargets(ctx).find((r) => r.psam) : undefined;
  const current = first ? (psamFee({ ...ctx, body: { psamCode: first.code } }) as Record<string, unknown>) : null;
  const opts = ctx.app.db
    .prepare(`SELECT activity_group_id AS activityGroupId, field_name AS fieldName, opt_name AS optName, opt_value AS optValue,
      data_type AS dataType FROM psam_activity_opt WHERE activity_group_id = ? ORDER BY sort`)
    .all(id) as Array<Record<string, unknown>>;
  const rows = opts.map((o) => ({
    ...o,
    fieldValue: current ? String(current[String(o.fieldName)] ?? '') : o.optValue,
    psamCode: first?.code ?? null,
  }));
  return page(rows.slice(args.offset, args.offset + args.pageSize), rows.length, args);
}

/** The chosen options: an `opts` list ({fieldName, fieldValue}) or the option fields themselves; checked by data type. */
function chosenOpts(body: Record<string, unknown>): Array<{ field: string; value: number }> {
  const given: Array<[string, unknown]> = Array.isArray(body.opts)
    ? (body.opts as Array<Record<string, unknown>>).map((o) => [String(o?.fieldName ?? ''), o?.fieldValue])
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
  const opts = chosenOpts(ctx.body);
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
