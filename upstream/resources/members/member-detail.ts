// The member dialog's calls (lib/dialogs/member.ts): basic info with its extension pages, the reveal
// of one plaintext field per click, edits of the editable fields, bank cards, authentication info
// with its records, roles, the enterprise-messaging contact, tags, agreements and the member's files.
// Every call answers only for a member the employee may see (an ORG employee: its subtree).
import { maskCard, maskIdNumber, maskMobile, maskName } from '../../../lib/format/mask.ts';
import { memberCalls } from '../../../lib/dialogs/member.ts';
import { bizError, type Ctx, FileReply } from '../../context.ts';
import { findRecord, type Resource } from '../../resource.ts';
import { cardNumber, type Rng } from '../../rng.ts';
import { BANKS, CARD_BIN_TABLE } from '../../seed-geo.ts';
import { formatStamp, formatTime, str } from '../../util.ts';
import { fileId, fileUri, mp4, pdf, png } from './member-files.ts';

const DAY = 86_400_000;

export const memberBasics: Resource = {
  name: 'member-basics',
  key: 'memberId',
  keyColumn: 'm.member_id',
  from: 'member m',
  select: `m.member_id AS memberId, m.cust_member_id AS custMemberId, m.product_code AS productCode, m.status AS status,
    m.mask_real_name AS safeRealName, m.mask_mobile AS safeMobile, m.biz_lvl AS bizLvl, m.intrdc_member_id AS intrdcMemberId,
    m.login_ip AS loginIp, m.login_address AS loginAddress, m.login_time AS loginTime, m.reg_source_type AS regSourceType,
    m.crt_time AS crtTime, CASE m.member_type WHEN 101020 THEN '机构管理员' ELSE '商户' END AS roleName`,
  orderBy: 'm.member_id',
  scope: 'm.org_path',
  routes: [
    { method: 'POST', path: memberCalls.basicInfo.path, handler: basicInfo },
    { method: 'POST', path: memberCalls.realInfo.path, handler: reveal },
    { method: 'POST', path: memberCalls.updateInfo.path, handler: update },
    { method: 'GET', path: memberCalls.file.path, handler: file },
  ],
};

/** The member row itself, with plaintext, when the employee may see the member (else 记录不存在). */
export function member(ctx: Ctx, id: unknown = ctx.body.memberId): Record<string, string> {
  const memberId = str(id)?.toUpperCase() ?? '';
  if (!memberId) throw bizError('请输入会员编号', 'E4200');
  findRecord(memberBasics, ctx, memberId);
  return ctx.app.db.prepare('SELECT * FROM member WHERE member_id = ?').get(memberId) as Record<string, string>;
}

/** Basic info plus extendPages (spec 02 §3): the extension tabs this member has, by kind. */
function basicInfo(ctx: Ctx) {
  const m = member(ctx);
  const row = findRecord(memberBasics, ctx, m.member_id);
  const { db } = ctx.app;
  const pages: Array<{ title: string; url: string; remark: string }> = [];
  if (db.prepare('SELECT 1 FROM member_activity WHERE member_id = ? LIMIT 1').get(m.member_id))
    pages.push({ title: '参与活动', url: memberCalls.extList.path, remark: 'list' });
  if (Number(m.member_type) === 101010) pages.push({ title: '政策包', url: memberCalls.extPage.path, remark: 'page' });
  if (db.prepare("SELECT 1 FROM sub_merchant WHERE member_id = ? AND kind = 'xw'").get(m.member_id))
    pages.push({ title: '小微商户概况', url: memberCalls.extObject.path, remark: 'object' });
  return { ...row, extendPages: pages };
}

/** Spec 02 §6: the ID number is neither shown nor changed under product mcf. */
function refuseMcfIdc(ctx: Ctx) {
  if (ctx.emp?.productCode.toLowerCase() === 'mcf') throw bizError('当前产品不支持查看或修改身份证号', 'E4206');
}

