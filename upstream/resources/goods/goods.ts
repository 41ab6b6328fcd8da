// The goods shop (spec 03 §7 goods module): brands, the three-level category tree, goods with
// listing and delisting, goods orders with logistics and overdue-shipment tags, flash sales
// (lib/screens/goods/*.ts, lib/dialogs/goods-order.ts, lib/dialogs/seckill.ts).
import { callOf } from '../../calls.ts';
import { maskMobile, maskName } from '../../../lib/format/mask.ts';
import { bizError, type Ctx } from '../../context.ts';
import type { Resource } from '../../resource.ts';
import { seedPicture } from '../../seed-lists.ts';
import { png } from '../members/member-files.ts';
import { formatTime, str } from '../../util.ts';
import { checkWindow, fileUrl, GOODS_TRANSITIONS, SECKILL_TRANSITIONS } from '../products/rules.ts';
import { currentStatus, transitionRoute } from '../../kit/status.ts';
import { DAY } from '../../kit/time.ts';

const BRANDS = [
  '拉卡拉',
  '新大陆',
  '联迪',
  '百富',
  '华为',
  '小米',
  '美的',
  '海尔',
  '罗技',
  '得力',
  '晨光',
  '三只松鼠',
  '良品铺子',
  '农夫山泉',
  '蓝月亮',
  '心相印',
  '九阳',
  '苏泊尔',
  '飞利浦',
  '公牛',
];
const TREE: ReadonlyArray<[string, ReadonlyArray<[string, readonly string[]]>]> = [
  [
    '收款设备',
    [
      ['POS机', ['传统POS', '智能POS', '电签POS']],
      ['扫码设备', ['扫码盒子', '收款音箱', '刷脸设备']],
      ['配件', ['打印纸', '充电器', '保护套']],
    ],
  ],
  [
    '数码家电',
    [
      ['手机通讯', ['手机', '充电宝', '耳机']],
      ['生活电器', ['电饭煲', '豆浆机', '电水壶']],
      ['电脑办公', ['键盘鼠标', '打印机', '路由器']],
    ],
  ],
  [
    '食品饮料',
    [
      ['休闲零食', ['坚果', '饼干', '肉干']],
      ['饮用水', ['矿泉水', '纯净水', '苏打水']],
      ['茶饮冲调', ['茶叶', '咖啡', '麦片']],
    ],
  ],
  [
    '日用百货',
    [
      ['纸品湿巾', ['抽纸', '卷纸', '湿巾']],
      ['清洁用品', ['洗衣液', '洗洁精', '消毒液']],
      ['收纳整理', ['收纳箱', '衣架', '挂钩']],
    ],
  ],
  [
    '文具办公',
    [
      ['书写工具', ['中性笔', '铅笔', '马克笔']],
      ['本册纸张', ['笔记本', '便利贴', '复印纸']],
      ['办公设备', ['计算器', '订书机', '碎纸机']],
    ],
  ],
  [
    '服务权益',
    [
      ['流量卡', ['年卡', '季卡', '月卡']],
      ['会员权益', ['费率券', '提现券', '积分']],
      ['培训服务', ['线上课程', '线下培训', '一对一辅导']],
    ],
  ],
];

