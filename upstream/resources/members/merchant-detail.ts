// The merchant half of the member dialog (tabs 10-14 and the extension tabs): the merchant main
// record, its sub-merchant records (small-micro xw, WeChat wx, Alipay zfb, enterprise qiye) in every
// review and authorisation state of spec 02 §4, the activities it joined and the policy packs of its
// product. Every call answers only for a member the employee may see.
import { callOf } from '../../calls.ts';
import { MERCHANT_STATES } from '../../kit/labels.ts';
import { maskName } from '../../kit/mask.ts';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db.ts';
import type { Resource } from '../../kit/resource.ts';
import { idNumber, personName, type Rng } from '../../rng.ts';
import { PROVINCES, STREETS } from '../../seed-geo.ts';
import { PRODUCT_CODES } from '../../seed-data.ts';
import { formatTime } from '../../util.ts';
import { member } from './member-detail.ts';
import { fileId } from './member-files.ts';
import { DAY } from '../../kit/time.ts';

const MCC: ReadonlyArray<readonly [string, string]> = [
  ['5411', '超市/便利店'],
  ['5812', '餐饮'],
  ['5691', '服装零售'],
  ['5311', '百货商店'],
  ['7230', '美容美发'],
  ['5499', '食品零售'],
  ['5732', '电子产品'],
  ['7011', '住宿'],
];
const SHOP_WORDS = ['便利店', '小吃店', '服装店', '水果店', '烟酒店', '理发店', '超市', '茶馆', '面馆', '五金店'];
// Every onboarding state spec 02 §4 names, in its order.
const codes = (id: keyof typeof MERCHANT_STATES): string[] => [...MERCHANT_STATES[id]];
const XW_STATUSES = codes('xwStatus');
const PM_STATUSES = [0, 1, 2, 3, 4];
const ZFB_AUDIT = codes('zfbAuditStatus');
const ZFB_AUTH = codes('zfbAuthStatus');
const WX_AUDIT = codes('wxAuditStatus');
const WX_AUTH = codes('wxAuthStatus');
const REJECTS = ['门头照不清晰，请重新拍摄', '经营地址与营业执照不一致', '结算人信息与法人不一致', '商户名称含有敏感词'];

/** Sub-merchant records: one row per member and kind. */
const SCHEMA = `CREATE TABLE IF NOT EXISTS sub_merchant (
  member_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  org_path TEXT NOT NULL,
  product_code TEXT NOT NULL,
  merchant_id TEXT NOT NULL,
  merchant_name TEXT NOT NULL,
  short_name TEXT,
  mcc_code TEXT NOT NULL,
  mcc_name TEXT NOT NULL,
  province_code TEXT NOT NULL,
  province_name TEXT NOT NULL,
  city_code TEXT NOT NULL,
  city_name TEXT NOT NULL,
  district_name TEXT,
  address_detail TEXT NOT NULL,
  xw_status TEXT,
  xw_merchant_code TEXT,
  pm_status INTEGER,
  scan_audit_status TEXT,
  scan_auth_status TEXT,
  sub_merchant_code TEXT,
  audit_desc TEXT,
  license_no TEXT,
  license_name TEXT,
  license_start TEXT,
  license_end TEXT,
  legal_name TEXT,
  legal_idc TEXT,
  legal_idc_start TEXT,
  legal_idc_end TEXT,
  crt_member_id TEXT,
  upt_member_id TEXT,
  status INTEGER NOT NULL,
  remark TEXT,
  crt_time TEXT NOT NULL,
  upt_time TEXT NOT NULL,
  PRIMARY KEY (member_id, kind)
);
CREATE INDEX IF NOT EXISTS sub_merchant_kind ON sub_merchant(kind, crt_time);
CREATE TABLE IF NOT EXISTS member_activity (
  member_id TEXT NOT NULL,
  org_path TEXT NOT NULL,
  activity_code TEXT NOT NULL,
  activity_id TEXT NOT NULL,
  activity_template_id TEXT NOT NULL,
  activity_name TEXT NOT NULL,
  crt_time TEXT NOT NULL,
  PRIMARY KEY (member_id, activity_id)
);
CREATE TABLE IF NOT EXISTS policy_pack (
  activity_group_id TEXT PRIMARY KEY,
  product_code TEXT NOT NULL,
  activity_group_name TEXT NOT NULL,
  status INTEGER NOT NULL
);`;

