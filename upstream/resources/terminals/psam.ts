// Terminals (psam) of the reference upstream: storage, transfer, accept, recall, unbind, change,
// freeze and rates (spec 03 §7), each a real call with its business rules (rules.ts), and the
// exports. The lists are resources (lists.ts); the operations are routes of the same resources.
import fs from 'node:fs';
import path from 'node:path';
import { psamCalls, rateCalls, storageCalls, transferCalls } from '../../../lib/calls/terminals.ts';
import { enumLabel } from '../../../lib/dict/enums/index.ts';
import { bizError, type Ctx, FileReply, type Route } from '../../context.ts';
import { conditionsFor, type Resource } from '../../resource.ts';
import { MAX_FILE, readUpload, tooBig } from '../../routes/files.ts';
import { orgScope } from '../../scope.ts';
import { formatTime, numberOf, page, pageArgs, queryPage, str } from '../../util.ts';
import { buildXls, XLS_CONTENT_TYPE } from '../../xls.ts';
import { firstColumn, XlsxError } from '../../xlsx-cells.ts';
import { inTransaction } from '../../db.ts';
import {
  actor,
  inTx,
  answer,
  log,
  MAX_BATCH,
  orgOf,
  parseCodes,
  type Org,
  type PsamRow,
  psamFor,
  rangeCodes,
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
import { RATE_OPTS } from './seed.ts';

// ---------------------------------------------------------------------------------------------
// Storage.

const DEVICE_TYPES = new Set(['10', '20', '30', '40', '50']);

/** Puts the good rows into storage at the acting organisation (ORG) or the chosen one (platform by default). */
function store(ctx: Ctx, codes: readonly string[], source: string, extra: { fileName?: string | null } = {}) {
  const { db } = ctx.app;
  const me = actor(ctx);
  let target = me.org;
  if (!me.org && str(ctx.body.orgCode)) {
    target = orgOf(db, ctx.body.orgCode);
    if (!target) throw bizError('入库机构不存在', 'E7011');
  }
  const deviceType = str(ctx.body.deviceType) ?? '20';
  if (!DEVICE_TYPES.has(deviceType)) throw bizError('设备类型不正确', 'E7012');
  const rows: RowResult[] = validateRows(ctx, codes, () => null, { mustNotExist: true }).map((r) => ({
    code: r.code,
    reason: r.reason,
    to: target?.org_code ?? '',
  }));
  const storageTag = str(ctx.body.storageTag);
  const result = recordBatch(
    ctx,
    { kind: 'STORAGE', prefix: 'ST', org: target, source, storageTag, remark: str(ctx.body.remark), fileName: extra.fileName },
    rows,
  );
  const now = formatTime(Date.now());
  const top = target ? target.path.split('/')[1] : null;
  const product = top
    ? ((db.prepare('SELECT product_code FROM org WHERE org_code = ?').get(top) as { product_code: string }).product_code ?? 'all')
    : 'all';
  // The good rows in one statement; a TUSN already taken gets the whole code instead.
  const good = rows.filter((r) => !r.reason).map((r) => r.code);
  db.prepare(`INSERT INTO psam (psam_code, tusn, org_code, org_path, product_code, psam_mode_type, device_type, facilitator_type, model,
      psam_status, issue_status, storage_batch, storage_tag, storage_time, upt_time)
    SELECT j.value, CASE WHEN EXISTS (SELECT 1 FROM psam x WHERE x.tusn = 'SN' || substr(j.value, -16)) THEN 'SN' || j.value
        ELSE 'SN' || substr(j.value, -16) END,
      ?, ?, ?, ?, ?, ?, ?, 0, 1, ?, ?, ?, ? FROM json_each(?) j`).run(
    target?.org_code ?? '',
    target?.path ?? '/',
    product,
    deviceType === '30' ? '700001' : '700002',
    Number(deviceType),
    str(ctx.body.facilitatorType) ?? '700101',
    str(ctx.body.model) ?? '700201',
    result.batchNo,
    storageTag,
    now,
    now,
    JSON.stringify(good),
  );
  return result;
}

function batchInByPsam(ctx: Ctx) {
  return store(ctx, parseCodes(ctx.body.psamCodes), 'PASTE');
}

function batchInByRange(ctx: Ctx) {
  return store(ctx, rangeCodes(ctx.body.startPsamCode, ctx.body.endPsamCode), 'RANGE');
}

/**
 * Excel import: an .xlsx is read without sheetjs (column A, a header row skipped) and stored row by
 * row like a paste; an .xls is kept for a later run and its batch waits (status 10) saying so.
 */
async function batchInByExcel(ctx: Ctx) {
  const { file, fileName, ext } = await readUpload(ctx);
  if (ext !== '.xls' && ext !== '.xlsx') throw bizError('请上传 xls/xlsx 格式!', 'E6002');
  const bytes = Buffer.from(await file.arrayBuffer());
  if (ext === '.xls') {
    const me = actor(ctx);
    const stored = path.join('files', 'imports', `psam-${Date.now()}${ext}`);
    fs.mkdirSync(path.join(ctx.app.cfg.dataDir, 'files', 'imports'), { recursive: true });
    fs.writeFileSync(path.join(ctx.app.cfg.dataDir, stored), bytes);
    const result = recordBatch(
      ctx,
      {
        kind: 'STORAGE',
        prefix: 'ST',
        org: me.org,
        source: 'EXCEL',
        fileName,
        storedPath: stored,
        status: 10,
        remark: '.xls 文件已保存，等待后台处理；如需立即入库请另存为 .xlsx 或粘贴终端号',
      },
      [],
    );
    return `文件已接收，等待处理（批次号 ${result.batchNo}）`;
  }
  let cells: string[];
  try {
    cells = firstColumn(bytes);
  } catch (error) {
    if (error instanceof XlsxError) throw bizError(error.message, 'E7013');
    throw error;
  }
  if (cells.length && !/^[A-Za-z0-9]{4,20}$/.test(cells[0])) cells.shift(); // the header row
  if (!cells.length) throw bizError('文件中没有终端号', 'E7014');
  if (cells.length > MAX_BATCH) throw bizError(`单批最多${MAX_BATCH}个终端，本次${cells.length}个`, 'E7002');
  const result = inTransaction(ctx.app.db, () => store(ctx, cells, 'EXCEL', { fileName }));
  return `批次号 ${result.batchNo}，${result.summary}`;
}

function storageTag(ctx: Ctx) {
  const no = str(ctx.body.batchNo)?.toUpperCase() ?? '';
  const tag = str(ctx.body.storageTag);
  if (!tag) throw bizError('请输入入库标签', 'E7015');
  const c = conditionsFor(storageBatches, { batchNo: no }, orgScope(ctx.app.db, ctx.emp));
  const row = ctx.app.db.prepare(`SELECT b.batch_no FROM ${storageBatches.from} WHERE ${c.where.join(' AND ')}`).get(...c.params);
  if (!row) throw bizError('批次不存在', 'E7016');
  const now = formatTime(Date.now());
  ctx.app.db.prepare('UPDATE psam_batch SET storage_tag = ?, upt_time = ? WHERE batch_no = ?').run(tag, now, no);
  ctx.app.db.prepare('UPDATE psam SET storage_tag = ?, upt_time = ? WHERE storage_batch = ?').run(tag, now, no);
  return null;
}

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

function activityGroup(ctx: Ctx, required = true): number | null {
  const id = numberOf(ctx.body.activityGroupId);
  if (id === null) {
    if (required) throw bizError('请选择活动组', 'E7023');
    return null;
  }
  if (!ctx.app.db.prepare('SELECT 1 FROM psam_activity_group WHERE activity_group_id = ?').get(id)) throw bizError('活动组不存在', 'E7024');
  return id;
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

// ---------------------------------------------------------------------------------------------
// Unbind, change, change bind, pay channel, freeze.

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
function unbindOne(ctx: Ctx) {
  const t = psamFor(ctx, ctx.body.psamCode ?? ctx.body.newPsamCode);
  const refusal = unbindRefusal(t);
  if (refusal) throw bizError(refusal, 'E7031');
  unbindRows(ctx, [{ code: t.psam_code, reason: null, psam: t }], null, str(ctx.body.reason));
  return null;
}

function unbindBatch(ctx: Ctx) {
  const rows = validateRows(ctx, parseCodes(ctx.body.psamCodes), unbindRefusal);
  const me = actor(ctx);
  const result = recordBatch(ctx, { kind: 'UNBIND', prefix: 'UB', org: me.org, remark: str(ctx.body.reason) }, rows);
  unbindRows(ctx, rows, result.batchNo, str(ctx.body.reason));
  return result;
}

function validateBind(ctx: Ctx) {
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
function change(ctx: Ctx) {
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
function changeBind(ctx: Ctx) {
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

function payCnlChange(ctx: Ctx) {
  const t = psamFor(ctx, ctx.body.psamCode);
  if (t.binding_state !== 1) throw bizError('终端未绑定商户', 'E7031');
  const cnl = str(ctx.body.payCnl);
  if (!cnl || !PAY_CNLS.has(cnl)) throw bizError('请选择支付通道', 'E7039');
  ctx.app.db.prepare('UPDATE psam SET pay_cnl = ?, upt_time = ? WHERE psam_code = ?').run(cnl, formatTime(Date.now()), t.psam_code);
  log(ctx, t.psam_code, 'PAY_CNL', t.psam_status, t.psam_status, orgOf(ctx.app.db, t.org_code), null, `支付通道变更为${cnl}`);
  return null;
}

function freeze(action: 0 | 1) {
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

// ---------------------------------------------------------------------------------------------
// Rates.

const RATE_FIELDS = new Map(RATE_OPTS.map(([field, name, dataType]) => [field, { name, dataType }]));
const RATE_COLUMN: Record<string, string> = {
  creditRate: 'credit_rate',
  debitRate: 'debit_rate',
  debitMaxFee: 'debit_max_fee',
  scanRate: 'scan_rate',
  clearFee: 'clear_fee',
};

/** The terminal's rates (dialog tab 3). */
function psamFee(ctx: Ctx) {
  const t = psamFor(ctx, ctx.body.psamCode);
  return ctx.app.db
    .prepare(`SELECT t.psam_code AS psamCode, t.activity_group_id AS activityGroupId, g.activity_group_name AS activityGroupName,
      t.credit_rate AS creditRate, t.debit_rate AS debitRate, t.debit_max_fee AS debitMaxFee, t.scan_rate AS scanRate,
      t.clear_fee AS clearFee, t.pay_cnl AS payCnl
      FROM psam t LEFT JOIN psam_activity_group g ON g.activity_group_id = t.activity_group_id WHERE t.psam_code = ?`)
    .get(t.psam_code);
}

/** Rate configs of the terminals of the member who holds this terminal (products pricing by member). */
function memberFeeConfig(ctx: Ctx) {
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
function feeByActivity(ctx: Ctx) {
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

function rateSubmit(ctx: Ctx) {
  const groupId = activityGroup(ctx);
  const opts = chosenOpts(ctx.body);
  const rows = rateTargets(ctx);
  if (rows.every((r) => r.reason)) throw bizError(answer(null, rows).summary, 'E7046');
  applyRates(ctx, rows, opts, groupId, null);
  return answer(null, rows);
}

function rateBatch(ctx: Ctx) {
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

// ---------------------------------------------------------------------------------------------
// Exports: psam lists (with the mcf check before), batch rows, and the stock's TUSN list as text.

const EXPORT_LIMIT = 10_000;
type Column = readonly [header: string, field: string, enumId?: string];

function sheet(r: Resource, name: string, columns: readonly Column[], where?: string) {
  return (ctx: Ctx) => {
    for (const field of r.requires ?? []) if (!str(ctx.body[field])) throw bizError(`缺少参数：${field}`, 'E4002');
    const c = conditionsFor(r, ctx.body, orgScope(ctx.app.db, ctx.emp));
    const all = [...(where ? [where] : []), ...c.where];
    const rows = ctx.app.db
      .prepare(`SELECT ${r.select} FROM ${r.from} ${all.length ? `WHERE ${all.join(' AND ')}` : ''} ORDER BY ${r.orderBy} LIMIT ?`)
      .all(...c.params, EXPORT_LIMIT) as Array<Record<string, unknown>>;
    const body = buildXls(
      name,
      columns.map(([h]) => h),
      rows.map((row) => columns.map(([, f, e]) => (e ? enumLabel(e, row[f]) : (row[f] ?? '')))),
    );
    return new FileReply({ contentType: XLS_CONTENT_TYPE, body });
  };
}

const PSAM_COLUMNS: readonly Column[] = [
  ['终端号', 'psamCode'],
  ['TUSN', 'tusn'],
  ['商户编号', 'memberId'],
  ['顶级机构', 'topOrgName'],
  ['当前机构', 'curOrgName'],
  ['终端状态', 'psamStatus', 'psamStatus'],
  ['下发状态', 'issueStatus', 'psamIssueStatus'],
  ['绑定状态', 'bindingState', 'bindingState'],
  ['激活状态', 'activationStatus', 'activationStatus'],
  ['冻结状态', 'freezeStatus', 'freezeStatus'],
  ['活动组', 'activityGroupName'],
  ['入库时间', 'storageTime'],
  ['划拨时间', 'transferTime'],
  ['绑定时间', 'bindTime'],
];
const ROW_COLUMNS: readonly Column[] = [
  ['序号', 'lineNo'],
  ['终端号', 'psamCode'],
  ['结果', 'result', 'rowResult'],
  ['失败原因', 'reason'],
  ['来源机构', 'fromOrgName'],
  ['目标机构', 'toOrgName'],
  ['时间', 'crtTime'],
];

/** The mcf check before a psam export: the rows must fit one file. */
function exportCheck(ctx: Ctx) {
  const c = conditionsFor(psam, ctx.body, orgScope(ctx.app.db, ctx.emp));
  const n = (
    ctx.app.db
      .prepare(`SELECT COUNT(*) AS n FROM ${psam.from} ${c.where.length ? `WHERE ${c.where.join(' AND ')}` : ''}`)
      .get(...c.params) as { n: number }
  ).n;
  if (n > EXPORT_LIMIT) throw bizError(`导出数据${n}条，超过${EXPORT_LIMIT}条，请缩小查询范围`, 'E7050');
  return { count: n };
}

function tusnText(ctx: Ctx) {
  const c = conditionsFor(psamStock, ctx.body, orgScope(ctx.app.db, ctx.emp));
  const rows = ctx.app.db
    .prepare(`SELECT t.tusn AS tusn FROM ${psamStock.from} WHERE ${c.where.join(' AND ')} ORDER BY t.psam_code LIMIT 100000`)
    .all(...c.params) as Array<{ tusn: string }>;
  return new FileReply({
    contentType: 'text/plain; charset=utf-8',
    body: Buffer.from(`${rows.map((r) => r.tusn).join('\r\n')}\r\n`, 'utf8'),
  });
}

const uploadLimits = { maxBody: MAX_FILE + 1024 * 1024, tooLarge: tooBig };
const route = (def: { method: string; path: string }, handler: (ctx: Ctx) => unknown, extra = {}) => ({
  method: def.method as 'POST',
  path: def.path,
  handler,
  ...extra,
});

(psam.routes as Route[]).push(
  route(storageCalls.batchInByPsam, inTx(batchInByPsam)),
  route(storageCalls.orgBatchInByPsam, inTx(batchInByPsam)),
  route(storageCalls.batchInByRange, inTx(batchInByRange)),
  route(storageCalls.batchInByExcel, batchInByExcel, uploadLimits),
  route(storageCalls.tag, inTx(storageTag)),
  route(storageCalls.detailExport, sheet(storageRows, '入库明细', ROW_COLUMNS)),
  route(transferCalls.validByPsam, validPsam),
  route(transferCalls.transfer, inTx(transfer)),
  route(transferCalls.inBatchTransfer, inTx(acceptBatch)),
  route(transferCalls.inPsamCheck, acceptCheck),
  route(transferCalls.inPsamTransfer, inTx(acceptByPsam)),
  route(transferCalls.rename, inTx(rename)),
  route(transferCalls.detailExport, sheet(transferRows, '划拨明细', ROW_COLUMNS)),
  route(transferCalls.tusnExport, tusnText),
  route(psamCalls.recall, inTx(recallOne)),
  route(
    psamCalls.batchRecall,
    inTx((ctx) => recall(ctx, parseCodes(ctx.body.psamCodes), 'PASTE')),
  ),
  route(psamCalls.recallDetailExport, sheet(recallRows, '回收明细', ROW_COLUMNS)),
  route(psamCalls.unbind, inTx(unbindOne)),
  route(psamCalls.singleUnbind, inTx(unbindOne)),
  route(psamCalls.unbindApply, inTx(unbindOne)),
  route(psamCalls.unbindPsam, inTx(unbindBatch)),
  route(psamCalls.validateBind, validateBind),
  route(psamCalls.change, inTx(change)),
  route(psamCalls.changeBind, inTx(changeBind)),
  route(psamCalls.payCnlChange, inTx(payCnlChange)),
  route(psamCalls.freeze, inTx(freeze(1))),
  route(psamCalls.unfreeze, inTx(freeze(0))),
  route(psamCalls.fee, psamFee),
  route(psamCalls.feeByMember, memberFeeConfig),
  route(psamCalls.export, sheet(psam, '终端列表', PSAM_COLUMNS)),
  route(psamCalls.exportActivity, sheet(psamActivity, '激活终端', PSAM_COLUMNS)),
  route(psamCalls.exportCheck, exportCheck),
  route(rateCalls.byActivity, feeByActivity),
  route(rateCalls.submit, inTx(rateSubmit)),
  route(rateCalls.batchUpdate, inTx(rateBatch)),
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
