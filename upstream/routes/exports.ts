// Exports (protocol README §5): direct files (organisations; the POS orders stream from
// upstream/resources/orders/order-export.ts), background tasks that
// land in the report log (members, merchants, accounts), the report log itself with its download,
// delete and refresh, and a sized stream for benchmarks.
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { bizError, FileReply } from '../context.ts';
import type { Ctx, Route } from '../context.ts';
import { runReport, startReport, STUCK_AFTER_MS, taskScope } from '../report-tasks.ts';
import { type orderXls, orgXls, REPORT_KINDS, type ReportKind } from '../reports.ts';
import { orgScope } from '../scope.ts';
import { Conditions, page, pageArgs, queryPage } from '../util.ts';
import { seededUpload } from '../resources/members/member-files.ts';
import { memberFileReply } from '../resources/members/member-file-reply.ts';
import { SEEDED_DIR } from '../seed-lists.ts';
import { XLS_CONTENT_TYPE } from '../kit/xls.ts';

/** Answers the file itself, unnamed: the console names it (name + timestamp + .xls). */
function directExport(build: typeof orderXls) {
  return (ctx: Ctx) => new FileReply({ contentType: XLS_CONTENT_TYPE, body: build(ctx.app.db, orgScope(ctx.app.db, ctx.emp), ctx.body) });
}

interface ReportRow {
  file_id: string;
  task_id: string;
  report_name: string;
  report_kind: string;
  filters: string;
  file_name: string;
  status: number;
  size: number;
  crt_time: string;
  started_at: number;
  emp_id: string;
  org_code: string | null;
  stored_path: string | null;
  emp_name?: string | null;
}

/** The rows an employee may see: an ORG employee only its organisation's. */
function reportScope(ctx: Ctx): Conditions {
  const emp = ctx.emp!;
  return emp.roleType === 'ORG' ? new Conditions().add('org_code = ?', emp.orgCode ?? '') : new Conditions();
}

function exportLogPage(ctx: Ctx) {
  const { db } = ctx.app;
  const args = pageArgs(ctx.body);
  const c = reportScope(ctx).dates('crt_time', ctx.body).contains('report_name', ctx.body.reportName);
  const { rows, total } = queryPage<ReportRow>(
    db,
    {
      select: '*, (SELECT e.mask_real_name FROM employee e WHERE e.emp_id = report_log.emp_id) AS emp_name',
      from: 'report_log',
      where: c.where,
      params: c.params,
      orderBy: 'crt_time DESC, rowid DESC',
    },
    args,
  );
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
      empName: r.emp_name,
      orgCode: r.org_code,
    })),
    total,
    args,
  );
}

/** One report-log row the employee may see; another organisation's answers like a missing one. */
function visibleReport(ctx: Ctx, fileId: string): ReportRow | undefined {
  const c = reportScope(ctx).add('file_id = ?', fileId);
  return ctx.app.db.prepare(`SELECT * FROM report_log WHERE ${c.where.join(' AND ')}`).get(...c.params) as ReportRow | undefined;
}

/** Spec 01 §7 writes `{id}` without saying which: the report's fileId or its taskId (contract/frame.ts). */
function reportOfPathId(ctx: Ctx, id: string): ReportRow | undefined {
  const c = reportScope(ctx).add('(file_id = ? OR task_id = ?)', id, id);
  return ctx.app.db.prepare(`SELECT * FROM report_log WHERE ${c.where.join(' AND ')}`).get(...c.params) as ReportRow | undefined;
}

export interface UploadRow {
  file_id: string;
  file_name: string;
  stored_path: string;
  content_type: string;
  file_type: string | null;
  member_id: string | null;
  size: number;
}

/** An uploaded file's answer: its stored bytes, or a seeded upload's, built to the size of its row. */
export function uploadReply(dataDir: string, upload: UploadRow): FileReply {
  const head = { contentType: upload.content_type, fileName: upload.file_name };
  if (upload.stored_path.startsWith(SEEDED_DIR)) {
    const { file_id: fileId, file_type: fileType, member_id: memberId, size, content_type: contentType } = upload;
    return new FileReply({ ...head, body: seededUpload({ fileId, fileType: fileType ?? '', memberId, size, contentType }) });
  }
  const file = path.join(dataDir, 'files', upload.stored_path);
  if (!fs.existsSync(file)) throw bizError('文件不存在', 'E2001');
  return new FileReply({ ...head, body: fs.createReadStream(file), size: fs.statSync(file).size });
}

/** GET /export-log/download?fileId=: a report-log file, else an uploaded file (file list screen). */
function exportLogDownload(ctx: Ctx) {
  const { db, cfg } = ctx.app;
  const fileId = ctx.query.get('fileId') ?? '';
  // Spec 02 §7: the live-body video's link is /export-log/download?fileId={fileId}.
  const memberFile = memberFileReply(ctx, fileId);
  if (memberFile) return memberFile;
  const row = visibleReport(ctx, fileId);
  if (row?.status === 10) throw bizError('文件生成中，请稍后再试', 'E2002');
  if (!row) {
    const c = new Conditions().under('org_path', orgScope(db, ctx.emp)).add('file_id = ?', fileId);
    const upload = db
      .prepare(
        `SELECT file_id, file_name, stored_path, content_type, file_type, member_id, size FROM upload_file WHERE ${c.where.join(' AND ')}`,
      )
      .get(...c.params) as UploadRow | undefined;
    if (!upload) throw bizError('文件不存在', 'E2001');
    return uploadReply(cfg.dataDir, upload);
  }
  const file = row.stored_path ? path.join(cfg.dataDir, row.stored_path) : null;
  if (!file || !fs.existsSync(file)) throw bizError('文件不存在', 'E2001');
  const size = fs.statSync(file).size;
  return new FileReply({ contentType: XLS_CONTENT_TYPE, body: fs.createReadStream(file), size, fileName: row.file_name });
}