function seed(db: Db, rng: Rng, base: number): void {
  const merchants = db
    .prepare(`SELECT c.member_id, c.merchant_id, c.merchant_type, c.status, c.org_path, c.product_code, c.crt_time, c.psam_code,
      m.real_name, m.intrdc_member_id FROM merchant c JOIN member m ON m.member_id = c.member_id ORDER BY c.member_id`)
    .all() as Array<Record<string, string>>;
  const insert = db.prepare(`INSERT INTO sub_merchant VALUES (${Array(36).fill('?').join(', ')})`);
  const n = { xw: 0, wx: 0, zfb: 0 };
  const notApplied = db.prepare("UPDATE sub_merchant SET pm_status = 4 WHERE member_id = ? AND kind = 'xw' AND xw_status = '03'");
  for (const c of merchants) {
    const type = Number(c.merchant_type);
    const [pCode, pName, cities] = rng.pick(PROVINCES);
    const [cCode, cName] = rng.pick(cities);
    const [mcc, mccName] = rng.pick(MCC);
    const shop = `${cName.replace(/市$/, '')}${c.real_name.slice(0, 1)}记${rng.pick(SHOP_WORDS)}`;
    const created = Date.parse(`${c.crt_time.replace(' ', 'T')}+08:00`);
    const at = (days: number) => formatTime(Math.min(base - 60_000 - ((created + days * DAY) % 3_600_000), created + days * DAY));
    const address = `${rng.pick(STREETS)}${rng.int(1, 300)}号`;
    const district = `${rng.pick(['城关', '高新', '经开', '新城', '老城'])}区`;
    const row = (kind: string, fields: Partial<Record<string, string | number | null>>) =>
      insert.run(
        c.member_id,
        kind,
        c.org_path,
        c.product_code,
        fields.merchantId ?? c.merchant_id,
        shop,
        shop.slice(-4),
        mcc,
        mccName,
        pCode,
        pName,
        cCode,
        cName,
        district,
        address,
        fields.xwStatus ?? null,
        fields.xwCode ?? null,
        fields.pmStatus ?? null,
        fields.audit ?? null,
        fields.auth ?? null,
        fields.subCode ?? null,
        fields.auditDesc ?? null,
        fields.licenseNo ?? null,
        fields.licenseName ?? null,
        fields.licenseStart ?? null,
        fields.licenseEnd ?? null,
        fields.legalName ?? null,
        fields.legalIdc ?? null,
        fields.legalStart ?? null,
        fields.legalEnd ?? null,
        fields.crtMember ?? null,
        fields.uptMember ?? null,
        Number(c.status),
        fields.remark ?? null,
        at(1),
        at(rng.int(2, 60)),
      );
    // Small-micro merchants onboard through xw, every status in turn; the others as enterprise/individual.
    if (type === 803201) {
      const xwStatus = XW_STATUSES[n.xw++ % XW_STATUSES.length];
      row('xw', {
        merchantId: `XW${c.merchant_id.slice(-10)}`,
        xwStatus,
        xwCode: xwStatus === '03' ? `XW${rng.digits(12)}` : null,
        pmStatus: xwStatus === '03' ? 3 : xwStatus === '04' ? 2 : rng.pick([0, 1]),
        auditDesc: xwStatus === '04' ? rng.pick(REJECTS) : null,
      });
    } else {
      const start = new Date(created - rng.int(100, 2000) * DAY).toISOString().slice(0, 10);
      const legal = personName(rng);
      row('qiye', {
        merchantId: `QY${c.merchant_id.slice(-10)}`,
        licenseNo: `91${rng.digits(6)}${rng.hex(10)}`,
        licenseName: `${shop}${type === 803203 ? '有限公司' : '（个体工商户）'}`,
        licenseStart: start,
        licenseEnd: rng.chance(0.3) ? '长期' : `${Number(start.slice(0, 4)) + 20}${start.slice(4)}`,
        legalName: maskName(legal),
        // Spec 02 §3: illegalRawIdcNum is the legal person's ID number unmasked (the console masks it).
        legalIdc: idNumber(rng),
        legalStart: start,
        legalEnd: `${Number(start.slice(0, 4)) + 20}${start.slice(4)}`,
        // Created by the introducer (a member promoting members) or by the merchant itself.
        crtMember: c.intrdc_member_id || c.member_id,
        uptMember: c.member_id,
        remark: rng.chance(0.2) ? '资料已人工复核' : null,
      });
    }
    // Scan-code channels: most applied for WeChat and Alipay; their states cycle through every value.
    let wallets = 0;
    if (rng.chance(0.7)) {
      wallets++;
      const audit = WX_AUDIT[n.wx % WX_AUDIT.length];
      const passed = audit.endsWith('PASSED');
      row('wx', {
        merchantId: `WX${c.merchant_id.slice(-10)}`,
        audit,
        auth: passed ? WX_AUTH[n.wx++ % 2] : (n.wx++, WX_AUTH[0]),
        subCode: passed || audit.includes('CONFIRM') ? String(1_600_000_000 + rng.int(0, 99_999_999)) : null,
        pmStatus: passed ? 3 : audit.endsWith('REJECTED') ? 2 : 0,
        auditDesc: audit.endsWith('REJECTED') ? rng.pick(REJECTS) : null,
      });
    }
    if (rng.chance(0.7)) {
      wallets++;
      const audit = ZFB_AUDIT[n.zfb % ZFB_AUDIT.length];
      const passed = audit === 'AUDIT_PASS';
      row('zfb', {
        merchantId: `ZF${c.merchant_id.slice(-10)}`,
        audit,
        auth: passed ? ZFB_AUTH[n.zfb++ % 3] : (n.zfb++, 'UNAUTHORIZED'),
        subCode: passed || audit.includes('CONFIRM') ? `2088${rng.digits(12)}` : null,
        pmStatus: passed ? 3 : audit === 'AUDIT_REJECT' ? 2 : PM_STATUSES[rng.int(0, 1)],
        auditDesc: audit === 'AUDIT_REJECT' ? rng.pick(REJECTS) : null,
      });
    }
    // Spec 02 §4 pmStatus 4: a small-micro merchant approved that applied for neither wallet.
    if (type === 803201 && !wallets) notApplied.run(c.member_id);
  }
  // Extension pages: activities joined by merchants with a terminal, policy packs per product.
  const activity = db.prepare('INSERT OR IGNORE INTO member_activity VALUES (?, ?, ?, ?, ?, ?, ?)');
  const ACTS = ['激活返现', '达标奖励', '流量卡返现', '首刷有礼', '月度冲刺'];
  for (const c of merchants) {
    if (!c.psam_code || !rng.chance(0.6)) continue;
    for (let k = rng.int(1, 3); k > 0; k--) {
      const a = rng.int(0, ACTS.length - 1);
      activity.run(
        c.member_id,
        c.org_path,
        `ACT_${a + 1}`,
        `A${c.product_code.toUpperCase()}${2026_00 + a}`,
        `TPL${1000 + a}`,
        ACTS[a],
        formatTime(base - rng.int(1, 200) * DAY),
      );
    }
  }
  const pack = db.prepare('INSERT INTO policy_pack VALUES (?, ?, ?, ?)');
  for (const p of PRODUCT_CODES)
    for (let k = 1; k <= 8; k++)
      pack.run(`${p.toUpperCase()}${String(k).padStart(4, '0')}`, p, `${p.toUpperCase()}政策包${k}号`, k % 4 === 0 ? 0 : 1);
}

