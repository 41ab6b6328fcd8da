// The promotions of spec 03 §7 /{p}/pos/promotion/admin/: promotions, their items as applied for,
// submit-apply, item edits and status (lib/screens/other/promotion-*.ts, lib/dialogs/promotion.ts).
// The promoters' plans (/admin/promo/) are in promos.ts, the posters in posters.ts.
import { callOf } from '../../calls.ts';
import { bizError } from '../../context.ts';
import type { Resource } from '../../kit/resource.ts';
import { PRODUCT_CODES } from '../../seed-data.ts';
import { formatTime, str } from '../../util.ts';
import { checkWindow, PROMOTION_TRANSITIONS } from '../products/rules.ts';
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
