// Channel and risk blacklists (spec 01 §7 risk area): paged lists with masked values, delete, and
// spreadsheet import. The upstream never parses an uploaded spreadsheet (the sheetjs read path has
// known CVEs): it stores the file and records a batch for a later run.
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { bizError } from '../context.ts';
import type { Ctx, Route } from '../context.ts';
import { formatStamp, formatTime } from '../util.ts';
import { MAX_FILE, readUpload, tooBig } from './files.ts';

type ListKind = 'cnl' | 'risk';

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
  { method: 'POST', path: '/admin/risk/cnl-black/import', handler: blackImport('cnl'), ...importLimits },
  { method: 'POST', path: '/admin/risk/black/import', handler: blackImport('risk'), ...importLimits },
];
