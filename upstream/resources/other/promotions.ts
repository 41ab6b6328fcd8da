// Both promotion families of spec 03 §7: /{p}/pos/promotion/admin/ (promotions, their items as
// applied for, submit-apply, item edits and status) and /admin/promo/ (promoters' plans and the
// records with their tags); and the posters (/poster/*). lib/screens/other/promotion-*.ts,
// lib/dialogs/promotion.ts.
import { callOf } from '../../calls.ts';
import { enumOptions } from '../../../lib/dict/enums/index.ts';
import { bizError, type Ctx } from '../../context.ts';
import { findRecord, type Resource } from '../../resource.ts';
import { PRODUCT_CODES } from '../../seed-data.ts';
import { seedPicture } from '../../seed-lists.ts';
import { png } from '../members/member-files.ts';
import { formatTime, str } from '../../util.ts';
import { checkWindow, fileUrl, PROMOTION_TRANSITIONS } from '../products/rules.ts';
import { switchRoute, transitionRoute } from '../../kit/status.ts';
import { DAY } from '../../kit/time.ts';

const PROMOTIONS = ['春季拓客计划', '电签机推广', '流量卡推广', '商户激活冲刺', '县域市场开拓', '老带新推广', '扫码设备推广', '年终冲量'];

const promotionTarget = { table: 'promotion', keyColumn: 'promotion_id', key: 'promotionId', column: 'status' };

