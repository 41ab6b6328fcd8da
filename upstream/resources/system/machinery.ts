// The back office's own machinery: scheduled { page: callOf('POST /admin/schedule/job/page'), detail: callOf('POST /admin/schedule/job/detail'), enable: callOf('POST /admin/schedule/job/enable'), pause: callOf('POST /admin/schedule/job/pause'), trigger: callOf('POST /admin/schedule/job/trigger'), save: callOf('POST /admin/schedule/job/save'), log: callOf('POST /admin/schedule/log/page') } and their run log, processes, imports and their
// configs, templates, upload log, sheets and the settlement calendar (lib/screens/system/*, app-ops).
import { callOf } from '../../calls.ts';
import { bizError, type Ctx } from '../../context.ts';
import { findRecord, type Resource } from '../../resource.ts';
import { formatTime, str } from '../../util.ts';
import { at, cycle, editableResource, tableResource } from './table.ts';
import { DAY } from '../../kit/time.ts';
import { newCode } from '../../kit/codes.ts';

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

const PROCESSES: ReadonlyArray<[string, string]> = [
  ['商户进件审核', 'MERCHANT'],
  ['终端划拨', 'TERMINAL'],
  ['分润入账', 'PROFIT'],
  ['提现代付', 'PAYOUT'],
  ['返现发放', 'CASHBACK'],
  ['账户调账', 'ADJUST'],
];
export const processes: Resource = tableResource({
  name: 'processes',
  table: 'biz_process',
  page: callOf('POST /admin/process/page'),
  columns: {
    processId: 'INTEGER',
    processName: 'TEXT',
    bizType: 'TEXT',
    bizId: 'TEXT',
    processStatus: 'INTEGER',
    retryCount: 'INTEGER',
    message: 'TEXT',
    crtTime: 'TEXT',
    uptTime: 'TEXT',
  },
  rows: 400,
  row: (i, { rng, base }) => {
    const [name, type] = PROCESSES[i % PROCESSES.length];
    const status = cycle([0, 1, 2, 3, 4, 5], i, () =>
      rng.weighted([
        [3, 6],
        [1, 1],
        [2, 1],
        [4, 1],
        [0, 1],
        [5, 1],
      ]),
    );
    const t = base - rng.int(1, 90 * 24) * 3_600_000;
    return {
      processId: 100001 + i,
      processName: name,
      bizType: type,
      bizId: `${type.slice(0, 2)}${rng.digits(12)}`,
      processStatus: status,
      retryCount: status === 1 || status === 2 ? rng.int(1, 3) : 0,
      message: status === 1 ? '渠道超时，等待重试' : status === 2 ? '重试次数已用完' : status === 3 ? '处理成功' : null,
      crtTime: at(t),
      uptTime: at(t + rng.int(0, 3_600_000)),
    };
  },
  filters: { bizId: 'eq', processStatus: 'eq', crtTime: 'dates' },
  extra: {
    routes: [
      {
        method: 'POST',
        path: callOf('POST /admin/process/retry').path,
        handler: (ctx) => {
          const p = findRecord(processes, ctx, ctx.body.processId) as { processId: number; processStatus: number };
          if (p.processStatus !== 1 && p.processStatus !== 2) throw bizError('当前流程状态不能重试', 'E6011');
          ctx.app.db
            .prepare(
              'UPDATE biz_process SET "processStatus" = 4, "retryCount" = "retryCount" + 1, message = ?, "uptTime" = ? WHERE "processId" = ?',
            )
            .run('已提交重试', formatTime(Date.now()), p.processId);
          return null;
        },
      },
    ],
  },
});

const CONFIGS: ReadonlyArray<[string, string]> = [
  ['TERM_IN', '终端入库'],
  ['TERM_TRANSFER', '终端划拨'],
  ['BLACK_LIST', '黑名单'],
  ['ACCT_ADJUST', '批量调账'],
  ['MEMBER_TAG', '会员标签'],
  ['ORG_RATE', '机构费率'],
  ['SIM_CONFIG', 'SIM卡配置'],
  ['COUPON', '优惠券发放'],
];
export const importConfigs: Resource = tableResource({
  name: 'import-configs',
  table: 'import_config',
  page: callOf('POST /admin/import/config/page'),
  columns: {
    configId: 'INTEGER',
    configCode: 'TEXT',
    configName: 'TEXT',
    templateFile: 'TEXT',
    columnCount: 'INTEGER',
    maxRows: 'INTEGER',
    status: 'INTEGER',
    remark: 'TEXT',
    uptTime: 'TEXT',
  },
  rows: CONFIGS.length,
  row: (i, { rng, base }) => ({
    configId: i + 1,
    configCode: CONFIGS[i][0],
    configName: CONFIGS[i][1],
    templateFile: `${CONFIGS[i][0].toLowerCase()}.xlsx`,
    columnCount: rng.int(3, 12),
    maxRows: 5000,
    status: i === 6 ? 0 : 1,
    remark: null,
    uptTime: at(base - rng.int(10, 300) * DAY),
  }),
  filters: { configCode: 'eq', configName: 'like', status: 'eq' },
  orderBy: 't."configId"',
});

