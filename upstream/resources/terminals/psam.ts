// Terminals (psam) of the reference upstream (spec 03 §7): transfer, accept and recall here, each a
// real call with its business rules (rules.ts), and the routes of every terminal operation: storage
// (storage.ts), binding and freeze (binding.ts), rates (rates.ts) and exports (exports.ts). The
// lists are resources (lists.ts); the operations are routes of the same resources.
import { callOf } from '../../calls.ts';
import { bizError, type Ctx, type Route } from '../../context.ts';
import { conditionsFor, type Resource } from '../../kit/resource.ts';
import { MAX_FILE, tooBig } from '../../routes/files.ts';
import { orgScope } from '../../scope.ts';
import { formatTime, str } from '../../util.ts';
import {
  activityGroup,
  actor,
  inTx,
  answer,
  orgOf,
  parseCodes,
  type Org,
  type PsamRow,
  psamFor,
  recordBatch,
  type RowResult,
  senderRefusal,
  settleTransferBatches,
  statusLabel,
  validateRows,
  within,
} from './rules.ts';
import {
  feeHistory,
  freezeRecords,
  incomingBatches,
  operationLog,
  otherBatches,
  otherRows,
  psam,
  psamActivity,
  psamChanges,
  psamIncoming,
  psamNew,
  psamStock,
  psamSubordinate,
  psamTrans,
  recallBatches,
  recallRows,
  storageBatches,
  storageRows,
  transferBatches,
  transferChain,
  transferRows,
} from './lists.ts';
import { change, changeBind, freeze, payCnlChange, unbindBatch, unbindOne, validateBind } from './binding.ts';
import { exportCheck, PSAM_COLUMNS, ROW_COLUMNS, sheet, tusnText } from './exports.ts';
import { batchInByExcel, batchInByPsam, batchInByRange, storageTag } from './storage.ts';
import { feeByActivity, memberFeeConfig, psamFee, rateBatch, rateSubmit } from './rates.ts';

// ---------------------------------------------------------------------------------------------
// Transfer: request (sender), accept (receiver), by psam list or by batch.

function transferTarget(ctx: Ctx) {
  const { db } = ctx.app;
  if (!str(ctx.body.orgCode)) throw bizError('请选择下发机构', 'E7020');
  const to = orgOf(db, ctx.body.orgCode);
  const me = actor(ctx);
  if (!to || !within(to.path, me.scope)) throw bizError('下发机构不存在', 'E7021');
  if (me.org && to.org_code === me.org.org_code) throw bizError('下发机构须为本机构的下级机构', 'E7022');
  return { to, me };
}

/** The rows of a transfer request, validated: in the sender's storage, and the receiver below the holder. */
function requestRows(ctx: Ctx) {
  const { to, me } = transferTarget(ctx);
  const codes = parseCodes(ctx.body.psamCodes);
  const rows = validateRows(
    ctx,
    codes,
    (t) =>
      senderRefusal(t, me.org) ?? (to.path.startsWith(t.org_path) && to.path !== t.org_path ? null : '下发机构须为终端所在机构的下级机构'),
  );
  return { to, me, rows };
}

function validPsam(ctx: Ctx) {
  const { rows } = requestRows(ctx);
  return answer(null, rows);
}

function transfer(ctx: Ctx) {
  const groupId = activityGroup(ctx);
  const { to, me, rows } = requestRows(ctx);
  const results: RowResult[] = rows.map((r) => ({ code: r.code, reason: r.reason, from: r.psam?.org_code ?? null, to: to.org_code }));
  const ok = results.filter((r) => !r.reason).length;
  const result = recordBatch(
    ctx,
    { kind: 'TRANSFER', prefix: 'TR', org: me.org, to, name: str(ctx.body.batchName), activityGroupId: groupId, status: ok ? 10 : 30 },
    results,
    () => 1,
  );
  // The terminals take the activity group's rates. The update re-checks the state it changes (one
  // statement for the batch): a concurrent request cannot move the same terminal, and then the
  // whole batch is refused.
  const good = results.filter((r) => !r.reason).map((r) => r.code);
  const { changes } = ctx.app.db
    .prepare(`UPDATE psam SET psam_status = 1, issue_status = 2, to_org_code = ?, activity_group_id = ?, upt_time = ?,
        credit_rate = o.credit, debit_rate = o.debit, debit_max_fee = o.debit_max, scan_rate = o.scan, clear_fee = o.clear
      FROM (SELECT MAX(CASE field_name WHEN 'creditRate' THEN CAST(opt_value AS REAL) END) AS credit,
          MAX(CASE field_name WHEN 'debitRate' THEN CAST(opt_value AS REAL) END) AS debit,
          MAX(CASE field_name WHEN 'debitMaxFee' THEN CAST(opt_value AS INTEGER) END) AS debit_max,
          MAX(CASE field_name WHEN 'scanRate' THEN CAST(opt_value AS REAL) END) AS scan,
          MAX(CASE field_name WHEN 'clearFee' THEN CAST(opt_value AS INTEGER) END) AS clear
        FROM psam_activity_opt WHERE activity_group_id = ?) AS o
      WHERE psam_code IN (SELECT value FROM json_each(?)) AND psam_status IN (0, 2, 4) AND binding_state = 0`)
    .run(to.org_code, groupId, formatTime(Date.now()), groupId, JSON.stringify(good));
  if (Number(changes) !== good.length) throw bizError('终端状态已变化，请重新提交', 'E7025');
  return result;
}