/** One plaintext field per call (spec 02 §7 reveal): realName, rawMobile, rawIdcNum, or rawCardNo of a card. */
function reveal(ctx: Ctx) {
  const m = member(ctx);
  switch (ctx.body.field) {
    case 'realName':
      return { realName: m.real_name };
    case 'rawMobile':
      return { rawMobile: m.mobile };
    case 'rawIdcNum':
      refuseMcfIdc(ctx);
      return { rawIdcNum: m.idc_num };
    case 'rawCardNo': {
      const card = ctx.app.db
        .prepare('SELECT card_no FROM bank_card WHERE bankcard_id = ? AND member_id = ?')
        .get(str(ctx.body.bankcardId), m.member_id) as { card_no: string } | undefined;
      if (!card) throw bizError('银行卡不存在', 'E4201');
      return { rawCardNo: card.card_no };
    }
    default:
      throw bizError('不支持查看该字段', 'E4202');
  }
}

const name = (v: string): Array<[string, string, string]> => [
  ['member', 'real_name', v],
  ['member', 'mask_real_name', maskName(v)],
];

/** Editable fields (spec 02 §5): the table, column and value each writes; refusals in Chinese. */
const EDITABLE: Record<string, (v: string, ctx: Ctx) => Array<[string, string, string]>> = {
  realName: name,
  authRealName: name,
  bindMobile: (v) => {
    if (!/^1\d{10}$/.test(v)) throw bizError('请输入合法手机号', 'E4203');
    return [
      ['member', 'mobile', v],
      ['member', 'mask_mobile', maskMobile(v)],
    ];
  },
  idcNum: (v, ctx) => {
    refuseMcfIdc(ctx);
    const idc = v.toUpperCase();
    if (!/^\d{17}[\dX]$/.test(idc)) throw bizError('请输入18位身份证号', 'E4207');
    return [
      ['member', 'idc_num', idc],
      ['member', 'mask_idc_num', maskIdNumber(idc)],
    ];
  },
  idcValidEnd: (v) => {
    if (v !== '长期' && !/^\d{4}-\d{2}-\d{2}$/.test(v)) throw bizError('证件有效期格式为yyyy-MM-dd或长期', 'E4208');
    return [['member_auth', 'idc_valid_end', v]];
  },
};

/** Edits one field (spec 02 §5); the value must not be blank. */
function update(ctx: Ctx) {
  const m = member(ctx);
  const field = Object.keys(EDITABLE).find((k) => Object.hasOwn(ctx.body, k));
  if (!field) throw bizError('不支持修改该字段', 'E4204');
  const value = str(ctx.body[field]);
  if (!value) throw bizError('修改内容不能为空', 'E4205');
  const writes = EDITABLE[field](value, ctx);
  const now = formatTime(Date.now());
  for (const table of new Set(writes.map(([t]) => t))) {
    const cols = writes.filter(([t]) => t === table);
    if (table === 'member_auth')
      ctx.app.db.prepare('INSERT OR IGNORE INTO member_auth (member_id, org_path) VALUES (?, ?)').run(m.member_id, m.org_path);
    const stamp = table === 'member' ? ', upt_time = ?' : '';
    ctx.app.db
      .prepare(`UPDATE ${table} SET ${cols.map(([, c]) => `${c} = ?`).join(', ')}${stamp} WHERE member_id = ?`)
      .run(...cols.map(([, , v]) => v), ...(stamp ? [now] : []), m.member_id);
  }
  return null;
}