export const imports: Resource = tableResource({
  name: 'imports',
  table: 'import_run',
  page: callOf('POST /admin/import/page'),
  columns: {
    importId: 'INTEGER',
    configCode: 'TEXT',
    configName: 'TEXT',
    fileName: 'TEXT',
    totalCount: 'INTEGER',
    successCount: 'INTEGER',
    failCount: 'INTEGER',
    importStatus: 'INTEGER',
    empId: 'TEXT',
    crtTime: 'TEXT',
  },
  rows: 300,
  row: (i, { rng, base }) => {
    const [code, name] = CONFIGS[i % CONFIGS.length];
    const status = cycle([0, 10, 20, 40], i, () =>
      rng.weighted([
        [20, 8],
        [40, 1],
        [10, 1],
        [0, 1],
      ]),
    );
    const total = rng.int(1, 5000);
    const fail = status === 20 ? rng.int(0, Math.floor(total / 20)) : status === 40 ? total : 0;
    return {
      importId: 500001 + i,
      configCode: code,
      configName: name,
      fileName: `${name}${20260000 + i}.xlsx`,
      totalCount: total,
      successCount: status === 20 ? total - fail : 0,
      failCount: fail,
      importStatus: status,
      empId: String(10001 + (i % 2)),
      crtTime: at(base - rng.int(1, 2000) * 3_600_000),
    };
  },
  filters: { configCode: 'eq', fileName: 'like', importStatus: 'eq', crtTime: 'dates' },
});

export const templates: Resource = editableResource(
  {
    name: 'templates',
    table: 'base_template',
    page: callOf('POST /admin/template/page'),
    columns: {
      templateId: 'INTEGER',
      templateCode: 'TEXT',
      templateName: 'TEXT',
      templateType: 'TEXT',
      fileName: 'TEXT',
      version: 'TEXT',
      status: 'INTEGER',
      uptTime: 'TEXT',
    },
    rows: 20,
    row: (i, { rng, base }) => {
      const [code, name] = CONFIGS[i % CONFIGS.length];
      const agreement = i >= CONFIGS.length;
      return {
        templateId: i + 1,
        templateCode: agreement ? `AGR_${i}` : `TPL_${code}`,
        templateName: agreement ? `合作协议模板${i}` : `${name}导入模板`,
        templateType: agreement ? '协议模板' : '导入模板',
        fileName: agreement ? `agreement_${i}.docx` : `${code.toLowerCase()}.xlsx`,
        version: `v${rng.int(1, 5)}.${rng.int(0, 9)}`,
        status: i % 7 === 6 ? 0 : 1,
        uptTime: at(base - rng.int(1, 400) * DAY),
      };
    },
    filters: { templateName: 'like', status: 'eq' },
    orderBy: 't."templateId"',
  },
  { detail: callOf('POST /admin/template/detail'), add: callOf('POST /admin/template/add'), update: callOf('POST /admin/template/upt') },
  (body, ctx, mode) => {
    // The code is fixed once created.
    if (mode === 'update') delete body.templateCode;
    else {
      if (!/^[A-Za-z0-9_]{2,30}$/.test(String(body.templateCode ?? '').trim()))
        throw bizError('模板编码只能包含字母、数字和下划线', 'E6502');
      newCode(ctx, 'base_template', 'templateCode', body, 'templateCode', '模板编码已存在');
    }
    if (body.templateType !== '导入模板' && body.templateType !== '协议模板') throw bizError('模板类型不正确', 'E6503');
    if (!/\.(xls|xlsx|docx|pdf)$/i.test(String(body.fileName ?? ''))) throw bizError('模板文件须为 xls、xlsx、docx 或 pdf 文件', 'E6504');
    if (!/^v\d{1,3}\.\d{1,3}$/.test(String(body.version ?? ''))) throw bizError('版本号格式应为 v主版本.次版本，如 v1.0', 'E6505');
  },
);