export const brandsResource: Resource = {
  name: 'goods-brands',
  schema: `CREATE TABLE IF NOT EXISTS goods_brand (
    brand_id INTEGER PRIMARY KEY,
    brand_name TEXT NOT NULL UNIQUE,
    brand_status INTEGER NOT NULL,
    sort INTEGER NOT NULL DEFAULT 0,
    logo TEXT,
    remark TEXT,
    crt_time TEXT NOT NULL,
    upt_time TEXT NOT NULL
  );`,
  seed: ({ db, rng, base }) => {
    const insert = db.prepare(
      'INSERT INTO goods_brand (brand_id, brand_name, brand_status, sort, remark, crt_time, upt_time) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    BRANDS.forEach((name, i) => {
      const t = base - rng.int(100, 700) * DAY;
      insert.run(101 + i, name, i < 14 ? 20 : i < 17 ? 10 : 40, i, `${name}官方旗舰`, formatTime(t), formatTime(t + rng.int(0, 50) * DAY));
    });
  },
  page: callOf('POST /{p}/brand/query'),
  detail: callOf('GET /{p}/brand/{id}'),
  create: callOf('POST /{p}/brand'),
  update: callOf('PUT /{p}/brand'),
  remove: callOf('DELETE /{p}/brand/{id}'),
  from: 'goods_brand b',
  select: `b.brand_id AS brandId, b.brand_name AS brandName, b.brand_status AS brandStatus, b.sort AS sort, b.logo AS logo,
    ${fileUrl('b.logo')} AS logoUrl, b.remark AS remark, b.crt_time AS crtTime, b.upt_time AS uptTime,
    (SELECT COUNT(*) FROM goods g WHERE g.brand_id = b.brand_id) AS goodsCnt`,
  orderBy: 'b.sort, b.brand_id',
  filters: { brandName: { like: 'b.brand_name' }, brandStatus: { eq: 'b.brand_status' } },
  key: 'brandId',
  keyColumn: 'b.brand_id',
  table: 'goods_brand',
  columns: { brandName: 'brand_name', brandStatus: 'brand_status', sort: 'sort', logo: 'logo', remark: 'remark' },
  stamps: true,
  check: (body, ctx, mode) => {
    const same = ctx.app.db.prepare('SELECT brand_id AS id FROM goods_brand WHERE brand_name = ?').get(String(body.brandName ?? '')) as
      | { id: number }
      | undefined;
    if (same && String(same.id) !== String(body.brandId ?? '')) throw bizError('品牌名称已存在', 'E4101');
    const to = Number(body.brandStatus);
    if (![10, 20, 40].includes(to)) throw bizError('品牌状态错误', 'E4002');
    if (mode === 'update') {
      // Spec 01 §4 brand status 10 init, 20 listed, 40 delisted: a brand once listed never returns to init.
      const from = currentStatus(
        ctx,
        { table: 'goods_brand', keyColumn: 'brand_id', key: 'brandId', column: 'brand_status' },
        body.brandId,
      );
      if (from !== 10 && to === 10) throw bizError('已上架或下架的品牌不能改回初始化', 'E4601');
      if (to === 40 && ctx.app.db.prepare('SELECT 1 FROM goods WHERE brand_id = ? AND status = 20').get(str(body.brandId) ?? '')) {
        throw bizError('该品牌下有已上架的商品，不能下架', 'E4601');
      }
    }
  },
  beforeRemove: (row, ctx) => {
    if (ctx.app.db.prepare('SELECT 1 FROM goods WHERE brand_id = ?').get(str(row.brandId) ?? ''))
      throw bizError('该品牌下存在商品，不能删除', 'E4603');
  },
};

interface CategoryRow {
  categoryId: number;
  categoryName: string;
  parentId: number | null;
  level: number;
  sort: number;
  status: number;
  goodsCnt: number;
}

/** The tree of the categories (status 1 only when asked), each node with its children. */
function tree(ctx: Ctx): unknown[] {
  const only = str(ctx.body.status);
  const rows = ctx.app.db
    .prepare(`SELECT c.category_id AS categoryId, c.category_name AS categoryName, c.parent_id AS parentId, c.level AS level, c.sort AS sort,
      c.status AS status, (SELECT COUNT(*) FROM goods g WHERE g.category_id = c.category_id) AS goodsCnt
      FROM goods_category c ${only === null ? '' : 'WHERE c.status = ?'} ORDER BY c.level, c.sort, c.category_id`)
    .all(...(only === null ? [] : [only])) as unknown as CategoryRow[];
  const byId = new Map<number, CategoryRow & { children: unknown[] }>();
  const roots: unknown[] = [];
  for (const r of rows) {
    const node = { ...r, children: [] as unknown[] };
    byId.set(r.categoryId, node);
    const parent = r.parentId === null ? null : byId.get(r.parentId);
    if (r.parentId === null) roots.push(node);
    else parent?.children.push(node);
  }
  return roots;
}

