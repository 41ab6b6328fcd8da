// The member area's other list screens: login log, tag log, tag bindings, the tag catalogue and its
// statistics, activations, merchant change and channel-switch logs, the monthly merchant report,
// organisation administrators, onboarding records, indicator warnings and their rules. Each a
// declaration over its table; ORG employees see their subtree only.
import { callOf } from '../../calls.ts';
import { maskCard, maskMobile } from '../../../lib/format/mask.ts';
import { bizError, type Ctx, FileReply } from '../../context.ts';
import type { Db } from '../../db.ts';
import { conditionsFor, findRecord, type Resource } from '../../resource.ts';
import { mobileNumber, type Rng } from '../../rng.ts';
import { orgScope } from '../../scope.ts';
import { BANKS } from '../../seed-geo.ts';
import { TAG_CHANNELS } from '../../seed-data.ts';
import { formatTime, str } from '../../util.ts';
import { buildXls, XLS_CONTENT_TYPE } from '../../xls.ts';
import { INDICATORS } from './member-indicators.ts';
import { DAY } from '../../kit/time.ts';

const GROUP_NAME = `CASE t.cust_group WHEN 'MEMBER_MERCHANT_GROUP' THEN '会员商户组' WHEN 'ORDER_BASIC_GROUP' THEN '订单基础组'
  WHEN 'ID_AUTH_GROUP' THEN '身份认证组' ELSE t.cust_group END`;

type Row = Record<string, string | number | null>;
const membersOf = (db: Db) =>
  db.prepare('SELECT member_id, org_code, org_path, member_type, crt_time, login_address FROM member ORDER BY member_id').all() as Row[];
const timeOf = (s: unknown) => Date.parse(`${String(s).replace(' ', 'T')}+08:00`);