const GROUPS = ['BANKCARD', 'IDCARD', 'LICENSE', 'SHOP', 'AGREEMENT', 'APPVIDEO'];
export const uploadLogs: Resource = tableResource({
  name: 'upload-logs',
  table: 'upload_log',
  page: callOf('POST /admin/file/upload-log/page'),
  columns: {
    logId: 'INTEGER',
    fileName: 'TEXT',
    custFileGroup: 'TEXT',
    fileType: 'TEXT',
    fileSize: 'INTEGER',
    empId: 'TEXT',
    result: 'INTEGER',
    message: 'TEXT',
    crtTime: 'TEXT',
  },
  rows: 800,
  row: (i, { rng, base }) => {
    const ok = i === 1 ? false : rng.chance(0.93);
    return {
      logId: i + 1,
      fileName: `IMG_${rng.digits(8)}.jpg`,
      custFileGroup: GROUPS[i % GROUPS.length],
      fileType: String(100710 + 10 * (i % 6)),
      fileSize: rng.int(20_000, 4_000_000),
      empId: String(10001 + (i % 3)),
      result: ok ? 20 : 40,
      message: ok ? '上传成功' : '文件超过大小限制',
      crtTime: at(base - rng.int(1, 3000) * 3_600_000),
    };
  },
  filters: { fileName: 'like', custFileGroup: 'eq', result: 'eq', crtTime: 'dates' },
});

export const sheets: Resource = editableResource(
  {
    name: 'sheets',
    table: 'sheet',
    page: callOf('POST /admin/sheet/page'),
    columns: {
      sheetId: 'INTEGER',
      sheetCode: 'TEXT',
      sheetName: 'TEXT',
      rowCount: 'INTEGER',
      colCount: 'INTEGER',
      empId: 'TEXT',
      uptTime: 'TEXT',
    },
    rows: 30,
    row: (i, { rng, base }) => ({
      sheetId: i + 1,
      sheetCode: `SHEET${String(i + 1).padStart(3, '0')}`,
      sheetName: `${['月度分润', '机构考核', '终端库存', '活动预算', '费率对照'][i % 5]}表${Math.floor(i / 5) + 1}`,
      rowCount: rng.int(10, 3000),
      colCount: rng.int(3, 30),
      empId: String(10001 + (i % 2)),
      uptTime: at(base - rng.int(1, 200) * DAY),
    }),
    filters: { sheetName: 'like' },
  },
  { detail: callOf('POST /admin/sheet/detail'), add: callOf('POST /admin/sheet/add'), update: callOf('POST /admin/sheet/upt') },
  (body, ctx, mode) => {
    if (mode === 'update') delete body.sheetCode;
    else newCode(ctx, 'sheet', 'sheetCode', body, 'sheetCode', '表格编码已存在');
    // The maintainer is whoever saved it last.
    body.empId = ctx.emp?.empId ?? null;
  },
);

const WEEK = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];
export const calendar: Resource = tableResource({
  name: 'calendar',
  table: 'calendar',
  page: callOf('POST /admin/calendar/page'),
  columns: { calDate: 'TEXT', weekDay: 'TEXT', dayType: 'INTEGER', remark: 'TEXT', uptTime: 'TEXT' },
  rows: 400,
  row: (i, { base }) => {
    // From 200 days back to 200 days ahead: weekends are holidays, every 45th day a make-up workday.
    const d = new Date(base - (200 - i) * DAY);
    const weekend = d.getUTCDay() === 0 || d.getUTCDay() === 6;
    const makeUp = weekend && i % 45 === 5;
    return {
      calDate: d.toISOString().slice(0, 10),
      weekDay: WEEK[d.getUTCDay()],
      dayType: makeUp ? 3 : weekend ? 2 : 1,
      remark: makeUp ? '调休上班' : null,
      uptTime: at(base - 210 * DAY),
    };
  },
  filters: { dayType: 'eq' },
  orderBy: 't."calDate"',
  extra: {
    detail: callOf('POST /admin/calendar/detail'),
    update: callOf('POST /admin/calendar/upt'),
    filters: { dayType: { eq: 't."dayType"' }, calDate: { dates: `(t."calDate" || ' 00:00:00')` } },
    columns: { dayType: '"dayType"', remark: 'remark', uptTime: '"uptTime"' },
    check: (body) => {
      if (![1, 2, 3].includes(Number(body.dayType))) throw bizError('日期类型错误', 'E6021');
      body.uptTime = formatTime(Date.now());
    },
  },
});

export const machinery: readonly Resource[] = [
  scheduledJobs,
  jobLogs,
  processes,
  importConfigs,
  imports,
  templates,
  uploadLogs,
  sheets,
  calendar,
];