/** POST /admin/report/del-report/{id}: the row and its file. */
function deleteReport(ctx: Ctx) {
  const { db, cfg } = ctx.app;
  const row = reportOfPathId(ctx, ctx.params.id);
  if (!row) throw bizError('报表不存在', 'E2004');
  db.prepare('DELETE FROM report_log WHERE file_id = ?').run(row.file_id);
  if (row.stored_path) fs.rmSync(path.join(cfg.dataDir, row.stored_path), { force: true });
  return null;
}

/** POST /admin/report/refresh-report/{id}: a failed or stuck task is built again under the same row. */
function refreshReport(ctx: Ctx) {
  const { db } = ctx.app;
  const row = reportOfPathId(ctx, ctx.params.id);
  if (!row) throw bizError('报表不存在', 'E2004');
  const now = Date.now();
  if (row.status === 20) throw bizError('报表已生成，无需刷新', 'E2005');
  if (row.status === 10 && now - row.started_at < STUCK_AFTER_MS) throw bizError('报表生成中，请稍后再试', 'E2002');
  const kind = (row.report_kind in REPORT_KINDS ? row.report_kind : 'member') as ReportKind;
  let filters: Record<string, unknown> = {};
  try {
    filters = JSON.parse(row.filters) as Record<string, unknown>;
  } catch {
    // A damaged filter record rebuilds the unfiltered report.
  }
  db.prepare('UPDATE report_log SET status = 10, size = 0, started_at = ? WHERE file_id = ?').run(now, row.file_id);
  runReport(ctx.app, row.file_id, kind, taskScope(ctx.app, row.org_code), filters);
  return { taskId: row.task_id, fileId: row.file_id };
}

const MB = 1024 * 1024;

/** The SQL export: a CSV of exactly `size` MB (default 1), generated block by block and never held
 * in memory, which is what the file-streaming benchmark needs. */
/** Tables the SQL page may not read: credentials and sessions. */
const SQL_FORBIDDEN = /\b(employee|employee_right|token|captcha|login_log|idempotency\w*)\b/i;
/** Columns holding personal data: masked in the SQL page's file. */
const SQL_PERSONAL = /^(real_?name|mobile|idc_?num|card_?no|bank_?card|contact)$/i;

/** The SQL page (SQLPage): one read-only SELECT, streamed as CSV (at most 10000 rows). */
function sqlExport(ctx: Ctx, sql: string) {
  const text = sql.trim().replace(/;\s*$/, '');
  if (!text || text.length > 9999) throw bizError('SQL长度须在1到9999个字符之间', 'E2011');
  if (!/^(select|with)\b/i.test(text) || text.includes(';')) throw bizError('只允许执行单条查询语句', 'E2012');
  if (SQL_FORBIDDEN.test(text)) throw bizError('不允许查询该表', 'E2013');
  let rows: Array<Record<string, unknown>>;
  try {
    const stmt = ctx.app.db.prepare(text);
    rows = [];
    for (const row of stmt.iterate() as Iterable<Record<string, unknown>>) {
      rows.push(row);
      if (rows.length >= 10_000) break;
    }
  } catch (e) {
    throw bizError(`SQL执行失败：${(e as Error).message.slice(0, 200)}`, 'E2014');
  }
  const cols = rows.length ? Object.keys(rows[0]) : [];
  const cell = (k: string, v: unknown) => {
    let s = v === null || v === undefined ? '' : String(v);
    if (SQL_PERSONAL.test(k) && s) s = `${s.slice(0, 1)}****${s.length > 6 ? s.slice(-2) : ''}`;
    return /[",\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
  };
  const csv = `\uFEFF${[cols.join(','), ...rows.map((r) => cols.map((k) => cell(k, r[k])).join(','))].join('\n')}\n`;
  const buf = Buffer.from(csv, 'utf8');
  return new FileReply({ contentType: 'text/csv; charset=utf-8', body: Readable.from([buf]), size: buf.length });
}

function bigExport(ctx: Ctx) {
  if (typeof ctx.body.sql === 'string') return sqlExport(ctx, ctx.body.sql);
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
  { method: 'POST', path: '/admin/export/org', handler: directExport(orgXls) },
  { method: 'POST', path: '/admin/export/member', handler: startReport('member') },
  { method: 'POST', path: '/admin/export/merchant', handler: startReport('merchant') },
  { method: 'POST', path: '/admin/export/acct', handler: startReport('acct') },
  { method: 'POST', path: '/admin/export/sql', handler: bigExport },
  { method: 'POST', path: '/admin/export-log/page', handler: exportLogPage },
  { method: 'GET', path: '/export-log/download', handler: exportLogDownload },
  { method: 'POST', path: '/admin/report/del-report/{id}', handler: deleteReport },
  { method: 'POST', path: '/admin/report/refresh-report/{id}', handler: refreshReport },
];
