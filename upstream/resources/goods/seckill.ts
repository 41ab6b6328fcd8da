// The goods shop's flash sales (spec 03 §7 goods module; lib/dialogs/seckill.ts).
import { callOf } from '../../calls.ts';
import { bizError } from '../../context.ts';
import type { Resource } from '../../kit/resource.ts';
import { formatTime, str } from '../../util.ts';
import { checkWindow, SECKILL_TRANSITIONS } from '../products/rules.ts';
import { transitionRoute } from '../../kit/status.ts';
import { DAY } from '../../kit/time.ts';

const seckillTarget = { table: 'seckill', keyColumn: 'act_id', key: 'actId', column: 'status' };

export const seckillResource: Resource = {
  name: 'seckill',
  schema: `CREATE TABLE IF NOT EXISTS seckill (
    act_id INTEGER PRIMARY KEY,
    act_name TEXT NOT NULL,
    goods_id INTEGER NOT NULL,
    seckill_price INTEGER NOT NULL,
    stock INTEGER NOT NULL,
    sold_cnt INTEGER NOT NULL DEFAULT 0,
    limit_per_member INTEGER NOT NULL,
    start_time TEXT NOT NULL,
    end_time TEXT NOT NULL,
    status INTEGER NOT NULL,
    remark TEXT,
    crt_time TEXT NOT NULL,
    upt_time TEXT NOT NULL
  );`,
  seed: ({ db, rng, base }) => {
    const goods = db.prepare('SELECT goods_id AS id, price FROM goods WHERE status = 20 ORDER BY goods_id LIMIT 40').all() as {
      id: number;
      price: number;
    }[];
    const insert =
      db.prepare(`INSERT INTO seckill (act_id, act_name, goods_id, seckill_price, stock, sold_cnt, limit_per_member, start_time, end_time, status, remark, crt_time, upt_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    for (let i = 0; i < 30; i++) {
      const g = goods[i % goods.length];
      const status = [10, 20, 30, 40][i % 4];
      const start = status === 10 ? base + rng.int(1, 20) * DAY : base - rng.int(2, 60) * DAY;
      const end = status === 20 ? base + rng.int(1, 10) * DAY : start + rng.int(1, 3) * DAY;
      const stock = rng.pick([50, 100, 200]);
      insert.run(
        30001 + i,
        `${rng.pick(['限时秒杀', '整点抢购', '周末特卖', '新人专享'])}${i + 1}期`,
        g.id,
        Math.round(g.price * rng.pick([0.5, 0.7, 0.8])),
        stock,
        status === 10 ? 0 : rng.int(0, stock),
        rng.int(1, 3),
        formatTime(start),
        formatTime(end),
        status,
        null,
        formatTime(Math.min(start, base) - 3 * DAY),
        formatTime(Math.min(start, base) - DAY),
      );
    }
  },
  page: callOf('POST /{p}/secKill/actPage'),
  detail: callOf('GET /{p}/secKill/get'),
  create: callOf('POST /{p}/secKill/addAct'),
  from: 'seckill s JOIN goods g ON g.goods_id = s.goods_id',
  select: `s.act_id AS actId, s.act_name AS actName, s.goods_id AS goodsId, g.goods_name AS goodsName, g.price AS originPrice,
    s.seckill_price AS seckillPrice, s.stock AS stock, s.sold_cnt AS soldCnt, s.limit_per_member AS limitPerMember, s.start_time AS startTime,
    s.end_time AS endTime, s.status AS status, s.remark AS remark, s.crt_time AS crtTime`,
  orderBy: 's.act_id DESC',
  filters: {
    actName: { like: 's.act_name' },
    goodsName: { like: 'g.goods_name' },
    status: { eq: 's.status' },
    crtTime: { dates: 's.crt_time' },
  },
  key: 'actId',
  keyColumn: 's.act_id',
  table: 'seckill',
  columns: {
    actName: 'act_name',
    goodsId: 'goods_id',
    seckillPrice: 'seckill_price',
    stock: 'stock',
    limitPerMember: 'limit_per_member',
    startTime: 'start_time',
    endTime: 'end_time',
    status: 'status',
    remark: 'remark',
  },
  stamps: true,
  check: (body, ctx) => {
    checkWindow(body);
    const g = ctx.app.db.prepare('SELECT price, stock, status FROM goods WHERE goods_id = ?').get(str(body.goodsId) ?? '') as
      | { price: number; stock: number; status: number }
      | undefined;
    if (g?.status !== 20) throw bizError('商品不存在或未上架', 'E4004');
    if (Number(body.seckillPrice) >= g.price) throw bizError('秒杀价须低于商品售价', 'E4003');
    if (Number(body.stock) > g.stock) throw bizError('秒杀库存不能超过商品库存', 'E4003');
    if (String(body.endTime) <= formatTime(Date.now())) throw bizError('结束时间须晚于当前时间', 'E4003');
    body.status = String(body.startTime) > formatTime(Date.now()) ? 10 : 20;
  },
  routes: [transitionRoute(callOf('POST /{p}/secKill/loseEfficacy'), seckillTarget, SECKILL_TRANSITIONS.loseEfficacy)],
};
