// The member dialog's authentication info and certification records (tabs 2, 99, 10's sub-tabs),
// with their demo data. Every call answers only for a member the employee may see.
import { callOf } from '../../calls.ts';
import { maskCard } from '../../kit/mask.ts';
import { bizError, type Ctx } from '../../context.ts';
import type { Resource } from '../../kit/resource.ts';
import type { Rng } from '../../rng.ts';
import { formatStamp, formatTime, str } from '../../util.ts';
import { fileId } from './member-files.ts';
import { member } from './member-detail.ts';
import { DAY } from '../../kit/time.ts';

const AUTH_CHANNELS = [
  ['cx', '创新'],
  ['sd', '杉德'],
  ['hh', '黑核'],
  ['flm', '富临门'],
] as const;
const CNL_MESSAGES: Record<number, readonly string[]> = {
  0: ['认证受理中'],
  20: ['认证一致', '验证通过'],
  40: ['姓名与身份证号不一致', '银行卡状态异常', '预留手机号不一致', '活体检测未通过'],
};

/** Status of a record: a re-run element check (auth_record) overrides the seeded one. */
const RECORD_SELECT = `COALESCE(c.auth_id, '') AS authId, c.record_id AS recordId, c.auth_type AS authType, c.auth_cnl AS authCnl,
  c.cnl_code AS cnlCode, COALESCE(CASE a.result WHEN 'success' THEN 20 WHEN 'fail' THEN 40 END, c.auth_status) AS authStatus,
  COALESCE(a.message, c.cnl_msg) AS cnlMsg, c.remark, c.upt_member_id AS uptMemberId, c.mask_card_no AS maskCardNo,
  c.bank_name AS bankName, COALESCE(a.upt_time, c.crt_time) AS crtTime`;

function records(ctx: Ctx, memberId: string, authType: number) {
  return ctx.app.db
    .prepare(`SELECT ${RECORD_SELECT} FROM member_cert c LEFT JOIN auth_record a ON a.auth_id = c.auth_id
      WHERE c.member_id = ? AND c.auth_type = ? ORDER BY c.crt_time DESC, c.record_id DESC`)
    .all(memberId, authType)
    .map((r) => ({ ...r, authId: (r as { authId: string }).authId || null }));
}

export const memberAuth: Resource = {
  name: 'member-auth',
  version: 1,
  schema: `CREATE TABLE IF NOT EXISTS member_auth (
    member_id TEXT PRIMARY KEY,
    org_path TEXT NOT NULL,
    auth_time TEXT,
    idc_valid_end TEXT,
    super_bankcard_id TEXT,
    super_crt_time TEXT,
    file_models TEXT,
    has_video INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE IF NOT EXISTS member_cert (
    record_id INTEGER PRIMARY KEY,
    auth_id TEXT,
    member_id TEXT NOT NULL,
    org_path TEXT NOT NULL,
    auth_type INTEGER NOT NULL,
    auth_cnl TEXT NOT NULL,
    cnl_code TEXT NOT NULL,
    auth_status INTEGER NOT NULL,
    cnl_msg TEXT,
    remark TEXT,
    upt_member_id TEXT,
    mask_card_no TEXT,
    bank_name TEXT,
    crt_time TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS member_cert_member ON member_cert(member_id, auth_type);`,
  seed: ({ db, rng, base }) => seedAuth(db, rng, base),
  from: 'member m',
  select: 'm.member_id AS memberId',
  orderBy: 'm.member_id',
  routes: [
    { method: 'POST', path: callOf('POST /admin/member/auth-info').path, handler: authInfo },
    {
      method: 'POST',
      path: callOf('POST /admin/member/cert-list').path,
      handler: (ctx) => {
        const m = member(ctx);
        return { certList: records(ctx, m.member_id, 101210), bankList: records(ctx, m.member_id, 101220) };
      },
    },
    {
      method: 'POST',
      path: callOf('POST /admin/member/auth-inf-list').path,
      handler: (ctx) => {
        const m = member(ctx);
        const type = Number(str(ctx.body.authType));
        if (![101210, 101220, 101230].includes(type)) throw bizError('认证类型不正确', 'E4210');
        return { authInfList: records(ctx, m.member_id, type) };
      },
    },
  ],
};

