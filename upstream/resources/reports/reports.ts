// Report figures for the last 180 days by day and organisation (transactions, new merchants,
// activations, terminals, profit share, cashback, reward), read by the dashboards, the report lists
// and the agent's own data pages (each scoped to the caller's subtree); tag figures; register checks.
import { callOf, type UpCall } from '../../calls.ts';
import { bizError, type Ctx, FileReply } from '../../context.ts';
import { orgScope } from '../../scope.ts';
import { Conditions } from '../../util.ts';
import { conditionsFor, type Resource } from '../../kit/resource.ts';
import { buildXls, XLS_CONTENT_TYPE } from '../../kit/xls.ts';
import { at, cycle, tableResource } from '../system/table.ts';
import { DAY } from '../../kit/time.ts';

export const REPORT_DAYS = 180;
/** Organisations reported on: the first ones seeded (ORG0001's subtree among them). */
export const REPORT_ORGS = 12;

export const reportDays: Resource = tableResource({
  name: 'report-days',
  table: 'report_day',
  page: callOf('POST /admin/report/102304/page'),
  scoped: true,
  columns: {
    rowId: 'INTEGER',
    statDate: 'TEXT',
    orgCode: 'TEXT',
    transCnt: 'INTEGER',
    transAmt: 'INTEGER',
    profitAmt: 'INTEGER',
    newMerchants: 'INTEGER',
    activations: 'INTEGER',
    newTerms: 'INTEGER',
    transTerms: 'INTEGER',
    cashbackCnt: 'INTEGER',
    cashbackAmt: 'INTEGER',
    rewardAmt: 'INTEGER',
  },
  rows: REPORT_DAYS * REPORT_ORGS,
  row: (i, { rng, base, orgs }) => {
    const day = Math.floor(i / REPORT_ORGS);
    const org = orgs[i % REPORT_ORGS];
    const weekly = 1 + 0.25 * Math.sin((day / 7) * 2 * Math.PI);
    const cnt = Math.round(rng.int(80, 400) * weekly);
    const amt = cnt * rng.int(30_000, 120_000);
    const act = rng.int(0, 30);
    return {
      rowId: i + 1,
      statDate: new Date(base - (REPORT_DAYS - day) * DAY).toISOString().slice(0, 10),
      orgCode: org.code,
      transCnt: cnt,
      transAmt: amt,
      profitAmt: Math.round(amt * 0.0006),
      newMerchants: rng.int(0, 40),
      activations: act,
      newTerms: rng.int(act, act + 20),
      transTerms: rng.int(20, 200),
      cashbackCnt: act,
      cashbackAmt: act * 9900,
      rewardAmt: rng.chance(0.2) ? rng.int(1, 20) * 10_000 : 0,
    };
  },
  filters: { orgCode: 'eq', statDate: 'days' },
  orderBy: 't."statDate" DESC, t."orgCode"',
});

/** The same figures for another page: same table, filters and scope. */
function view(name: string, page: UpCall, extraSelect = ''): Resource {
  return { ...reportDays, name, page, schema: undefined, seed: undefined, select: reportDays.select + extraSelect };
}

const yuan = (fen: unknown) => (Number(fen ?? 0) / 100).toFixed(2);

/** A report's sheet: its title and columns (key, title, `yuan` for an amount in fen). */
interface ReportSheet {
  title: string;
  columns: ReadonlyArray<readonly [key: string, title: string, unit?: 'yuan']>;
}

const LEAD = [
  ['statDate', '统计日期'],
  ['orgCode', '机构编号'],
  ['orgName', '机构名称'],
] as const;