/** Accepts terminals awaiting the receiver: transfer requested → transferred, now held by the receiver. */
function acceptRows(ctx: Ctx, codes: readonly string[]): Array<RowResult & { psam: PsamRow | null }> {
  const me = actor(ctx);
  const find =
    ctx.app.db.prepare(`SELECT t.psam_code, t.org_code, t.org_path, t.psam_status, t.to_org_code, t.binding_state, t.freeze_status,
    rcv.path AS to_path FROM psam t LEFT JOIN org rcv ON rcv.org_code = t.to_org_code WHERE t.psam_code = ?`);
  return validateRows(ctx, codes, () => null, { mustExist: false }).map((r) => {
    if (r.reason && r.reason !== '终端不存在') return r;
    const t = find.get(r.code) as (PsamRow & { to_path: string | null }) | undefined;
    const receiverInScope = !!t?.to_path && within(t.to_path, me.scope);
    // Another organisation's terminal reads as missing, as everywhere.
    if (!t || !(within(t.org_path, me.scope) || receiverInScope)) return { ...r, reason: '终端不存在', psam: null };
    if (t.psam_status !== 1) return { ...r, reason: `终端不在待接收状态（当前状态：${statusLabel(t.psam_status)}）`, psam: null };
    if (!receiverInScope) return { ...r, reason: '终端不在本机构待接收列表', psam: null };
    return { ...r, reason: null, psam: t, from: t.org_code, to: t.to_org_code };
  });
}

function applyAccept(ctx: Ctx, rows: ReadonlyArray<RowResult & { psam: PsamRow | null }>) {
  const { db } = ctx.app;
  const now = formatTime(Date.now());
  const move = db.prepare(`UPDATE psam SET psam_status = 2, issue_status = 3, from_org_code = org_code, org_code = ?, org_path = ?,
    to_org_code = NULL, transfer_time = ?, upt_time = ? WHERE psam_code = ? AND psam_status = 1 AND to_org_code = ?`);
  // Only transfer rows carry status 1 (awaiting the receiver).
  const rowDone = db.prepare('UPDATE psam_batch_row SET status = 2, done_time = ? WHERE psam_code = ? AND status = 1 RETURNING batch_no');
  const touched = new Set<string>();
  const orgs = new Map<string, Org>();
  for (const r of rows) {
    if (r.reason || !r.psam) continue;
    let to = orgs.get(r.to ?? '');
    if (!to) orgs.set(r.to ?? '', (to = orgOf(db, r.to)!));
    if (move.run(to.org_code, to.path, now, now, r.code, to.org_code).changes !== 1) throw bizError('终端状态已变化，请重新提交', 'E7025');
    for (const b of rowDone.all(now, r.code) as Array<{ batch_no: string }>) touched.add(b.batch_no);
  }
  settleTransferBatches(db, touched);
}

function acceptCheck(ctx: Ctx) {
  return answer(null, acceptRows(ctx, parseCodes(ctx.body.psamCodes)));
}

function acceptByPsam(ctx: Ctx) {
  const rows = acceptRows(ctx, parseCodes(ctx.body.psamCodes));
  const me = actor(ctx);
  const result = recordBatch(ctx, { kind: 'ACCEPT', prefix: 'AC', org: me.org, to: me.org }, rows);
  applyAccept(ctx, rows);
  return result;
}

