// Products, their business switches, report run logs, channel report logs and template items
// (lib/screens/products/product-list.ts, product-biz.ts, product-log-select.ts,
// product-cnl-log.ts, product-template-manage.ts).
import { callOf } from '../../calls.ts';
import { bizError } from '../../context.ts';
import type { Resource } from '../../kit/resource.ts';
import { PAY_CHANNELS, PRODUCT_CODES } from '../../seed-data.ts';
import { formatTime, str } from '../../util.ts';
import { switchRoute } from '../../kit/status.ts';
import { DAY } from '../../kit/time.ts';

const PRODUCT_NAMES: Record<string, string> = {
  all: '全平台',
  myx: '美益行',
  mcf: '码财富',
  df: '点付',
  lys: '乐易刷',
  zzf: '掌中付',
  byhb: '便易汇宝',
  sft: '盛付通',
  wyt: '旺业通',
  jf: '聚富',
  plus: '聚富Plus',
  rympos: '融易MPOS',
};
const BIZ = [
  ['WITHDRAW_MIN', '最低提现金额', '1000'],
  ['WITHDRAW_FEE', '提现手续费', '300'],
  ['D0_ENABLE', '开通D0结算', '1'],
  ['ACTIVATE_DAYS', '激活考核天数', '30'],
  ['CASHBACK_MODE', '返现结算方式', 'DAILY'],
  ['SIM_FEE', '流量卡年费', '3600'],
  ['MAX_TERM', '单商户终端上限', '5'],
  ['REAL_CHECK', '实名校验要素', '4'],
];

