// Merchant entry (query and process, the process call only with the token-type header inner),
// the params, and the standard group's merchant-additions query (lib/screens/other/merchant-entrant.ts,
// params-query.ts, lib/screens/standard/merchant-add-query.ts).
import { callOf } from '../../calls.ts';
import { dataTypeRefusal } from '../../kit/data-type.ts';
import { maskMobile, maskName } from '../../kit/mask.ts';
import { bizError, type Ctx } from '../../context.ts';
import type { Resource } from '../../kit/resource.ts';
import { formatTime } from '../../util.ts';
import { ENTRANT_TRANSITIONS } from '../products/rules.ts';
import { currentStatus, nextStatus, setStatus, switchRoute } from '../../kit/status.ts';
import { fixedCode } from '../../kit/codes.ts';
import { DAY } from '../../kit/time.ts';

const SHOPS = ['便利店', '小吃店', '水果店', '五金店', '美发店', '服装店', '药店', '烟酒店', '早餐店', '母婴店'];
const entrantTarget = { table: 'merchant_entrant', keyColumn: 'entrant_id', key: 'entrantId', column: 'status', scope: 'org_path' };

/** Spec 03 §7: merchant entry processing is an inner-token call; anything else is refused. */
function processEntrant(ctx: Ctx): unknown {
  if (ctx.req.headers['token-type'] !== 'inner') throw bizError('令牌类型错误，请使用内部令牌处理进件', 'E4011');
  const id = ctx.body.entrantId;
  const next = nextStatus(ENTRANT_TRANSITIONS.process, currentStatus(ctx, entrantTarget, id));
  if (!next.ok) throw bizError(next.message, 'E4601');
  const code = `M${String(id).padStart(8, '0')}`;
  setStatus(ctx, entrantTarget, id, next.to, { cnl_merchant_code: code, fail_reason: null, process_time: formatTime(Date.now()) });
  return { entrantId: Number(id), cnlMerchantCode: code };
}