const SHEETS = {
  profit: {
    title: '分润报表',
    columns: [...LEAD, ['transCnt', '交易笔数'], ['transAmt', '交易金额(元)', 'yuan'], ['profitAmt', '分润金额(元)', 'yuan']],
  },
  cashback: {
    title: '返现报表',
    columns: [...LEAD, ['activations', '激活数'], ['cashbackCnt', '返现笔数'], ['cashbackAmt', '返现金额(元)', 'yuan']],
  },
  reward: {
    title: '奖励报表',
    columns: [...LEAD, ['newMerchants', '新增商户'], ['activations', '激活数'], ['rewardAmt', '奖励金额(元)', 'yuan']],
  },
  tag: {
    title: '标签报表',
    columns: [
      ...LEAD,
      ['tagCode', '标签编码'],
      ['tagName', '标签名称'],
      ['memberCount', '会员数'],
      ['activeCount', '活跃会员数'],
      ['transAmt', '交易金额(元)', 'yuan'],
    ],
  },
} satisfies Record<string, ReportSheet>;

/**
 * A report list's export: the rows its page query gives for the same search form (no paging, up
 * to 10 000), the caller's subtree only, in the sheet's columns (amounts in yuan).
 */
function sheetFile(r: Resource, sheet: ReportSheet, ctx: Ctx): FileReply {
  const c = conditionsFor(r, ctx.body, orgScope(ctx.app.db, ctx.emp));
  const clause = c.where.length ? `WHERE ${c.where.join(' AND ')}` : '';
  const rows = ctx.app.db
    .prepare(`SELECT ${r.select} FROM ${r.from} ${clause} ORDER BY ${r.orderBy} LIMIT 10000`)
    .all(...c.params) as Record<string, unknown>[];
  const cell = (row: Record<string, unknown>, [key, , unit]: ReportSheet['columns'][number]) => {
    const v = row[key];
    if (v === null || v === undefined) return '';
    return unit === 'yuan' ? yuan(v) : v;
  };
  const body = buildXls(
    sheet.title,
    sheet.columns.map(([, title]) => title),
    rows.map((row) => sheet.columns.map((col) => cell(row, col))),
  );
  return new FileReply({ contentType: XLS_CONTENT_TYPE, body });
}

const report102303 = view('report-102303', callOf('POST /admin/report/102303/page'));
const report102312 = view('report-102312', callOf('POST /admin/report/102312/page'));
/** Spec 01 §7: the report data pages export through admin/standard/export, by their report code. */
const REPORT_CODES: Readonly<Record<string, readonly [Resource, ReportSheet]>> = {
  '102303': [report102303, SHEETS.cashback],
  '102304': [reportDays, SHEETS.profit],
  '102312': [report102312, SHEETS.reward],
};
function standardExport(ctx: Ctx) {
  const code = typeof ctx.body.reportCode === 'string' ? ctx.body.reportCode : '';
  const report = Object.hasOwn(REPORT_CODES, code) ? REPORT_CODES[code] : undefined;
  if (!report) throw bizError('报表编码不存在', 'E2006');
  return sheetFile(...report, ctx);
}

export const reportViews: readonly Resource[] = [
  {
    ...reportDays,
    routes: [...(reportDays.routes ?? []), { method: 'POST', path: callOf('POST /admin/standard/export').path, handler: standardExport }],
  },
  report102303,
  report102312,
  view('agent-term-data', callOf('POST /admin/agent/term-data/page')),
  view(
    'agent-income-data',
    callOf('POST /admin/agent/income-data/page'),
    ', t."profitAmt" + t."cashbackAmt" + t."rewardAmt" AS "incomeAmt"',
  ),
];

