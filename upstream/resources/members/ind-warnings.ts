// Indicator warnings and their rules: the rules over the member indicators and the warnings they raise.
import { callOf } from '../../calls.ts';
import { bizError, type Ctx } from '../../context.ts';
import { findRecord, type Resource } from '../../kit/resource.ts';
import { formatTime, str } from '../../util.ts';
import { INDICATORS } from './indicator-catalogue.ts';
import { DAY } from '../../kit/time.ts';

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
