// The posters of spec 03 §7 (/poster/*; lib/screens/other/).
import { callOf } from '../../calls.ts';
import { bizError } from '../../context.ts';
import type { Resource } from '../../kit/resource.ts';
import { PRODUCT_CODES } from '../../seed-data.ts';
import { seedPicture } from '../../seed-lists.ts';
import { png } from '../members/member-files.ts';
import { formatTime, str } from '../../util.ts';
import { checkWindow, fileUrl } from '../products/rules.ts';
import { switchRoute } from '../../kit/status.ts';
import { DAY } from '../../kit/time.ts';

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