const TAGS: ReadonlyArray<[string, string]> = [
  ['NORMAL_VERIFY', '普通认证'],
  ['SUPER_VERIFY', '高级认证'],
  ['DELIVERY_TAG', '已发货'],
  ['RETURN_TAG', '已退货'],
  ['CANCEL_TAG', '已注销'],
];
const reportTagList: Resource = tableResource({
  name: 'report-tags',
  table: 'report_tag',
  page: callOf('POST /admin/report/tag/page'),
  scoped: true,
  columns: {
    rowId: 'INTEGER',
    statDate: 'TEXT',
    orgCode: 'TEXT',
    tagCode: 'TEXT',
    tagName: 'TEXT',
    memberCount: 'INTEGER',
    activeCount: 'INTEGER',
    transAmt: 'INTEGER',
  },
  rows: 60 * TAGS.length * 4,
  row: (i, { rng, base, orgs }) => {
    const [code, name] = TAGS[i % TAGS.length];
    const members = rng.int(10, 3000);
    return {
      rowId: i + 1,
      statDate: new Date(base - (Math.floor(i / (TAGS.length * 4)) + 1) * DAY).toISOString().slice(0, 10),
      orgCode: orgs[Math.floor(i / TAGS.length) % 4].code,
      tagCode: code,
      tagName: name,
      memberCount: members,
      activeCount: rng.int(0, members),
      transAmt: rng.int(0, members) * 10_000,
    };
  },
  filters: { orgCode: 'eq', statDate: 'days' },
  orderBy: 't."statDate" DESC, t."rowId"',
});
export const reportTags: Resource = {
  ...reportTagList,
  routes: [
    ...(reportTagList.routes ?? []),
    {
      method: 'POST',
      path: callOf('POST /admin/export/report-tag').path,
      handler: (ctx: Ctx) => sheetFile(reportTagList, SHEETS.tag, ctx),
    },
  ],
};

/** The agent's merchants and accounts: the core tables, scoped to the caller's subtree. */
export const agentMerchants: Resource = {
  name: 'agent-merchants',
  page: callOf('POST /admin/agent/merchant/page'),
  from: 'member m JOIN org o ON o.org_code = m.org_code',
  select: `m.member_id AS memberId, m.mask_real_name AS realName, m.mask_mobile AS mobile, m.org_code AS orgCode, o.org_name AS orgName,
    m.status AS status, m.trans_amt AS transAmt, m.crt_time AS crtTime`,
  orderBy: 'm.crt_time DESC',
  scope: 'm.org_path',
  filters: {
    memberId: { eq: 'm.member_id', upper: true },
    realName: { like: 'm.real_name' },
    orgCode: { org: 'm.org_path' },
    status: { eq: 'm.status' },
    crtTime: { dates: 'm.crt_time' },
  },
};
export const agentAccounts: Resource = {
  name: 'agent-accounts',
  page: callOf('POST /admin/agent/acct/page'),
  from: 'account a',
  select: `a.acct_id AS acctId, a.member_id AS memberId, a.acct_code AS acctCode, a.balance AS balance, a.valid_balance AS validBalance,
    a.acct_status AS acctStatus, a.crt_time AS crtTime`,
  orderBy: 'a.acct_id',
  scope: 'a.org_path',
  filters: { memberId: { eq: 'a.member_id', upper: true }, acctCode: { eq: 'a.acct_code' }, acctStatus: { eq: 'a.acct_status' } },
};

function checks(name: string, table: string, page: UpCall, extraKey: string, extra: (i: number) => string): Resource {
  return tableResource({
    name,
    table,
    page,
    scoped: true,
    columns: {
      checkId: 'INTEGER',
      memberId: 'TEXT',
      orgCode: 'TEXT',
      realName: 'TEXT',
      mobile: 'TEXT',
      idcNum: 'TEXT',
      [extraKey]: 'TEXT',
      checkResult: 'INTEGER',
      message: 'TEXT',
      crtTime: 'TEXT',
    },
    rows: 600,
    row: (i, { rng, base, members }) => {
      const m = members[rng.int(0, members.length - 1)];
      const result = cycle([0, 1, 2], i, () =>
        rng.weighted([
          [1, 6],
          [0, 3],
          [2, 1],
        ]),
      );
      return {
        checkId: i + 1,
        memberId: m.id,
        orgCode: m.org.code,
        realName: `${m.name[0]}${'*'.repeat(m.name.length - 1)}`,
        mobile: `${m.mobile.slice(0, 3)}****${m.mobile.slice(-4)}`,
        idcNum: `${m.idc.slice(0, 4)}**********${m.idc.slice(-4)}`,
        [extraKey]: extra(i),
        checkResult: result,
        message: ['渠道未注册', '已注册', '四要素不一致'][result],
        crtTime: at(base - rng.int(1, 90 * 24 * 60) * 60_000),
      };
    },
    filters: { memberId: 'eq', checkResult: 'eq', crtTime: 'dates' },
  });
}

