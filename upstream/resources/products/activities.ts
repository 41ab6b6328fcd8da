// Activities (spec 03 §3 Activity, §4 statuses) with their daily statistics, cashbacks and help
// logs (lib/screens/products/active-*.ts, lib/dialogs/activity.ts).
import { callOf } from '../../calls.ts';
import { bizError, type Ctx } from '../../context.ts';
import { findRecord, type Resource } from '../../kit/resource.ts';
import { PRODUCT_CODES } from '../../seed-data.ts';
import { formatTime } from '../../util.ts';
import { checkWindow, fileUrl } from './rules.ts';
import { switchRoute } from '../../kit/status.ts';
import { fixedCode } from '../../kit/codes.ts';
import { DAY } from '../../kit/time.ts';

const TYPES = [100399, 100398, 100330, 100340];
const NAMES = [
  '新装机激活返现',
  '交易达标奖励',
  '推荐商户有礼',
  '流量卡返现',
  '月度冲量',
  '助力拿红包',
  '机构拓展激励',
  '商户留存计划',
  '节日狂欢',
  '老商户回馈',
];

/** Tag names of comma-separated tag ids (unknown ids refused). */
function tagNames(db: import('../../db.ts').Db, ids: string): string {
  const get = db.prepare('SELECT tag_name AS n FROM tag WHERE tag_id = ?');
  return ids
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((id) => {
      const row = get.get(id) as { n: string } | undefined;
      if (!row) throw bizError(`标签不存在：${id}`, 'E4004');
      return row.n;
    })
    .join(',');
}

