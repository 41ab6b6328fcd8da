// Terminal storage of the reference upstream (spec 03 §7): codes into the platform's or an
// organisation's storage, pasted, as a range or from a spreadsheet, and the storage tag.
import fs from 'node:fs';
import path from 'node:path';
import { bizError, type Ctx } from '../../context.ts';
import { conditionsFor } from '../../kit/resource.ts';
import { readUpload } from '../../routes/files.ts';
import { orgScope } from '../../scope.ts';
import { formatTime, str } from '../../util.ts';
import { firstColumn, XlsxError } from '../../kit/xlsx-read.ts';
import { inTransaction } from '../../db.ts';
import { actor, MAX_BATCH, orgOf, parseCodes, rangeCodes, recordBatch, type RowResult, validateRows } from './rules.ts';
import { storageBatches } from './lists.ts';

const DEVICE_TYPES = new Set(['10', '20', '30', '40', '50']);

/** Puts the good rows into storage at the acting organisation (ORG) or the chosen one (platform by default). */
function store(ctx: Ctx, codes: readonly string[], source: string, extra: { fileName?: string | null; firstLine?: number } = {}) {
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
    {
      kind: 'STORAGE',
      prefix: 'ST',
      org: target,
      source,
      storageTag,
      remark: str(ctx.body.remark),
      fileName: extra.fileName,
      firstLine: extra.firstLine,
    },
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

export function batchInByPsam(ctx: Ctx) {
  return store(ctx, parseCodes(ctx.body.psamCodes), 'PASTE');
}

export function batchInByRange(ctx: Ctx) {
  return store(ctx, rangeCodes(ctx.body.startPsamCode, ctx.body.endPsamCode), 'RANGE');
}

/**
 * Excel import: an .xlsx is read without sheetjs (column A, a header row skipped) and stored row by
 * row like a paste; an .xls is kept for a later run and its batch waits (status 10) saying so.
 */
export async function batchInByExcel(ctx: Ctx) {
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
  // The header row, if any: the rows are numbered as the sheet numbers them (行号 = the Excel row).
  const headed = cells.length > 0 && !/^[A-Za-z0-9]{4,20}$/.test(cells[0]);
  if (headed) cells.shift();
  if (!cells.length) throw bizError('文件中没有终端号', 'E7014');
  if (cells.length > MAX_BATCH) throw bizError(`单批最多${MAX_BATCH}个终端，本次${cells.length}个`, 'E7002');
  const result = inTransaction(ctx.app.db, () => store(ctx, cells, 'EXCEL', { fileName, firstLine: headed ? 2 : 1 }));
  return `批次号 ${result.batchNo}，${result.summary}`;
}

export function storageTag(ctx: Ctx) {
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
