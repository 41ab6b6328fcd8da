// Coupons, the coupons members hold, issue batches and V3 coupon stocks
// (lib/screens/products/product-coupon*.ts, lib/dialogs/coupon.ts).
import { callOf } from '../../calls.ts';
import { bizError, type Ctx } from '../../context.ts';
import type { Resource } from '../../kit/resource.ts';
import { PRODUCT_CODES } from '../../seed-data.ts';
import { formatTime, str } from '../../util.ts';
import { BATCH_TRANSITIONS, checkWindow } from './rules.ts';
import { currentStatus, nextStatus, setStatus, switchRoute } from '../../kit/status.ts';
import { DAY } from '../../kit/time.ts';

const NAMES = ['新户立减', '刷卡满减', '免手续费', '周末特惠', '激活礼包', '老客回馈', '节日红包', '推荐有礼'];

function checkAmounts(body: Record<string, unknown>): void {
  checkWindow(body);
  const face = Number(body.faceAmt ?? 0);
  if (body.minAmt !== undefined && Number(body.couponType) === 10 && Number(body.minAmt) <= face) {
    throw bizError('满减券的使用门槛须大于面额', 'E4003');
  }
}

export const couponsResource: Resource = {
  name: 'coupons',
  version: 1,
  schema: `CREATE TABLE IF NOT EXISTS coupon (
    coupon_id INTEGER PRIMARY KEY,
    coupon_name TEXT NOT NULL,
    coupon_type INTEGER NOT NULL,
    face_amt INTEGER NOT NULL,
    min_amt INTEGER,
    total_cnt INTEGER NOT NULL,
    issued_cnt INTEGER NOT NULL DEFAULT 0,
    used_cnt INTEGER NOT NULL DEFAULT 0,
    valid_days INTEGER NOT NULL,
    start_time TEXT NOT NULL,
    end_time TEXT NOT NULL,
    product_code TEXT,
    status INTEGER NOT NULL DEFAULT 1,
    remark TEXT,
    crt_time TEXT NOT NULL,
    upt_time TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS coupon_batch (
    batch_id INTEGER PRIMARY KEY,
    batch_name TEXT NOT NULL,
    coupon_id INTEGER NOT NULL,
    member_ids TEXT NOT NULL,
    member_cnt INTEGER NOT NULL,
    issued_cnt INTEGER NOT NULL DEFAULT 0,
    status INTEGER NOT NULL,
    emp_id TEXT NOT NULL,
    remark TEXT,
    crt_time TEXT NOT NULL,
    upt_time TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS member_coupon (
    member_coupon_id INTEGER PRIMARY KEY,
    coupon_id INTEGER NOT NULL,
    batch_id INTEGER,
    member_id TEXT NOT NULL,
    org_path TEXT NOT NULL,
    face_amt INTEGER NOT NULL,
    status INTEGER NOT NULL,
    order_id TEXT,
    use_time TEXT,
    expire_time TEXT NOT NULL,
    crt_time TEXT NOT NULL,
    upt_time TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS member_coupon_coupon ON member_coupon(coupon_id);`,
  seed: ({ db, rng, base, members }) => {
    const coupon =
      db.prepare(`INSERT INTO coupon (coupon_id, coupon_name, coupon_type, face_amt, min_amt, total_cnt, valid_days, start_time, end_time,
      product_code, status, remark, crt_time, upt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const held =
      db.prepare(`INSERT INTO member_coupon (coupon_id, batch_id, member_id, org_path, face_amt, status, order_id, use_time, expire_time, crt_time, upt_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const batch =
      db.prepare(`INSERT INTO coupon_batch (batch_id, batch_name, coupon_id, member_ids, member_cnt, issued_cnt, status, emp_id, remark, crt_time, upt_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    let batchId = 60001;
    for (let i = 0; i < 30; i++) {
      const id = 80001 + i;
      const type = [10, 20, 30][i % 3];
      const face = type === 30 ? 0 : rng.pick([500, 1000, 2000, 5000]);
      const start = base - rng.int(30, 300) * DAY;
      const validDays = rng.pick([7, 15, 30]);
      coupon.run(
        id,
        `${NAMES[i % NAMES.length]}${type === 30 ? '' : `${face / 100}元`}`,
        type,
        face || 100,
        type === 10 ? face * 10 : null,
        rng.pick([500, 1000, 5000]),
        validDays,
        formatTime(start),
        formatTime(start + rng.int(60, 400) * DAY),
        rng.pick(PRODUCT_CODES),
        i % 7 === 6 ? 0 : 1,
        null,
        formatTime(start - 3 * DAY),
        formatTime(start),
      );
      // Batches of every status, and the coupons members hold from the done ones.
      for (let b = 0; b < (i < 12 ? 2 : 1); b++) {
        const status = [30, 30, 20, 10][(i + b) % 4];
        const holders = Array.from({ length: rng.int(5, 30) }, () => rng.pick(members));
        const created = start + rng.int(0, 20) * DAY;
        const issued = status === 30 ? holders.length : status === 20 ? Math.floor(holders.length / 2) : 0;
        batch.run(
          batchId,
          `${NAMES[i % NAMES.length]}第${b + 1}批`,
          id,
          holders.map((m) => m.id).join(','),
          holders.length,
          issued,
          status,
          '10001',
          null,
          formatTime(created),
          formatTime(created),
        );
        holders.slice(0, issued).forEach((m) => {
          const got = created + rng.int(0, 3) * DAY;
          const state = rng.weighted([
            [0, 5],
            [1, 3],
            [2, 2],
          ] as const);
          const expire = got + validDays * DAY;
          held.run(
            id,
            batchId,
            m.id,
            m.org.path,
            face || 100,
            state,
            state === 1 ? `P${rng.digits(18)}` : null,
            state === 1 ? formatTime(got + rng.int(1, validDays) * 3_600_000) : null,
            formatTime(state === 2 ? Math.min(expire, base - DAY) : expire),
            formatTime(got),
            formatTime(got),
          );
        });
        batchId++;
      }
    }
    db.exec(`UPDATE coupon SET issued_cnt = (SELECT COUNT(*) FROM member_coupon mc WHERE mc.coupon_id = coupon.coupon_id),
      used_cnt = (SELECT COUNT(*) FROM member_coupon mc WHERE mc.coupon_id = coupon.coupon_id AND mc.status = 1)`);
  },
  page: callOf('POST /admin/coupon/page'),
  detail: callOf('POST /admin/coupon/detail'),
  create: callOf('POST /admin/coupon/add'),
  update: callOf('POST /admin/coupon/upt'),
  from: 'coupon c',
  select: `c.coupon_id AS couponId, c.coupon_name AS couponName, c.coupon_type AS couponType, c.face_amt AS faceAmt, c.min_amt AS minAmt,
    c.total_cnt AS totalCnt, c.issued_cnt AS issuedCnt, c.used_cnt AS usedCnt, c.valid_days AS validDays, c.start_time AS startTime,
    c.end_time AS endTime, c.product_code AS productCode, c.status AS status, c.remark AS remark, c.crt_time AS crtTime, c.upt_time AS uptTime`,
  orderBy: 'c.coupon_id DESC',
  filters: {
    couponId: { eq: 'c.coupon_id' },
    couponName: { like: 'c.coupon_name' },
    couponType: { eq: 'c.coupon_type' },
    status: { eq: 'c.status' },
    crtTime: { dates: 'c.crt_time' },
  },
  key: 'couponId',
  keyColumn: 'c.coupon_id',
  table: 'coupon',
  columns: {
    couponName: 'coupon_name',
    couponType: 'coupon_type',
    faceAmt: 'face_amt',
    minAmt: 'min_amt',
    totalCnt: 'total_cnt',
    validDays: 'valid_days',
    startTime: 'start_time',
    endTime: 'end_time',
    productCode: 'product_code',
    remark: 'remark',
  },
  stamps: true,
  check: (body, ctx, mode) => {
    checkAmounts(body);
    if (mode === 'update') {
      const row = ctx.app.db.prepare('SELECT issued_cnt AS n FROM coupon WHERE coupon_id = ?').get(str(body.couponId) ?? '') as {
        n: number;
      };
      if (body.totalCnt !== undefined && Number(body.totalCnt) < row.n) throw bizError('发放总量不能小于已发放数量', 'E4003');
    }
  },
  routes: [
    switchRoute(callOf('POST /admin/coupon/upt-status'), { table: 'coupon', keyColumn: 'coupon_id', key: 'couponId', column: 'status' }),
  ],
};

const heldTarget = { table: 'member_coupon', keyColumn: 'member_coupon_id', key: 'memberCouponId', column: 'status', scope: 'org_path' };

export const memberCouponsResource: Resource = {
  name: 'member-coupons',
  page: callOf('POST /admin/coupon/member/page'),
  from: 'member_coupon mc JOIN coupon c ON c.coupon_id = mc.coupon_id JOIN member m ON m.member_id = mc.member_id',
  select: `mc.member_coupon_id AS memberCouponId, mc.coupon_id AS couponId, c.coupon_name AS couponName, mc.batch_id AS batchId,
    mc.member_id AS memberId, m.mask_real_name AS realName, mc.face_amt AS faceAmt, mc.status AS status, mc.order_id AS orderId,
    mc.use_time AS useTime, mc.expire_time AS expireTime, mc.crt_time AS crtTime`,
  orderBy: 'mc.crt_time DESC, mc.member_coupon_id DESC',
  scope: 'mc.org_path',
  filters: {
    couponId: { eq: 'mc.coupon_id' },
    batchId: { eq: 'mc.batch_id' },
    memberId: { eq: 'mc.member_id', upper: true },
    status: { eq: 'mc.status' },
    crtTime: { dates: 'mc.crt_time' },
  },
  routes: [
    {
      method: 'POST',
      path: callOf('POST /admin/coupon/member/invalid').path,
      handler: (ctx) => {
        const id = ctx.body.memberCouponId;
        if (currentStatus(ctx, heldTarget, id) !== 0) throw bizError('只有未使用的优惠券才能作废', 'E4601');
        setStatus(ctx, heldTarget, id, 2, { expire_time: formatTime(Date.now()) });
        return null;
      },
    },
  ],
};

/** Issues a batch: every listed member gets the coupon, counted on the coupon (once: 10 → 30). */
function execBatch(ctx: Ctx): null {
  const db = ctx.app.db;
  const target = { table: 'coupon_batch', keyColumn: 'batch_id', key: 'batchId', column: 'status' };
  const next = nextStatus(BATCH_TRANSITIONS.exec, currentStatus(ctx, target, ctx.body.batchId));
  if (!next.ok) throw bizError(next.message, 'E4601');
  const b = db
    .prepare('SELECT coupon_id AS couponId, member_ids AS ids FROM coupon_batch WHERE batch_id = ?')
    .get(str(ctx.body.batchId) ?? '') as { couponId: number; ids: string };
  const c = db
    .prepare(
      'SELECT face_amt AS face, valid_days AS days, status, total_cnt AS total, issued_cnt AS issued FROM coupon WHERE coupon_id = ?',
    )
    .get(b.couponId) as { face: number; days: number; status: number; total: number; issued: number } | undefined;
  if (c?.status !== 1) throw bizError('优惠券不存在或已停用', 'E4602');
  const ids = b.ids.split(',').filter(Boolean);
  if (c.issued + ids.length > c.total) throw bizError('优惠券剩余数量不足', 'E4602');
  const now = Date.now();
  const insert =
    db.prepare(`INSERT INTO member_coupon (coupon_id, batch_id, member_id, org_path, face_amt, status, expire_time, crt_time, upt_time)
    SELECT ?, ?, member_id, org_path, ?, 0, ?, ?, ? FROM member WHERE member_id = ?`);
  for (const id of ids)
    insert.run(b.couponId, str(ctx.body.batchId) ?? '', c.face, formatTime(now + c.days * DAY), formatTime(now), formatTime(now), id);
  db.prepare('UPDATE coupon SET issued_cnt = issued_cnt + ? WHERE coupon_id = ?').run(ids.length, b.couponId);
  setStatus(ctx, target, ctx.body.batchId, next.to, { issued_cnt: ids.length });
  return null;
}

export const couponBatchesResource: Resource = {
  name: 'coupon-batches',
  page: callOf('POST /admin/coupon/batch/page'),
  from: 'coupon_batch b JOIN coupon c ON c.coupon_id = b.coupon_id LEFT JOIN employee e ON e.emp_id = b.emp_id',
  select: `b.batch_id AS batchId, b.batch_name AS batchName, b.coupon_id AS couponId, c.coupon_name AS couponName, b.member_cnt AS memberCnt,
    b.issued_cnt AS issuedCnt, b.status AS status, b.emp_id AS empId, e.real_name AS empName, b.remark AS remark, b.crt_time AS crtTime`,
  orderBy: 'b.crt_time DESC, b.batch_id DESC',
  filters: { batchId: { eq: 'b.batch_id' }, couponId: { eq: 'b.coupon_id' }, status: { eq: 'b.status' }, crtTime: { dates: 'b.crt_time' } },
  key: 'batchId',
  keyColumn: 'b.batch_id',
  table: 'coupon_batch',
  create: callOf('POST /admin/coupon/batch/add'),
  columns: {
    batchName: 'batch_name',
    couponId: 'coupon_id',
    memberIds: 'member_ids',
    memberCnt: 'member_cnt',
    status: 'status',
    empId: 'emp_id',
    remark: 'remark',
  },
  stamps: true,
  check: (body, ctx) => {
    const c = ctx.app.db.prepare('SELECT status FROM coupon WHERE coupon_id = ?').get(str(body.couponId) ?? '') as
      | { status: number }
      | undefined;
    if (c?.status !== 1) throw bizError('优惠券不存在或已停用', 'E4602');
    const ids = [
      ...new Set(
        String(body.memberIds ?? '')
          .split(/[,，\s]+/)
          .map((s) => s.trim().toUpperCase())
          .filter(Boolean),
      ),
    ];
    if (!ids.length || ids.length > 1000) throw bizError('请填写1到1000个会员编号', 'E4002');
    const known = ctx.app.db.prepare('SELECT 1 FROM member WHERE member_id = ?');
    const missing = ids.find((id) => !known.get(id));
    if (missing) throw bizError(`会员不存在：${missing}`, 'E4004');
    Object.assign(body, { memberIds: ids.join(','), memberCnt: ids.length, status: 10, empId: ctx.emp?.empId ?? '' });
  },
  routes: [{ method: 'POST', path: callOf('POST /admin/coupon/batch/exec').path, handler: execBatch }],
};

export const couponStocksResource: Resource = {
  name: 'coupon-stocks',
  schema: `CREATE TABLE IF NOT EXISTS coupon_stock (
    stock_id INTEGER PRIMARY KEY,
    stock_name TEXT NOT NULL,
    product_code TEXT NOT NULL,
    coupon_type INTEGER NOT NULL,
    face_amt INTEGER NOT NULL,
    min_amt INTEGER,
    stock_cnt INTEGER NOT NULL,
    remain_cnt INTEGER NOT NULL,
    per_limit INTEGER NOT NULL,
    start_time TEXT NOT NULL,
    end_time TEXT NOT NULL,
    status INTEGER NOT NULL,
    remark TEXT,
    crt_time TEXT NOT NULL,
    upt_time TEXT NOT NULL
  );`,
  seed: ({ db, rng, base }) => {
    const insert =
      db.prepare(`INSERT INTO coupon_stock (stock_id, stock_name, product_code, coupon_type, face_amt, min_amt, stock_cnt, remain_cnt, per_limit,
      start_time, end_time, status, remark, crt_time, upt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    for (let i = 0; i < 25; i++) {
      const status = [0, 10, 20, 25][i % 4];
      const start = status === 0 ? base + rng.int(5, 60) * DAY : base - rng.int(40, 200) * DAY;
      const end = status === 10 ? base + rng.int(10, 90) * DAY : status === 0 ? start + 30 * DAY : start + rng.int(10, 35) * DAY;
      const stock = rng.pick([1000, 2000, 5000]);
      const face = rng.pick([300, 500, 1000]);
      insert.run(
        90001 + i,
        `V3${NAMES[i % NAMES.length]}`,
        rng.pick(PRODUCT_CODES),
        [10, 20][i % 2],
        face,
        i % 2 ? null : face * 20,
        stock,
        status === 0 ? stock : rng.int(0, stock),
        rng.pick([1, 2, 3]),
        formatTime(start),
        formatTime(end),
        status,
        null,
        formatTime(Math.min(start, base) - 5 * DAY),
        formatTime(Math.min(start, base) - DAY),
      );
    }
  },
  page: callOf('POST /admin/coupon/v3/page'),
  detail: callOf('POST /admin/coupon/v3/detail'),
  create: callOf('POST /admin/coupon/v3/add'),
  update: callOf('POST /admin/coupon/v3/upt'),
  from: 'coupon_stock s',
  select: `s.stock_id AS stockId, s.stock_name AS stockName, s.product_code AS productCode, s.coupon_type AS couponType, s.face_amt AS faceAmt,
    s.min_amt AS minAmt, s.stock_cnt AS stockCnt, s.remain_cnt AS remainCnt, s.per_limit AS perLimit, s.start_time AS startTime,
    s.end_time AS endTime, s.status AS status, s.remark AS remark, s.crt_time AS crtTime`,
  orderBy: 's.stock_id DESC',
  filters: {
    stockId: { eq: 's.stock_id' },
    stockName: { like: 's.stock_name' },
    status: { eq: 's.status' },
    crtTime: { dates: 's.crt_time' },
  },
  key: 'stockId',
  keyColumn: 's.stock_id',
  table: 'coupon_stock',
  columns: {
    stockName: 'stock_name',
    productCode: 'product_code',
    couponType: 'coupon_type',
    faceAmt: 'face_amt',
    minAmt: 'min_amt',
    stockCnt: 'stock_cnt',
    remainCnt: 'remain_cnt',
    perLimit: 'per_limit',
    startTime: 'start_time',
    endTime: 'end_time',
    status: 'status',
    remark: 'remark',
  },
  stamps: true,
  check: (body, ctx, mode) => {
    checkAmounts(body);
    if (mode === 'update') {
      const s = ctx.app.db.prepare('SELECT status FROM coupon_stock WHERE stock_id = ?').get(str(body.stockId) ?? '') as { status: number };
      if (s.status !== 0) throw bizError('券批次已开始，不能编辑', 'E4601');
      body.remainCnt = body.stockCnt;
      delete body.status;
      return;
    }
    body.remainCnt = body.stockCnt;
    body.status = String(body.startTime) > formatTime(Date.now()) ? 0 : 10;
  },
};