export const merchantEntrantResource: Resource = {
  name: 'merchant-entrant',
  schema: `CREATE TABLE IF NOT EXISTS merchant_entrant (
    entrant_id INTEGER PRIMARY KEY,
    member_id TEXT NOT NULL,
    merchant_name TEXT NOT NULL,
    merchant_type INTEGER NOT NULL,
    legal_name TEXT NOT NULL,
    mobile TEXT NOT NULL,
    license_no TEXT,
    org_code TEXT NOT NULL,
    org_path TEXT NOT NULL,
    cnl_merchant_code TEXT,
    status INTEGER NOT NULL,
    fail_reason TEXT,
    process_time TEXT,
    crt_time TEXT NOT NULL,
    upt_time TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS merchant_entrant_path ON merchant_entrant(org_path);`,
  seed: ({ db, rng, base, members }) => {
    const insert =
      db.prepare(`INSERT INTO merchant_entrant (entrant_id, member_id, merchant_name, merchant_type, legal_name, mobile, license_no, org_code, org_path,
      cnl_merchant_code, status, fail_reason, process_time, crt_time, upt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    for (let i = 0; i < 300; i++) {
      const m = rng.pick(members);
      const status =
        i < 8
          ? [10, 15, 20, 40][i % 4]
          : rng.weighted([
              [20, 55],
              [10, 20],
              [40, 15],
              [15, 10],
            ] as const);
      const type = rng.pick([803201, 803202, 803203]);
      const t = base - rng.int(1, 180 * 24) * 3_600_000;
      const done = status === 20 || status === 40 ? formatTime(t + rng.int(1, 48) * 3_600_000) : null;
      insert.run(
        500001 + i,
        m.id,
        `${m.name.slice(0, 1)}记${rng.pick(SHOPS)}`,
        type,
        maskName(m.name),
        maskMobile(m.mobile),
        type === 803201 ? null : `91${rng.digits(16)}`,
        m.org.code,
        m.org.path,
        status === 20 ? `M${String(500001 + i).padStart(8, '0')}` : null,
        status,
        status === 40 ? rng.pick(['营业执照信息不符', '结算卡户名不一致', '渠道返回超时']) : null,
        done,
        formatTime(t),
        done ?? formatTime(t),
      );
    }
  },
  page: callOf('POST /{p}/merchant-entrant/query-page'),
  from: 'merchant_entrant e JOIN org o ON o.org_code = e.org_code',
  select: `e.entrant_id AS entrantId, e.member_id AS memberId, e.merchant_name AS merchantName, e.merchant_type AS merchantType,
    e.legal_name AS legalName, e.mobile AS mobile, e.license_no AS licenseNo, e.org_code AS orgCode, o.org_name AS orgName,
    e.cnl_merchant_code AS cnlMerchantCode, e.status AS status, e.fail_reason AS failReason, e.process_time AS processTime, e.crt_time AS crtTime`,
  orderBy: 'e.crt_time DESC, e.entrant_id DESC',
  scope: 'e.org_path',
  filters: {
    entrantId: { eq: 'e.entrant_id' },
    memberId: { eq: 'e.member_id', upper: true },
    merchantName: { like: 'e.merchant_name' },
    merchantType: { eq: 'e.merchant_type' },
    status: { eq: 'e.status' },
    orgCode: { org: 'e.org_path' },
    crtTime: { dates: 'e.crt_time' },
  },
  routes: [{ method: 'POST', path: callOf('POST /{p}/merchant-entrant/process').path, handler: processEntrant }],
};

const PARAMS: ReadonlyArray<[string, string, string, string, string]> = [
  ['WITHDRAW_MIN_AMT', '最低提现金额', '10.00', '100922', '提现'],
  ['WITHDRAW_FEE_RATE', '提现费率', '0.006', '100924', '提现'],
  ['D0_FEE_RATE', 'D0附加费率', '0.0002', '100925', '结算'],
  ['PROFIT_RATIO', '默认分润比例', '0.50', '100923', '分润'],
  ['ACTIVATE_DAYS', '激活考核天数', '30', '100920', '活动'],
  ['MAX_TERM_PER_MCHT', '单商户终端上限', '5', '100920', '终端'],
  ['SERVICE_PHONE', '客服电话', '400-800-8888', '100921', '通用'],
  ['AGREEMENT_VERSION', '协议版本', 'v3.2', '100921', '通用'],
];

export const paramsResource: Resource = {
  name: 'params',
  schema: `CREATE TABLE IF NOT EXISTS param (
    param_id INTEGER PRIMARY KEY,
    param_code TEXT NOT NULL UNIQUE,
    param_name TEXT NOT NULL,
    param_value TEXT NOT NULL,
    data_type TEXT NOT NULL,
    param_group TEXT,
    status INTEGER NOT NULL,
    remark TEXT,
    crt_time TEXT NOT NULL,
    upt_time TEXT NOT NULL
  );`,
  seed: ({ db, rng, base }) => {
    const insert =
      db.prepare(`INSERT INTO param (param_code, param_name, param_value, data_type, param_group, status, remark, crt_time, upt_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    for (let round = 0; round < 5; round++) {
      PARAMS.forEach(([code, name, value, type, group], i) => {
        const t = base - rng.int(10, 500) * DAY;
        insert.run(
          round ? `${code}_${round}` : code,
          round ? `${name}（备用${round}）` : name,
          value,
          type,
          group,
          (i + round) % 6 === 5 ? 0 : 1,
          null,
          formatTime(t),
          formatTime(t),
        );
      });
    }
  },
  page: callOf('POST /{p}/param/query'),
  detail: callOf('POST /{p}/param/detail'),
  create: callOf('POST /{p}/param/add'),
  update: callOf('POST /{p}/param/edit'),
  from: 'param p',
  select: `p.param_id AS paramId, p.param_code AS paramCode, p.param_name AS paramName, p.param_value AS paramValue, p.data_type AS dataType,
    p.param_group AS paramGroup, p.status AS status, p.remark AS remark, p.crt_time AS crtTime, p.upt_time AS uptTime`,
  orderBy: 'p.param_group, p.param_code',
  filters: {
    paramCode: { like: 'p.param_code' },
    paramName: { like: 'p.param_name' },
    paramGroup: { eq: 'p.param_group' },
    status: { eq: 'p.status' },
  },
  key: 'paramId',
  keyColumn: 'p.param_id',
  table: 'param',
  columns: {
    paramCode: 'param_code',
    paramName: 'param_name',
    paramValue: 'param_value',
    dataType: 'data_type',
    paramGroup: 'param_group',
    status: 'status',
    remark: 'remark',
  },
  stamps: true,
  check: (body, ctx, mode) => {
    // The value fits its dataType's editor upstream too (spec 01 §5).
    const wrong = dataTypeRefusal(body.dataType, body.paramValue, '参数值');
    if (wrong) throw bizError(wrong, 'E4003');
    fixedCode(body, ctx, mode, { table: 'param', column: 'param_code', field: 'paramCode', taken: '参数编码已存在' });
  },
  routes: [switchRoute(callOf('POST /{p}/param/upt-status'), { table: 'param', keyColumn: 'param_id', key: 'paramId', column: 'status' })],
};

export const merchantAddsResource: Resource = {
  name: 'merchant-adds',
  page: callOf('POST /{p}/pos/standard/merchant/add-page'),
  from: 'merchant c JOIN member m ON m.member_id = c.member_id JOIN org o ON o.org_code = c.org_code',
  select: `c.merchant_id AS merchantId, c.member_id AS memberId, m.mask_real_name AS realName, c.merchant_type AS merchantType,
    c.psam_code AS psamCode, c.cnl_merchant_code AS cnlMerchantCode, c.org_code AS orgCode, o.org_name AS orgName, c.status AS status,
    c.crt_time AS crtTime`,
  orderBy: 'c.crt_time DESC, c.merchant_id',
  scope: 'c.org_path',
  filters: {
    memberId: { eq: 'c.member_id', upper: true },
    merchantId: { eq: 'c.merchant_id' },
    psamCode: { eq: 'c.psam_code', upper: true },
    merchantType: { eq: 'c.merchant_type' },
    orgCode: { org: 'c.org_path' },
    crtTime: { dates: 'c.crt_time' },
  },
};
