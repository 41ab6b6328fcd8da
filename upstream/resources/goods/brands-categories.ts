// The goods shop's catalogue (spec 03 §7 goods module): brands and the three-level category tree
// (lib/screens/goods/goods-brand.ts, goods-classify.ts).
import { callOf } from '../../calls.ts';
import { bizError, type Ctx } from '../../context.ts';
import type { Resource } from '../../kit/resource.ts';
import { formatTime, str } from '../../util.ts';
import { fileUrl } from '../products/rules.ts';
import { currentStatus } from '../../kit/status.ts';
import { DAY } from '../../kit/time.ts';

export const BRANDS = [
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