/** The dashboards' figures over a date range (default the last 30 days), by day and by organisation. */
function dashboard(ctx: Ctx) {
  const { db } = ctx.app;
  const body = { ...ctx.body };
  const last = (db.prepare('SELECT MAX("statDate") AS d FROM report_day').get() as { d: string | null }).d ?? '';
  if (!body.endDate) body.endDate = last;
  if (!body.startDate)
    body.startDate = new Date(Date.parse(`${String(body.endDate).slice(0, 10)}T00:00:00Z`) - 29 * DAY).toISOString().slice(0, 10);
  if (String(body.startDate) > String(body.endDate)) throw bizError('开始日期不能晚于结束日期', 'E6201');
  const c = new Conditions().under('o.path', orgScope(db, ctx.emp)).dates(`(t."statDate" || ' 00:00:00')`, body);
  const where = c.where.length ? `WHERE ${c.where.join(' AND ')}` : '';
  const sums = `SUM(t."transAmt") AS transAmt, SUM(t."transCnt") AS transCnt, SUM(t."newMerchants") AS newMerchants, SUM(t."activations") AS activations`;
  const from = 'report_day t JOIN org o ON o.org_code = t."orgCode"';
  const byDay = db
    .prepare(`SELECT t."statDate" AS statDate, ${sums} FROM ${from} ${where} GROUP BY t."statDate" ORDER BY t."statDate"`)
    .all(...c.params);
  const byOrg = db
    .prepare(
      `SELECT t."orgCode" AS orgCode, o.org_name AS orgName, ${sums} FROM ${from} ${where} GROUP BY t."orgCode" ORDER BY SUM(t."transAmt") DESC`,
    )
    .all(...c.params);
  const totals = db.prepare(`SELECT ${sums} FROM ${from} ${where}`).get(...c.params);
  return { startDate: String(body.startDate).slice(0, 10), endDate: String(body.endDate).slice(0, 10), byDay, byOrg, totals };
}

/** A dashboard's table as a spreadsheet: by day or by organisation, over the same range and scope. */
function dashboardXls(ctx: Ctx) {
  const d = dashboard(ctx);
  const byOrg = ctx.body.by === 'org';
  type Fig = { transAmt: number; transCnt: number; newMerchants: number; activations: number };
  const head = [byOrg ? '机构' : '日期', '交易金额(元)', '交易笔数', '新增商户', '激活数'];
  const rows = (
    byOrg ? (d.byOrg as Array<Fig & { orgCode: string; orgName: string }>) : (d.byDay as Array<Fig & { statDate: string }>)
  ).map((r) => [
    'statDate' in r ? r.statDate : `${r.orgName}（${r.orgCode}）`,
    yuan(r.transAmt),
    r.transCnt,
    r.newMerchants,
    r.activations,
  ]);
  return new FileReply({ contentType: XLS_CONTENT_TYPE, body: buildXls(byOrg ? '各机构' : '按日', head, rows) });
}

export const dashboardResource: Resource = {
  name: 'dashboard',
  from: 'report_day t',
  select: '*',
  orderBy: '1',
  routes: [
    { method: 'POST', path: callOf('POST /admin/report/dashboard').path, handler: dashboard },
    { method: 'POST', path: callOf('POST /admin/export/dashboard').path, handler: dashboardXls },
  ],
};

export const reportResources: readonly Resource[] = [
  ...reportViews,
  reportTags,
  agentMerchants,
  agentAccounts,
  dashboardResource,
  checks('lys-checks', 'check_lys', callOf('POST /admin/check/lys/page'), 'cnlMerchantCode', (i) => `LYS${String(880000 + i)}`),
  checks(
    'full-cnl-checks',
    'check_full_cnl',
    callOf('POST /admin/check/full-cnl/page'),
    'cnlCode',
    (i) => ['cx', 'sd', 'hh', 'flm'][i % 4],
  ),
];
