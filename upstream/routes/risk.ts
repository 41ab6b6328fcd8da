// Channel and risk blacklists (spec 01 §7 risk area): paged lists with masked values, delete, and
// spreadsheet import. The upstream never parses an uploaded spreadsheet (the sheetjs read path has
// known CVEs): it stores the file and records a batch for a later run.
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { bizError } from '../context.ts';
import type { Ctx, Route } from '../context.ts';
import { orgScope } from '../scope.ts';
import { Conditions, formatStamp, formatTime, page, pageArgs, queryPage, str } from '../util.ts';
import { MAX_FILE, readUpload, tooBig } from './files.ts';

type ListKind = 'cnl' | 'risk';

const TABLES: Record<ListKind, string> = { cnl: 'cnl_black', risk: 'risk_black' };
const COMMON = `id, black_type AS blackType, mask_black_value AS blackValue, member_id AS memberId, reason, status,
  crt_member_id AS crtMemberId, crt_time AS crtTime, upt_time AS uptTime`;

function blackPage(kind: ListKind) {
  return (ctx: Ctx) => {
    const { db } = ctx.app;
    const args = pageArgs(ctx.body);
    const c = new Conditions()
      .under('org_path', orgScope(db, ctx.emp))
      .equals('black_type', ctx.body.blackType)
      // Upper case: an ID number ends in 'X', member ids are upper-case hex; digits are unchanged.
      .equals('black_value', ctx.body.blackValue, true)
      .equals('member_id', ctx.body.memberId, true)
      .equals('status', ctx.body.status)
      .dates('crt_time', ctx.body);
    if (kind === 'cnl') c.equals('cnl_code', ctx.body.cnlCode);
    const select = kind === 'cnl' ? `cnl_code AS cnlCode, ${COMMON}` : `${COMMON}, risk_level AS riskLevel`;
    const { rows, total } = queryPage(
      db,
      { select, from: TABLES[kind], where: c.where, params: c.params, orderBy: 'crt_time DESC, id DESC' },
      args,
    );
    return page(rows, total, args);
  };
}

function blackDelete(kind: ListKind) {
  return (ctx: Ctx) => {
    const { db } = ctx.app;
    const id = Number(str(ctx.body.id));
    const c = new Conditions().under('org_path', orgScope(db, ctx.emp)).add('id = ?', Number.isInteger(id) ? id : -1);
    const { changes } = db.prepare(`DELETE FROM ${TABLES[kind]} WHERE ${c.where.join(' AND ')}`).run(...c.params);
    if (changes === 0) throw bizError('记录不存在', 'E6001');
    return null;
  };
}

/** Stores the spreadsheet and records an import batch (status 0, received) for a later run. */
function blackImport(kind: ListKind) {
  return async (ctx: Ctx) => {
    const { db, cfg } = ctx.app;
    const { file, fileName, ext } = await readUpload(ctx);
    if (ext !== '.xls' && ext !== '.xlsx') throw bizError('请上传 xls/xlsx 格式!', 'E6002');
    const now = Date.now();
    const batchNo = `${kind.toUpperCase()}${formatStamp(now)}${String(randomInt(0, 10_000)).padStart(4, '0')}`;
    const stored = path.join('files', 'imports', `${batchNo}${ext}`);
    fs.mkdirSync(path.join(cfg.dataDir, 'files', 'imports'), { recursive: true });
    fs.writeFileSync(path.join(cfg.dataDir, stored), Buffer.from(await file.arrayBuffer()));
    const emp = ctx.emp!;
    db.prepare(`INSERT INTO import_log (batch_no, list_kind, file_name, stored_path, size, status, emp_id, org_code, crt_time)
      VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?)`).run(batchNo, kind, fileName, stored, file.size, emp.empId, emp.orgCode, formatTime(now));
    return `文件已接收，等待处理（批次号 ${batchNo}）`;
  };
}

const importLimits = { maxBody: MAX_FILE + 1024 * 1024, tooLarge: tooBig };

export const riskRoutes: Route[] = [
  { method: 'POST', path: '/admin/risk/cnl-black/page', handler: blackPage('cnl') },
  { method: 'POST', path: '/admin/risk/black/page', handler: blackPage('risk') },
  { method: 'POST', path: '/admin/risk/cnl-black/del', handler: blackDelete('cnl') },
  { method: 'POST', path: '/admin/risk/black/del', handler: blackDelete('risk') },
  { method: 'POST', path: '/admin/risk/cnl-black/import', handler: blackImport('cnl'), ...importLimits },
  { method: 'POST', path: '/admin/risk/black/import', handler: blackImport('risk'), ...importLimits },
];