function acceptBatch(ctx: Ctx) {
  const { db } = ctx.app;
  const no = str(ctx.body.batchNo)?.toUpperCase() ?? '';
  const c = conditionsFor(incomingBatches, { batchNo: no }, orgScope(db, ctx.emp));
  const batch = db.prepare(`SELECT b.batch_no FROM ${incomingBatches.from} WHERE ${c.where.join(' AND ')}`).get(...c.params);
  if (!batch) throw bizError('批次不存在', 'E7016');
  const codes = (
    db.prepare('SELECT psam_code FROM psam_batch_row WHERE batch_no = ? AND status = 1').all(no) as Array<{ psam_code: string }>
  ).map((r) => r.psam_code);
  if (!codes.length) throw bizError('该批次没有待接收的终端', 'E7026');
  const rows = acceptRows(ctx, codes);
  const me = actor(ctx);
  const result = recordBatch(ctx, { kind: 'ACCEPT', prefix: 'AC', org: me.org, to: me.org, name: `接收批次${no}` }, rows);
  applyAccept(ctx, rows);
  return result;
}

function rename(ctx: Ctx) {
  const { db } = ctx.app;
  const no = str(ctx.body.batchNo)?.toUpperCase() ?? '';
  const name = str(ctx.body.batchName);
  if (!name) throw bizError('请输入批次名称', 'E7027');
  if (name.length > 40) throw bizError('批次名称最多40个字符', 'E7028');
  // Only the sender renames its transfer.
  const scope = orgScope(db, ctx.emp);
  const row = db.prepare("SELECT org_path FROM psam_batch WHERE batch_no = ? AND kind = 'TRANSFER'").get(no) as
    | { org_path: string }
    | undefined;
  if (!row || !within(row.org_path, scope)) throw bizError('批次不存在', 'E7016');
  db.prepare('UPDATE psam_batch SET batch_name = ?, upt_time = ? WHERE batch_no = ?').run(name, formatTime(Date.now()), no);
  return null;
}

// ---------------------------------------------------------------------------------------------
// Recall: transferred (held below) → recalled to storage, back to the recaller.

function recallRefusal(ctx: Ctx, t: PsamRow): string | null {
  const me = actor(ctx);
  if (t.psam_status !== 2) return `终端当前状态不可回收（${statusLabel(t.psam_status)}）`;
  if (t.binding_state === 1) return '终端已绑定商户，请先解绑';
  if (me.org && t.org_code === me.org.org_code) return '只能回收下级机构的终端';
  return null;
}

function recall(ctx: Ctx, codes: readonly string[], source: string) {
  const { db } = ctx.app;
  const me = actor(ctx);
  const rows = validateRows(ctx, codes, (t) => recallRefusal(ctx, t));
  // Into the recaller's storage: an ORG employee's own organisation; for the platform, the sender.
  const target = (t: PsamRow) => me.org ?? orgOf(db, t.from_org_code);
  const results: RowResult[] = rows.map((r) => ({
    code: r.code,
    reason: r.reason,
    from: r.psam?.org_code,
    to: r.psam ? (target(r.psam)?.org_code ?? '') : null,
  }));
  const result = recordBatch(ctx, { kind: 'RECALL', prefix: 'RC', org: me.org, to: me.org, source, remark: str(ctx.body.remark) }, results);
  const now = formatTime(Date.now());
  const move = db.prepare(`UPDATE psam SET psam_status = 4, issue_status = 1, second_flag = 1, from_org_code = org_code, org_code = ?,
    org_path = ?, upt_time = ? WHERE psam_code = ? AND psam_status = 2 AND binding_state = 0`);
  const chainDone = db.prepare(`UPDATE psam_batch_row SET status = 9 WHERE psam_code = ? AND status = 2 AND to_org_code = ?`);
  for (const r of rows) {
    if (r.reason || !r.psam) continue;
    const to = target(r.psam);
    if (move.run(to?.org_code ?? '', to?.path ?? '/', now, r.code).changes !== 1) throw bizError('终端状态已变化，请重新提交', 'E7025');
    chainDone.run(r.code, r.psam.org_code);
  }
  return result;
}

function recallOne(ctx: Ctx) {
  const t = psamFor(ctx, ctx.body.psamCode);
  const refusal = recallRefusal(ctx, t);
  if (refusal) throw bizError(refusal, 'E7030');
  return recall(ctx, [t.psam_code], 'SINGLE');
}

const uploadLimits = { maxBody: MAX_FILE + 1024 * 1024, tooLarge: tooBig };
const route = (def: { method: string; path: string }, handler: (ctx: Ctx) => unknown, extra = {}) => ({
  method: def.method as 'POST',
  path: def.path,
  handler,
  ...extra,
});