/** Detail of one sub-merchant kind, with image URIs; {} when the member has none (the tab then says 暂未开通). */
function subMerchant(kind: 'xw' | 'wx' | 'zfb' | 'qiye') {
  return (ctx: Ctx) => {
    const m = member(ctx);
    const s = ctx.app.db.prepare('SELECT * FROM sub_merchant WHERE member_id = ? AND kind = ?').get(m.member_id, kind) as
      | Record<string, string | number | null>
      | undefined;
    if (!s) return {};
    const img = (k: string) => fileId(k, m.member_id);
    const district = `${String(s.city_code).slice(0, 4)}02`;
    return {
      merchantId: s.merchant_id,
      merchantName: s.merchant_name,
      mccName: s.mcc_name,
      mccCode: s.mcc_code,
      provinceName: s.province_name,
      cityName: s.city_name,
      districtName: s.district_name,
      // 02 §3 "province/city/district names or codes": both given.
      provinceCode: s.province_code,
      cityCode: s.city_code,
      districtCode: district,
      addressDetail: s.address_detail,
      scanProvinceCode: s.province_code,
      scanCityCode: s.city_code,
      scanDistrictCode: district,
      shopFrontImgId: img('shopFront'),
      shopIndoorImgId: img('shopIndoor'),
      shopCashierImgId: img('shopCashier'),
      signImgId: kind === 'xw' ? img('sign') : null,
      xwStatus: s.xw_status,
      xwMerchantCode: s.xw_merchant_code,
      scanAuditStatus: s.scan_audit_status,
      scanAuthStatus: s.scan_auth_status,
      // The scan business open once the application passed, closed with a frozen merchant (values this double's: 02 §3 gives none).
      scanBizStatus: s.scan_audit_status === 'APPLYMENT_STATE_PASSED' ? (s.status === 1 ? 'OPEN' : 'CLOSED') : null,
      wxMerchantCode: s.sub_merchant_code,
      qrCode: s.sub_merchant_code ? img('qr') : null,
      qrCodeType: s.sub_merchant_code ? 'AUTH' : null,
      auditDesc: s.audit_desc,
      remark: s.remark,
      status: s.status,
      crtTime: s.crt_time,
      uptTime: s.upt_time,
      ...(kind === 'qiye'
        ? {
            licensePicId: img('license'),
            licenseNo: s.license_no,
            licenseName: s.license_name,
            licenseValidityStart: s.license_start,
            licenseValidityEnd: s.license_end,
            illegalRealName: s.legal_name,
            illegalRawIdcNum: s.legal_idc,
            illegalIdcValidStart: s.legal_idc_start,
            illegalIdcValidEnd: s.legal_idc_end,
            illegalIdcFrontFileId: img('front'),
            illegalIdcReverseFileId: img('reverse'),
            illegalSettleFileId: img('sign'),
            crtMemberId: s.crt_member_id,
            uptMemberId: s.upt_member_id,
          }
        : {}),
    };
  };
}

