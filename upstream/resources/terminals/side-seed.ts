import type { SeedContext } from '../../kit/resource.ts';
import { formatTime } from '../../util.ts';
import { DAY } from '../../kit/time.ts';

export const SIDE_SCHEMA = `
CREATE TABLE IF NOT EXISTS psam_vip (
  vip_id INTEGER PRIMARY KEY,
  psam_code TEXT NOT NULL,
  member_id TEXT,
  org_path TEXT NOT NULL,
  source INTEGER NOT NULL,
  start_time TEXT NOT NULL,
  end_time TEXT NOT NULL,
  remark TEXT,
  crt_time TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS psam_unactive (
  unactive_id INTEGER PRIMARY KEY,
  psam_code TEXT NOT NULL,
  member_id TEXT,
  org_code TEXT NOT NULL,
  org_path TEXT NOT NULL,
  deduct_amt INTEGER NOT NULL,
  status INTEGER NOT NULL,
  deadline TEXT NOT NULL,
  crt_time TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS psam_unactive_item (
  item_id INTEGER PRIMARY KEY,
  unactive_id INTEGER NOT NULL,
  org_path TEXT NOT NULL,
  amount INTEGER NOT NULL,
  io_tag TEXT NOT NULL,
  remark TEXT,
  crt_time TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS psam_unactive_item_of ON psam_unactive_item(unactive_id);
CREATE TABLE IF NOT EXISTS member_encourage (
  encourage_id INTEGER PRIMARY KEY,
  member_id TEXT NOT NULL,
  psam_code TEXT NOT NULL,
  org_path TEXT NOT NULL,
  activity_group_id INTEGER,
  cashback_amt INTEGER NOT NULL,
  status INTEGER NOT NULL,
  activation_status INTEGER NOT NULL,
  crt_time TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS psam_rate_up (
  rate_up_id INTEGER PRIMARY KEY,
  psam_code TEXT NOT NULL,
  member_id TEXT,
  org_path TEXT NOT NULL,
  orig_credit_rate REAL NOT NULL,
  new_credit_rate REAL NOT NULL,
  status INTEGER NOT NULL,
  tag_flag INTEGER NOT NULL,
  crt_time TEXT NOT NULL,
  upt_time TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS psam_sim (
  sim_id INTEGER PRIMARY KEY,
  psam_code TEXT NOT NULL,
  iccid TEXT NOT NULL,
  org_path TEXT NOT NULL,
  activity_name TEXT NOT NULL,
  status INTEGER NOT NULL,
  tag_flag INTEGER NOT NULL,
  expire_date TEXT NOT NULL,
  crt_time TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS psam_purchase (
  purchase_id INTEGER PRIMARY KEY,
  purchase_type INTEGER NOT NULL,
  org_code TEXT NOT NULL,
  org_path TEXT NOT NULL,
  model TEXT NOT NULL,
  device_type INTEGER NOT NULL,
  qty INTEGER NOT NULL,
  unit_price INTEGER NOT NULL,
  amount INTEGER NOT NULL,
  status INTEGER NOT NULL,
  remark TEXT,
  crt_time TEXT NOT NULL,
  upt_time TEXT NOT NULL
);
`;

interface Bound {
  psam_code: string;
  member_id: string;
  org_code: string;
  org_path: string;
  credit_rate: number;
  activation_status: number;
  activity_group_id: number;
  bind_time: string;
}