export const activitiesResource: Resource = {
  name: 'activities',
  schema: `CREATE TABLE IF NOT EXISTS activity (
    activity_id INTEGER PRIMARY KEY,
    activity_code TEXT NOT NULL UNIQUE,
    activity_name TEXT NOT NULL,
    cust_biz_type TEXT,
    activity_type INTEGER NOT NULL,
    instance_type INTEGER NOT NULL,
    max_join_cnt INTEGER,
    max_member_cnt INTEGER,
    product_code TEXT NOT NULL,
    start_time TEXT NOT NULL,
    end_time TEXT NOT NULL,
    status INTEGER NOT NULL,
    remark TEXT,
    activity_uri TEXT,
    activity_tag TEXT,
    tag_ids TEXT,
    tag_names TEXT,
    content TEXT,
    file_url TEXT,
    upt_desc TEXT,
    crt_time TEXT NOT NULL,
    upt_time TEXT NOT NULL
  );`,
  seed: ({ db, rng, base }) => {
    const tags = db.prepare('SELECT tag_id AS id, tag_name AS name FROM tag ORDER BY tag_id LIMIT 12').all() as {
      id: number;
      name: string;
    }[];
    const insert =
      db.prepare(`INSERT INTO activity (activity_id, activity_code, activity_name, cust_biz_type, activity_type, instance_type, max_join_cnt,
      max_member_cnt, product_code, start_time, end_time, status, remark, activity_uri, activity_tag, tag_ids, tag_names, content, upt_desc, crt_time, upt_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    for (let i = 0; i < 40; i++) {
      const start = base - rng.int(10, 500) * DAY;
      const picked = tags.length ? [rng.pick(tags), rng.pick(tags)].filter((t, k, a) => a.indexOf(t) === k) : [];
      insert.run(
        70001 + i,
        `ACT${String(1001 + i)}`,
        `${NAMES[i % NAMES.length]}${i >= NAMES.length ? Math.floor(i / NAMES.length) + 1 : ''}`,
        rng.pick(['102301', '102302', '102303']),
        TYPES[i % 4],
        i % 3 ? 102510 : 102520,
        rng.pick([1, 3, 10, 0]),
        rng.pick([1000, 5000, 100000]),
        PRODUCT_CODES[i % PRODUCT_CODES.length],
        formatTime(start),
        formatTime(start + rng.int(30, 720) * DAY),
        i % 5 === 4 ? 0 : 1,
        i % 4 ? null : '年度重点活动',
        `https://act.example.com/a/${70001 + i}`,
        rng.pick(['NEW', 'HOT', 'VIP', null]),
        picked.map((t) => t.id).join(',') || null,
        picked.map((t) => t.name).join(',') || null,
        `${NAMES[i % NAMES.length]}：活动期间达成考核条件即可获得奖励，奖励次月发放。`,
        i % 6 ? null : '调整考核天数',
        formatTime(start - 7 * DAY),
        formatTime(start - DAY),
      );
    }
  },
  page: callOf('POST /admin/activity/page'),
  create: callOf('POST /admin/activity/add'),
  update: callOf('POST /admin/activity/upt'),
  from: 'activity a',
  select: `a.activity_id AS activityId, a.activity_code AS activityCode, a.activity_name AS activityName, a.cust_biz_type AS custBizType,
    a.activity_type AS activityType, a.instance_type AS instanceType, a.max_join_cnt AS maxJoinCnt, a.max_member_cnt AS maxMemberCnt,
    a.product_code AS productCode, a.start_time AS startTime, a.end_time AS endTime, a.status AS status, a.remark AS remark,
    a.activity_uri AS activityUri, a.activity_tag AS activityTag, a.tag_ids AS tagIds, a.tag_names AS tagNames, a.content AS content,
    a.file_url AS fileUrl, ${fileUrl('a.file_url')} AS fileUrlUrl, a.upt_desc AS uptDesc, a.crt_time AS crtTime, a.upt_time AS uptTime`,
  orderBy: 'a.activity_id DESC',
  filters: {
    activityId: { eq: 'a.activity_id' },
    activityCode: { eq: 'a.activity_code', upper: true },
    activityName: { like: 'a.activity_name' },
    activityType: { eq: 'a.activity_type' },
    instanceType: { eq: 'a.instance_type' },
    status: { eq: 'a.status' },
    productCode: { eq: 'a.product_code' },
    crtTime: { dates: 'a.crt_time' },
  },
  key: 'activityId',
  keyColumn: 'a.activity_id',
  table: 'activity',
  columns: {
    activityCode: 'activity_code',
    activityName: 'activity_name',
    custBizType: 'cust_biz_type',
    activityType: 'activity_type',
    instanceType: 'instance_type',
    maxJoinCnt: 'max_join_cnt',
    maxMemberCnt: 'max_member_cnt',
    productCode: 'product_code',
    startTime: 'start_time',
    endTime: 'end_time',
    status: 'status',
    remark: 'remark',
    activityUri: 'activity_uri',
    activityTag: 'activity_tag',
    tagIds: 'tag_ids',
    tagNames: 'tag_names',
    content: 'content',
    fileUrl: 'file_url',
    uptDesc: 'upt_desc',
  },
  stamps: true,
  check: (body, ctx, mode) => {
    checkWindow(body);
    body.productCode = String(body.productCode ?? '').toLowerCase() || undefined;
    if (body.productCode === undefined) delete body.productCode;
    if (body.tagIds !== undefined) body.tagNames = tagNames(ctx.app.db, String(body.tagIds));
    fixedCode(body, ctx, mode, { table: 'activity', column: 'activity_code', field: 'activityCode', taken: '活动编码已存在' });
  },
  routes: [
    switchRoute(callOf('POST /admin/activity/upt-status'), {
      table: 'activity',
      keyColumn: 'activity_id',
      key: 'activityId',
      column: 'status',
    }),
    // Activity detail {activityId} (spec 03 §7) with its tags as spec 03 §3 gives them: tags (tagId, tagName).
    {
      method: 'POST',
      path: callOf('POST /admin/activity/detail').path,
      handler: (ctx: Ctx) => {
        const { tagNames: names, ...row } = findRecord(activitiesResource, ctx, ctx.body.activityId);
        const ids = String(row.tagIds ?? '')
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean);
        const labels = String(names ?? '').split(',');
        return { ...row, tags: ids.map((tagId, i) => ({ tagId, tagName: labels[i] ?? tagId })) };
      },
    },
  ],
};