export const memberLoginLogs: Resource = {
  name: 'member-login-log',
  schema: `CREATE TABLE IF NOT EXISTS member_login_log (
    log_id INTEGER PRIMARY KEY,
    member_id TEXT NOT NULL,
    org_path TEXT NOT NULL,
    login_ip TEXT NOT NULL,
    login_address TEXT,
    channel TEXT NOT NULL,
    device TEXT,
    app_version TEXT,
    result TEXT NOT NULL,
    fail_reason TEXT,
    crt_time TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS member_login_log_time ON member_login_log(crt_time);`,
  // 12 000 logins over the last 60 days, about one in twelve failed.
  seed: ({ db, rng, base }) => {
    const members = membersOf(db);
    const insert = db.prepare('INSERT INTO member_login_log VALUES (NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
    for (let i = 0; i < 12_000; i++) {
      const m = members[Math.floor(rng.next() ** 1.4 * members.length)];
      const failed = rng.chance(0.08);
      insert.run(
        m.member_id,
        m.org_path,
        `${rng.pick([183, 117, 222, 36, 112, 223])}.${rng.int(1, 254)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
        m.login_address,
        rng.pick(['APP', 'APP', 'H5', 'MINI', 'PC']),
        rng.pick(['iPhone 15', 'HUAWEI Mate 60', 'Xiaomi 14', 'OPPO Reno11', 'vivo X100', 'Chrome']),
        rng.pick(['3.2.0', '3.2.1', '3.3.0']),
        failed ? 'FAIL' : 'SUCCESS',
        failed ? rng.pick(['密码错误', '验证码错误', '账户已冻结']) : null,
        formatTime(base - rng.int(60, 60 * 86_400) * 1000),
      );
    }
  },
  page: callOf('POST /admin/member/login-log/page'),
  from: 'member_login_log l JOIN member m ON m.member_id = l.member_id',
  select: `l.log_id AS logId, l.member_id AS memberId, m.mask_real_name AS realName, l.login_ip AS loginIp, l.login_address AS loginAddress,
    l.channel, l.device, l.app_version AS appVersion, l.result, l.fail_reason AS failReason, l.crt_time AS crtTime`,
  orderBy: 'l.crt_time DESC, l.log_id DESC',
  scope: 'l.org_path',
  filters: {
    memberId: { eq: 'l.member_id', upper: true },
    loginIp: { eq: 'l.login_ip' },
    channel: { eq: 'l.channel' },
    result: { eq: 'l.result' },
    crtTime: { dates: 'l.crt_time' },
  },
};

export const memberTagLogs: Resource = {
  name: 'member-tag-log-page',
  page: callOf('POST /admin/member/tag-log/page'),
  from: 'member_tag_log l JOIN tag t ON t.tag_id = l.tag_id',
  select: `l.log_id AS logId, l.member_id AS memberId, t.tag_code AS tagCode, t.tag_name AS tagName, ${GROUP_NAME} AS custGroupName,
    l.action, CASE l.source WHEN 'MANUAL' THEN '手工' WHEN 'FILTER_BIND' THEN '标记筛选商户' ELSE '系统' END AS source, l.operator,
    l.crt_time AS crtTime`,
  orderBy: 'l.crt_time DESC, l.log_id DESC',
  scope: 'l.org_path',
  filters: {
    memberId: { eq: 'l.member_id', upper: true },
    tagName: { like: 't.tag_name' },
    action: { eq: 'l.action' },
    crtTime: { dates: 'l.crt_time' },
  },
};

export const memberTagBindings: Resource = {
  name: 'member-tag-bindings',
  page: callOf('POST /admin/member/tag-bind/page'),
  from: 'member_tag mt JOIN tag t ON t.tag_id = mt.tag_id JOIN member m ON m.member_id = mt.member_id',
  select: `mt.member_id || '-' || mt.tag_id AS bindId, mt.member_id AS memberId, m.mask_real_name AS realName, ${GROUP_NAME} AS custGroupName,
    t.tag_code AS tagCode, t.tag_name AS tagName, t.tag_sub_type AS tagSubType, mt.crt_time AS crtTime`,
  orderBy: 'mt.crt_time DESC',
  scope: 'mt.org_path',
  filters: {
    memberId: { eq: 'mt.member_id', upper: true },
    tagCode: { eq: 't.tag_code', upper: true },
    tagName: { like: 't.tag_name' },
    tagSubType: { eq: 't.tag_sub_type' },
    crtTime: { dates: 'mt.crt_time' },
  },
};

/** The tag catalogue (the tag table of the core seed) with its bound members, counted within the caller's scope. */
export const tagCatalogue: Resource = {
  name: 'tag-catalogue',
  page: callOf('POST /admin/tag/page'),
  from: 'tag t',
  select: `t.tag_id AS tagId, t.tag_code AS tagCode, t.tag_name AS tagName, t.tag_sub_type AS tagSubType, t.cust_group AS custGroup,
    ${GROUP_NAME} AS custGroupName, (SELECT COUNT(*) FROM member_tag mt WHERE mt.tag_id = t.tag_id) AS memberCount`,
  orderBy: 't.tag_id',
  filters: {
    tagCode: { eq: 't.tag_code', upper: true },
    tagName: { like: 't.tag_name' },
    tagSubType: { eq: 't.tag_sub_type' },
    custGroup: { eq: 't.cust_group', upper: true },
  },
};

export const tagStats: Resource = {
  name: 'tag-stats',
  page: callOf('POST /admin/member/tag-stat/page'),
  from: `tag t LEFT JOIN (SELECT tag_id, COUNT(*) AS cnt, SUM(crt_time >= datetime('now', '+8 hours', '-30 days')) AS recent,
    MAX(crt_time) AS last FROM member_tag GROUP BY tag_id) s ON s.tag_id = t.tag_id`,
  select: `t.tag_id AS tagId, t.tag_code AS tagCode, t.tag_name AS tagName, ${GROUP_NAME} AS custGroupName, t.tag_sub_type AS tagSubType,
    COALESCE(s.cnt, 0) AS memberCount, COALESCE(s.recent, 0) AS recentCount, s.last AS lastBindTime`,
  orderBy: 'memberCount DESC, t.tag_id',
  filters: { tagName: { like: 't.tag_name' }, tagSubType: { eq: 't.tag_sub_type' } },
};

export const memberActivations: Resource = {
  name: 'member-activations',
  schema: `CREATE TABLE IF NOT EXISTS member_active (
    active_id TEXT PRIMARY KEY,
    member_id TEXT NOT NULL,
    psam_code TEXT NOT NULL,
    org_code TEXT NOT NULL,
    org_path TEXT NOT NULL,
    activity_name TEXT NOT NULL,
    active_amt INTEGER NOT NULL,
    cashback_amt INTEGER NOT NULL,
    cashback_status INTEGER NOT NULL,
    active_time TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS member_active_time ON member_active(active_time);`,
  // Every terminal merchant activated once; the cashback states cycle through all six.
  seed: ({ db, rng, members, base }) => {
    const insert = db.prepare('INSERT INTO member_active VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
    let n = 0;
    for (const m of members) {
      if (!m.psam) continue;
      const status = n % 6;
      insert.run(
        `AC${String(++n).padStart(9, '0')}`,
        m.id,
        m.psam,
        m.org.code,
        m.org.path,
        rng.pick(['激活返现', '首刷有礼', '达标奖励']),
        rng.int(100, 20_000) * 100,
        status === 4 ? 0 : rng.pick([5_000, 9_900, 19_900]),
        status,
        formatTime(base - rng.int(1, 300) * DAY - rng.int(0, DAY)),
      );
    }
  },
  page: callOf('POST /admin/member/active/page'),
  from: 'member_active a JOIN member m ON m.member_id = a.member_id JOIN org o ON o.org_code = a.org_code',
  select: `a.active_id AS activeId, a.member_id AS memberId, m.mask_real_name AS realName, a.psam_code AS psamCode, a.activity_name AS activityName,
    a.active_amt AS activeAmt, a.cashback_amt AS cashbackAmt, a.cashback_status AS cashbackStatus, o.org_name AS orgName, a.active_time AS activeTime`,
  orderBy: 'a.active_time DESC',
  scope: 'a.org_path',
  filters: {
    memberId: { eq: 'a.member_id', upper: true },
    psamCode: { eq: 'a.psam_code', upper: true },
    cashbackStatus: { eq: 'a.cashback_status' },
    orgCode: { org: 'a.org_path' },
    activeTime: { dates: 'a.active_time', keys: ['startActiveDate', 'endActiveDate'] },
  },
};

function seedMerchantLogs(db: Db, rng: Rng, base: number): void {
  const merchants = db
    .prepare('SELECT merchant_id, member_id, org_path, cnl_code, crt_time FROM merchant ORDER BY merchant_id')
    .all() as Row[];
  const change = db.prepare('INSERT INTO merchant_change_log VALUES (NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
  const bankNames = BANKS.map((b) => b[1]);
  const TYPES = ['SETTLE_CARD', 'RATE', 'NAME', 'MOBILE', 'STATUS'];
  for (let i = 0; i < 3_000; i++) {
    const c = rng.pick(merchants);
    const type = TYPES[i % TYPES.length];
    const card = () => `${rng.pick(bankNames)} ${maskCard(`6222${rng.digits(12)}`)}`;
    const [before, after] =
      type === 'SETTLE_CARD'
        ? [card(), card()]
        : type === 'RATE'
          ? ['0.60%', rng.pick(['0.55%', '0.58%', '0.62%'])]
          : type === 'NAME'
            ? ['个体商户', rng.pick(['便利店', '小吃店', '服装店'])]
            : type === 'MOBILE'
              ? [maskMobile(mobileNumber(rng)), maskMobile(mobileNumber(rng))]
              : rng.pick([
                  ['正常', '冻结'],
                  ['冻结', '正常'],
                ]);
    const at = Math.max(timeOf(c.crt_time) + DAY, base - rng.int(1, 180) * DAY - rng.int(0, DAY));
    change.run(
      c.merchant_id,
      c.member_id,
      c.org_path,
      type,
      before,
      after,
      rng.pick(['admin', 'operator', '商户本人']),
      rng.chance(0.3) ? '商户申请' : null,
      formatTime(Math.min(at, base - 1000)),
    );
  }
  const sw = db.prepare('INSERT INTO merchant_switch_log VALUES (NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
  for (let i = 0; i < 1_500; i++) {
    const c = rng.pick(merchants);
    const to = rng.pick(TAG_CHANNELS.filter((x) => x !== c.cnl_code));
    const status = [20, 20, 20, 40, 10][i % 5];
    const at = base - rng.int(1, 120) * DAY - rng.int(0, DAY);
    sw.run(
      c.merchant_id,
      c.member_id,
      c.org_path,
      c.cnl_code,
      to,
      rng.pick(['通道费率调整', '原通道风控限制', '商户申请', '通道维护']),
      status,
      status === 40 ? rng.pick(['新通道进件驳回', '商户资料不全']) : null,
      rng.pick(['admin', 'operator', '系统']),
      formatTime(at),
      status === 10 ? null : formatTime(at + rng.int(60, 7200) * 1000),
    );
  }
}

export const merchantChangeLogs: Resource = {
  name: 'merchant-change-log',
  schema: `CREATE TABLE IF NOT EXISTS merchant_change_log (
    log_id INTEGER PRIMARY KEY,
    merchant_id TEXT NOT NULL,
    member_id TEXT NOT NULL,
    org_path TEXT NOT NULL,
    change_type TEXT NOT NULL,
    before_value TEXT,
    after_value TEXT,
    operator TEXT NOT NULL,
    remark TEXT,
    crt_time TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS merchant_change_log_time ON merchant_change_log(crt_time);
  CREATE TABLE IF NOT EXISTS merchant_switch_log (
    log_id INTEGER PRIMARY KEY,
    merchant_id TEXT NOT NULL,
    member_id TEXT NOT NULL,
    org_path TEXT NOT NULL,
    from_cnl TEXT NOT NULL,
    to_cnl TEXT NOT NULL,
    reason TEXT,
    switch_status INTEGER NOT NULL,
    fail_reason TEXT,
    operator TEXT NOT NULL,
    crt_time TEXT NOT NULL,
    finish_time TEXT
  );
  CREATE INDEX IF NOT EXISTS merchant_switch_log_time ON merchant_switch_log(crt_time);`,
  seed: ({ db, rng, base }) => seedMerchantLogs(db, rng, base),
  page: callOf('POST /admin/merchant/change-log/page'),
  from: 'merchant_change_log',
  select: `log_id AS logId, merchant_id AS merchantId, member_id AS memberId, change_type AS changeType, before_value AS beforeValue,
    after_value AS afterValue, operator, remark, crt_time AS crtTime`,
  orderBy: 'crt_time DESC, log_id DESC',
  scope: 'org_path',
  filters: {
    memberId: { eq: 'member_id', upper: true },
    merchantId: { eq: 'merchant_id' },
    changeType: { eq: 'change_type' },
    crtTime: { dates: 'crt_time' },
  },
};

export const merchantSwitchLogs: Resource = {
  name: 'merchant-switch-log',
  page: callOf('POST /admin/merchant/switch-log/page'),
  from: 'merchant_switch_log',
  select: `log_id AS logId, merchant_id AS merchantId, member_id AS memberId, from_cnl AS fromCnl, to_cnl AS toCnl, reason,
    switch_status AS switchStatus, fail_reason AS failReason, operator, crt_time AS crtTime, finish_time AS finishTime`,
  orderBy: 'crt_time DESC, log_id DESC',
  scope: 'org_path',
  filters: {
    memberId: { eq: 'member_id', upper: true },
    merchantId: { eq: 'merchant_id' },
    fromCnl: { eq: 'from_cnl' },
    toCnl: { eq: 'to_cnl' },
    switchStatus: { eq: 'switch_status' },
    crtTime: { dates: 'crt_time' },
  },
};

export const merchantReports: Resource = {
  name: 'merchant-report',
  schema: `CREATE TABLE IF NOT EXISTS merchant_report (
    report_month TEXT NOT NULL,
    org_code TEXT NOT NULL,
    org_path TEXT NOT NULL,
    new_merchants INTEGER NOT NULL,
    active_merchants INTEGER NOT NULL,
    trans_cnt INTEGER NOT NULL,
    trans_amt INTEGER NOT NULL,
    fee_amt INTEGER NOT NULL,
    PRIMARY KEY (report_month, org_code)
  );`,
  // Built from the merchants and their transactions (seeded before this resource).
  seed: ({ db }) => {
    db.exec(`INSERT INTO merchant_report
      SELECT month, org_code, org_path, SUM(new_merchants), SUM(active), SUM(cnt), SUM(amt), SUM(fee) FROM (
        SELECT substr(c.crt_time, 1, 7) AS month, c.org_code, c.org_path, COUNT(*) AS new_merchants, 0 AS active, 0 AS cnt, 0 AS amt, 0 AS fee
          FROM merchant c GROUP BY month, c.org_code
        UNION ALL
        SELECT substr(t.crt_time, 1, 7), c.org_code, c.org_path, 0, COUNT(DISTINCT t.member_id), COUNT(*),
          SUM(CASE WHEN t.order_status = 20 THEN t.order_amt ELSE 0 END), SUM(CASE WHEN t.order_status = 20 THEN t.fee_amt ELSE 0 END)
          FROM merchant_trans t JOIN merchant c ON c.member_id = t.member_id GROUP BY substr(t.crt_time, 1, 7), c.org_code
      ) GROUP BY month, org_code`);
  },
  page: callOf('POST /admin/merchant/report/page'),
  from: 'merchant_report r JOIN org o ON o.org_code = r.org_code',
  select: `r.report_month || '-' || r.org_code AS reportId, r.report_month AS reportMonth, r.org_code AS orgCode, o.org_name AS orgName,
    r.new_merchants AS newMerchants, r.active_merchants AS activeMerchants, r.trans_cnt AS transCnt, r.trans_amt AS transAmt, r.fee_amt AS feeAmt`,
  orderBy: 'r.report_month DESC, r.trans_amt DESC',
  scope: 'r.org_path',
  filters: { orgCode: { org: 'r.org_path' }, reportMonth: { eq: 'r.report_month' } },
  routes: [
    {
      method: 'POST',
      path: callOf('POST /admin/export/merchant-report').path,
      handler: (ctx: Ctx) => {
        const r = merchantReports;
        const c = conditionsFor(r, ctx.body, orgScope(ctx.app.db, ctx.emp));
        const clause = c.where.length ? `WHERE ${c.where.join(' AND ')}` : '';
        const rows = ctx.app.db
          .prepare(`SELECT ${r.select} FROM ${r.from} ${clause} ORDER BY ${r.orderBy} LIMIT 10000`)
          .all(...c.params) as Row[];
        const yuan = (v: unknown) => (Number(v) / 100).toFixed(2);
        const body = buildXls(
          '商户报表',
          ['统计月份', '机构编号', '机构名称', '新增商户数', '交易商户数', '交易笔数', '交易金额(元)', '手续费(元)'],
          rows.map((x) => [
            x.reportMonth,
            x.orgCode,
            x.orgName,
            x.newMerchants,
            x.activeMerchants,
            x.transCnt,
            yuan(x.transAmt),
            yuan(x.feeAmt),
          ]),
        );
        return new FileReply({ contentType: XLS_CONTENT_TYPE, body });
      },
    },
  ],
};

export const adminMembers: Resource = {
  name: 'admin-members',
  page: callOf('POST /admin/member/admin/page'),
  from: 'member m JOIN org o ON o.org_code = m.org_code',
  where: 'm.member_type = 101020',
  select: `m.member_id AS memberId, m.mask_real_name AS realName, m.mask_mobile AS mobile, m.org_code AS orgCode, o.org_name AS orgName,
    o.org_level AS orgLevel, m.status, m.auth_status AS authStatus, m.login_time AS loginTime, m.crt_time AS crtTime`,
  orderBy: 'o.org_level, m.org_code',
  scope: 'm.org_path',
  filters: {
    memberId: { eq: 'm.member_id', upper: true },
    realName: { like: 'm.real_name' },
    mobile: { eq: 'm.mobile' },
    orgCode: { org: 'm.org_path' },
    status: { eq: 'm.status' },
  },
};

export const merchantEntries: Resource = {
  name: 'merchant-entries',
  page: callOf('POST /admin/merchant/enter/page'),
  from: 'sub_merchant s',
  select: `s.member_id || '-' || s.kind AS enterId, s.member_id AS memberId, s.kind, s.merchant_id AS merchantId, s.merchant_name AS merchantName,
    s.mcc_name AS mccName, s.province_name || s.city_name AS area, s.xw_status AS xwStatus,
    CASE s.kind WHEN 'wx' THEN s.scan_audit_status END AS wxAuditStatus, CASE s.kind WHEN 'zfb' THEN s.scan_audit_status END AS zfbAuditStatus,
    s.pm_status AS pmStatus, s.audit_desc AS auditDesc, s.crt_time AS crtTime`,
  orderBy: 's.crt_time DESC, s.member_id',
  scope: 's.org_path',
  filters: {
    memberId: { eq: 's.member_id', upper: true },
    kind: { eq: 's.kind' },
    xwStatus: { eq: 's.xw_status' },
    pmStatus: { eq: 's.pm_status' },
    // The two wallets' review values never overlap (WeChat's carry APPLYMENT_STATE_).
    wxAuditStatus: { eq: 's.scan_audit_status' },
    zfbAuditStatus: { eq: 's.scan_audit_status' },
    merchantName: { like: 's.merchant_name' },
    crtTime: { dates: 's.crt_time' },
  },
};

// ---- indicator warnings and their rules ----

const RULES: ReadonlyArray<readonly [string, string, number, number]> = [
  ['TD00001', 'GT', 50_000, 2],
  ['TD00002', 'GE', 3, 1],
  ['TD00009', 'GT', 40_000, 2],
  ['TD00012', 'GE', 1, 1],
  ['TD00015', 'GE', 1, 3],
  ['TD00016', 'GE', 1, 3],
  ['TD00007', 'GE', 1, 2],
  ['TD00005', 'GT', 30_000, 1],
];
const OPS: Record<string, string> = { GT: '>', GE: '>=', LT: '<', LE: '<=' };
const col = (code: string) => `td${code.slice(-2)}`;

export const indWarningRules: Resource = {
  name: 'ind-warning-rules',
  schema: `CREATE TABLE IF NOT EXISTS ind_warning_rule (
    rule_id INTEGER PRIMARY KEY,
    indicator_code TEXT NOT NULL,
    compare_op TEXT NOT NULL,
    threshold REAL NOT NULL,
    warning_level INTEGER NOT NULL,
    status INTEGER NOT NULL DEFAULT 1,
    remark TEXT,
    crt_time TEXT NOT NULL,
    upt_time TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS ind_warning (
    warning_id INTEGER PRIMARY KEY,
    member_id TEXT NOT NULL,
    org_path TEXT NOT NULL,
    rule_id INTEGER NOT NULL,
    indicator_code TEXT NOT NULL,
    ind_date TEXT NOT NULL,
    value REAL NOT NULL,
    threshold REAL NOT NULL,
    warning_level INTEGER NOT NULL,
    handle_status INTEGER NOT NULL DEFAULT 0,
    handler TEXT,
    handle_time TEXT,
    crt_time TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS ind_warning_time ON ind_warning(crt_time);`,
  // The rules, then the warnings they raise over the daily indicators; older ones mostly handled.
  seed: ({ db, rng, base }) => {
    const rule = db.prepare('INSERT INTO ind_warning_rule VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
    const created = formatTime(base - 120 * DAY);
    RULES.forEach(([code, op, threshold, level], i) =>
      rule.run(i + 1, code, op, threshold, level, i === 7 ? 0 : 1, `${code}日值预警`, created, created),
    );
    for (const [i, [code, op, threshold, level]] of RULES.entries()) {
      if (i === 7) continue;
      db.prepare(`INSERT INTO ind_warning (member_id, org_path, rule_id, indicator_code, ind_date, value, threshold, warning_level, crt_time)
        SELECT member_id, org_path, ?, ?, ind_date, ${col(code)}, ?, ?, ind_date || ' 02:00:00' FROM member_ind_daily
        WHERE ${col(code)} ${OPS[op]} ? ORDER BY ind_date DESC, member_id LIMIT 400`).run(i + 1, code, threshold, level, threshold);
    }
    const old = formatTime(base - 7 * DAY);
    const ids = db.prepare('SELECT warning_id FROM ind_warning WHERE crt_time < ?').all(old) as Array<{ warning_id: number }>;
    const handle = db.prepare('UPDATE ind_warning SET handle_status = 1, handler = ?, handle_time = ? WHERE warning_id = ?');
    for (const { warning_id } of ids)
      if (rng.chance(0.7)) handle.run(rng.pick(['operator', 'admin']), formatTime(base - rng.int(1, 6) * DAY), warning_id);
  },
  page: callOf('POST /admin/ind/warning-rule/page'),
  detail: callOf('POST /admin/ind/warning-rule/detail'),
  create: callOf('POST /admin/ind/warning-rule/add'),
  update: callOf('POST /admin/ind/warning-rule/upt'),
  from: 'ind_warning_rule r LEFT JOIN indicator i ON i.indicator_code = r.indicator_code',
  select: `r.rule_id AS ruleId, r.indicator_code AS indicatorCode, i.indicator_name AS indicatorName, r.compare_op AS compareOp, r.threshold,
    r.warning_level AS warningLevel, r.status, r.remark, r.crt_time AS crtTime, r.upt_time AS uptTime`,
  orderBy: 'r.rule_id',
  filters: {
    indicatorCode: { eq: 'r.indicator_code', upper: true },
    warningLevel: { eq: 'r.warning_level' },
    status: { eq: 'r.status' },
  },
  key: 'ruleId',
  keyColumn: 'r.rule_id',
  table: 'ind_warning_rule',
  columns: {
    indicatorCode: 'indicator_code',
    compareOp: 'compare_op',
    threshold: 'threshold',
    warningLevel: 'warning_level',
    remark: 'remark',
  },
  stamps: true,
  check: (body, _ctx, mode) => {
    if (mode === 'update') {
      delete body.indicatorCode;
    } else {
      const code = String(body.indicatorCode ?? '').toUpperCase();
      if (!INDICATORS.some((i) => i.code === code)) throw bizError('指标编码不存在', 'E4311');
      body.indicatorCode = code;
    }
    if (body.compareOp !== undefined && !Object.hasOwn(OPS, String(body.compareOp))) throw bizError('比较方式不正确', 'E4320');
    if (body.threshold !== undefined && !(Number(body.threshold) >= 0)) throw bizError('阈值不能为负数', 'E4321');
    if (body.warningLevel !== undefined && ![1, 2, 3].includes(Number(body.warningLevel))) throw bizError('预警级别不正确', 'E4322');
  },
  routes: [
    { method: 'POST', path: callOf('POST /admin/ind/warning-rule/enable').path, handler: (ctx) => setRule(ctx, 1) },
    { method: 'POST', path: callOf('POST /admin/ind/warning-rule/disable').path, handler: (ctx) => setRule(ctx, 0) },
  ],
};

/** Enables or disables a rule; the same state twice is refused (nothing to change). */
function setRule(ctx: Ctx, status: 0 | 1) {
  const row = findRecord(indWarningRules, ctx, ctx.body.ruleId);
  if (Number(row.status) === status) throw bizError(status ? '该规则已启用' : '该规则已停用', 'E4323');
  ctx.app.db
    .prepare('UPDATE ind_warning_rule SET status = ?, upt_time = ? WHERE rule_id = ?')
    .run(status, formatTime(Date.now()), Number(row.ruleId));
  return null;
}

export const indWarnings: Resource = {
  name: 'ind-warnings',
  page: callOf('POST /admin/ind/warning/page'),
  from: 'ind_warning w JOIN member m ON m.member_id = w.member_id JOIN org o ON o.org_code = m.org_code LEFT JOIN indicator i ON i.indicator_code = w.indicator_code',
  select: `w.warning_id AS warningId, w.member_id AS memberId, o.org_name AS orgName, w.indicator_code AS indicatorCode, i.indicator_name AS indicatorName,
    w.ind_date AS indDate, w.value, w.threshold, w.warning_level AS warningLevel, w.handle_status AS handleStatus, w.handler,
    w.handle_time AS handleTime, w.crt_time AS crtTime`,
  orderBy: 'w.crt_time DESC, w.warning_id DESC',
  scope: 'w.org_path',
  key: 'warningId',
  keyColumn: 'w.warning_id',
  filters: {
    memberId: { eq: 'w.member_id', upper: true },
    indicatorCode: { eq: 'w.indicator_code', upper: true },
    warningLevel: { eq: 'w.warning_level' },
    handleStatus: { eq: 'w.handle_status' },
    crtTime: { dates: 'w.crt_time' },
  },
  routes: [
    {
      method: 'POST',
      path: callOf('POST /admin/ind/warning/handle').path,
      handler: (ctx) => {
        const row = findRecord(indWarnings, ctx, str(ctx.body.warningId));
        if (Number(row.handleStatus) === 1) throw bizError('该预警已处理', 'E4324');
        ctx.app.db
          .prepare('UPDATE ind_warning SET handle_status = 1, handler = ?, handle_time = ? WHERE warning_id = ?')
          .run(ctx.emp!.loginId, formatTime(Date.now()), Number(row.warningId));
        return null;
      },
    },
  ],
};