function seedAuth(db: import('../../db.ts').Db, rng: Rng, base: number): void {
  const members = db
    .prepare(`SELECT m.member_id, m.org_path, m.auth_status, m.member_type, m.crt_time, m.real_name, m.idc_num, m.mobile,
      b.bankcard_id AS card_id, b.card_no, b.bank_name
      FROM member m LEFT JOIN bank_card b ON b.member_id = m.member_id AND b.dft_status = 0 ORDER BY m.member_id`)
    .all() as Array<Record<string, string | number>>;
  const auth = db.prepare('INSERT INTO member_auth VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const cert = db.prepare(`INSERT INTO member_cert (auth_id, member_id, org_path, auth_type, auth_cnl, cnl_code, auth_status, cnl_msg,
    remark, upt_member_id, mask_card_no, bank_name, crt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const check = db.prepare(`INSERT INTO auth_record (auth_id, auth_type, prc_cnl_code, real_name, idc_num, card_no, mobile, result,
    message, emp_id, crt_time, upt_time) VALUES (?, 3, ?, ?, ?, ?, NULL, 'fail', ?, 'SYSTEM', ?, ?)`);
  let failedBank = 0;
  for (const [i, m] of members.entries()) {
    const id = String(m.member_id);
    const created = Date.parse(`${String(m.crt_time).replace(' ', 'T')}+08:00`);
    // Times after `base` (members created in its last days) move back before it, spread over an hour.
    const at = (ms: number) => formatTime(Math.min(base - 60_000 - (ms % 3_600_000), ms));
    const verified = Number(m.auth_status) === 1;
    const authAt = created + rng.int(1, 72) * 3600_000;
    const end = new Date(base + rng.int(200, 7000) * DAY).toISOString().slice(0, 10);
    const superCard = verified && rng.chance(0.6);
    auth.run(
      id,
      m.org_path,
      verified ? at(authAt) : null,
      verified ? (rng.chance(0.1) ? '长期' : end) : null,
      superCard ? m.card_id : null,
      superCard ? at(authAt + rng.int(1, 30) * DAY) : null,
      verified ? rng.pick(['身份证', '身份证,银行卡', '身份证,营业执照']) : null,
      verified && rng.chance(0.8) ? 1 : 0,
    );
    const channel = () => rng.pick(AUTH_CHANNELS);
    const status = (ok: boolean) =>
      ok
        ? 20
        : rng.weighted([
            [40, 3],
            [0, 1],
          ] as const);
    const msg = (s: number) => rng.pick(CNL_MESSAGES[s]);
    // Real-name liveness (101210): a failed try before success for some; the last one decides.
    const tries = verified ? (rng.chance(0.2) ? 2 : 1) : rng.chance(0.3) ? 1 : 0;
    for (let t = 0; t < tries; t++) {
      const [code, cnl] = channel();
      const s = status(verified && t === tries - 1);
      cert.run(
        `RA${formatStamp(authAt).slice(0, 8)}${String(i * 4 + t).padStart(7, '0')}`,
        id,
        m.org_path,
        101210,
        cnl,
        code,
        s,
        msg(s),
        null,
        id,
        null,
        null,
        at(authAt - (tries - t) * 600_000),
      );
    }
    if (Number(m.member_type) !== 101010) continue;
    // Merchant data (101230).
    {
      const [code, cnl] = channel();
      const s = verified
        ? rng.weighted([
            [20, 8],
            [0, 1],
            [40, 1],
          ] as const)
        : 0;
      cert.run(
        `RM${String(i).padStart(9, '0')}`,
        id,
        m.org_path,
        101230,
        cnl,
        code,
        s,
        msg(s),
        s === 40 ? '营业执照信息不清晰' : null,
        id,
        null,
        null,
        at(authAt + 3600_000),
      );
    }
    // Settlement card (101220): every fourth verified merchant has a failed one, with or without its authId.
    if (!m.card_no) continue;
    const failed = verified && i % 4 === 1;
    const [code, cnl] = channel();
    if (failed) {
      const withId = failedBank++ % 3 !== 2;
      const authId = withId ? `AU${formatStamp(authAt).slice(0, 8)}${String(i).padStart(8, '0')}` : null;
      const when = at(authAt + 2 * 3600_000);
      const why = rng.pick(['银行卡状态异常', '预留手机号不一致', '姓名与卡号不一致']);
      if (authId) check.run(authId, code, m.real_name, m.idc_num, m.card_no, `认证失败：${why}`, when, when);
      cert.run(
        authId,
        id,
        m.org_path,
        101220,
        cnl,
        code,
        40,
        why,
        withId ? null : '渠道未返回认证编号',
        id,
        maskCard(String(m.card_no)),
        m.bank_name,
        when,
      );
    } else {
      const s = verified ? 20 : 0;
      cert.run(
        `RB${String(i).padStart(9, '0')}`,
        id,
        m.org_path,
        101220,
        cnl,
        code,
        s,
        msg(s),
        null,
        id,
        maskCard(String(m.card_no)),
        m.bank_name,
        at(authAt + 2 * 3600_000),
      );
    }
  }
}

/** Tab 2: auth info (spec 02 §3), images and video as file URIs, authHis the real-name records. */
function authInfo(ctx: Ctx) {
  const m = member(ctx);
  const a = (ctx.app.db.prepare('SELECT * FROM member_auth WHERE member_id = ?').get(m.member_id) ?? {}) as Record<string, string | null>;
  const card = a.super_bankcard_id
    ? (ctx.app.db.prepare('SELECT mask_card_no FROM bank_card WHERE bankcard_id = ?').get(a.super_bankcard_id) as { mask_card_no: string })
    : null;
  const verified = Number(m.auth_status) === 1;
  const img = (kind: string) => (verified ? fileId(kind, m.member_id) : null);
  return {
    authStatus: Number(m.auth_status),
    crtTime: a.auth_time ?? null,
    maskRealName: m.mask_real_name,
    maskIdcNum: m.mask_idc_num,
    idcValidEnd: a.idc_valid_end ?? null,
    frontImg: img('front'),
    reverseImg: img('reverse'),
    holdImg: Number(a.has_video) ? fileId('video', m.member_id) : null,
    maskCardNo: card?.mask_card_no ?? null,
    superCrtTime: a.super_crt_time ?? null,
    fileModels: a.file_models ?? null,
    authHis: records(ctx, m.member_id, 101210),
  };
}