export const activityStatsResource: Resource = {
  name: 'activity-stats',
  schema: `CREATE TABLE IF NOT EXISTS activity_stat (
    stat_id INTEGER PRIMARY KEY,
    stat_date TEXT NOT NULL,
    activity_id INTEGER NOT NULL,
    org_code TEXT NOT NULL,
    org_path TEXT NOT NULL,
    join_member_cnt INTEGER NOT NULL,
    new_member_cnt INTEGER NOT NULL,
    trans_cnt INTEGER NOT NULL,
    trans_amt INTEGER NOT NULL,
    reward_amt INTEGER NOT NULL
  );`,
  seed: ({ db, rng, base, orgs }) => {
    const insert =
      db.prepare(`INSERT INTO activity_stat (stat_date, activity_id, org_code, org_path, join_member_cnt, new_member_cnt, trans_cnt, trans_amt, reward_amt)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const tops = orgs.filter((o) => o.level === 1);
    for (let d = 1; d <= 30; d++) {
      const date = formatTime(base - d * DAY).slice(0, 10);
      for (let k = 0; k < 20; k++) {
        const org = tops[k % tops.length];
        const trans = rng.int(0, 800);
        insert.run(
          date,
          70001 + ((d * 7 + k) % 40),
          org.code,
          org.path,
          rng.int(0, 300),
          rng.int(0, 40),
          trans,
          trans * rng.int(20_000, 300_000),
          rng.int(0, 500_000),
        );
      }
    }
  },
  page: callOf('POST /admin/activity/biz-stats/page'),
  from: 'activity_stat s JOIN activity a ON a.activity_id = s.activity_id JOIN org o ON o.org_code = s.org_code',
  select: `s.stat_id AS statId, s.stat_date AS statDate, s.activity_id AS activityId, a.activity_name AS activityName, s.org_code AS orgCode,
    o.org_name AS orgName, s.join_member_cnt AS joinMemberCnt, s.new_member_cnt AS newMemberCnt, s.trans_cnt AS transCnt,
    s.trans_amt AS transAmt, s.reward_amt AS rewardAmt`,
  orderBy: 's.stat_date DESC, s.stat_id',
  scope: 's.org_path',
  filters: { activityId: { eq: 's.activity_id' }, orgCode: { org: 's.org_path' }, statDate: { dates: 's.stat_date' } },
};

export const activityCashbacksResource: Resource = {
  name: 'activity-cashbacks',
  schema: `CREATE TABLE IF NOT EXISTS activity_cashback (
    cashback_id INTEGER PRIMARY KEY,
    activity_id INTEGER NOT NULL,
    member_id TEXT NOT NULL,
    psam_code TEXT,
    org_code TEXT NOT NULL,
    org_path TEXT NOT NULL,
    trans_amt INTEGER NOT NULL,
    cashback_amt INTEGER NOT NULL,
    qualification INTEGER NOT NULL,
    status INTEGER NOT NULL,
    return_time TEXT,
    crt_time TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS activity_cashback_path ON activity_cashback(org_path);`,
  seed: ({ db, rng, base, members }) => {
    const insert =
      db.prepare(`INSERT INTO activity_cashback (activity_id, member_id, psam_code, org_code, org_path, trans_amt, cashback_amt, qualification, status, return_time, crt_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const withTerm = members.filter((m) => m.psam);
    for (let i = 0; i < 800; i++) {
      const m = rng.pick(withTerm.length ? withTerm : members);
      const status =
        i < 12
          ? i % 6
          : rng.weighted([
              [2, 50],
              [0, 15],
              [1, 10],
              [3, 5],
              [4, 10],
              [5, 5],
            ] as const);
      const qualified = status === 2 || status === 5 || (status !== 4 && rng.chance(0.5)) ? 1 : 0;
      const t = base - rng.int(1, 180) * DAY - rng.int(0, 86_399) * 1000;
      insert.run(
        70001 + (i % 40),
        m.id,
        m.psam,
        m.org.code,
        m.org.path,
        rng.int(0, 5_000_000),
        rng.pick([4900, 9900, 19900]),
        qualified,
        status,
        status === 2 ? formatTime(t + rng.int(1, 30) * DAY) : null,
        formatTime(t),
      );
    }
  },
  page: callOf('POST /admin/activity/cashback/page'),
  from: 'activity_cashback b JOIN activity a ON a.activity_id = b.activity_id JOIN member m ON m.member_id = b.member_id JOIN org o ON o.org_code = b.org_code',
  select: `b.cashback_id AS cashbackId, b.activity_id AS activityId, a.activity_name AS activityName, b.member_id AS memberId,
    m.mask_real_name AS realName, b.psam_code AS psamCode, b.org_code AS orgCode, o.org_name AS orgName, b.trans_amt AS transAmt,
    b.cashback_amt AS cashbackAmt, b.qualification AS qualification, b.status AS status, b.return_time AS returnTime, b.crt_time AS crtTime`,
  orderBy: 'b.crt_time DESC, b.cashback_id DESC',
  scope: 'b.org_path',
  filters: {
    activityId: { eq: 'b.activity_id' },
    memberId: { eq: 'b.member_id', upper: true },
    psamCode: { eq: 'b.psam_code', upper: true },
    orgCode: { org: 'b.org_path' },
    status: { eq: 'b.status' },
    qualification: { eq: 'b.qualification' },
    crtTime: { dates: 'b.crt_time' },
  },
};

export const activityHelpLogsResource: Resource = {
  name: 'activity-help-logs',
  schema: `CREATE TABLE IF NOT EXISTS activity_help (
    help_id INTEGER PRIMARY KEY,
    activity_id INTEGER NOT NULL,
    member_id TEXT NOT NULL,
    helper_member_id TEXT NOT NULL,
    org_path TEXT NOT NULL,
    help_value INTEGER NOT NULL,
    result INTEGER NOT NULL,
    fail_reason TEXT,
    crt_time TEXT NOT NULL
  );`,
  seed: ({ db, rng, base, members }) => {
    const insert =
      db.prepare(`INSERT INTO activity_help (activity_id, member_id, helper_member_id, org_path, help_value, result, fail_reason, crt_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
    for (let i = 0; i < 500; i++) {
      const m = rng.pick(members);
      const ok = rng.chance(0.85);
      insert.run(
        70006 + 10 * (i % 4),
        m.id,
        rng.pick(members).id,
        m.org.path,
        rng.int(1, 10),
        ok ? 20 : 40,
        ok ? null : rng.pick(['重复助力', '助力次数已用完', '活动已结束']),
        formatTime(base - rng.int(1, 90 * 24 * 60) * 60_000),
      );
    }
  },
  page: callOf('POST /admin/activity/help-log/page'),
  from: 'activity_help h JOIN activity a ON a.activity_id = h.activity_id',
  select: `h.help_id AS helpId, h.activity_id AS activityId, a.activity_name AS activityName, h.member_id AS memberId,
    h.helper_member_id AS helperMemberId, h.help_value AS helpValue, h.result AS result, h.fail_reason AS failReason, h.crt_time AS crtTime`,
  orderBy: 'h.crt_time DESC, h.help_id DESC',
  scope: 'h.org_path',
  filters: {
    activityId: { eq: 'h.activity_id' },
    memberId: { eq: 'h.member_id', upper: true },
    helperMemberId: { eq: 'h.helper_member_id', upper: true },
    result: { eq: 'h.result' },
    crtTime: { dates: 'h.crt_time' },
  },
};
