// Terminal binding of the reference upstream (spec 03 §7): unbind (one, or a batch), change a
// member's terminal, change a binding, the pay channel, and freeze or unfreeze.
import { bizError, type Ctx } from '../../context.ts';
import { orgScope } from '../../scope.ts';
import { formatTime, str } from '../../util.ts';
import {
  actor,
  log,
  orgOf,
  parseCodes,
  type PsamRow,
  psamFor,
  recordBatch,
  type RowResult,
  senderRefusal,
  validateRows,
  within,
} from './rules.ts';

function unbindRows(ctx: Ctx, rows: ReadonlyArray<RowResult & { psam: PsamRow | null }>, batch: string | null, remark: string | null) {
  const { db } = ctx.app;
  const now = formatTime(Date.now());
  for (const r of rows) {
    if (r.reason || !r.psam) continue;
    db.prepare('UPDATE psam SET binding_state = 0, member_id = NULL, bind_time = NULL, upt_time = ? WHERE psam_code = ?').run(now, r.code);
    db.prepare('UPDATE merchant SET psam_code = NULL, upt_time = ? WHERE psam_code = ?').run(now, r.code);
    if (r.psam.member_id) db.prepare('UPDATE member SET psam_count = MAX(0, psam_count - 1) WHERE member_id = ?').run(r.psam.member_id);
    if (!batch) log(ctx, r.code, 'UNBIND', r.psam.psam_status, r.psam.psam_status, orgOf(db, r.psam.org_code), null, remark);
  }
}

const unbindRefusal = (t: PsamRow) => (t.binding_state === 1 ? null : '终端未绑定商户');

/** One terminal: by psamCode, or by the change record's new terminal (newPsamCode) on the change pages. */
export function unbindOne(ctx: Ctx) {
  const t = psamFor(ctx, ctx.body.psamCode ?? ctx.body.newPsamCode);
  const refusal = unbindRefusal(t);
  if (refusal) throw bizError(refusal, 'E7031');
  unbindRows(ctx, [{ code: t.psam_code, reason: null, psam: t }], null, str(ctx.body.reason));
  return null;
}

export function unbindBatch(ctx: Ctx) {
  const rows = validateRows(ctx, parseCodes(ctx.body.psamCodes), unbindRefusal);
  const me = actor(ctx);
  const result = recordBatch(ctx, { kind: 'UNBIND', prefix: 'UB', org: me.org, remark: str(ctx.body.reason) }, rows);
  unbindRows(ctx, rows, result.batchNo, str(ctx.body.reason));
  return result;
}

export function validateBind(ctx: Ctx) {
  const t = psamFor(ctx, ctx.body.psamCode);
  if (t.binding_state !== 1) throw bizError('终端未在通道绑定', 'E7032');
  return { bound: true, memberId: t.member_id };
}

function changeRecord(ctx: Ctx, memberId: string, oldCode: string, newCode: string, type: string, orgPath: string) {
  const now = formatTime(Date.now());
  ctx.app.db
    .prepare(`INSERT INTO psam_change (member_id, old_psam_code, new_psam_code, org_path, change_type, status, reason, emp_id, crt_time, upt_time)
    VALUES (?, ?, ?, ?, ?, 20, ?, ?, ?, ?)`)
    .run(memberId, oldCode, newCode, orgPath, type, str(ctx.body.reason), ctx.emp?.empId ?? null, now, now);
}

/** 换机: the merchant's bound terminal is replaced by one from the same organisation's storage. */
export function change(ctx: Ctx) {
  const { db } = ctx.app;
  const old = psamFor(ctx, ctx.body.oldPsamCode);
  if (old.binding_state !== 1 || !old.member_id) throw bizError('原终端未绑定商户', 'E7033');
  const next = psamFor(ctx, ctx.body.newPsamCode);
  if (next.psam_code === old.psam_code) throw bizError('新旧终端不能相同', 'E7034');
  const refusal = senderRefusal(next, null);
  if (refusal) throw bizError(`新终端不可用：${refusal}`, 'E7035');
  if (next.org_code !== old.org_code) throw bizError('新终端须在商户所属机构的库存中', 'E7036');
  const now = formatTime(Date.now());
  db.prepare('UPDATE psam SET binding_state = 0, member_id = NULL, bind_time = NULL, upt_time = ? WHERE psam_code = ?').run(
    now,
    old.psam_code,
  );
  db.prepare('UPDATE psam SET binding_state = 1, member_id = ?, psam_status = 2, bind_time = ?, upt_time = ? WHERE psam_code = ?').run(
    old.member_id,
    now,
    now,
    next.psam_code,
  );
  db.prepare('UPDATE merchant SET psam_code = ?, upt_time = ? WHERE member_id = ? AND psam_code = ?').run(
    next.psam_code,
    now,
    old.member_id,
    old.psam_code,
  );
  changeRecord(ctx, old.member_id, old.psam_code, next.psam_code, 'CHANGE', old.org_path);
  const org = orgOf(db, old.org_code);
  log(ctx, old.psam_code, 'CHANGE', old.psam_status, old.psam_status, org, null, `换机为${next.psam_code}`);
  log(ctx, next.psam_code, 'BIND', next.psam_status, 2, org, null, `替换${old.psam_code}`);
  return null;
}

