// Background exports (protocol README §5): a report-log row at status 10, the file built after
// the answer, then 20 (done) or 40 (failed). Every background export, and a refresh, runs here.
import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { App, Ctx } from './context.ts';
import { REPORT_KINDS, type ReportKind } from './reports.ts';
import { orgScope } from './scope.ts';
import { formatStamp, formatTime } from './util.ts';

/** A task at 10 for longer than this is taken as stuck (the process died while building it). */
export const STUCK_AFTER_MS = 2 * 60 * 1000;

/** Builds the file of a report-log row in the background; the row goes to 20 or 40. */
export function runReport(app: App, fileId: string, kind: ReportKind, scope: string | null, filters: Record<string, unknown>): void {
  const { db, cfg } = app;
  setImmediate(() => {
    try {
      const body = REPORT_KINDS[kind].build(db, scope, filters);
      const stored = path.join('files', 'reports', `${fileId}.xls`);
      fs.mkdirSync(path.join(cfg.dataDir, 'files', 'reports'), { recursive: true });
      fs.writeFileSync(path.join(cfg.dataDir, stored), body);
      db.prepare('UPDATE report_log SET status = 20, size = ?, stored_path = ? WHERE file_id = ?').run(body.length, stored, fileId);
    } catch (err) {
      console.error(`${kind} export failed`, err);
      try {
        db.prepare('UPDATE report_log SET status = 40 WHERE file_id = ?').run(fileId);
      } catch {
        // The database is closed (shutting down): the task stays at status 10.
      }
    }
  });
}

/** The handler of a background export: creates the report-log row and answers its task id. */
export function startReport(kind: ReportKind) {
  return (ctx: Ctx) => {
    const { db } = ctx.app;
    const emp = ctx.emp!;
    const now = Date.now();
    const fileId = randomBytes(8).toString('hex').toUpperCase();
    const taskId = String(randomInt(100_000_000, 1_000_000_000));
    const { name } = REPORT_KINDS[kind];
    const filters = { ...ctx.body };
    db.prepare(`INSERT INTO report_log (file_id, task_id, report_name, report_kind, filters, file_name, status, size, crt_time,
      started_at, emp_id, org_code) VALUES (?, ?, ?, ?, ?, ?, 10, 0, ?, ?, ?, ?)`).run(
      fileId,
      taskId,
      name,
      kind,
      JSON.stringify(filters),
      `${name}_${formatStamp(now)}.xls`,
      formatTime(now),
      now,
      emp.empId,
      emp.roleType === 'ORG' ? emp.orgCode : null,
    );
    runReport(ctx.app, fileId, kind, orgScope(db, emp), filters);
    return { taskId };
  };
}

/** The org subtree a stored task was confined to: its organisation's, or none (platform task). */
export function taskScope(app: App, orgCode: string | null): string | null {
  if (!orgCode) return null;
  const row = app.db.prepare('SELECT path FROM org WHERE org_code = ?').get(orgCode) as { path: string } | undefined;
  return row?.path ?? '/-none-/';
}
