// 基础类型（新版）: dictionary types with their own table, seed and CRUD (lib/screens/system/base-type-new.ts).
import { callOf } from '../../calls.ts';
import { bizError } from '../../context.ts';
import type { Resource } from '../../kit/resource.ts';
import { formatTime } from '../../util.ts';

const CATEGORIES = ['BIZ', 'SYS', 'PAY', 'TERM'];
const NAMES = ['交易类型', '订单类型', '终端型号', '结算方式', '卡类型', '费率类型', '通道类型', '商户类别', '证件类型', '账户类型'];

export const baseTypesNew: Resource = {
  name: 'base-types-new',
  schema: `CREATE TABLE IF NOT EXISTS base_type_new (
    type_id INTEGER PRIMARY KEY,
    type_code TEXT NOT NULL UNIQUE,
    type_name TEXT NOT NULL,
    category TEXT NOT NULL,
    sort INTEGER NOT NULL DEFAULT 0,
    status INTEGER NOT NULL DEFAULT 1,
    remark TEXT,
    crt_time TEXT NOT NULL,
    upt_time TEXT NOT NULL
  );`,
  seed: ({ db, rng, base }) => {
    const insert = db.prepare(`INSERT INTO base_type_new (type_code, type_name, category, sort, status, remark, crt_time, upt_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
    for (let i = 0; i < 60; i++) {
      const created = base - rng.int(1, 600) * 86_400_000;
      insert.run(
        `T${String(2001 + i)}`,
        `${NAMES[i % NAMES.length]}${Math.floor(i / NAMES.length) || ''}`,
        CATEGORIES[i % 4],
        i,
        rng.chance(0.85) ? 1 : 0,
        rng.chance(0.5) ? '系统初始化' : null,
        formatTime(created),
        formatTime(created + rng.int(0, base - created)),
      );
    }
  },
  page: callOf('POST /admin/base-type-new/page'),
  detail: callOf('POST /admin/base-type-new/detail'),
  create: callOf('POST /admin/base-type-new/add'),
  update: callOf('POST /admin/base-type-new/upt'),
  remove: callOf('POST /admin/base-type-new/del'),
  from: 'base_type_new b',
  select: `b.type_id AS typeId, b.type_code AS typeCode, b.type_name AS typeName, b.category AS category, b.sort AS sort,
    b.status AS status, b.remark AS remark,
    b.crt_time AS crtTime, b.upt_time AS uptTime`,
  orderBy: 'b.sort, b.type_id',
  filters: {
    typeCode: { eq: 'b.type_code', upper: true },
    typeName: { like: 'b.type_name' },
    category: { eq: 'b.category' },
    status: { eq: 'b.status' },
    crtTime: { dates: 'b.crt_time' },
  },
  key: 'typeId',
  keyColumn: 'b.type_id',
  table: 'base_type_new',
  columns: { typeCode: 'type_code', typeName: 'type_name', category: 'category', sort: 'sort', status: 'status', remark: 'remark' },
  stamps: true,
  check: (body, ctx, mode) => {
    if (
      mode === 'create' &&
      ctx.app.db.prepare('SELECT 1 FROM base_type_new WHERE type_code = ?').get(String(body.typeCode ?? '').toUpperCase())
    ) {
      throw bizError('类型编码已存在', 'E4101');
    }
    // The code is fixed once created; it arrives upper case like every code of the platform.
    if (mode === 'update') delete body.typeCode;
    else body.typeCode = String(body.typeCode ?? '').toUpperCase();
  },
};