/** 换绑: a bound terminal moves to another merchant of the employee's scope. */
export function changeBind(ctx: Ctx) {
  const { db } = ctx.app;
  const t = psamFor(ctx, ctx.body.psamCode);
  if (t.binding_state !== 1 || !t.member_id) throw bizError('终端未绑定商户', 'E7031');
  const memberId = str(ctx.body.memberId)?.toUpperCase() ?? '';
  const scope = orgScope(db, ctx.emp);
  const m = db.prepare('SELECT member_id, org_path, member_type FROM member WHERE member_id = ?').get(memberId) as
    | { member_id: string; org_path: string; member_type: number }
    | undefined;
  if (!m || !within(m.org_path, scope) || m.member_type !== 101010) throw bizError('商户不存在', 'E7037');
  if (m.member_id === t.member_id) throw bizError('终端已绑定该商户', 'E7038');
  const now = formatTime(Date.now());
  db.prepare('UPDATE psam SET member_id = ?, bind_time = ?, upt_time = ? WHERE psam_code = ?').run(m.member_id, now, now, t.psam_code);
  db.prepare('UPDATE merchant SET psam_code = NULL, upt_time = ? WHERE psam_code = ?').run(now, t.psam_code);
  db.prepare('UPDATE merchant SET psam_code = ?, upt_time = ? WHERE member_id = ?').run(t.psam_code, now, m.member_id);
  changeRecord(ctx, m.member_id, t.psam_code, t.psam_code, 'CHANGE_BIND', t.org_path);
  log(ctx, t.psam_code, 'BIND', t.psam_status, t.psam_status, orgOf(db, t.org_code), null, `由${t.member_id}换绑至${m.member_id}`);
  return null;
}

const PAY_CNLS = new Set(['wx', 'zfb', 'yl', 'cx', 'sd', 'hh', 'flm']);

export function payCnlChange(ctx: Ctx) {
  const t = psamFor(ctx, ctx.body.psamCode);
  if (t.binding_state !== 1) throw bizError('终端未绑定商户', 'E7031');
  const cnl = str(ctx.body.payCnl);
  if (!cnl || !PAY_CNLS.has(cnl)) throw bizError('请选择支付通道', 'E7039');
  ctx.app.db.prepare('UPDATE psam SET pay_cnl = ?, upt_time = ? WHERE psam_code = ?').run(cnl, formatTime(Date.now()), t.psam_code);
  log(ctx, t.psam_code, 'PAY_CNL', t.psam_status, t.psam_status, orgOf(ctx.app.db, t.org_code), null, `支付通道变更为${cnl}`);
  return null;
}

export function freeze(action: 0 | 1) {
  return (ctx: Ctx) => {
    const t = psamFor(ctx, ctx.body.psamCode);
    if (t.freeze_status === action) throw bizError(action ? '终端已冻结' : '终端未冻结', 'E7040');
    const now = formatTime(Date.now());
    ctx.app.db.prepare('UPDATE psam SET freeze_status = ?, upt_time = ? WHERE psam_code = ?').run(action, now, t.psam_code);
    ctx.app.db
      .prepare('INSERT INTO psam_freeze_log (psam_code, org_path, action, reason, emp_id, crt_time) VALUES (?, ?, ?, ?, ?, ?)')
      .run(t.psam_code, t.org_path, action, str(ctx.body.reason), ctx.emp?.empId ?? null, now);
    log(ctx, t.psam_code, action ? 'FREEZE' : 'UNFREEZE', t.psam_status, t.psam_status, orgOf(ctx.app.db, t.org_code), null);
    return null;
  };
}