export function seedSide({ db, rng, base, orgs }: SeedContext): void {
  const bound = db
    .prepare(`SELECT psam_code, member_id, org_code, org_path, credit_rate, activation_status, activity_group_id, bind_time
      FROM psam WHERE binding_state = 1 ORDER BY psam_code`)
    .all() as unknown as Bound[];
  const at = (days: number) => formatTime(base - days * DAY - rng.int(0, DAY - 1));

  const vip = db.prepare(
    'INSERT INTO psam_vip (psam_code, member_id, org_path, source, start_time, end_time, remark, crt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (let i = 0; i < 1500; i++) {
    const t = rng.pick(bound);
    const startDays = rng.int(1, 500);
    const months = rng.pick([1, 3, 6, 12]);
    vip.run(
      t.psam_code,
      t.member_id,
      t.org_path,
      rng.chance(0.3) ? 2 : 1,
      at(startDays),
      formatTime(base - startDays * DAY + months * 30 * DAY),
      rng.chance(0.2) ? '活动赠送' : null,
      at(startDays),
    );
  }

  const unactive = db.prepare(`INSERT INTO psam_unactive (psam_code, member_id, org_code, org_path, deduct_amt, status, deadline, crt_time)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING unactive_id`);
  const item = db.prepare(
    'INSERT INTO psam_unactive_item (unactive_id, org_path, amount, io_tag, remark, crt_time) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const t of bound.filter((b) => b.activation_status === 0)) {
    const status = rng.int(0, 4);
    const amt = rng.pick([9900, 19900, 29900]);
    const { unactive_id } = unactive.get(
      t.psam_code,
      t.member_id,
      t.org_code,
      t.org_path,
      amt,
      status,
      formatTime(base + rng.int(-90, 90) * DAY).slice(0, 10),
      at(rng.int(30, 300)),
    ) as { unactive_id: number };
    if (status >= 1) item.run(unactive_id, t.org_path, amt, '-', '未激活扣款', at(rng.int(10, 29)));
    if (status === 4) item.run(unactive_id, t.org_path, amt, '+', '激活后返还', at(rng.int(1, 9)));
  }

  const encourage = db.prepare(`INSERT INTO member_encourage (member_id, psam_code, org_path, activity_group_id, cashback_amt, status,
    activation_status, crt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  for (let i = 0; i < 3000; i++) {
    const t = rng.pick(bound);
    encourage.run(
      t.member_id,
      t.psam_code,
      t.org_path,
      t.activity_group_id,
      rng.pick([5000, 10000, 20000]),
      rng.int(0, 5),
      t.activation_status,
      at(rng.int(1, 400)),
    );
  }

  const rateUp = db.prepare(`INSERT INTO psam_rate_up (psam_code, member_id, org_path, orig_credit_rate, new_credit_rate, status, tag_flag,
    crt_time, upt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (let i = 0; i < 2000; i++) {
    const t = rng.pick(bound);
    const when = at(rng.int(1, 200));
    rateUp.run(
      t.psam_code,
      t.member_id,
      t.org_path,
      t.credit_rate,
      Number((t.credit_rate + rng.pick([0.03, 0.05, 0.1])).toFixed(3)),
      rng.weighted([
        [10, 40],
        [20, 45],
        [30, 15],
      ] as const),
      rng.chance(0.3) ? 1 : 0,
      when,
      when,
    );
  }

  const sim = db.prepare(
    'INSERT INTO psam_sim (psam_code, iccid, org_path, activity_name, status, tag_flag, expire_date, crt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (let i = 0; i < 3000; i++) {
    const t = rng.pick(bound);
    sim.run(
      t.psam_code,
      `8986${rng.digits(16)}`,
      t.org_path,
      rng.pick(['流量卡首年免费', '流量卡续费', '流量卡返现']),
      rng.weighted([
        [1, 85],
        [2, 10],
        [3, 5],
      ] as const),
      rng.chance(0.2) ? 1 : 0,
      formatTime(base + rng.int(-60, 365) * DAY).slice(0, 10),
      at(rng.int(1, 500)),
    );
  }

  const purchase = db.prepare(`INSERT INTO psam_purchase (purchase_type, org_code, org_path, model, device_type, qty, unit_price, amount,
    status, remark, crt_time, upt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (let i = 0; i < 1500; i++) {
    const o = rng.pick(orgs);
    const qty = rng.int(1, 200) * 10;
    const price = rng.pick([9900, 12900, 15900, 19900]);
    const days = rng.int(1, 600);
    purchase.run(
      rng.chance(0.7) ? 1 : 2,
      o.code,
      o.path,
      rng.pick(['700201', '700202', '700203', '700204', '700205']),
      rng.pick([10, 20, 30, 40, 50]),
      qty,
      price,
      qty * price,
      rng.weighted([
        [10, 10],
        [20, 20],
        [30, 60],
        [40, 10],
      ] as const),
      rng.chance(0.2) ? '分批发货' : null,
      at(days),
      at(Math.max(0, days - rng.int(0, 20))),
    );
  }
}