/** The object extension tab: the small-micro summary with both wallets' states (spec 02 §2). */
function xwSummary(ctx: Ctx) {
  const m = member(ctx);
  const rows = ctx.app.db.prepare('SELECT * FROM sub_merchant WHERE member_id = ?').all(m.member_id) as Array<
    Record<string, string | null>
  >;
  const by = Object.fromEntries(rows.map((r) => [r.kind, r]));
  const xw = by.xw;
  if (!xw) return {};
  const img = (k: string) => fileId(k, m.member_id);
  return {
    memberId: m.member_id,
    merchantType: 803201,
    merchantName: xw.merchant_name,
    shortName: xw.short_name,
    mccName: xw.mcc_name,
    address: `${xw.province_name}${xw.city_name}${xw.district_name ?? ''}${xw.address_detail}`,
    xwStatus: xw.xw_status,
    pmStatus: xw.pm_status,
    xwMerchantCode: xw.xw_merchant_code,
    zfbAuditStatus: by.zfb?.scan_audit_status ?? null,
    zfbAuthStatus: by.zfb?.scan_auth_status ?? null,
    zfbMerchantCode: by.zfb?.sub_merchant_code ?? null,
    zfbRejectReason: by.zfb?.audit_desc ?? null,
    zfbQrCode: by.zfb?.sub_merchant_code ? img('qr') : null,
    wxAuditStatus: by.wx?.scan_audit_status ?? null,
    wxAuthStatus: by.wx?.scan_auth_status ?? null,
    wxMerchantCode: by.wx?.sub_merchant_code ?? null,
    wxRejectReason: by.wx?.audit_desc ?? null,
    wxQrCode: by.wx?.sub_merchant_code ? img('qr') : null,
    shopFrontImgId: img('shopFront'),
    shopIndoorImgId: img('shopIndoor'),
    shopCashierImgId: img('shopCashier'),
  };
}

export const merchantDetail: Resource = {
  name: 'merchant-detail',
  version: 3,
  schema: SCHEMA,
  seed: ({ db, rng, base }) => seed(db, rng, base),
  from: 'sub_merchant',
  select: 'member_id AS memberId',
  orderBy: 'member_id',
  routes: [
    {
      method: 'POST',
      path: callOf('POST /admin/merchant/main-detail').path,
      handler: (ctx) => {
        const m = member(ctx);
        return (
          ctx.app.db
            .prepare(`SELECT c.merchant_id AS merchantId, c.member_id AS memberId, m.cust_member_type AS custMemberType,
              c.merchant_type AS merchantType, c.status, c.cnl_merchant_code AS cnlMerchantCode, c.psam_code AS psamCode,
              c.cnl_term_no AS cnlTermNo, c.member_stage AS memberStageDesc, c.stage_code_desc AS stageCodeDesc, c.remark,
              c.crt_time AS crtTime, c.upt_time AS uptTime FROM merchant c JOIN member m ON m.member_id = c.member_id
              WHERE c.member_id = ?`)
            .get(m.member_id) ?? {}
        );
      },
    },
    { method: 'POST', path: callOf('POST /admin/merchant/xw-detail').path, handler: subMerchant('xw') },
    { method: 'POST', path: callOf('POST /admin/merchant/wx-detail').path, handler: subMerchant('wx') },
    { method: 'POST', path: callOf('POST /admin/merchant/zfb-detail').path, handler: subMerchant('zfb') },
    { method: 'POST', path: callOf('POST /admin/merchant/qiye-detail').path, handler: subMerchant('qiye') },
    { method: 'POST', path: callOf('POST /admin/member/ext/xw-summary').path, handler: xwSummary },
  ],
};