export const productsResource: Resource = {
  name: 'products',
  schema: `CREATE TABLE IF NOT EXISTS product (
    product_code TEXT PRIMARY KEY,
    product_name TEXT NOT NULL,
    biz_type TEXT NOT NULL,
    oem_name TEXT,
    sort INTEGER NOT NULL DEFAULT 0,
    status INTEGER NOT NULL DEFAULT 1,
    remark TEXT,
    crt_time TEXT NOT NULL,
    upt_time TEXT NOT NULL
  );`,
  seed: ({ db, rng, base }) => {
    const insert =
      db.prepare(`INSERT INTO product (product_code, product_name, biz_type, oem_name, sort, status, remark, crt_time, upt_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    Object.entries(PRODUCT_NAMES).forEach(([code, name], i) => {
      const t = base - rng.int(200, 900) * DAY;
      insert.run(
        code,
        name,
        rng.pick(['POS', 'MPOS', 'QR', 'CARD']),
        `${name}支付`,
        i,
        i % 5 === 4 ? 0 : 1,
        i % 3 ? null : '首批上线',
        formatTime(t),
        formatTime(t + rng.int(0, 100) * DAY),
      );
    });
  },
  page: callOf('POST /admin/product/page'),
  detail: callOf('POST /admin/product/detail'),
  create: callOf('POST /admin/product/add'),
  update: callOf('POST /admin/product/upt'),
  from: 'product p',
  select: `p.product_code AS productCode, p.product_name AS productName, p.biz_type AS bizType, p.oem_name AS oemName,
    p.sort AS sort, p.status AS status, p.remark AS remark, p.crt_time AS crtTime, p.upt_time AS uptTime,
    (SELECT COUNT(*) FROM org o WHERE o.product_code = p.product_code) AS orgCount`,
  orderBy: 'p.sort, p.product_code',
  filters: {
    productCode: { eq: 'p.product_code' },
    productName: { like: 'p.product_name' },
    bizType: { eq: 'p.biz_type' },
    status: { eq: 'p.status' },
  },
  key: 'productCode',
  keyColumn: 'p.product_code',
  newKey: (ctx) => String(ctx.body.productCode ?? '').toLowerCase(),
  table: 'product',
  columns: { productName: 'product_name', bizType: 'biz_type', oemName: 'oem_name', sort: 'sort', status: 'status', remark: 'remark' },
  stamps: true,
  check: (body, ctx, mode) => {
    if (
      mode === 'create' &&
      ctx.app.db.prepare('SELECT 1 FROM product WHERE product_code = ?').get(String(body.productCode ?? '').toLowerCase())
    ) {
      throw bizError('产品编码已存在', 'E4101');
    }
  },
};

const bizTarget = { table: 'product_biz', keyColumn: 'biz_id', key: 'bizId', column: 'status' };

export const productBizResource: Resource = {
  name: 'product-biz',
  schema: `CREATE TABLE IF NOT EXISTS product_biz (
    biz_id INTEGER PRIMARY KEY,
    product_code TEXT NOT NULL,
    biz_code TEXT NOT NULL,
    biz_name TEXT NOT NULL,
    biz_value TEXT NOT NULL,
    status INTEGER NOT NULL DEFAULT 1,
    remark TEXT,
    crt_time TEXT NOT NULL,
    upt_time TEXT NOT NULL,
    UNIQUE (product_code, biz_code)
  );`,
  seed: ({ db, rng, base }) => {
    const insert = db.prepare(`INSERT INTO product_biz (product_code, biz_code, biz_name, biz_value, status, remark, crt_time, upt_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
    for (const p of PRODUCT_CODES) {
      for (const [code, name, value] of BIZ) {
        const t = base - rng.int(10, 400) * DAY;
        insert.run(p, code, name, value, rng.chance(0.85) ? 1 : 0, null, formatTime(t), formatTime(t + rng.int(0, 9) * DAY));
      }
    }
  },
  page: callOf('POST /admin/product/biz/page'),
  detail: callOf('POST /admin/product/biz/detail'),
  create: callOf('POST /admin/product/biz/add'),
  update: callOf('POST /admin/product/biz/upt'),
  from: 'product_biz b',
  select: `b.biz_id AS bizId, b.product_code AS productCode, b.biz_code AS bizCode, b.biz_name AS bizName, b.biz_value AS bizValue,
    b.status AS status, b.remark AS remark, b.crt_time AS crtTime, b.upt_time AS uptTime`,
  orderBy: 'b.product_code, b.biz_code',
  filters: {
    productCode: { eq: 'b.product_code' },
    bizCode: { eq: 'b.biz_code', upper: true },
    bizName: { like: 'b.biz_name' },
    status: { eq: 'b.status' },
  },
  key: 'bizId',
  keyColumn: 'b.biz_id',
  table: 'product_biz',
  columns: { productCode: 'product_code', bizCode: 'biz_code', bizName: 'biz_name', bizValue: 'biz_value', remark: 'remark' },
  stamps: true,
  check: (body, ctx, mode) => {
    if (mode === 'update') {
      delete body.productCode;
      delete body.bizCode;
      return;
    }
    body.productCode = String(body.productCode ?? '').toLowerCase();
    body.bizCode = String(body.bizCode ?? '').toUpperCase();
    if (
      ctx.app.db
        .prepare('SELECT 1 FROM product_biz WHERE product_code = ? AND biz_code = ?')
        .get(String(body.productCode), String(body.bizCode))
    ) {
      throw bizError('该产品已有此业务编码', 'E4101');
    }
  },
  routes: [switchRoute(callOf('POST /admin/product/biz/upt-status'), bizTarget)],
};

const REPORTS = [
  ['R1001', '商户交易汇总'],
  ['R1002', '机构分润明细'],
  ['R1003', '终端激活统计'],
  ['R1004', '返现明细'],
  ['R1005', '提现记录'],
  ['R1006', '会员注册统计'],
];

export const reportTaskLogResource: Resource = {
  name: 'report-task-log',
  schema: `CREATE TABLE IF NOT EXISTS report_task_log (
    log_id INTEGER PRIMARY KEY,
    task_id TEXT NOT NULL,
    report_code TEXT NOT NULL,
    report_name TEXT NOT NULL,
    params TEXT,
    status INTEGER NOT NULL,
    row_count INTEGER,
    cost_ms INTEGER,
    err_msg TEXT,
    emp_id TEXT NOT NULL,
    crt_time TEXT NOT NULL
  );`,
  seed: ({ db, rng, base }) => {
    const insert =
      db.prepare(`INSERT INTO report_task_log (task_id, report_code, report_name, params, status, row_count, cost_ms, err_msg, emp_id, crt_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    for (let i = 0; i < 120; i++) {
      const [code, name] = rng.pick(REPORTS);
      const status = rng.weighted([
        [20, 80],
        [40, 12],
        [10, 8],
      ] as const);
      const t = base - rng.int(1, 120 * 24) * 3_600_000;
      const day = formatTime(t).slice(0, 10);
      insert.run(
        `T${String(300000 + i * 7)}`,
        code,
        name,
        `{"startDate":"${day}","endDate":"${day}"}`,
        status,
        status === 20 ? rng.int(0, 50000) : null,
        status === 10 ? null : rng.int(200, 90000),
        status === 40 ? rng.pick(['查询超时', '数据量超过上限', '上游服务异常']) : null,
        String(10001 + rng.int(0, 3)),
        formatTime(t),
      );
    }
  },
  page: callOf('POST /admin/report/task-log/page'),
  from: 'report_task_log l LEFT JOIN employee e ON e.emp_id = l.emp_id',
  select: `l.log_id AS logId, l.task_id AS taskId, l.report_code AS reportCode, l.report_name AS reportName, l.params AS params,
    l.status AS status, l.row_count AS rowCount, l.cost_ms AS costMs, l.err_msg AS errMsg, l.emp_id AS empId, e.real_name AS empName,
    l.crt_time AS crtTime`,
  orderBy: 'l.crt_time DESC, l.log_id DESC',
  filters: {
    reportName: { like: 'l.report_name' },
    reportCode: { eq: 'l.report_code', upper: true },
    status: { eq: 'l.status' },
    crtTime: { dates: 'l.crt_time' },
  },
};

export const cnlReportLogResource: Resource = {
  name: 'cnl-report-log',
  schema: `CREATE TABLE IF NOT EXISTS cnl_report_log (
    log_id INTEGER PRIMARY KEY,
    cnl_code TEXT NOT NULL,
    report_type INTEGER NOT NULL,
    report_date TEXT NOT NULL,
    file_name TEXT NOT NULL,
    record_cnt INTEGER NOT NULL,
    total_amt INTEGER NOT NULL,
    status INTEGER NOT NULL,
    err_msg TEXT,
    crt_time TEXT NOT NULL
  );`,
  seed: ({ db, rng, base }) => {
    const insert =
      db.prepare(`INSERT INTO cnl_report_log (cnl_code, report_type, report_date, file_name, record_cnt, total_amt, status, err_msg, crt_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    for (let d = 1; d <= 30; d++) {
      const t = base - d * DAY;
      const date = formatTime(t).slice(0, 10);
      for (const type of [10, 20, 30]) {
        const cnl = rng.pick(PAY_CHANNELS);
        const status = rng.weighted([
          [20, 80],
          [40, 8],
          [10, 6],
          [0, 6],
        ] as const);
        insert.run(
          cnl,
          type,
          date,
          `${cnl}_${type}_${date.replaceAll('-', '')}.txt`,
          rng.int(100, 20000),
          rng.int(1_000_000, 900_000_000),
          status,
          status === 40 ? '文件格式错误' : null,
          formatTime(t + 5 * 3_600_000),
        );
      }
    }
  },
  page: callOf('POST /admin/report/cnl-log/page'),
  from: 'cnl_report_log c',
  select: `c.log_id AS logId, c.cnl_code AS cnlCode, c.report_type AS reportType, c.report_date AS reportDate, c.file_name AS fileName,
    c.record_cnt AS recordCnt, c.total_amt AS totalAmt, c.status AS status, c.err_msg AS errMsg, c.crt_time AS crtTime`,
  orderBy: 'c.crt_time DESC, c.log_id DESC',
  filters: {
    cnlCode: { eq: 'c.cnl_code' },
    reportType: { eq: 'c.report_type' },
    status: { eq: 'c.status' },
    fileName: { like: 'c.file_name' },
    crtTime: { dates: 'c.crt_time' },
  },
};

const OPTS: ReadonlyArray<[string, string, string, string]> = [
  ['结算费率', 'settleRate', '0.6', '100924'],
  ['封顶手续费', 'capFee', '20.00', '100922'],
  ['激活返现', 'activateCashback', '99.00', '100922'],
  ['考核交易额', 'targetAmt', '10000.00', '100922'],
  ['考核天数', 'targetDays', '30', '100920'],
  ['分润比例', 'profitRatio', '0.55', '100923'],
  ['秒到费率', 'd0Rate', '0.0003', '100925'],
  ['活动说明', 'remarkText', '新装机优惠', '100921'],
];

export const templateItemsResource: Resource = {
  name: 'tmplt-items',
  schema: `CREATE TABLE IF NOT EXISTS tmplt_item (
    tmplt_opt_id INTEGER PRIMARY KEY,
    tmplt_id INTEGER NOT NULL,
    tmplt_name TEXT NOT NULL,
    cust_tmplt_group TEXT NOT NULL,
    opt_name TEXT NOT NULL,
    field_name TEXT NOT NULL,
    opt_value TEXT,
    data_type TEXT NOT NULL,
    opt_tag TEXT,
    remark TEXT
  );`,
  seed: ({ db, rng }) => {
    const insert =
      db.prepare(`INSERT INTO tmplt_item (tmplt_id, tmplt_name, cust_tmplt_group, opt_name, field_name, opt_value, data_type, opt_tag, remark)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    for (let t = 0; t < 8; t++) {
      const name = `${rng.pick(['标准', '大额', '新装机', '流量卡', '秒到'])}政策模板${t + 1}`;
      for (const [opt, field, value, type] of OPTS) {
        insert.run(
          5001 + t,
          name,
          t % 2 ? 'ORG_TMPLT_GROUP' : 'MCHT_TMPLT_GROUP',
          opt,
          field,
          value,
          type,
          rng.pick(['0000', '0001', '0002', 'HIDE']),
          null,
        );
      }
    }
  },
  page: callOf('POST /admin/tmplt/v2/qry'),
  from: 'tmplt_item i',
  select: `i.tmplt_opt_id AS tmpltOptId, i.tmplt_id AS tmpltId, i.tmplt_name AS tmpltName, i.cust_tmplt_group AS custTmpltGroup,
    i.opt_name AS optName, i.field_name AS fieldName, i.opt_value AS optValue, i.data_type AS dataType, i.opt_tag AS optTag, i.remark AS remark`,
  orderBy: 'i.tmplt_id, i.tmplt_opt_id',
  filters: {
    tmpltId: { eq: 'i.tmplt_id' },
    tmpltName: { like: 'i.tmplt_name' },
    optName: { like: 'i.opt_name' },
    dataType: { eq: 'i.data_type' },
  },
  key: 'tmpltOptId',
  keyColumn: 'i.tmplt_opt_id',
  table: 'tmplt_item',
  remove: callOf('POST /admin/tmplt/del-item'),
  beforeRemove: (row) => {
    if (str(row.optTag) === 'HIDE') throw bizError('系统参数不能删除', 'E4603');
  },
};