export const promotionsResource: Resource = {
  name: 'promotions',
  schema: `CREATE TABLE IF NOT EXISTS promotion (
    promotion_id INTEGER PRIMARY KEY,
    promotion_name TEXT NOT NULL,
    product_code TEXT NOT NULL,
    start_time TEXT NOT NULL,
    end_time TEXT NOT NULL,
    status INTEGER NOT NULL,
    content TEXT,
    apply_time TEXT,
    audit_msg TEXT,
    crt_time TEXT NOT NULL,
    upt_time TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS promotion_item (
    item_id INTEGER PRIMARY KEY,
    promotion_id INTEGER NOT NULL,
    item_name TEXT NOT NULL,
    org_code TEXT NOT NULL,
    org_path TEXT NOT NULL,
    reward_amt INTEGER NOT NULL,
    target_cnt INTEGER NOT NULL,
    done_cnt INTEGER NOT NULL,
    item_status INTEGER NOT NULL,
    remark TEXT,
    crt_time TEXT NOT NULL,
    upt_time TEXT NOT NULL
  );`,
  seed: ({ db, rng, base, orgs }) => {
    const promotion =
      db.prepare(`INSERT INTO promotion (promotion_id, promotion_name, product_code, start_time, end_time, status, content, apply_time, audit_msg, crt_time, upt_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const item =
      db.prepare(`INSERT INTO promotion_item (promotion_id, item_name, org_code, org_path, reward_amt, target_cnt, done_cnt, item_status, remark, crt_time, upt_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    for (let i = 0; i < 20; i++) {
      const id = 40001 + i;
      const status = [0, 10, 20, 40][i % 4];
      const start = base - rng.int(0, 200) * DAY;
      const created = start - rng.int(5, 30) * DAY;
      promotion.run(
        id,
        `${PROMOTIONS[i % PROMOTIONS.length]}${i >= PROMOTIONS.length ? `（${Math.floor(i / PROMOTIONS.length) + 1}）` : ''}`,
        PRODUCT_CODES[i % PRODUCT_CODES.length],
        formatTime(start),
        formatTime(start + rng.int(30, 180) * DAY),
        status,
        '完成推广目标的机构按推广项奖励金额结算。',
        status ? formatTime(created + DAY) : null,
        status === 40 ? '奖励金额超出预算，请调整' : status === 20 ? '同意' : null,
        formatTime(created),
        formatTime(created + DAY),
      );
      for (let k = 0; k < 4; k++) {
        const org = rng.pick(orgs);
        const target = rng.pick([50, 100, 500]);
        item.run(
          id,
          `${['激活', '交易达标', '新增商户', '流量卡续费'][k]}奖励`,
          org.code,
          org.path,
          rng.pick([1000, 2000, 5000]),
          target,
          rng.int(0, target),
          rng.chance(0.8) ? 1 : 0,
          null,
          formatTime(created),
          formatTime(created + rng.int(0, 5) * DAY),
        );
      }
    }
  },
  page: callOf('POST /{p}/pos/promotion/admin/query-page'),
  detail: callOf('POST /{p}/pos/promotion/admin/query-promotion'),
  create: callOf('POST /{p}/pos/promotion/admin/create-promotion'),
  update: callOf('POST /{p}/pos/promotion/admin/edit-promotion'),
  from: 'promotion p',
  select: `p.promotion_id AS promotionId, p.promotion_name AS promotionName, p.product_code AS productCode, p.start_time AS startTime,
    p.end_time AS endTime, p.status AS status, p.content AS content, p.apply_time AS applyTime, p.audit_msg AS auditMsg,
    p.crt_time AS crtTime, p.upt_time AS uptTime, (SELECT COUNT(*) FROM promotion_item i WHERE i.promotion_id = p.promotion_id) AS itemCnt`,
  orderBy: 'p.promotion_id DESC',
  filters: {
    promotionId: { eq: 'p.promotion_id' },
    promotionName: { like: 'p.promotion_name' },
    status: { eq: 'p.status' },
    crtTime: { dates: 'p.crt_time' },
  },
  key: 'promotionId',
  keyColumn: 'p.promotion_id',
  table: 'promotion',
  columns: {
    promotionName: 'promotion_name',
    productCode: 'product_code',
    startTime: 'start_time',
    endTime: 'end_time',
    status: 'status',
    content: 'content',
  },
  stamps: true,
  check: (body, ctx, mode) => {
    checkWindow(body);
    body.productCode = String(body.productCode ?? '').toLowerCase();
    if (mode === 'update') {
      const from = ctx.app.db.prepare('SELECT status FROM promotion WHERE promotion_id = ?').get(str(body.promotionId) ?? '') as {
        status: number;
      };
      if (![0, 40].includes(from.status)) throw bizError('审核中或已通过的推广不能编辑', 'E4601');
      delete body.status;
    } else body.status = 0;
  },
  routes: [
    transitionRoute(callOf('POST /{p}/pos/promotion/admin/submit-apply'), promotionTarget, PROMOTION_TRANSITIONS.submitApply, () => ({
      apply_time: formatTime(Date.now()),
      audit_msg: null,
    })),
  ],
};

export const promotionItemsResource: Resource = {
  name: 'promotion-items',
  page: callOf('POST /{p}/pos/promotion/admin/query-apply-list'),
  detail: callOf('POST /{p}/pos/promotion/admin/query-promotion-item'),
  update: callOf('POST /{p}/pos/promotion/admin/edit-promotion-item'),
  from: 'promotion_item i JOIN org o ON o.org_code = i.org_code',
  select: `i.item_id AS itemId, i.promotion_id AS promotionId, i.item_name AS itemName, i.org_code AS orgCode, o.org_name AS orgName,
    i.reward_amt AS rewardAmt, i.target_cnt AS targetCnt, i.done_cnt AS doneCnt, i.item_status AS itemStatus, i.remark AS remark, i.upt_time AS uptTime`,
  orderBy: 'i.item_id',
  scope: 'i.org_path',
  requires: ['promotionId'],
  filters: { promotionId: { eq: 'i.promotion_id' } },
  key: 'itemId',
  keyColumn: 'i.item_id',
  table: 'promotion_item',
  columns: { itemName: 'item_name', rewardAmt: 'reward_amt', targetCnt: 'target_cnt', remark: 'remark' },
  stamps: true,
  check: (body, ctx) => {
    const row = ctx.app.db.prepare('SELECT done_cnt AS done FROM promotion_item WHERE item_id = ?').get(str(body.itemId) ?? '') as {
      done: number;
    };
    if (Number(body.targetCnt) < row.done) throw bizError('目标数量不能小于已完成数量', 'E4003');
  },
  routes: [
    switchRoute(
      callOf('POST /{p}/pos/promotion/admin/edit-promotion-item-status'),
      { table: 'promotion_item', keyColumn: 'item_id', key: 'itemId', column: 'item_status', scope: 'org_path' },
      'itemStatus',
    ),
  ],
};

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
    const tags = enumOptions('promoTag').map((o) => o.value);
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
        if (!enumOptions('promoTag').some((o) => o.value === tag)) throw bizError('标签不存在', 'E4004');
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

export const postersResource: Resource = {
  name: 'posters',
  // 2: every poster has its picture.
  version: 2,
  schema: `CREATE TABLE IF NOT EXISTS poster (
    poster_id INTEGER PRIMARY KEY,
    poster_name TEXT NOT NULL,
    product_code TEXT NOT NULL,
    image_id TEXT,
    sort INTEGER NOT NULL DEFAULT 0,
    start_time TEXT NOT NULL,
    end_time TEXT NOT NULL,
    status INTEGER NOT NULL,
    remark TEXT,
    crt_time TEXT NOT NULL,
    upt_time TEXT NOT NULL
  );`,
  seed: ({ db, rng, base, dataDir }) => {
    const insert = db.prepare(
      `INSERT INTO poster (poster_name, product_code, image_id, sort, start_time, end_time, status, remark, crt_time, upt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    // Demo values for the seeded poster image's file group, type and tag (the spec gives none).
    const upload = { custFileGroup: 'POSTER', fileType: '100760', custFileTag: '3201' };
    for (let i = 0; i < 15; i++) {
      const start = base - rng.int(10, 200) * DAY;
      const name = `${rng.pick(['招商', '激活有礼', '费率优惠', '流量卡', '新年'])}海报${i + 1}`;
      insert.run(
        name,
        PRODUCT_CODES[i % PRODUCT_CODES.length],
        seedPicture(db, dataDir, `poster-${i}`, upload, { name, at: start - DAY, bytes: png('poster') }),
        i,
        formatTime(start),
        formatTime(start + rng.int(30, 365) * DAY),
        i % 4 === 3 ? 0 : 1,
        null,
        formatTime(start - DAY),
        formatTime(start - DAY),
      );
    }
  },
  page: callOf('POST /poster/list'),
  detail: callOf('POST /poster/details'),
  from: 'poster p',
  select: `p.poster_id AS posterId, p.poster_name AS posterName, p.product_code AS productCode, p.image_id AS imageId, ${fileUrl('p.image_id')} AS imageIdUrl,
    p.sort AS sort, p.start_time AS startTime, p.end_time AS endTime, p.status AS status, p.remark AS remark, p.crt_time AS crtTime, p.upt_time AS uptTime`,
  orderBy: 'p.sort, p.poster_id',
  filters: { posterName: { like: 'p.poster_name' }, productCode: { eq: 'p.product_code' }, status: { eq: 'p.status' } },
  key: 'posterId',
  keyColumn: 'p.poster_id',
  routes: [
    {
      // One save adds (no id) and edits (with the id).
      method: 'POST',
      path: callOf('POST /poster/save').path,
      handler: (ctx) => {
        const b = ctx.body;
        checkWindow(b);
        const db = ctx.app.db;
        const now = formatTime(Date.now());
        const values = [
          str(b.posterName),
          String(b.productCode ?? '').toLowerCase(),
          str(b.imageId),
          Number(b.sort ?? 0),
          b.startTime as string,
          b.endTime as string,
          str(b.remark),
        ];
        if (!values[0] || !values[2] || !values[4] || !values[5]) throw bizError('请填写海报名称、图片和时间', 'E4002');
        const id = str(b.posterId);
        if (id === null) {
          const r = db
            .prepare(`INSERT INTO poster (poster_name, product_code, image_id, sort, start_time, end_time, remark, status, crt_time, upt_time)
            VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`)
            .run(...values, now, now);
          return { posterId: Number(r.lastInsertRowid) };
        }
        if (!db.prepare('SELECT 1 FROM poster WHERE poster_id = ?').get(id)) throw bizError('记录不存在', 'E4004');
        db.prepare(
          `UPDATE poster SET poster_name = ?, product_code = ?, image_id = ?, sort = ?, start_time = ?, end_time = ?, remark = ?, upt_time = ? WHERE poster_id = ?`,
        ).run(...values, now, id);
        return { posterId: Number(id) };
      },
    },
    switchRoute(callOf('POST /poster/enable'), { table: 'poster', keyColumn: 'poster_id', key: 'posterId', column: 'status' }),
  ],
};
