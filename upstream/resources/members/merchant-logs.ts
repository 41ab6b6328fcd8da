// The merchant lists of the member area: merchant change and channel-switch logs, the monthly merchant
// report and onboarding records. Each a declaration over its table; ORG employees see their subtree only.
import { callOf } from '../../calls.ts';
import { maskCard, maskMobile } from '../../kit/mask.ts';
import { type Ctx, FileReply } from '../../context.ts';
import type { Db } from '../../db.ts';
import { conditionsFor, type Resource } from '../../kit/resource.ts';
import { mobileNumber, type Rng } from '../../rng.ts';
import { orgScope } from '../../scope.ts';
import { BANKS } from '../../seed-geo.ts';
import { TAG_CHANNELS } from '../../seed-data.ts';
import { formatTime } from '../../util.ts';
import { buildXls, XLS_CONTENT_TYPE } from '../../kit/xls.ts';
import { DAY } from '../../kit/time.ts';

type Row = Record<string, string | number | null>;

const timeOf = (s: unknown) => Date.parse(`${String(s).replace(' ', 'T')}+08:00`);

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
