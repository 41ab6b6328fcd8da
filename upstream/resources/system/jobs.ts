// The back office's scheduled jobs and their run log (lib/screens/system/*, app-ops): enable, disable
// and trigger a job; a cron expression is checked on save.
import { callOf } from '../../calls.ts';
import { bizError, type Ctx } from '../../context.ts';
import { findRecord, type Resource } from '../../kit/resource.ts';
import { formatTime, str } from '../../util.ts';
import { at, tableResource } from './table.ts';
import { DAY } from '../../kit/time.ts';

const JOBS: ReadonlyArray<[string, string, string, string]> = [
  ['日终对账', 'RECON', 'reconJob', '0 30 1 * * ?'],
  ['分润结算', 'SETTLE', 'profitSettleJob', '0 0 2 * * ?'],
  ['返现发放', 'SETTLE', 'cashbackJob', '0 0 3 * * ?'],
  ['报表统计', 'REPORT', 'reportStatJob', '0 0/30 * * * ?'],
  ['短信重发', 'MESSAGE', 'smsResendJob', '0 0/5 * * * ?'],
  ['消息推送', 'MESSAGE', 'pushJob', '0 0/1 * * * ?'],
  ['终端激活统计', 'REPORT', 'termActiveJob', '0 10 0 * * ?'],
  ['账户余额快照', 'ACCT', 'balanceSnapshotJob', '0 59 23 * * ?'],
  ['代付查询', 'PAYOUT', 'payoutQueryJob', '0 0/2 * * * ?'],
  ['未激活扣款', 'ACCT', 'deductJob', '0 0 4 * * ?'],
  ['导入任务执行', 'SYS', 'importJob', '0/30 * * * * ?'],
  ['过期令牌清理', 'SYS', 'tokenCleanJob', '0 0 5 * * ?'],
];
const CRON = /^(\S+\s+){4,6}\S+$/;

export const scheduledJobs: Resource = tableResource({
  name: 'scheduled-jobs',
  table: 'sched_job',
  page: callOf('POST /admin/schedule/job/page'),
  columns: {
    jobId: 'INTEGER',
    jobName: 'TEXT',
    jobGroup: 'TEXT',
    beanName: 'TEXT',
    cron: 'TEXT',
    executeStatus: 'INTEGER',
    lastRunTime: 'TEXT',
    lastRunStatus: 'INTEGER',
    nextRunTime: 'TEXT',
    remark: 'TEXT',
    uptTime: 'TEXT',
  },
  rows: JOBS.length,
  row: (i, { rng, base }) => {
    const [name, group, bean, cron] = JOBS[i];
    const last = base - rng.int(1, 600) * 60_000;
    return {
      jobId: i + 1,
      jobName: name,
      jobGroup: group,
      beanName: bean,
      cron,
      executeStatus: i % 4 === 3 ? 0 : 1,
      lastRunTime: at(last),
      lastRunStatus: i % 5 === 2 ? 40 : 20,
      nextRunTime: at(last + 3_600_000),
      remark: null,
      uptTime: at(last - 30 * DAY),
    };
  },
  filters: { jobName: 'like', executeStatus: 'eq', lastRunStatus: 'eq' },
  orderBy: 't."jobId"',
  extra: {
    detail: callOf('POST /admin/schedule/job/detail'),
    update: callOf('POST /admin/schedule/job/save'),
    columns: { jobName: '"jobName"', cron: 'cron', remark: 'remark', uptTime: '"uptTime"' },
    check: (body) => {
      if (!CRON.test(str(body.cron) ?? '')) throw bizError('执行表达式格式错误', 'E6001');
      body.uptTime = formatTime(Date.now());
    },
    routes: [
      { method: 'POST', path: callOf('POST /admin/schedule/job/enable').path, handler: (ctx) => setJob(ctx, 1) },
      { method: 'POST', path: callOf('POST /admin/schedule/job/pause').path, handler: (ctx) => setJob(ctx, 0) },
      { method: 'POST', path: callOf('POST /admin/schedule/job/trigger').path, handler: triggerJob },
    ],
  },
});

function job(ctx: Ctx): { jobId: number; executeStatus: number } {
  return findRecord(scheduledJobs, ctx, ctx.body.jobId) as { jobId: number; executeStatus: number };
}

function setJob(ctx: Ctx, status: 0 | 1) {
  const j = job(ctx);
  if (j.executeStatus === status) throw bizError(status ? '任务已是正常状态' : '任务已暂停', 'E6002');
  ctx.app.db
    .prepare('UPDATE sched_job SET "executeStatus" = ?, "uptTime" = ? WHERE "jobId" = ?')
    .run(status, formatTime(Date.now()), j.jobId);
  return null;
}

function triggerJob(ctx: Ctx) {
  const j = job(ctx);
  if (j.executeStatus !== 1) throw bizError('任务已暂停，不能立即执行', 'E6003');
  const now = Date.now();
  const { db } = ctx.app;
  db.prepare(
    'INSERT INTO sched_log ("jobId", "startTime", "endTime", "durationMs", "trigger", "runStatus", message) VALUES (?, ?, ?, ?, ?, 20, ?)',
  ).run(j.jobId, formatTime(now), formatTime(now + 120), 120, '手动触发', '执行成功');
  db.prepare('UPDATE sched_job SET "lastRunTime" = ?, "lastRunStatus" = 20 WHERE "jobId" = ?').run(formatTime(now), j.jobId);
  return null;
}

export const jobLogs: Resource = tableResource({
  name: 'scheduled-job-logs',
  table: 'sched_log',
  page: callOf('POST /admin/schedule/log/page'),
  columns: {
    logId: 'INTEGER',
    jobId: 'INTEGER',
    startTime: 'TEXT',
    endTime: 'TEXT',
    durationMs: 'INTEGER',
    trigger: 'TEXT',
    runStatus: 'INTEGER',
    message: 'TEXT',
  },
  rows: 600,
  row: (i, { rng, base }) => {
    const start = base - (i + 1) * 1_800_000;
    const ok = rng.chance(0.9);
    const ms = rng.int(20, 90_000);
    return {
      logId: i + 1,
      jobId: (i % JOBS.length) + 1,
      startTime: at(start),
      endTime: at(start + ms),
      durationMs: ms,
      trigger: rng.chance(0.95) ? '定时触发' : '手动触发',
      runStatus: ok ? 20 : 40,
      message: ok ? '执行成功' : '连接超时，等待下次执行',
    };
  },
  filters: { jobId: 'eq', runStatus: 'eq' },
  extra: { requires: ['jobId'] },
});
