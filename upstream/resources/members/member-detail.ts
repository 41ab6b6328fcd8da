// The member dialog's calls (lib/dialogs/member.ts): basic info with its extension pages, the reveal
// of one plaintext field per click, edits of the editable fields, bank cards and the member's files.
// Authentication info is in member-auth.ts; roles, messaging, tags and agreements in member-social.ts.
// Every call answers only for a member the employee may see (an ORG employee: its subtree).
import { callOf } from '../../calls.ts';
import { maskCard, maskIdNumber, maskMobile, maskName } from '../../kit/mask.ts';
import { bizError, type Ctx } from '../../context.ts';
import { findRecord, type Resource } from '../../kit/resource.ts';
import { cardNumber } from '../../rng.ts';
import { BANKS, CARD_BIN_TABLE } from '../../seed-geo.ts';
import { orgScope } from '../../scope.ts';
import { formatTime, str } from '../../util.ts';
import { DAY } from '../../kit/time.ts';

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
    { method: 'POST', path: callOf('POST /admin/member/basic-info').path, handler: basicInfo },
    { method: 'POST', path: callOf('POST /admin/member/real-info').path, handler: reveal },
    { method: 'POST', path: callOf('POST /admin/member/upt-info').path, handler: update },
    { method: 'POST', path: callOf('POST /admin/member/select-org').path, handler: selectOrg },
  ],
};

/**
 * Spec 02 §7 select organisation for member {memberId, orgCode}: the member moves under that
 * organisation, one the employee may see; none chosen is refused as spec 02 §5 says.
 */
function selectOrg(ctx: Ctx) {
  const m = member(ctx);
  const code = str(ctx.body.orgCode)?.toUpperCase();
  if (!code) throw bizError('至少选择一行', 'E4210');
  const { db } = ctx.app;
  const org = db.prepare('SELECT org_code, top_code, path FROM org WHERE org_code = ?').get(code) as
    | { org_code: string; top_code: string; path: string }
    | undefined;
  const scope = orgScope(db, ctx.emp);
  if (!org || (scope && !org.path.startsWith(scope))) throw bizError('机构不存在', 'E4211');
  db.prepare('UPDATE member SET org_code = ?, top_org_code = ?, org_path = ?, upt_time = ? WHERE member_id = ?').run(
    org.org_code,
    org.top_code,
    org.path,
    formatTime(Date.now()),
    m.member_id,
  );
  return null;
}

/** The member row itself, with plaintext, when the employee may see the member (else 记录不存在). */
export function member(ctx: Ctx, id: unknown = ctx.body.memberId): Record<string, string> {
  const memberId = str(id)?.toUpperCase() ?? '';
  if (!memberId) throw bizError('请输入会员编号', 'E4200');
  findRecord(memberBasics, ctx, memberId);
  return ctx.app.db.prepare('SELECT * FROM member WHERE member_id = ?').get(memberId) as Record<string, string>;
}

/** The extension pages this upstream serves (contract/areas.ts `ext`): the urls extendPages name. */
const EXT_LIST = callOf('POST /admin/member/ext/activity-list').path;
const EXT_PAGE = callOf('POST /admin/member/ext/policy-page').path;
const EXT_OBJECT = callOf('POST /admin/member/ext/xw-summary').path;

/**
 * Basic info plus extendPages (spec 02 §2, §3: title, url, remark): the extension tabs this member
 * has. The remark names the kind for the activity list and describes the others (their kind then
 * follows the answer's shape): both readings occur.
 */
function basicInfo(ctx: Ctx) {
  const m = member(ctx);
  const row = findRecord(memberBasics, ctx, m.member_id);
  const { db } = ctx.app;
  const pages: Array<{ title: string; url: string; remark: string }> = [];
  if (db.prepare('SELECT 1 FROM member_activity WHERE member_id = ? LIMIT 1').get(m.member_id))
    pages.push({ title: '参与活动', url: EXT_LIST, remark: 'list' });
  if (Number(m.member_type) === 101010) pages.push({ title: '政策包', url: EXT_PAGE, remark: '本产品可用的政策包，可按名称和状态查询' });
  if (db.prepare("SELECT 1 FROM sub_merchant WHERE member_id = ? AND kind = 'xw'").get(m.member_id))
    pages.push({ title: '小微商户概况', url: EXT_OBJECT, remark: '小微商户进件及支付宝、微信开通情况' });
  // Spec 02 §3 gives the registration source as regSourceType or registerSource: every other
  // member answers the second reading, so the console is held to both.
  const { regSourceType, ...rest } = row as Record<string, unknown>;
  const source = parseInt(String(m.member_id).slice(-1), 16) % 2 ? { registerSource: regSourceType } : { regSourceType };
  // 02 §3 line 62: basic info carries the plaintext name and mobile beside the masked ones.
  return { ...rest, ...source, realName: m.real_name, rawMobile: m.mobile, extendPages: pages };
}

/** Spec 02 §6: the ID number is neither shown nor changed under product mcf. */
function refuseMcfIdc(ctx: Ctx) {
  if (ctx.emp?.productCode.toLowerCase() === 'mcf') throw bizError('当前产品不支持查看或修改身份证号', 'E4206');
}

/**
 * Spec 02 §7 reveal {memberId, bankcardId?}: one answer with every plaintext (realName, rawMobile,
 * rawCardNo, rawIdcNum, rawLoginId: a member signs in with its mobile). rawCardNo is the card named,
 * else the one the auth info shows masked (02 §3 Auth info maskCardNo, the advanced certification's
 * card), else the default card. Under mcf the ID number is not given (spec 02 §6).
 */
function reveal(ctx: Ctx) {
  const m = member(ctx);
  const bankcardId = str(ctx.body.bankcardId);
  const card = ctx.app.db
    .prepare(
      bankcardId
        ? 'SELECT card_no FROM bank_card WHERE bankcard_id = ? AND member_id = ?'
        : `SELECT card_no FROM bank_card c WHERE member_id = ? ORDER BY
            c.bankcard_id = (SELECT super_bankcard_id FROM member_auth a WHERE a.member_id = c.member_id) DESC, dft_status, bankcard_id LIMIT 1`,
    )
    .get(...(bankcardId ? [bankcardId, m.member_id] : [m.member_id])) as { card_no: string } | undefined;
  if (bankcardId && !card) throw bizError('银行卡不存在', 'E4201');
  const mcf = ctx.emp?.productCode.toLowerCase() === 'mcf';
  return {
    realName: m.real_name,
    rawMobile: m.mobile,
    rawCardNo: card?.card_no ?? null,
    rawIdcNum: mcf ? null : m.idc_num,
    rawLoginId: m.mobile,
  };
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
  page: callOf('POST /admin/member/bank-card/page'),
  requires: ['memberId'],
  from: 'bank_card',
  select: `bankcard_id AS bankcardId, dft_status AS dftStatus, card_host_name AS cardHostName, mask_card_no AS maskCardNo,
    bank_name AS bankName, bank_branch_name AS bankBranchName, bank_card_type AS bankCardType, cust_biz_type AS custBizType,
    cust_biz_tag AS custBizTag, status, crt_time AS crtTime`,
  orderBy: 'dft_status, crt_time DESC',
  scope: 'org_path',
  filters: { memberId: { eq: 'member_id', upper: true } },
};
