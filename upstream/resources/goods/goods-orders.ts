// The goods shop's orders (spec 03 §7 goods module): goods orders with logistics and overdue-shipment
// tags (lib/screens/goods/*.ts, lib/dialogs/goods-order.ts).
import { callOf } from '../../calls.ts';
import { maskMobile, maskName } from '../../kit/mask.ts';
import { bizError, type Ctx } from '../../context.ts';
import type { Resource } from '../../kit/resource.ts';
import { formatTime, str } from '../../util.ts';
import { currentStatus } from '../../kit/status.ts';
import { DAY } from '../../kit/time.ts';

const COMPANIES = ['顺丰速运', '中通快递', '圆通速递', '韵达快递', '京东物流', '中国邮政'];
const TRACE = ['已揽收', '运输中', '到达派送网点', '派送中', '已签收'];

/** Refreshes an order's logistics from its carrier: one step further along the trace (shipped orders only). */
function refreshLogistics(ctx: Ctx): unknown {
  const id = str(ctx.body.goodsOrderId) ?? '';
  const target = { table: 'goods_order', keyColumn: 'goods_order_id', key: 'goodsOrderId', column: 'status', scope: 'org_path' };
  if (currentStatus(ctx, target, id) !== 30) throw bizError('订单未发货，暂无物流信息', 'E4601');
  const row = ctx.app.db.prepare('SELECT logistics_status AS s FROM goods_order WHERE goods_order_id = ?').get(id) as { s: string | null };
  const next = TRACE[Math.min(TRACE.indexOf(row.s ?? '') + 1, TRACE.length - 1)];
  const now = formatTime(Date.now());
  ctx.app.db
    .prepare('UPDATE goods_order SET logistics_status = ?, logistics_time = ?, upt_time = ? WHERE goods_order_id = ?')
    .run(next, now, now, id);
  return { logisticsStatus: next, logisticsTime: now };
}

export const goodsOrdersResource: Resource = {
  name: 'goods-orders',
  schema: `CREATE TABLE IF NOT EXISTS goods_order (
    goods_order_id TEXT PRIMARY KEY,
    member_id TEXT NOT NULL,
    org_code TEXT NOT NULL,
    org_path TEXT NOT NULL,
    goods_id INTEGER NOT NULL,
    goods_name TEXT NOT NULL,
    quantity INTEGER NOT NULL,
    price INTEGER NOT NULL,
    order_amt INTEGER NOT NULL,
    pay_amt INTEGER NOT NULL,
    status INTEGER NOT NULL,
    timeout_tag TEXT,
    receiver_name TEXT NOT NULL,
    receiver_mobile TEXT NOT NULL,
    receiver_address TEXT NOT NULL,
    logistics_company TEXT,
    logistics_no TEXT,
    logistics_status TEXT,
    logistics_time TEXT,
    pay_time TEXT,
    ship_time TEXT,
    crt_time TEXT NOT NULL,
    upt_time TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS goods_order_path ON goods_order(org_path);`,
  seed: ({ db, rng, base, members }) => {
    const goods = db.prepare('SELECT goods_id AS id, goods_name AS name, price FROM goods WHERE status <> 10').all() as {
      id: number;
      name: string;
      price: number;
    }[];
    const insert =
      db.prepare(`INSERT INTO goods_order (goods_order_id, member_id, org_code, org_path, goods_id, goods_name, quantity, price, order_amt, pay_amt, status,
      timeout_tag, receiver_name, receiver_mobile, receiver_address, logistics_company, logistics_no, logistics_status, logistics_time, pay_time, ship_time, crt_time, upt_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    for (let i = 0; i < 600; i++) {
      const m = rng.pick(members);
      const g = rng.pick(goods);
      const qty = rng.int(1, 3);
      const status =
        i < 10
          ? [10, 20, 30, 40, 50][i % 5]
          : rng.weighted([
              [40, 45],
              [30, 20],
              [20, 18],
              [10, 7],
              [50, 10],
            ] as const);
      const t = base - rng.int(1, 120 * 24) * 3_600_000;
      const paid = status === 10 || status === 50 ? null : t + rng.int(1, 30) * 60_000;
      const shipped = status >= 30 && status <= 40 ? (paid ?? t) + rng.int(2, 40) * 3_600_000 : null;
      // Awaiting shipment past 12 or 24 hours carries the overdue tag (spec 03 §4).
      const waited = status === 20 && paid ? base - paid : 0;
      const tag = waited > DAY ? 'TIME_OUT_24H' : waited > DAY / 2 ? 'TIME_OUT_12H' : null;
      const amount = g.price * qty;
      insert.run(
        `GO${String(base - t).slice(-6)}${String(10000 + i)}`,
        m.id,
        m.org.code,
        m.org.path,
        g.id,
        g.name,
        qty,
        g.price,
        amount,
        paid ? amount - rng.pick([0, 0, 500]) : 0,
        status,
        tag,
        maskName(m.name),
        maskMobile(m.mobile),
        `${rng.pick(['北京市朝阳区', '上海市浦东新区', '广州市天河区', '成都市武侯区', '杭州市西湖区'])}${rng.int(1, 999)}号`,
        shipped ? rng.pick(COMPANIES) : null,
        shipped ? `SF${rng.digits(12)}` : null,
        shipped ? (status === 40 ? '已签收' : rng.pick(TRACE.slice(0, 4))) : null,
        shipped ? formatTime(shipped + rng.int(1, 40) * 3_600_000) : null,
        paid ? formatTime(paid) : null,
        shipped ? formatTime(shipped) : null,
        formatTime(t),
        formatTime(shipped ?? paid ?? t),
      );
    }
  },
  page: callOf('POST /{p}/order-manage/order-page'),
  detail: callOf('GET /{p}/order-manage/{id}'),
  from: 'goods_order o JOIN org g ON g.org_code = o.org_code',
  select: `o.goods_order_id AS goodsOrderId, o.member_id AS memberId, o.org_code AS orgCode, g.org_name AS orgName, o.goods_id AS goodsId,
    o.goods_name AS goodsName, o.quantity AS quantity, o.price AS price, o.order_amt AS orderAmt, o.pay_amt AS payAmt, o.status AS status,
    o.timeout_tag AS timeoutTag, o.receiver_name AS receiverName, o.receiver_mobile AS receiverMobile, o.receiver_address AS receiverAddress,
    o.logistics_company AS logisticsCompany, o.logistics_no AS logisticsNo, o.logistics_status AS logisticsStatus, o.logistics_time AS logisticsTime,
    o.pay_time AS payTime, o.ship_time AS shipTime, o.crt_time AS crtTime`,
  orderBy: 'o.crt_time DESC, o.goods_order_id',
  scope: 'o.org_path',
  filters: {
    goodsOrderId: { eq: 'o.goods_order_id', upper: true },
    memberId: { eq: 'o.member_id', upper: true },
    goodsName: { like: 'o.goods_name' },
    logisticsNo: { eq: 'o.logistics_no', upper: true },
    status: { eq: 'o.status' },
    timeoutTag: { eq: 'o.timeout_tag' },
    orgCode: { org: 'o.org_path' },
    crtTime: { dates: 'o.crt_time' },
  },
  key: 'goodsOrderId',
  keyColumn: 'o.goods_order_id',
  routes: [{ method: 'POST', path: callOf('POST /{p}/order-manage/refresh-logistics').path, handler: refreshLogistics }],
};
