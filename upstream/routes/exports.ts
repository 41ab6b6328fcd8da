// Exports (protocol README §5): a direct file (POS orders), a background task that lands in the
// report log (members), the report log itself with its download, and a sized stream for benchmarks.
import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { bizError, FileReply } from '../context.ts';
import type { Ctx, Route } from '../context.ts';
import { memberXls, orderXls } from '../reports.ts';
import { orgScope } from '../scope.ts';
import { containsPattern, dateBound, formatStamp, formatTime, page, pageArgs, queryPage, str, type SqlValue } from '../util.ts';
import { XLS_CONTENT_TYPE } from '../xls.ts';

/** Answers the file itself, unnamed: the console names it (name + timestamp + .xls). */
function posOrderExport(ctx: Ctx) {
  const { body } = orderXls(ctx.app.db, orgScope(ctx.app.db, ctx.emp), ctx.body);
  return new FileReply({ contentType: XLS_CONTENT_TYPE, body });
}

/** Creates a report-log row (status 10) and builds the file after answering. */
function memberExport(ctx: Ctx) {
  const { db, cfg } = ctx.app;
  const emp = ctx.emp!;
  const now = Date.now();
  const fileId = randomBytes(8).toString('hex').toUpperCase();
  const taskId = String(randomInt(100_000_000, 1_000_000_000));
  db.prepare(`INSERT INTO report_log (file_id, task_id, report_name, file_name, status, size, crt_time, emp_id, org_code)
    VALUES (?, ?, ?, ?, 10, 0, ?, ?, ?)`).run(fileId, taskId, '会员列表', `会员列表_${formatStamp(now)}.xls`, formatTime(now), emp.empId,
    emp.roleType === 'ORG' ? emp.orgCode : null);
  const scope = orgScope(db, emp);
  const filters = { ...ctx.body };
  setImmediate(() => {
    try {
      const { body } = memberXls(db, scope, filters);
      const stored = path.join('files', 'reports', `${fileId}.xls`);
      fs.mkdirSync(path.join(cfg.dataDir, 'files', 'reports'), { recursive: true });
      fs.writeFileSync(path.join(cfg.dataDir, stored), body);
      db.prepare('UPDATE report_log SET status = 20, size = ?, stored_path = ? WHERE file_id = ?').run(body.length, stored, fileId);
    } catch (err) {
      console.error('member export failed', err);
      try {
        db.prepare('UPDATE report_log SET status = 40 WHERE file_id = ?').run(fileId);
      } catch {
        // The database is closed (shutting down): the task stays at status 10.
      }
    }
  });
  return { taskId };
}

interface ReportRow {
  file_id: string;
  task_id: string;
  report_name: string;
  file_name: string;
  status: number;
  size: number;
  crt_time: string;
  emp_id: string;
  org_code: string | null;
  stored_path: string | null;
}

/** The rows an employee may see: an ORG employee only its organisation's. */
function reportScope(ctx: Ctx): { where: string[]; params: SqlValue[] } {
  const emp = ctx.emp!;
  return emp.roleType === 'ORG' ? { where: ['org_code = ?'], params: [emp.orgCode ?? ''] } : { where: [], params: [] };
}

function exportLogPage(ctx: Ctx) {
  const { db } = ctx.app;
  const args = pageArgs(ctx.body);
  const { where, params } = reportScope(ctx);
  const start = dateBound(ctx.body.startDate, false);
  if (start) { where.push('crt_time >= ?'); params.push(start); }
  const end = dateBound(ctx.body.endDate, true);
  if (end) { where.push('crt_time <= ?'); params.push(end); }
  const name = str(ctx.body.reportName);
  if (name) { where.push("report_name LIKE ? ESCAPE '\\'"); params.push(containsPattern(name)); }
  const { rows, total } = queryPage<ReportRow>(db, { select: '*', from: 'report_log', where, params, orderBy: 'crt_time DESC, rowid DESC' }, args);
  return page(
    rows.map((r) => ({
      fileId: r.file_id,
      taskId: r.task_id,
      reportName: r.report_name,
      fileName: r.file_name,
      status: r.status,
      size: r.size,
      crtTime: r.crt_time,
      empId: r.emp_id,
      orgCode: r.org_code,
    })),
    total,
    args,
  );
}

function exportLogDownload(ctx: Ctx) {
  const { db, cfg } = ctx.app;
  const { where, params } = reportScope(ctx);
  where.push('file_id = ?');
  params.push(ctx.query.get('fileId') ?? '');
  // Another organisation's file answers like a missing one: its existence is not revealed.
  const row = db.prepare(`SELECT * FROM report_log WHERE ${where.join(' AND ')}`).get(...params) as ReportRow | undefined;
  if (row?.status === 10) throw bizError('文件生成中，请稍后再试', 'E2002');
  const file = row?.stored_path ? path.join(cfg.dataDir, row.stored_path) : null;
  if (!row || !file || !fs.existsSync(file)) throw bizError('文件不存在', 'E2001');
  const size = fs.statSync(file).size;
  return new FileReply({ contentType: XLS_CONTENT_TYPE, body: fs.createReadStream(file), size, fileName: row.file_name });
}

const MB = 1024 * 1024;

/** The SQL export: a CSV of exactly `size` MB (default 1), generated block by block and never held
 * in memory, which is what the file-streaming benchmark needs. */
function bigExport(ctx: Ctx) {
  const raw = ctx.body.size === undefined ? 1 : Number(ctx.body.size);
  if (!Number.isFinite(raw) || raw <= 0 || raw > 512) throw bizError('导出大小须在1到512MB之间', 'E2003');
  const total = Math.round(raw * MB);
  let text = 'seq,memberId,orderId,amount,crtTime\n';
  for (let i = 1; text.length < 64 * 1024; i++) {
    text += `${i},5A3C${String(i).padStart(6, '0')},2026112000${String(i).padStart(8, '0')},${(i * 37) % 100000},2026-11-20 12:00:00\n`;
  }
  const block = Buffer.from(text, 'ascii');
  let sent = 0;
  const body = new Readable({
    read() {
      while (sent < total) {
        const n = Math.min(block.length, total - sent);
        sent += n;
        if (!this.push(n === block.length ? block : block.subarray(0, n))) return;
      }
      this.push(null);
    },
  });
  return new FileReply({ contentType: 'text/csv; charset=utf-8', body, size: total });
}

export const exportRoutes: Route[] = [
  { method: 'POST', path: '/admin/export/pos-order-export', handler: posOrderExport },
  { method: 'POST', path: '/admin/export/member', handler: memberExport },
  { method: 'POST', path: '/admin/export/sql', handler: bigExport },
  { method: 'POST', path: '/admin/export-log/page', handler: exportLogPage },
  { method: 'GET', path: '/export-log/download', handler: exportLogDownload },
];