(psam.routes as Route[]).push(
  route(callOf('POST /{p}/pos/standard/org/admin/storage/batch-in/by-psam'), inTx(batchInByPsam)),
  route(callOf('POST /{p}/pos/org/admin/batch-in/by-psam'), inTx(batchInByPsam)),
  route(callOf('POST /{p}/pos/org/admin/batch-in/by-code-range'), inTx(batchInByRange)),
  route(callOf('POST /{p}/pos/org/admin/batch-in/by-excel'), batchInByExcel, uploadLimits),
  route(callOf('POST /{p}/pos/org/admin/storage/tag'), inTx(storageTag)),
  route(callOf('POST /admin/storage/psam'), sheet(storageRows, '入库明细', ROW_COLUMNS)),
  route(callOf('POST /{p}/pos/standard/org/admin/transfer/valid-psam/by-psam'), validPsam),
  route(callOf('POST /{p}/pos/standard/org/admin/transfer/transfer'), inTx(transfer)),
  route(callOf('POST /{p}/pos/standard/org/admin/transfer/in-batch/transfer'), inTx(acceptBatch)),
  route(callOf('POST /{p}/pos/standard/org/admin/transfer/in-psam/transfer/check'), acceptCheck),
  route(callOf('POST /{p}/pos/standard/org/admin/transfer/in-psam/transfer'), inTx(acceptByPsam)),
  route(callOf('POST /{p}/pos/standard/org/admin/transfer/transfer/rename'), inTx(rename)),
  route(callOf('POST /{p}/pos/standard/org/admin/transfer/transfer/detail/export'), sheet(transferRows, '划拨明细', ROW_COLUMNS)),
  route(callOf('POST /{p}/pos/standard/org/admin/transfer/query-psam/tusn-export'), tusnText),
  route(callOf('POST /{p}/pos/standard/org/admin/psam/recall'), inTx(recallOne)),
  route(
    callOf('POST /{p}/pos/standard/org/admin/psam/batch-psam-recall'),
    inTx((ctx) => recall(ctx, parseCodes(ctx.body.psamCodes), 'PASTE')),
  ),
  route(callOf('POST /{p}/pos/standard/org/admin/psam/recall/detail-export'), sheet(recallRows, '回收明细', ROW_COLUMNS)),
  route(callOf('POST /{p}/pos/standard/org/admin/psam/unbind'), inTx(unbindOne)),
  route(callOf('POST /{p}/pos/standard/org/admin/psam/single-unbind-psam'), inTx(unbindOne)),
  route(callOf('POST /{p}/pos/standard/org/admin/psam/unbind-terminal-apply'), inTx(unbindOne)),
  route(callOf('POST /{p}/pos/standard/org/admin/psam/unbind-psam'), inTx(unbindBatch)),
  route(callOf('POST /{p}/pos/standard/org/admin/psam/validate-terminal-bind-in-cnl'), validateBind),
  route(callOf('POST /{p}/pos/standard/org/admin/psam/change'), inTx(change)),
  route(callOf('POST /{p}/pos/standard/org/admin/psam/changBind'), inTx(changeBind)),
  route(callOf('POST /{p}/pos/standard/org/admin/psam/pay-cnl/change'), inTx(payCnlChange)),
  route(callOf('POST /{p}/pos/standard/org/admin/psam/freeze'), inTx(freeze(1))),
  route(callOf('POST /{p}/pos/standard/org/admin/psam/unfreeze'), inTx(freeze(0))),
  route(callOf('POST /{p}/pos/standard/org/admin/psam/get-psam-fee'), psamFee),
  route(callOf('POST /{p}/pos/standard/org/admin/psam/member-fee-config'), memberFeeConfig),
  route(callOf('POST /admin/export/psam'), sheet(psam, '终端列表', PSAM_COLUMNS)),
  route(callOf('POST /admin/export/psam-activity'), sheet(psamActivity, '激活终端', PSAM_COLUMNS)),
  route(callOf('POST /admin/export/psam/check'), exportCheck),
  route(callOf('POST /{p}/pos/standard/org/admin/transfer/get-psam-fee'), feeByActivity),
  route(callOf('POST /{p}/pos/standard/org/admin/transfer/update-fee-rate'), inTx(rateSubmit)),
  route(callOf('POST /{p}/pos/standard/org/admin/transfer/batch-update-fee-rate'), inTx(rateBatch)),
);

export const terminalResources: readonly Resource[] = [
  psam,
  psamNew,
  psamActivity,
  psamSubordinate,
  psamStock,
  psamIncoming,
  storageBatches,
  transferBatches,
  incomingBatches,
  recallBatches,
  otherBatches,
  storageRows,
  transferRows,
  recallRows,
  otherRows,
  transferChain,
  operationLog,
  freezeRecords,
  feeHistory,
  psamTrans,
  psamChanges,
];
