// The member dialog's roles, enterprise-messaging contact, tags and agreements (with 合成协议), with
// their demo data. Every call answers only for a member the employee may see.
import { callOf } from '../../calls.ts';
import { maskMobile, maskName } from '../../kit/mask.ts';
import { bizError, type Ctx } from '../../context.ts';
import type { Resource } from '../../kit/resource.ts';
import { formatStamp, formatTime } from '../../util.ts';
import { fileId } from './member-files.ts';
import { signedUri } from '../../file-host.ts';
import { member } from './member-detail.ts';
import { DAY } from '../../kit/time.ts';

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
  page: callOf('POST /admin/member/role/page'),
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
      path: callOf('POST /admin/member/wx-work-info').path,
      handler: (ctx) => {
        const m = member(ctx);
        const row = ctx.app.db
          .prepare(`SELECT member_id AS memberId, user_id AS userId, union_id AS unionId, name, state, remark, description,
            remark_mobiles AS remarkMobiles, oper_user_id AS operUserId, tag_list AS tagList, create_time AS createTime
            FROM member_wx_work WHERE member_id = ?`)
          .get(m.member_id) as Record<string, unknown> | undefined;
        // The name is the member's own: masked like every name the console shows.
        return row ? { ...row, name: maskName(String(row.name)), avatar: signedUri(ctx, fileId('avatar', m.member_id)) } : {};
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
  page: callOf('POST /admin/member/tag/page'),
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
  page: callOf('POST /admin/member/agreement/page'),
  requires: ['memberId'],
  from: 'member_agreement',
  select: 'file_id AS fileId, member_id AS memberId, file_name AS fileName, crt_time AS crtTime',
  orderBy: 'crt_time DESC, file_id DESC',
  scope: 'org_path',
  filters: { memberId: { eq: 'member_id', upper: true } },
  routes: [
    { method: 'POST', path: callOf('POST /admin/member/agreement/synthesize').path, handler: (ctx) => synthesize(ctx, false) },
    { method: 'POST', path: callOf('POST /admin/member/agreement/synthesize/df').path, handler: (ctx) => synthesize(ctx, true) },
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
