// The terminal side pages of the reference upstream (lib/screens/terminals/side.ts): VIP services,
// limits, unactivated deductions, member incentives, rate-ups, SIM configs, purchases and the
// merchant add query; their tables and seed are in side-seed.ts.
import { callOf } from '../../calls.ts';
import { bizError, type Ctx, FileReply } from '../../context.ts';
import { findRecord, type Resource } from '../../kit/resource.ts';
import { formatTime, numberOf, str } from '../../util.ts';
import { buildXls, XLS_CONTENT_TYPE } from '../../kit/xls.ts';
import { orgOf, psamFor } from './rules.ts';
import { DAY } from '../../kit/time.ts';

import { SIDE_SCHEMA as SCHEMA, seedSide as seed } from './side-seed.ts';

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