export const categoriesResource: Resource = {
  name: 'goods-categories',
  schema: `CREATE TABLE IF NOT EXISTS goods_category (
    category_id INTEGER PRIMARY KEY,
    category_name TEXT NOT NULL,
    parent_id INTEGER,
    level INTEGER NOT NULL,
    path_name TEXT NOT NULL,
    sort INTEGER NOT NULL DEFAULT 0,
    status INTEGER NOT NULL DEFAULT 1,
    icon TEXT,
    crt_time TEXT NOT NULL,
    upt_time TEXT NOT NULL
  );`,
  seed: ({ db, rng, base }) => {
    const insert =
      db.prepare(`INSERT INTO goods_category (category_id, category_name, parent_id, level, path_name, sort, status, crt_time, upt_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    let id = 1001;
    const t = formatTime(base - 400 * DAY);
    TREE.forEach(([top, seconds], i) => {
      const topId = id++;
      insert.run(topId, top, null, 1, top, i, 1, t, t);
      seconds.forEach(([second, thirds], j) => {
        const secondId = id++;
        insert.run(secondId, second, topId, 2, `${top} / ${second}`, j, 1, t, t);
        thirds.forEach((third, k) => {
          insert.run(id++, third, secondId, 3, `${top} / ${second} / ${third}`, k, rng.chance(0.9) ? 1 : 0, t, t);
        });
      });
    });
  },
  page: callOf('POST /{p}/classify/page'),
  detail: callOf('GET /{p}/classify/{id}'),
  create: callOf('POST /{p}/classify'),
  update: callOf('PUT /{p}/classify'),
  remove: callOf('DELETE /{p}/classify/{id}'),
  from: 'goods_category c',
  select: `c.category_id AS categoryId, c.category_name AS categoryName, c.parent_id AS parentId, c.level AS level, c.path_name AS pathName,
    c.sort AS sort, c.status AS status, c.icon AS icon, ${fileUrl('c.icon')} AS iconUrl, c.crt_time AS crtTime, c.upt_time AS uptTime`,
  orderBy: 'c.path_name',
  filters: {
    levels: { in: 'c.level' },
    parentId: { eq: 'c.parent_id' },
    categoryName: { like: 'c.category_name' },
    status: { eq: 'c.status' },
  },
  key: 'categoryId',
  keyColumn: 'c.category_id',
  table: 'goods_category',
  columns: {
    categoryName: 'category_name',
    parentId: 'parent_id',
    level: 'level',
    pathName: 'path_name',
    sort: 'sort',
    status: 'status',
    icon: 'icon',
  },
  stamps: true,
  check: (body, ctx, mode) => {
    const db = ctx.app.db;
    if (mode === 'update') {
      // The parent is fixed once created; the path follows a new name.
      delete body.parentId;
      const row = db.prepare('SELECT parent_id AS p FROM goods_category WHERE category_id = ?').get(str(body.categoryId) ?? '') as {
        p: number | null;
      };
      const parent =
        row.p === null ? null : (db.prepare('SELECT path_name AS n FROM goods_category WHERE category_id = ?').get(row.p) as { n: string });
      if (body.categoryName !== undefined) body.pathName = parent ? `${parent.n} / ${body.categoryName}` : String(body.categoryName);
      return;
    }
    const parentId = str(body.parentId);
    if (parentId === null) {
      Object.assign(body, { parentId: null, level: 1, pathName: String(body.categoryName) });
      return;
    }
    const parent = db.prepare('SELECT level, path_name AS n FROM goods_category WHERE category_id = ?').get(parentId) as
      | { level: number; n: string }
      | undefined;
    if (!parent) throw bizError('上级分类不存在', 'E4004');
    if (parent.level >= 3) throw bizError('分类最多三级', 'E4003');
    Object.assign(body, { level: parent.level + 1, pathName: `${parent.n} / ${body.categoryName}` });
  },
  beforeRemove: (row, ctx) => {
    if (ctx.app.db.prepare('SELECT 1 FROM goods_category WHERE parent_id = ?').get(str(row.categoryId) ?? ''))
      throw bizError('该分类下存在子分类，不能删除', 'E4603');
    if (ctx.app.db.prepare('SELECT 1 FROM goods WHERE category_id = ?').get(str(row.categoryId) ?? ''))
      throw bizError('该分类下存在商品，不能删除', 'E4603');
  },
  routes: [{ method: 'POST', path: callOf('POST /{p}/classify/tree').path, handler: tree }],
};

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
