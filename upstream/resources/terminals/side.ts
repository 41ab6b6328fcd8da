// The terminal side pages of the reference upstream (lib/screens/terminals/side.ts): VIP services,
// limits, unactivated deductions, member incentives, rate-ups, SIM configs, purchases and the
// merchant add query, each with its own table and seed linked to the seeded terminals.
import { callOf } from '../../calls.ts';
import { bizError, type Ctx, FileReply } from '../../context.ts';
import { findRecord, type Resource, type SeedContext } from '../../resource.ts';
import { formatTime, numberOf, str } from '../../util.ts';
import { buildXls, XLS_CONTENT_TYPE } from '../../xls.ts';
import { orgOf, psamFor } from './rules.ts';
import { DAY } from '../../kit/time.ts';

const SCHEMA = `
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

function seed({ db, rng, base, orgs }: SeedContext): void {
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

const page = (
  name: string,
  call: Resource['page'],
  from: string,
  select: string,
  orderBy: string,
  filters: Resource['filters'],
  scope = 'org_path',
): Resource => ({
  name,
  page: call,
  from,
  select,
  orderBy,
  scope,
  filters,
});

export const termVip: Resource = {
  ...page(
    'term-vip',
    callOf('POST /{p}/pos/term-vip/page'),
    'psam_vip',
    // The status compares with now, in the platform's time (UTC+8, as formatTime writes).
    `vip_id AS vipId, psam_code AS psamCode, member_id AS memberId, source,
      CASE WHEN end_time >= strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours') THEN 1 ELSE 0 END AS status,
      start_time AS startTime, end_time AS endTime, remark, crt_time AS crtTime`,
    'crt_time DESC, vip_id DESC',
    {
      psamCode: { eq: 'psam_code', upper: true },
      memberId: { eq: 'member_id', upper: true },
      source: { eq: 'source' },
      status: { sql: "(CASE WHEN end_time >= strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours') THEN '1' ELSE '0' END) = ?" },
      crtTime: { dates: 'crt_time' },
    },
  ),
  schema: SCHEMA,
  seed,
  version: 1,
  routes: [{ method: 'POST', path: callOf('POST /{p}/pos/term-vip/give').path, handler: giveVip }],
};

function giveVip(ctx: Ctx) {
  const t = psamFor(ctx, ctx.body.psamCode);
  if (t.binding_state !== 1) throw bizError('终端未绑定商户，不能赠送VIP', 'E7101');
  const months = numberOf(ctx.body.months);
  if (months === null || !Number.isInteger(months) || months < 1 || months > 24) throw bizError('赠送月数须为1到24的整数', 'E7102');
  const now = Date.now();
  const current = ctx.app.db.prepare('SELECT MAX(end_time) AS e FROM psam_vip WHERE psam_code = ?').get(t.psam_code) as {
    e: string | null;
  };
  const from = current.e && current.e > formatTime(now) ? Date.parse(`${current.e.replace(' ', 'T')}+08:00`) : now;
  ctx.app.db
    .prepare(
      'INSERT INTO psam_vip (psam_code, member_id, org_path, source, start_time, end_time, remark, crt_time) VALUES (?, ?, ?, 2, ?, ?, ?, ?)',
    )
    .run(
      t.psam_code,
      t.member_id,
      t.org_path,
      formatTime(from),
      formatTime(from + months * 30 * DAY),
      str(ctx.body.remark),
      formatTime(now),
    );
  return null;
}

const limitSelect = `t.psam_code AS psamCode, t.tusn AS tusn, t.member_id AS memberId, o.org_name AS curOrgName,
  COALESCE(t.single_limit, 5000000) AS singleLimit, COALESCE(t.day_limit, 20000000) AS dayLimit, t.bind_time AS bindTime`;

export const termLimit: Resource = {
  ...page(
    'term-limit',
    callOf('POST /{p}/pos/term-limit/page'),
    'psam t LEFT JOIN org o ON o.org_code = t.org_code',
    limitSelect,
    't.bind_time DESC, t.psam_code',
    {
      psamCode: { eq: 't.psam_code', upper: true },
      memberId: { eq: 't.member_id', upper: true },
      curOrgCode: { eq: 't.org_code', upper: true },
    },
    't.org_path',
  ),
  where: 't.binding_state = 1',
  detail: callOf('POST /{p}/pos/term-limit/detail'),
  key: 'psamCode',
  keyColumn: 't.psam_code',
  routes: [{ method: 'POST', path: callOf('POST /{p}/pos/term-limit/upt').path, handler: updateLimit }],
};

function updateLimit(ctx: Ctx) {
  findRecord(termLimit, ctx, str(ctx.body.psamCode)?.toUpperCase());
  const single = numberOf(ctx.body.singleLimit);
  const day = numberOf(ctx.body.dayLimit);
  if (single === null || day === null || single <= 0 || day <= 0) throw bizError('限额须大于0', 'E7103');
  if (single > day) throw bizError('单笔限额不能大于单日限额', 'E7104');
  ctx.app.db
    .prepare('UPDATE psam SET single_limit = ?, day_limit = ?, upt_time = ? WHERE psam_code = ?')
    .run(Math.round(single), Math.round(day), formatTime(Date.now()), str(ctx.body.psamCode)!.toUpperCase());
  return null;
}

export const unactive = page(
  'term-unactive',
  callOf('POST /{p}/activity/unactive/page'),
  'psam_unactive u LEFT JOIN org o ON o.org_code = u.org_code',
  `u.unactive_id AS unactiveId, u.psam_code AS psamCode, u.member_id AS memberId, o.org_name AS curOrgName, u.deduct_amt AS deductAmt,
    u.status AS status, u.deadline AS deadline, u.crt_time AS crtTime`,
  'u.crt_time DESC, u.unactive_id DESC',
  {
    psamCode: { eq: 'u.psam_code', upper: true },
    memberId: { eq: 'u.member_id', upper: true },
    status: { eq: 'u.status' },
    crtTime: { dates: 'u.crt_time' },
  },
  'u.org_path',
);

export const unactiveItems: Resource = {
  ...page(
    'term-unactive-items',
    callOf('POST /{p}/activity/unactive/item'),
    'psam_unactive_item',
    `item_id AS itemId, amount, io_tag AS ioTag, remark, crt_time AS crtTime`,
    'crt_time',
    {
      unactiveId: { eq: 'unactive_id' },
    },
  ),
  requires: ['unactiveId'],
};

export const encourage = page(
  'member-encourage',
  callOf('POST /{p}/pos/member-encourage/page'),
  'member_encourage e LEFT JOIN activity_group g ON g.activity_group_id = e.activity_group_id',
  `e.encourage_id AS encourageId, e.member_id AS memberId, e.psam_code AS psamCode, g.activity_group_name AS activityGroupName,
    e.cashback_amt AS cashbackAmt, e.status AS status, e.activation_status AS activationStatus, e.crt_time AS crtTime`,
  'e.crt_time DESC, e.encourage_id DESC',
  {
    memberId: { eq: 'e.member_id', upper: true },
    psamCode: { eq: 'e.psam_code', upper: true },
    status: { eq: 'e.status' },
    crtTime: { dates: 'e.crt_time' },
  },
  'e.org_path',
);

/** Rate-up: confirm or cancel while pending (10); tag and untag. */
function rateUpChange(kind: 'confirm' | 'cancel' | 'tag' | 'untag') {
  return (ctx: Ctx) => {
    const r = findRecord(rateUp, ctx, ctx.body.rateUpId) as { rateUpId: number; status: number; tagFlag: number; psamCode: string };
    const now = formatTime(Date.now());
    const db = ctx.app.db;
    if (kind === 'confirm' || kind === 'cancel') {
      if (r.status !== 10) throw bizError('该记录已处理，不能重复操作', 'E7105');
      db.prepare('UPDATE psam_rate_up SET status = ?, upt_time = ? WHERE rate_up_id = ?').run(
        kind === 'confirm' ? 20 : 30,
        now,
        r.rateUpId,
      );
      if (kind === 'confirm') {
        const row = db.prepare('SELECT new_credit_rate FROM psam_rate_up WHERE rate_up_id = ?').get(r.rateUpId) as {
          new_credit_rate: number;
        };
        db.prepare('UPDATE psam SET credit_rate = ?, upt_time = ? WHERE psam_code = ?').run(row.new_credit_rate, now, r.psamCode);
      }
    } else {
      const want = kind === 'tag' ? 1 : 0;
      if (r.tagFlag === want) throw bizError(want ? '该记录已标记' : '该记录未标记', 'E7106');
      db.prepare('UPDATE psam_rate_up SET tag_flag = ?, upt_time = ? WHERE rate_up_id = ?').run(want, now, r.rateUpId);
    }
    return null;
  };
}

export const rateUp: Resource = {
  ...page(
    'term-rate-up',
    callOf('POST /{p}/rate-up/term/query'),
    'psam_rate_up',
    `rate_up_id AS rateUpId, psam_code AS psamCode, member_id AS memberId, orig_credit_rate AS origCreditRate,
      new_credit_rate AS newCreditRate, status, tag_flag AS tagFlag, crt_time AS crtTime, upt_time AS uptTime`,
    'crt_time DESC, rate_up_id DESC',
    {
      psamCode: { eq: 'psam_code', upper: true },
      memberId: { eq: 'member_id', upper: true },
      status: { eq: 'status' },
      tagFlag: { eq: 'tag_flag' },
      crtTime: { dates: 'crt_time' },
    },
  ),
  key: 'rateUpId',
  keyColumn: 'rate_up_id',
  routes: [
    { method: 'POST', path: callOf('POST /{p}/rate-up/confirm').path, handler: rateUpChange('confirm') },
    { method: 'POST', path: callOf('POST /{p}/rate-up/cancel').path, handler: rateUpChange('cancel') },
    { method: 'POST', path: callOf('POST /{p}/rate-up/term/crt-tag').path, handler: rateUpChange('tag') },
    { method: 'POST', path: callOf('POST /{p}/rate-up/term/cancel-tag').path, handler: rateUpChange('untag') },
  ],
};

export const simConfig: Resource = {
  ...page(
    'term-sim',
    callOf('POST /{p}/sim-extend-config/list'),
    'psam_sim',
    `sim_id AS simId, psam_code AS psamCode, iccid, activity_name AS activityName, status, tag_flag AS tagFlag, expire_date AS expireDate,
      crt_time AS crtTime`,
    'crt_time DESC, sim_id DESC',
    { psamCode: { eq: 'psam_code', upper: true }, iccid: { eq: 'iccid' }, status: { eq: 'status' }, tagFlag: { eq: 'tag_flag' } },
  ),
  key: 'simId',
  keyColumn: 'sim_id',
  routes: [
    {
      method: 'POST',
      path: callOf('POST /{p}/sim-extend-config/to-tag').path,
      handler: (ctx: Ctx) => {
        const r = findRecord(simConfig, ctx, ctx.body.simId) as { simId: number; tagFlag: number };
        if (r.tagFlag === 1) throw bizError('该SIM卡已标记', 'E7107');
        ctx.app.db.prepare('UPDATE psam_sim SET tag_flag = 1 WHERE sim_id = ?').run(r.simId);
        return null;
      },
    },
  ],
};

export const purchase: Resource = {
  ...page(
    'term-purchase',
    callOf('POST /{p}/admin/purchase/page'),
    'psam_purchase p LEFT JOIN org o ON o.org_code = p.org_code',
    `p.purchase_id AS purchaseId, p.purchase_type AS purchaseType, p.org_code AS orgCode, o.org_name AS orgName, p.model AS model,
      p.device_type AS deviceType, p.qty AS qty, p.unit_price AS unitPrice, p.amount AS amount, p.status AS status, p.remark AS remark,
      p.crt_time AS crtTime, p.upt_time AS uptTime`,
    'p.crt_time DESC, p.purchase_id DESC',
    {
      purchaseId: { eq: 'p.purchase_id' },
      purchaseType: { eq: 'p.purchase_type' },
      orgCode: { org: 'p.org_path' },
      status: { eq: 'p.status' },
      crtTime: { dates: 'p.crt_time' },
    },
    'p.org_path',
  ),
  detail: callOf('POST /{p}/admin/purchase/detail'),
  create: callOf('POST /{p}/admin/purchase/add'),
  update: callOf('POST /{p}/admin/purchase/upt'),
  key: 'purchaseId',
  keyColumn: 'p.purchase_id',
  table: 'psam_purchase',
  columns: {
    purchaseType: 'purchase_type',
    orgCode: 'org_code',
    orgPath: 'org_path',
    model: 'model',
    deviceType: 'device_type',
    qty: 'qty',
    unitPrice: 'unit_price',
    amount: 'amount',
    status: 'status',
    remark: 'remark',
  },
  stamps: true,
  check: (body, ctx, mode) => {
    const qty = numberOf(body.qty);
    const price = numberOf(body.unitPrice);
    if (qty === null || !Number.isInteger(qty) || qty < 1) throw bizError('数量须为正整数', 'E7108');
    if (price === null || !Number.isInteger(price) || price <= 0) throw bizError('单价须大于0', 'E7109');
    body.amount = qty * price;
    delete body.orgPath;
    if (mode === 'update') {
      delete body.orgCode;
      delete body.purchaseType;
      return;
    }
    const org = orgOf(ctx.app.db, body.orgCode);
    const scope = ctx.emp?.roleType === 'ORG' ? orgOf(ctx.app.db, ctx.emp.orgCode) : null;
    if (!org || (scope && !org.path.startsWith(scope.path))) throw bizError('机构不存在', 'E7110');
    body.orgCode = org.org_code;
    body.orgPath = org.path;
  },
  routes: [
    {
      method: 'POST',
      path: callOf('POST /admin/common/template/downOrderExcelTemplate').path,
      handler: () =>
        new FileReply({
          contentType: XLS_CONTENT_TYPE,
          body: buildXls(
            '订单模板',
            ['机构编号', '终端型号', '设备类型', '数量', '单价(元)', '备注'],
            [['ORG0011', 'ME31', '电签POS', '100', '129.00', '示例行']],
          ),
        }),
    },
  ],
};

export const sideResources: readonly Resource[] = [termVip, termLimit, unactive, unactiveItems, encourage, rateUp, simConfig, purchase];
