// The promoters' plans of spec 03 §7 /admin/promo/ and their records with their tags
// (lib/screens/other/promotion-*.ts).
import { callOf } from '../../calls.ts';
import { codesOf } from '../../kit/labels.ts';
import { bizError, type Ctx } from '../../context.ts';
import { findRecord, type Resource } from '../../kit/resource.ts';
import { formatTime, str } from '../../util.ts';
import { DAY } from '../../kit/time.ts';

/** A promo code for a new plan: P + the next number. */
function nextPromoCode(ctx: Ctx): string {
  const row = ctx.app.db.prepare('SELECT MAX(promo_id) AS n FROM promo').get() as { n: number | null };
  return `P${String(10001 + (row.n ?? 0))}`;
}

export const promosResource: Resource = {
  name: 'promos',
  schema: `CREATE TABLE IF NOT EXISTS promo (
    promo_id INTEGER PRIMARY KEY,
    promo_code TEXT NOT NULL UNIQUE,
    promo_name TEXT NOT NULL,
    promo_type INTEGER NOT NULL,
    member_id TEXT NOT NULL,
    org_code TEXT NOT NULL,
    org_path TEXT NOT NULL,
    reward_amt INTEGER NOT NULL,
    status INTEGER NOT NULL,
    remark TEXT,
    crt_time TEXT NOT NULL,
    upt_time TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS promo_record (
    record_id INTEGER PRIMARY KEY,
    promo_id INTEGER NOT NULL,
    member_id TEXT NOT NULL,
    org_path TEXT NOT NULL,
    tag_id TEXT,
    reward_amt INTEGER NOT NULL,
    remark TEXT,
    crt_time TEXT NOT NULL,
    upt_time TEXT NOT NULL
  );`,
  seed: ({ db, rng, base, members }) => {
    const promo =
      db.prepare(`INSERT INTO promo (promo_id, promo_code, promo_name, promo_type, member_id, org_code, org_path, reward_amt, status, remark, crt_time, upt_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const record = db.prepare(
      `INSERT INTO promo_record (promo_id, member_id, org_path, tag_id, reward_amt, remark, crt_time, upt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const tags = codesOf('promoTag');
    for (let i = 0; i < 60; i++) {
      const m = rng.pick(members);
      const reward = rng.pick([500, 1000, 2000]);
      const t = base - rng.int(30, 400) * DAY;
      promo.run(
        i + 1,
        `P${10001 + i}`,
        `${rng.pick(['拓客', '激活', '推荐', '续费'])}推广方案${i + 1}`,
        [10, 20, 30][i % 3],
        m.id,
        m.org.code,
        m.org.path,
        reward,
        i % 6 === 5 ? 0 : 1,
        null,
        formatTime(t),
        formatTime(t),
      );
      for (let k = rng.int(2, 10); k > 0; k--) {
        const r = rng.pick(members);
        const rt = t + rng.int(1, 25) * DAY;
        record.run(i + 1, r.id, m.org.path, rng.chance(0.5) ? rng.pick(tags) : null, reward, null, formatTime(rt), formatTime(rt));
      }
    }
  },
  page: callOf('POST /admin/promo/page'),
  detail: callOf('POST /admin/promo/details'),
  create: callOf('POST /admin/promo/add'),
  update: callOf('POST /admin/promo/upt'),
  remove: callOf('POST /admin/promo/del'),
  from: 'promo p JOIN member m ON m.member_id = p.member_id JOIN org o ON o.org_code = p.org_code',
  select: `p.promo_id AS promoId, p.promo_code AS promoCode, p.promo_name AS promoName, p.promo_type AS promoType, p.member_id AS memberId,
    m.mask_real_name AS realName, p.org_code AS orgCode, o.org_name AS orgName, p.reward_amt AS rewardAmt, p.status AS status, p.remark AS remark,
    p.crt_time AS crtTime, (SELECT COUNT(*) FROM promo_record r WHERE r.promo_id = p.promo_id) AS recordCnt`,
  orderBy: 'p.promo_id DESC',
  scope: 'p.org_path',
  filters: {
    promoCode: { eq: 'p.promo_code', upper: true },
    promoName: { like: 'p.promo_name' },
    memberId: { eq: 'p.member_id', upper: true },
    promoType: { eq: 'p.promo_type' },
    orgCode: { org: 'p.org_path' },
    status: { eq: 'p.status' },
  },
  key: 'promoId',
  keyColumn: 'p.promo_id',
  table: 'promo',
  columns: {
    promoCode: 'promo_code',
    promoName: 'promo_name',
    promoType: 'promo_type',
    memberId: 'member_id',
    orgCode: 'org_code',
    orgPath: 'org_path',
    rewardAmt: 'reward_amt',
    status: 'status',
    remark: 'remark',
  },
  stamps: true,
  check: (body, ctx, mode) => {
    if (mode === 'update') {
      delete body.memberId;
      return;
    }
    const memberId = String(body.memberId ?? '').toUpperCase();
    const m = ctx.app.db.prepare('SELECT org_code AS code, org_path AS path FROM member WHERE member_id = ?').get(memberId) as
      | { code: string; path: string }
      | undefined;
    if (!m) throw bizError('推广人不存在', 'E4004');
    Object.assign(body, { memberId, orgCode: m.code, orgPath: m.path, promoCode: nextPromoCode(ctx) });
  },
  beforeRemove: (row, ctx) => {
    if (ctx.app.db.prepare('SELECT 1 FROM promo_record WHERE promo_id = ?').get(str(row.promoId) ?? ''))
      throw bizError('该推广关系下存在推广记录，不能删除', 'E4603');
  },
};

export const promoRecordsResource: Resource = {
  name: 'promo-records',
  page: callOf('POST /admin/promo/record/page'),
  detail: callOf('POST /admin/promo/record/details'),
  create: callOf('POST /admin/promo/record/add'),
  update: callOf('POST /admin/promo/record/upt'),
  remove: callOf('POST /admin/promo/record/del'),
  from: 'promo_record r JOIN promo p ON p.promo_id = r.promo_id JOIN member m ON m.member_id = r.member_id',
  select: `r.record_id AS recordId, p.promo_code AS promoCode, p.promo_name AS promoName, p.member_id AS promoterMemberId, r.member_id AS memberId,
    m.mask_real_name AS realName, r.tag_id AS tagId, r.reward_amt AS rewardAmt, r.remark AS remark, r.crt_time AS crtTime`,
  orderBy: 'r.crt_time DESC, r.record_id DESC',
  scope: 'r.org_path',
  filters: {
    promoCode: { eq: 'p.promo_code', upper: true },
    memberId: { eq: 'r.member_id', upper: true },
    promoterMemberId: { eq: 'p.member_id', upper: true },
    tagId: { eq: 'r.tag_id' },
    crtTime: { dates: 'r.crt_time' },
  },
  key: 'recordId',
  keyColumn: 'r.record_id',
  table: 'promo_record',
  columns: { promoId: 'promo_id', memberId: 'member_id', orgPath: 'org_path', rewardAmt: 'reward_amt', remark: 'remark' },
  stamps: true,
  check: (body, ctx, mode) => {
    if (mode === 'update') {
      // A record's promoter, member and reward are history: an edit changes its remark only (the
      // tag goes through bind-tag).
      const foreign = Object.keys(body).filter((k) => k !== 'recordId' && k !== 'remark');
      if (foreign.length) throw bizError('推广记录只能修改备注', 'E4001');
      if (!String(body.remark ?? '').trim()) throw bizError('请输入备注', 'E4001');
      if (String(body.remark).length > 200) throw bizError('备注最多200个字符', 'E4001');
      return;
    }
    const promo = ctx.app.db
      .prepare('SELECT promo_id AS id, org_path AS path, reward_amt AS reward, status FROM promo WHERE promo_code = ?')
      .get(String(body.promoCode ?? '').toUpperCase()) as { id: number; path: string; reward: number; status: number } | undefined;
    if (promo?.status !== 1) throw bizError('推广码不存在或已停用', 'E4004');
    const memberId = String(body.memberId ?? '').toUpperCase();
    if (!ctx.app.db.prepare('SELECT 1 FROM member WHERE member_id = ?').get(memberId)) throw bizError('会员不存在', 'E4004');
    if (ctx.app.db.prepare('SELECT 1 FROM promo_record WHERE promo_id = ? AND member_id = ?').get(promo.id, memberId))
      throw bizError('该会员已有此推广码的推广记录', 'E4101');
    Object.assign(body, { promoId: promo.id, memberId, orgPath: promo.path, rewardAmt: promo.reward });
  },
  routes: [
    {
      method: 'POST',
      path: callOf('POST /admin/promo/record/bind-tag').path,
      handler: (ctx) => {
        const tag = str(ctx.body.tagId);
        if (!codesOf('promoTag').includes(tag ?? '')) throw bizError('标签不存在', 'E4004');
        // The record as its reader may see it (an ORG employee: its subtree only).
        const r = findRecord(promoRecordsResource, ctx, ctx.body.recordId);
        if (r.tagId === tag) throw bizError('该记录已绑定此标签', 'E4602');
        ctx.app.db
          .prepare('UPDATE promo_record SET tag_id = ?, upt_time = ? WHERE record_id = ?')
          .run(tag, formatTime(Date.now()), str(ctx.body.recordId) ?? '');
        return null;
      },
    },
  ],
};