/** GET /admin/member/file?fileId=: a member's picture, video or agreement, for a member the employee may see. */
function file(ctx: Ctx) {
  const id = ctx.query.get('fileId') ?? str(ctx.body.fileId) ?? '';
  const img = /^IMG-([A-Za-z]+)-([0-9A-F]{4,16})$/.exec(id);
  if (img) {
    const m = member(ctx, img[2]);
    if (img[1] === 'video')
      return new FileReply({ contentType: 'video/mp4', body: mp4(m.member_id), fileName: `活体视频_${m.member_id}.mp4` });
    return new FileReply({ contentType: 'image/png', body: png(img[1]), fileName: `${img[1]}_${m.member_id}.png` });
  }
  const row = ctx.app.db.prepare('SELECT member_id, file_name, crt_time FROM member_agreement WHERE file_id = ?').get(id) as
    | { member_id: string; file_name: string; crt_time: string }
    | undefined;
  if (!row) throw bizError('文件不存在', 'E2001');
  const m = member(ctx, row.member_id);
  const body = pdf([
    'Merchant Service Agreement',
    `Agreement No.: ${id}`,
    `Member ID: ${m.member_id}   Customer No.: ${m.cust_member_id}`,
    `Product: ${m.product_code}   Signed at: ${row.crt_time}`,
    'The merchant accepts the payment acquiring service terms of the platform,',
    'including settlement, fees, risk control and personal information protection.',
  ]);
  return new FileReply({ contentType: 'application/pdf', body, fileName: row.file_name });
}

