// The goods shop's goods (spec 03 §7 goods module): goods with listing and delisting
// (lib/screens/goods/goods-query.ts). Brands and categories are in brands-categories.ts, goods orders
// in goods-orders.ts, flash sales in seckill.ts.
import { callOf } from '../../calls.ts';
import { bizError } from '../../context.ts';
import type { Resource } from '../../kit/resource.ts';
import { seedPicture } from '../../seed-lists.ts';
import { png } from '../members/member-files.ts';
import { formatTime, str } from '../../util.ts';
import { fileUrl, GOODS_TRANSITIONS } from '../products/rules.ts';
import { currentStatus, transitionRoute } from '../../kit/status.ts';
import { DAY } from '../../kit/time.ts';

import { BRANDS } from './brands-categories.ts';

const goodsTarget = { table: 'goods', keyColumn: 'goods_id', key: 'goodsId', column: 'status' };
const GOODS_WORDS = ['经典款', '升级版', '旗舰版', '家庭装', '便携装', '套装', '礼盒装'];

export const goodsResource: Resource = {
  name: 'goods',
  // 2: every goods item has its main picture.
  version: 2,
  schema: `CREATE TABLE IF NOT EXISTS goods (
    goods_id INTEGER PRIMARY KEY,
    goods_name TEXT NOT NULL,
    brand_id INTEGER NOT NULL,
    category_id INTEGER NOT NULL,
    price INTEGER NOT NULL,
    market_price INTEGER,
    stock INTEGER NOT NULL,
    sales INTEGER NOT NULL DEFAULT 0,
    unit TEXT,
    main_image TEXT,
    tags TEXT,
    description TEXT,
    status INTEGER NOT NULL,
    crt_time TEXT NOT NULL,
    upt_time TEXT NOT NULL
  );`,
  seed: ({ db, rng, base, dataDir }) => {
    const leaves = db.prepare('SELECT category_id AS id, category_name AS name FROM goods_category WHERE level = 3').all() as {
      id: number;
      name: string;
    }[];
    const insert =
      db.prepare(`INSERT INTO goods (goods_id, goods_name, brand_id, category_id, price, market_price, stock, sales, unit, tags, description, status, crt_time, upt_time, main_image)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    // Demo values for the seeded goods image's file group, type and tag (the spec gives none).
    const upload = { custFileGroup: 'GOODS', fileType: '100760', custFileTag: '3103' };
    for (let i = 0; i < 150; i++) {
      const leaf = leaves[i % leaves.length];
      const brand = 101 + rng.int(0, 13);
      const price = rng.int(5, 2000) * 100 - rng.pick([0, 1, 10]);
      const status =
        i < 6
          ? [10, 20, 30][i % 3]
          : rng.weighted([
              [20, 70],
              [10, 15],
              [30, 15],
            ] as const);
      const t = base - rng.int(5, 400) * DAY;
      insert.run(
        200001 + i,
        `${BRANDS[brand - 101]}${leaf.name}${rng.pick(GOODS_WORDS)}`,
        brand,
        leaf.id,
        price,
        rng.chance(0.7) ? Math.round(price * 1.3) : null,
        rng.int(0, 5000),
        status === 10 ? 0 : rng.int(0, 3000),
        rng.pick(['件', '台', '盒', '箱', '张']),
        rng.pick(['新品', '热销', '包邮', null]),
        `${leaf.name}，正品保障，七天无理由退换。`,
        status,
        formatTime(t),
        formatTime(t + rng.int(0, 30) * DAY),
        seedPicture(db, dataDir, `goods-${200001 + i}`, upload, { name: `goods_${200001 + i}`, at: t, bytes: png('goods') }),
      );
    }
  },
  page: callOf('POST /{p}/goods/query'),
  detail: callOf('GET /{p}/goods/{id}'),
  create: callOf('POST /{p}/goods/create'),
  update: callOf('POST /{p}/goods/edit'),
  remove: callOf('DELETE /{p}/goods/{id}'),
  from: 'goods g JOIN goods_brand b ON b.brand_id = g.brand_id JOIN goods_category c ON c.category_id = g.category_id',
  select: `g.goods_id AS goodsId, g.goods_name AS goodsName, g.brand_id AS brandId, b.brand_name AS brandName, g.category_id AS categoryId,
    c.path_name AS categoryPath, g.price AS price, g.market_price AS marketPrice, g.stock AS stock, g.sales AS sales, g.unit AS unit,
    g.main_image AS mainImage, ${fileUrl('g.main_image')} AS mainImageUrl, g.tags AS tags, g.description AS description,
    g.status AS status, g.crt_time AS crtTime, g.upt_time AS uptTime`,
  orderBy: 'g.goods_id DESC',
  filters: {
    goodsId: { eq: 'g.goods_id' },
    goodsName: { like: 'g.goods_name' },
    brandName: { like: 'b.brand_name' },
    categoryName: { like: 'c.path_name' },
    categoryId: { eq: 'g.category_id' },
    status: { eq: 'g.status' },
    crtTime: { dates: 'g.crt_time' },
  },
  key: 'goodsId',
  keyColumn: 'g.goods_id',
  table: 'goods',
  columns: {
    goodsName: 'goods_name',
    brandId: 'brand_id',
    categoryId: 'category_id',
    price: 'price',
    marketPrice: 'market_price',
    stock: 'stock',
    unit: 'unit',
    mainImage: 'main_image',
    tags: 'tags',
    description: 'description',
    status: 'status',
  },
  stamps: true,
  check: (body, ctx, mode) => {
    const db = ctx.app.db;
    const brand = db.prepare('SELECT brand_status AS s FROM goods_brand WHERE brand_id = ?').get(str(body.brandId) ?? '') as
      | { s: number }
      | undefined;
    if (brand?.s !== 20) throw bizError('品牌不存在或未上架', 'E4004');
    const category = db.prepare('SELECT level, status FROM goods_category WHERE category_id = ?').get(str(body.categoryId) ?? '') as
      | { level: number; status: number }
      | undefined;
    if (category?.level !== 3 || category.status !== 1) throw bizError('请选择启用的三级分类', 'E4004');
    if (body.marketPrice !== undefined && Number(body.marketPrice) < Number(body.price)) throw bizError('市场价不能低于售价', 'E4003');
    if (mode === 'update') {
      if (currentStatus(ctx, goodsTarget, body.goodsId) === 20) throw bizError('已上架的商品不能编辑，请先下架', 'E4601');
      delete body.status;
    } else {
      body.status = 10;
    }
  },
  beforeRemove: (row) => {
    if (Number(row.status) === 20) throw bizError('已上架的商品不能删除，请先下架', 'E4603');
  },
  routes: [
    transitionRoute(callOf('POST /{p}/goods/listing'), goodsTarget, GOODS_TRANSITIONS.listing),
    transitionRoute(callOf('POST /{p}/goods/delisting'), goodsTarget, GOODS_TRANSITIONS.delisting),
  ],
};
