// The back office's own machinery: processes, import configs and imports, templates, upload log,
// sheets and the settlement calendar (lib/screens/system/*, app-ops); the scheduled jobs are in jobs.ts.
import { callOf } from '../../calls.ts';
import { bizError } from '../../context.ts';
import { findRecord, type Resource } from '../../kit/resource.ts';
import { formatTime } from '../../util.ts';
import { at, cycle, editableResource, tableResource } from './table.ts';
import { DAY } from '../../kit/time.ts';
import { newCode } from '../../kit/codes.ts';

import { jobLogs, scheduledJobs } from './jobs.ts';

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
  version: 2,
  page: callOf('POST /admin/import/config/page'),
  // 03 §3 line 83: "import config (importConfigId, configName)".
  columns: {
    importConfigId: 'INTEGER',
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
    importConfigId: i + 1,
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
  orderBy: 't."importConfigId"',
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
    // 2: the stored file names are the templates' Chinese names (an operator saves 终端入库导入模板.xlsx).
    version: 2,
    row: (i, { rng, base }) => {
      const [code, name] = CONFIGS[i % CONFIGS.length];
      const agreement = i >= CONFIGS.length;
      return {
        templateId: i + 1,
        templateCode: agreement ? `AGR_${i}` : `TPL_${code}`,
        templateName: agreement ? `合作协议模板${i}` : `${name}导入模板`,
        templateType: agreement ? '协议模板' : '导入模板',
        fileName: agreement ? `合作协议模板${i}.docx` : `${name}导入模板.xlsx`,
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