export const bankCards: Resource = {
  name: 'bank-cards',
  schema: `CREATE TABLE IF NOT EXISTS bank_card (
    bankcard_id TEXT PRIMARY KEY,
    member_id TEXT NOT NULL,
    org_path TEXT NOT NULL,
    dft_status INTEGER NOT NULL,
    card_host_name TEXT NOT NULL,
    card_no TEXT NOT NULL,
    mask_card_no TEXT NOT NULL,
    bank_name TEXT NOT NULL,
    bank_branch_name TEXT,
    bank_card_type INTEGER NOT NULL,
    cust_biz_type INTEGER NOT NULL,
    cust_biz_tag TEXT,
    status INTEGER NOT NULL,
    crt_time TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS bank_card_member ON bank_card(member_id);`,
  // One to three cards per member: the first is the default settlement card.
  seed: ({ db, rng, members, base }) => {
    const insert = db.prepare(`INSERT INTO bank_card VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const banks = new Map(BANKS.map((b) => [b[0], b[1]]));
    let n = 0;
    for (const m of members) {
      for (let i = 0, cards = rng.int(1, 3); i < cards; i++) {
        const [bin, bankCode, type] = rng.pick(CARD_BIN_TABLE);
        const no = cardNumber(rng, bin);
        const credit = type === 2;
        insert.run(
          `BC${String(++n).padStart(8, '0')}`,
          m.id,
          m.org.path,
          i === 0 ? 0 : 1,
          maskName(m.name),
          no,
          maskCard(no),
          banks.get(bankCode) ?? bankCode,
          `${banks.get(bankCode) ?? ''}营业部`,
          credit ? 100604 : 100602,
          i === 0 ? 102001 : credit ? 102003 : 102005,
          rng.chance(0.4) ? 'QUICK_SIGNING_OPEN' : null,
          rng.chance(0.92) ? 1 : 0,
          formatTime(base - rng.int(1, 700) * DAY),
        );
      }
    }
  },
  page: memberCalls.bankCards,
  requires: ['memberId'],
  from: 'bank_card',
  select: `bankcard_id AS bankcardId, dft_status AS dftStatus, card_host_name AS cardHostName, mask_card_no AS maskCardNo,
    bank_name AS bankName, bank_branch_name AS bankBranchName, bank_card_type AS bankCardType, cust_biz_type AS custBizType,
    cust_biz_tag AS custBizTag, status, crt_time AS crtTime`,
  orderBy: 'dft_status, crt_time DESC',
  scope: 'org_path',
  filters: { memberId: { eq: 'member_id', upper: true } },
};

// ---- authentication info and certification records (tabs 2, 99, 10's sub-tabs) ----

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
    { method: 'POST', path: memberCalls.authInfo.path, handler: authInfo },
    {
      method: 'POST',
      path: memberCalls.certList.path,
      handler: (ctx) => {
        const m = member(ctx);
        return { certList: records(ctx, m.member_id, 101210), bankList: records(ctx, m.member_id, 101220) };
      },
    },
    {
      method: 'POST',
      path: memberCalls.authRecords.path,
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
  const img = (kind: string) => (verified ? fileUri(fileId(kind, m.member_id)) : null);
  return {
    authStatus: Number(m.auth_status),
    crtTime: a.auth_time ?? null,
    maskRealName: m.mask_real_name,
    maskIdcNum: m.mask_idc_num,
    idcValidEnd: a.idc_valid_end ?? null,
    frontImg: img('front'),
    reverseImg: img('reverse'),
    holdImg: Number(a.has_video) ? fileUri(fileId('video', m.member_id)) : null,
    maskCardNo: card?.mask_card_no ?? null,
    bankcardId: a.super_bankcard_id ?? null,
    superCrtTime: a.super_crt_time ?? null,
    fileModels: a.file_models ?? null,
    authHis: records(ctx, m.member_id, 101210),
  };
}

// ---- roles, enterprise messaging, tags, agreements ----

const ROLES: Record<string, readonly [string, string]> = {
  MERCHANT: ['R1001', '商户'],
  PROMOTER: ['R1002', '推广员'],
  ORG: ['R2001', '机构管理员'],
};

export const memberRoles: Resource = {
  name: 'member-roles',
  schema: `CREATE TABLE IF NOT EXISTS member_role (
    member_id TEXT NOT NULL,
    org_path TEXT NOT NULL,
    role_code TEXT NOT NULL,
    role_name TEXT NOT NULL,
    role_type TEXT NOT NULL,
    PRIMARY KEY (member_id, role_code)
  );`,
  seed: ({ db, rng }) => {
    const insert = db.prepare('INSERT INTO member_role VALUES (?, ?, ?, ?, ?)');
    for (const m of db.prepare('SELECT member_id, org_path, member_type FROM member').all() as Array<Record<string, string>>) {
      const types = Number(m.member_type) === 101020 ? ['ORG'] : rng.chance(0.15) ? ['MERCHANT', 'PROMOTER'] : ['MERCHANT'];
      for (const t of types) insert.run(m.member_id, m.org_path, ROLES[t][0], ROLES[t][1], t);
    }
  },
  page: memberCalls.roles,
  requires: ['memberId'],
  from: 'member_role',
  select: 'role_code AS roleCode, role_name AS roleName, role_type AS roleType',
  orderBy: 'role_code',
  scope: 'org_path',
  filters: { memberId: { eq: 'member_id', upper: true } },
};

const WX_TAGS = ['意向客户', '已开通', '高频交易', '需回访', '老客户'];

export const memberWxWork: Resource = {
  name: 'member-wx-work',
  schema: `CREATE TABLE IF NOT EXISTS member_wx_work (
    member_id TEXT PRIMARY KEY,
    org_path TEXT NOT NULL,
    user_id TEXT NOT NULL,
    union_id TEXT NOT NULL,
    name TEXT NOT NULL,
    state INTEGER NOT NULL,
    remark TEXT,
    description TEXT,
    remark_mobiles TEXT,
    oper_user_id TEXT,
    tag_list TEXT,
    create_time TEXT NOT NULL
  );`,
  // About a third of the merchants were added as enterprise-messaging contacts by their agent's staff.
  seed: ({ db, rng, members, base }) => {
    const insert = db.prepare('INSERT INTO member_wx_work VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
    for (const m of members) {
      if (!m.psam || !rng.chance(0.35)) continue;
      insert.run(
        m.id,
        m.org.path,
        `wm${rng.hex(20).toLowerCase()}`,
        `o${rng.hex(27)}`,
        m.name,
        rng.weighted([
          [1, 8],
          [0, 1],
          [2, 1],
        ] as const),
        `${maskName(m.name)}-${m.org.code}`,
        rng.pick(['门店老板', '夫妻店', '连锁门店店长', '个体商户']),
        maskMobile(m.mobile),
        `kf${rng.int(1000, 9999)}`,
        WX_TAGS.filter(() => rng.chance(0.4)).join(',') || WX_TAGS[0],
        formatTime(base - rng.int(1, 400) * DAY),
      );
    }
  },
  from: 'member_wx_work',
  select: 'member_id AS memberId',
  orderBy: 'member_id',
  routes: [
    {
      method: 'POST',
      path: memberCalls.wxWork.path,
      handler: (ctx) => {
        const m = member(ctx);
        const row = ctx.app.db
          .prepare(`SELECT member_id AS memberId, user_id AS userId, union_id AS unionId, name, state, remark, description,
            remark_mobiles AS remarkMobiles, oper_user_id AS operUserId, tag_list AS tagList, create_time AS createTime
            FROM member_wx_work WHERE member_id = ?`)
          .get(m.member_id) as Record<string, unknown> | undefined;
        // The name is the member's own: masked like every name the console shows.
        return row ? { ...row, name: maskName(String(row.name)), avatar: fileUri(fileId('avatar', m.member_id)) } : {};
      },
    },
  ],
};

export const memberTags: Resource = {
  name: 'member-tags',
  schema: `CREATE TABLE IF NOT EXISTS member_tag (
    member_id TEXT NOT NULL,
    tag_id INTEGER NOT NULL,
    org_path TEXT NOT NULL,
    crt_time TEXT NOT NULL,
    PRIMARY KEY (member_id, tag_id)
  );
  CREATE INDEX IF NOT EXISTS member_tag_tag ON member_tag(tag_id);
  CREATE TABLE IF NOT EXISTS member_tag_log (
    log_id INTEGER PRIMARY KEY,
    member_id TEXT NOT NULL,
    org_path TEXT NOT NULL,
    tag_id INTEGER NOT NULL,
    action TEXT NOT NULL,
    source TEXT NOT NULL,
    operator TEXT NOT NULL,
    crt_time TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS member_tag_log_time ON member_tag_log(crt_time);`,
  // Four in ten members carry one to three tags of the member and ID-auth groups; every binding is
  // logged, and some earlier bindings were removed again.
  seed: ({ db, rng, members, base }) => {
    const tags = db
      .prepare("SELECT tag_id, tag_code FROM tag WHERE cust_group IN ('MEMBER_MERCHANT_GROUP', 'ID_AUTH_GROUP') ORDER BY tag_id")
      .all() as Array<{ tag_id: number; tag_code: string }>;
    const bind = db.prepare('INSERT OR IGNORE INTO member_tag VALUES (?, ?, ?, ?)');
    const log = db.prepare(
      'INSERT INTO member_tag_log (member_id, org_path, tag_id, action, source, operator, crt_time) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    for (const m of members) {
      if (!rng.chance(0.4)) continue;
      for (let k = rng.int(1, 3); k > 0; k--) {
        const t = rng.pick(tags);
        const at = base - rng.int(1, 300) * DAY - rng.int(0, DAY);
        const source = rng.weighted([
          ['MANUAL', 3],
          ['FILTER_BIND', 2],
          ['SYSTEM', 5],
        ] as const);
        const who = source === 'SYSTEM' ? '系统' : rng.pick(['admin', 'operator', 'agent']);
        if (rng.chance(0.15)) {
          log.run(m.id, m.org.path, t.tag_id, 'BIND', source, who, formatTime(at - 20 * DAY));
          log.run(m.id, m.org.path, t.tag_id, 'UNBIND', 'MANUAL', 'operator', formatTime(at - 5 * DAY));
          continue;
        }
        if (bind.run(m.id, t.tag_id, m.org.path, formatTime(at)).changes)
          log.run(m.id, m.org.path, t.tag_id, 'BIND', source, who, formatTime(at));
      }
    }
  },
  page: memberCalls.tags,
  requires: ['memberId'],
  from: 'member_tag mt JOIN tag t ON t.tag_id = mt.tag_id',
  select: `mt.tag_id AS tagId, t.cust_group AS custGroup, t.tag_code AS tagCode, t.tag_name AS tagName, t.tag_sub_type AS tagSubType,
    CASE t.cust_group WHEN 'MEMBER_MERCHANT_GROUP' THEN '会员商户组' WHEN 'ORDER_BASIC_GROUP' THEN '订单基础组' WHEN 'ID_AUTH_GROUP' THEN '身份认证组'
      ELSE t.cust_group END AS custGroupName, mt.crt_time AS crtTime`,
  orderBy: 'mt.crt_time DESC',
  scope: 'mt.org_path',
  filters: { memberId: { eq: 'mt.member_id', upper: true } },
};

const AGREEMENTS = ['商户服务协议', '隐私政策', '电子签名授权书', '结算账户授权书'];

export const memberAgreements: Resource = {
  name: 'member-agreements',
  schema: `CREATE TABLE IF NOT EXISTS member_agreement (
    file_id TEXT PRIMARY KEY,
    member_id TEXT NOT NULL,
    org_path TEXT NOT NULL,
    file_name TEXT NOT NULL,
    crt_time TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS member_agreement_member ON member_agreement(member_id);`,
  // Each merchant signed the service agreement, some also the privacy policy or an authorisation.
  seed: ({ db, rng, members, base }) => {
    const insert = db.prepare('INSERT INTO member_agreement VALUES (?, ?, ?, ?, ?)');
    let n = 0;
    for (const m of members) {
      if (!m.psam && !rng.chance(0.3)) continue;
      const signed = base - rng.int(30, 600) * DAY;
      for (const [k, title] of AGREEMENTS.entries()) {
        if (k > 0 && !rng.chance(0.25)) continue;
        insert.run(`AG${String(++n).padStart(10, '0')}`, m.id, m.org.path, `${title}_${m.id}.pdf`, formatTime(signed + k * 60_000));
      }
    }
  },
  page: memberCalls.agreements,
  requires: ['memberId'],
  from: 'member_agreement',
  select: 'file_id AS fileId, member_id AS memberId, file_name AS fileName, crt_time AS crtTime',
  orderBy: 'crt_time DESC, file_id DESC',
  scope: 'org_path',
  filters: { memberId: { eq: 'member_id', upper: true } },
  routes: [
    { method: 'POST', path: memberCalls.synthesize.path, handler: (ctx) => synthesize(ctx, false) },
    { method: 'POST', path: memberCalls.synthesizeDfLys.path, handler: (ctx) => synthesize(ctx, true) },
  ],
};

/**
 * 合成协议: builds the member's service agreement again from its current data (a new file). The
 * df and lys products have their own endpoint; each product is refused on the other's.
 */
function synthesize(ctx: Ctx, dfLys: boolean) {
  const product = ctx.emp?.productCode.toLowerCase() ?? '';
  if (dfLys !== (product === 'df' || product === 'lys')) throw bizError('当前产品请使用对应的协议合成接口', 'E4211');
  const m = member(ctx);
  if (Number(m.member_type) !== 101010) throw bizError('仅商户可合成协议', 'E4212');
  const now = Date.now();
  const fileIdNew = `AG${formatStamp(now)}${m.member_id.slice(-4)}`;
  ctx.app.db
    .prepare('INSERT OR REPLACE INTO member_agreement VALUES (?, ?, ?, ?, ?)')
    .run(fileIdNew, m.member_id, m.org_path, `商户服务协议（合成）_${m.member_id}.pdf`, formatTime(now));
  return { fileId: fileIdNew };
}
