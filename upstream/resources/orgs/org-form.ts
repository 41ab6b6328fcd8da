// The organisation form's calls over the database (spec 03 §3, §5, §7): detail, save (which creates
// the organisation, its administrator member and the admin login that can sign in), the three
// partial updates, the leader's default activity group, the settlement card with its images, the
// option values with their change log and the batch template items. Personal data leaves only
// masked; the admin password is hashed on arrival and never stored or answered in the clear.
import fs from 'node:fs';
import path from 'node:path';
import { orgCalls } from '../../../lib/calls/orgs.ts';
import { maskCard, maskIdNumber, maskMobile, maskName } from '../../../lib/format/mask.ts';
import { IMAGE_KEYS, IMAGE_TAGS, isEnterprise, optionRefusal, SETTLE_PERSONAL, SUBJECT_TYPES } from '../../../lib/orgs/rules.ts';
import { saveBody, uptActivityBody, uptCardBody, uptInfBody } from '../../../lib/orgs/schema.ts';
import { hashPasswordSync } from '../../auth.ts';
import { encodePng } from '../../captcha.ts';
import { bizError, type Ctx } from '../../context.ts';
import { type Db, inTransaction } from '../../db.ts';
import type { Resource } from '../../resource.ts';
import { idNumber, mobileNumber, personName, type Rng, cardNumber } from '../../rng.ts';
import { orgScope } from '../../scope.ts';
import { CARD_BIN_TABLE } from '../../seed-geo.ts';
import { DEMO_EMPLOYEES } from '../../seed-employees.ts';
import { DAY } from '../../seed-members.ts';
import { formatTime, str } from '../../util.ts';
import { forViewer, groupActivities, writable } from './activity-groups.ts';
import { holds } from './org-rights.ts';

export const ORG_FORM_SCHEMA = `
-- The settlement card of an organisation (spec 03 §3 orgCard); image columns hold upload file ids.
CREATE TABLE IF NOT EXISTS org_card (
  org_code TEXT PRIMARY KEY,
  settle_type INTEGER NOT NULL,
  subject_type INTEGER,
  card_host_name TEXT NOT NULL,
  idc_num TEXT NOT NULL,
  card_no TEXT NOT NULL,
  bank_code TEXT NOT NULL,
  bank_name TEXT NOT NULL,
  province_code TEXT NOT NULL,
  province TEXT NOT NULL,
  city_code TEXT NOT NULL,
  city TEXT NOT NULL,
  bank_branch_code TEXT NOT NULL,
  bank_branch_name TEXT NOT NULL,
  pre_mobile TEXT NOT NULL,
  license_no TEXT,
  residence_address TEXT,
  ${IMAGE_KEYS.map((k) => `${k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)} TEXT`).join(',\n  ')},
  upt_time TEXT NOT NULL
);
-- The extension info of spec 03 §2 tab 5 (orgInf's platform fields).
CREATE TABLE IF NOT EXISTS org_ext (
  org_code TEXT PRIMARY KEY,
  allow_ip_str TEXT,
  api_key TEXT,
  service_call TEXT,
  svc_domain TEXT
);
-- The activity groups an organisation holds; default_flag 1 is its withdrawal group.
CREATE TABLE IF NOT EXISTS org_group (
  org_code TEXT NOT NULL,
  activity_group_id INTEGER NOT NULL,
  default_flag INTEGER NOT NULL,
  sort INTEGER NOT NULL,
  PRIMARY KEY (org_code, activity_group_id)
);
CREATE INDEX IF NOT EXISTS org_group_group ON org_group(activity_group_id);
CREATE TABLE IF NOT EXISTS org_opt_value (
  org_code TEXT NOT NULL,
  activity_id INTEGER NOT NULL,
  tmplt_opt_id INTEGER NOT NULL,
  opt_value TEXT NOT NULL,
  PRIMARY KEY (org_code, activity_id, tmplt_opt_id)
);
CREATE TABLE IF NOT EXISTS org_opt_log (
  log_id INTEGER PRIMARY KEY,
  org_code TEXT NOT NULL,
  activity_id INTEGER NOT NULL,
  tmplt_opt_id INTEGER NOT NULL,
  orig_opt_value TEXT,
  opt_value TEXT NOT NULL,
  crt_time TEXT NOT NULL,
  crt_member_id TEXT
);
CREATE INDEX IF NOT EXISTS org_opt_log_org ON org_opt_log(org_code, activity_id);
CREATE TABLE IF NOT EXISTS org_tmpl_item (
  org_code TEXT NOT NULL,
  tmplt_opt_id INTEGER NOT NULL,
  opt_value TEXT NOT NULL,
  PRIMARY KEY (org_code, tmplt_opt_id)
);
-- Organisation audits (/OrgAudit): 1 onboarding, 2 settlement change, 3 policy change; status 10, 15, 20, 40.
CREATE TABLE IF NOT EXISTS org_audit (
  audit_id INTEGER PRIMARY KEY,
  org_code TEXT NOT NULL,
  audit_type INTEGER NOT NULL,
  audit_status INTEGER NOT NULL,
  submit_login_id TEXT,
  crt_time TEXT NOT NULL,
  audit_login_id TEXT,
  audit_time TEXT,
  audit_msg TEXT
);
`;

const col = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

interface OrgRow {
  org_code: string;
  org_name: string;
  org_level: number;
  org_type: number;
  parent_code: string | null;
  top_code: string;
  path: string;
  member_id: string | null;
  admin_login_id: string | null;
  product_code: string;
  status: number;
  tag_codes: string;
  crt_time: string;
}

/** The organisation with this code (or admin member id) the employee may see; another's reads as missing. */
export function scopedOrg(ctx: Ctx, key: { orgCode?: unknown; memberId?: unknown }): OrgRow {
  const { db } = ctx.app;
  const code = str(key.orgCode)?.toUpperCase();
  const member = str(key.memberId)?.toUpperCase();
  const row = (
    code
      ? db.prepare('SELECT * FROM org WHERE org_code = ?').get(code)
      : member
        ? db.prepare('SELECT * FROM org WHERE member_id = ?').get(member)
        : undefined
  ) as OrgRow | undefined;
  const scope = orgScope(db, ctx.emp);
  if (!row || (scope && !row.path.startsWith(scope))) throw bizError('记录不存在', 'E4004');
  return row;
}

// ---------- the answers ----------

function valuesOf(db: Db, orgCode: string): Map<string, string> {
  const rows = db.prepare('SELECT activity_id, tmplt_opt_id, opt_value FROM org_opt_value WHERE org_code = ?').all(orgCode) as Array<{
    activity_id: number;
    tmplt_opt_id: number;
    opt_value: string;
  }>;
  return new Map(rows.map((r) => [`${r.activity_id}:${r.tmplt_opt_id}`, r.opt_value]));
}

/** An organisation's groups with its own option values (withdrawal first); logs for PRODUCT viewers. */
function orgGroups(ctx: Ctx, orgCode: string) {
  const { db } = ctx.app;
  const values = valuesOf(db, orgCode);
  const groups = db
    .prepare(`SELECT g.activity_group_id AS activityGroupId, g.activity_group_name AS activityGroupName, g.remark AS remark,
      x.default_flag AS defaultFlag FROM org_group x JOIN activity_group g ON g.activity_group_id = x.activity_group_id
      WHERE x.org_code = ? ORDER BY x.default_flag DESC, x.sort`)
    .all(orgCode) as Array<{ activityGroupId: number; activityGroupName: string; defaultFlag: number }>;
  const logs =
    db.prepare(`SELECT l.tmplt_opt_id AS tmpltOptId, o.opt_name AS optName, l.orig_opt_value AS origOptValue, l.opt_value AS optValue,
    l.crt_time AS crtTime, l.crt_member_id AS crtMemberId FROM org_opt_log l JOIN org_tmplt_opt o ON o.tmplt_opt_id = l.tmplt_opt_id
    WHERE l.org_code = ? AND l.activity_id = ? AND o.opt_tag NOT LIKE '%HIDE%' ORDER BY l.log_id DESC`);
  const withLogs = ctx.emp?.roleType === 'PRODUCT';
  return groups.map((g) => {
    const acts = groupActivities(db, g.activityGroupId, (a, o) => values.get(`${a}:${o}`)).map((a) =>
      withLogs ? { ...a, instanceTmplt: { ...a.instanceTmplt, optLogs: logs.all(orgCode, Number(a.activityId)) } } : a,
    );
    return forViewer(ctx, { ...g, orgActivitys: acts });
  });
}

function fileModels(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return (
    db
      .prepare(
        `SELECT file_id AS fileId, file_name AS fileName, stored_path AS storedPath, cust_file_tag AS custFileTag, cust_file_group AS custFileGroup
        FROM upload_file WHERE file_id IN (${ids.map(() => '?').join(', ')})`,
      )
      .all(...ids) as Array<Record<string, string>>
  ).map(({ storedPath, ...f }) => ({ ...f, wanFullUri: `/file-download?path=${storedPath}` }));
}

/** Org detail (spec 03 §7): orgInf, orgCard (masked: maskIdcNum, maskCardNo, maskPreMobile), orgActivity, tmplItems. */
export function orgDetail(ctx: Ctx, org: OrgRow) {
  const { db } = ctx.app;
  const admin = org.member_id
    ? (db.prepare('SELECT real_name, mask_mobile FROM member WHERE member_id = ?').get(org.member_id) as
        | { real_name: string; mask_mobile: string }
        | undefined)
    : undefined;
  const parent = org.parent_code
    ? (db.prepare('SELECT org_name FROM org WHERE org_code = ?').get(org.parent_code) as { org_name: string })
    : null;
  const ext = db.prepare('SELECT * FROM org_ext WHERE org_code = ?').get(org.org_code) as Record<string, string | null> | undefined;
  const card = db.prepare('SELECT * FROM org_card WHERE org_code = ?').get(org.org_code) as
    | Record<string, string | number | null>
    | undefined;
  const orgInf = {
    orgCode: org.org_code,
    orgName: org.org_name,
    orgLevel: org.org_level,
    orgType: String(org.org_type),
    parentOrgCode: org.parent_code,
    parentOrgName: parent?.org_name ?? null,
    topOrgCode: org.top_code,
    productCode: org.product_code,
    memberId: org.member_id,
    adminMemberLoginId: org.admin_login_id,
    realName: admin?.real_name ?? '',
    maskBindMobile: admin?.mask_mobile ?? '',
    tagIds: org.tag_codes,
    status: org.status,
    crtTime: org.crt_time,
    allowIpStr: ext?.allow_ip_str ?? null,
    // The key is a secret: only its first characters are shown.
    apiKey: ext?.api_key ? `${ext.api_key.slice(0, 4)}${'*'.repeat(8)}` : null,
    serviceCall: ext?.service_call ?? null,
    svcDomain: ext?.svc_domain ?? null,
  };
  let orgCard: Record<string, unknown> | null = null;
  if (card) {
    const images = Object.fromEntries(IMAGE_KEYS.map((k) => [k, (card[col(k)] as string | null) ?? null]));
    orgCard = {
      settleType: String(card.settle_type),
      subjectType: card.subject_type === null ? null : String(card.subject_type),
      cardHostName: card.card_host_name,
      maskIdcNum: maskIdNumber(String(card.idc_num)),
      maskCardNo: maskCard(String(card.card_no)),
      maskPreMobile: maskMobile(String(card.pre_mobile)),
      bankCode: card.bank_code,
      bankName: card.bank_name,
      provinceCode: card.province_code,
      province: card.province,
      cityCode: card.city_code,
      city: card.city,
      bankBranchCode: card.bank_branch_code,
      bankBranchName: card.bank_branch_name,
      licenseNo: card.license_no,
      residenceAddress: card.residence_address,
      ...images,
      fileIds: Object.values(images).filter(Boolean),
      fileModels: fileModels(
        db,
        Object.values(images).filter((v): v is string => !!v),
      ),
    };
  }
  const tmplItems = db
    .prepare(`SELECT i.tmplt_opt_id AS tmpltOptId, o.opt_name AS optName, o.data_type AS dataType, i.opt_value AS optValue, o.remark AS remark
      FROM org_tmpl_item i JOIN org_tmplt_opt o ON o.tmplt_opt_id = i.tmplt_opt_id WHERE i.org_code = ? ORDER BY o.sort`)
    .all(org.org_code);
  return { orgInf, orgCard, orgActivity: orgGroups(ctx, org.org_code), tmplItems };
}

function detail(ctx: Ctx) {
  return orgDetail(ctx, scopedOrg(ctx, ctx.body));
}

/** The leader's default activity group by {memberId} (or orgCode): the withdrawal info of a new organisation. */
function withdrawalGroup(ctx: Ctx) {
  const org = scopedOrg(ctx, ctx.body);
  return orgGroups(ctx, org.org_code).find((g) => Number(g.defaultFlag) === 1) ?? null;
}

// ---------- writing ----------

/** The parsed body or the first message of the schema (the same one the console's gate checks). */
function parsed<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { message: string }[] } } },
  body: unknown,
): T {
  const r = schema.safeParse(body);
  if (!r.success) throw bizError(r.error.issues[0]?.message ?? '请求参数错误', 'E4401');
  return r.data;
}

function checkTags(db: Db, tagIds: string, parentCode: string | null): string {
  const tags = [
    ...new Set(
      tagIds
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
  const known = new Set(
    (db.prepare('SELECT type_value FROM dict WHERE type_id = 8070 AND seq > 0').all() as Array<{ type_value: string }>).map(
      (r) => r.type_value,
    ),
  );
  if (!tags.length || tags.some((t) => !known.has(t))) throw bizError('请选择支付通道', 'E4405');
  if (parentCode) {
    const parent = db.prepare('SELECT tag_codes FROM org WHERE org_code = ?').get(parentCode) as { tag_codes: string };
    const allowed = new Set(parent.tag_codes.split(','));
    if (tags.some((t) => !allowed.has(t))) throw bizError('支付通道须在上级机构的支付通道内', 'E4405');
  }
  return tags.join(',');
}

/** Spec 03 §6: StandardOrgInfManageSettleType limits an organisation's staff to personal settlement. */
function checkSettleType(ctx: Ctx, card: Record<string, unknown>) {
  if (ctx.emp?.roleType === 'ORG' && holds(ctx, 'StandardOrgInfManageSettleType') && String(card.settleType) !== SETTLE_PERSONAL) {
    throw bizError('仅支持个人结算', 'E4406');
  }
}

/** Images must be uploads the employee may use: its own, or within its scope. */
function checkImages(ctx: Ctx, card: Record<string, unknown>): string[] {
  const { db } = ctx.app;
  const scope = orgScope(db, ctx.emp);
  const ids: string[] = [];
  for (const k of IMAGE_KEYS) {
    const id = str(card[k]);
    if (!id) continue;
    const f = db.prepare('SELECT emp_id, org_path FROM upload_file WHERE file_id = ?').get(id) as
      | { emp_id: string; org_path: string | null }
      | undefined;
    const mine = f && f.emp_id === ctx.emp?.empId;
    if (!f || (!mine && scope && !(f.org_path ?? '').startsWith(scope))) throw bizError('图片不存在', 'E4407');
    ids.push(id);
  }
  return ids;
}

function writeCard(db: Db, orgCode: string, card: Record<string, unknown>, existing: Record<string, unknown> | undefined) {
  const keep = (k: string, column: string) => str(card[k]) ?? (existing?.[column] as string | undefined) ?? '';
  const enterprise = isEnterprise(card.settleType);
  const values: Record<string, string | number | null> = {
    settle_type: Number(card.settleType),
    subject_type:
      enterprise && SUBJECT_TYPES.includes(String(card.subjectType) as (typeof SUBJECT_TYPES)[number]) ? Number(card.subjectType) : null,
    card_host_name: str(card.cardHostName) ?? '',
    idc_num: keep('idcNum', 'idc_num').toUpperCase(),
    card_no: keep('cardNo', 'card_no'),
    bank_code: str(card.bankCode) ?? '',
    bank_name: str(card.bankName) ?? '',
    province_code: str(card.provinceCode) ?? '',
    province: str(card.province) ?? '',
    city_code: str(card.cityCode) ?? '',
    city: str(card.city) ?? '',
    bank_branch_code: str(card.bankBranchCode) ?? '',
    bank_branch_name: str(card.bankBranchName) ?? '',
    pre_mobile: keep('preMobile', 'pre_mobile'),
    license_no: enterprise ? str(card.licenseNo) : null,
    residence_address: str(card.residenceAddress),
    ...Object.fromEntries(IMAGE_KEYS.map((k) => [col(k), str(card[k])])),
    upt_time: formatTime(Date.now()),
  };
  const cols = Object.keys(values);
  db.prepare(`INSERT OR REPLACE INTO org_card (org_code, ${cols.join(', ')}) VALUES (?, ${cols.map(() => '?').join(', ')})`).run(
    orgCode,
    ...Object.values(values),
  );
}

/** The uploads of a card now belong to the organisation (its subtree may see them). */
function ownImages(db: Db, ids: string[], org: { code: string; path: string; memberId: string | null }) {
  for (const id of ids)
    db.prepare('UPDATE upload_file SET org_code = ?, org_path = ?, member_id = COALESCE(member_id, ?) WHERE file_id = ?').run(
      org.code,
      org.path,
      org.memberId,
      id,
    );
}

type GroupBody = {
  activityGroupId: string | number;
  defaultFlag?: 0 | 1;
  orgActivitys: Array<{
    activityId: string | number;
    instanceTmplt: { opts: Array<{ tmpltOptId: string | number; optValue?: string | number | null }> };
  }>;
};

/**
 * The groups and values an organisation will hold. The withdrawal group is always the leader's
 * default one; a policy group must be offered by one of its leaders (its owner's path a prefix of
 * the organisation's). A value the operator may change comes from the body (checked by its
 * template's dataType); any other keeps `base` (the organisation's own, else the leader's for the
 * withdrawal group, else the group's).
 */
function plannedGroups(ctx: Ctx, target: { path: string; parentCode: string | null; orgCode?: string }, body: GroupBody[]) {
  const { db } = ctx.app;
  const leaderDefault = target.parentCode
    ? (db.prepare('SELECT activity_group_id AS id FROM org_group WHERE org_code = ? AND default_flag = 1').get(target.parentCode) as
        | { id: number }
        | undefined)
    : target.orgCode
      ? (db.prepare('SELECT activity_group_id AS id FROM org_group WHERE org_code = ? AND default_flag = 1').get(target.orgCode) as
          | { id: number }
          | undefined)
      : undefined;
  const own = target.orgCode ? valuesOf(db, target.orgCode) : new Map<string, string>();
  const leader = target.parentCode ? valuesOf(db, target.parentCode) : new Map<string, string>();
  const seen = new Set<number>();
  const ordered = [...body].sort((a, b) => Number(b.defaultFlag ?? 0) - Number(a.defaultFlag ?? 0));
  if (leaderDefault && !ordered.some((g) => Number(g.activityGroupId) === leaderDefault.id)) {
    ordered.unshift({ activityGroupId: leaderDefault.id, defaultFlag: 1, orgActivitys: [] });
  }
  const plan: Array<{ groupId: number; defaultFlag: number; values: Array<[number, number, string]> }> = [];
  for (const g of ordered) {
    const groupId = Number(g.activityGroupId);
    if (seen.has(groupId)) throw bizError('已添加该活动', 'E4409');
    seen.add(groupId);
    const isDefault = leaderDefault?.id === groupId;
    if (Number(g.defaultFlag ?? 0) === 1 && !isDefault) throw bizError('提现活动组须为上级机构的默认活动组', 'E4408');
    const owner = db.prepare('SELECT org_path FROM activity_group WHERE activity_group_id = ?').get(groupId) as
      | { org_path: string }
      | undefined;
    if (!owner || (!isDefault && !target.path.startsWith(owner.org_path))) throw bizError('该活动组不可用于此机构', 'E4410');
    const given = new Map<string, unknown>();
    for (const a of g.orgActivitys) for (const o of a.instanceTmplt.opts) given.set(`${a.activityId}:${o.tmpltOptId}`, o.optValue);
    const values: Array<[number, number, string]> = [];
    for (const a of groupActivities(db, groupId)) {
      for (const o of a.instanceTmplt?.opts ?? []) {
        const key = `${a.activityId}:${o.tmpltOptId}`;
        const fallback = own.get(key) ?? (isDefault ? leader.get(key) : undefined) ?? String(o.optValue);
        let value = fallback;
        if (writable(ctx, o.optTag) && given.has(key)) {
          const message = optionRefusal(o.optName, o.dataType, given.get(key));
          if (message) throw bizError(message, 'E4411');
          value = String(given.get(key)).trim();
        }
        values.push([Number(a.activityId), o.tmpltOptId, value]);
      }
    }
    plan.push({ groupId, defaultFlag: isDefault ? 1 : 0, values });
  }
  return plan;
}

function writeGroups(ctx: Ctx, orgCode: string, plan: ReturnType<typeof plannedGroups>, log: boolean) {
  const { db } = ctx.app;
  const before = valuesOf(db, orgCode);
  db.prepare('DELETE FROM org_group WHERE org_code = ?').run(orgCode);
  db.prepare('DELETE FROM org_opt_value WHERE org_code = ?').run(orgCode);
  const now = formatTime(Date.now());
  plan.forEach((g, i) => {
    db.prepare('INSERT INTO org_group (org_code, activity_group_id, default_flag, sort) VALUES (?, ?, ?, ?)').run(
      orgCode,
      g.groupId,
      g.defaultFlag,
      i,
    );
    for (const [activityId, optId, value] of g.values) {
      db.prepare('INSERT INTO org_opt_value (org_code, activity_id, tmplt_opt_id, opt_value) VALUES (?, ?, ?, ?)').run(
        orgCode,
        activityId,
        optId,
        value,
      );
      const old = before.get(`${activityId}:${optId}`);
      if (log && old !== undefined && old !== value) {
        db.prepare(
          'INSERT INTO org_opt_log (org_code, activity_id, tmplt_opt_id, orig_opt_value, opt_value, crt_time, crt_member_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
        ).run(orgCode, activityId, optId, old, value, now, ctx.emp?.memberId ?? null);
      }
    }
  });
}

type ItemBody = Array<{ tmpltOptId: string | number; optValue?: string | number | null }>;

function writeTmplItems(db: Db, orgCode: string, items: ItemBody) {
  for (const item of items) {
    const o = db
      .prepare(`SELECT o.opt_name, o.data_type FROM org_tmplt_opt o JOIN org_tmplt t ON t.tmplt_id = o.tmplt_id
        WHERE o.tmplt_opt_id = ? AND t.cust_tmplt_group = 'ORG_TMPLT_GROUP'`)
      .get(Number(item.tmpltOptId)) as { opt_name: string; data_type: number } | undefined;
    if (!o) throw bizError('模板参数不存在', 'E4412');
    const message = optionRefusal(o.opt_name, o.data_type, item.optValue);
    if (message) throw bizError(message, 'E4411');
    db.prepare('INSERT OR REPLACE INTO org_tmpl_item (org_code, tmplt_opt_id, opt_value) VALUES (?, ?, ?)').run(
      orgCode,
      Number(item.tmpltOptId),
      String(item.optValue).trim(),
    );
  }
}

function audit(ctx: Ctx, orgCode: string, type: number) {
  ctx.app.db
    .prepare('INSERT INTO org_audit (org_code, audit_type, audit_status, submit_login_id, crt_time) VALUES (?, ?, 10, ?, ?)')
    .run(orgCode, type, ctx.emp?.loginId ?? null, formatTime(Date.now()));
}

/** A new organisation's administrator holds what the demo agent holds (its organisation's BIZ_ screens). */
const ADMIN_RIGHTS = DEMO_EMPLOYEES.find((e) => e.loginId === 'agent')!.rights as readonly string[];

function save(ctx: Ctx) {
  const { db } = ctx.app;
  const body = parsed(saveBody, ctx.body);
  const inf = body.orgInf;
  let parent: OrgRow;
  try {
    parent = scopedOrg(ctx, { orgCode: inf.parentOrgCode });
  } catch {
    throw bizError('上级机构不存在', 'E4402');
  }
  if (parent.org_level >= 4) throw bizError('机构层级不能超过4级', 'E4402');
  const orgName = inf.orgName.trim();
  if (db.prepare('SELECT 1 FROM org WHERE org_name = ?').get(orgName)) throw bizError('机构名称已存在', 'E4403');
  const loginId = inf.adminMemberLoginId.trim();
  if (db.prepare('SELECT 1 FROM employee WHERE lower(login_id) = lower(?)').get(loginId)) throw bizError('管理员账号已存在', 'E4404');
  const tags = checkTags(db, inf.tagIds, parent.org_code);
  checkSettleType(ctx, body.orgCard);
  const images = checkImages(ctx, body.orgCard);

  return inTransaction(db, () => {
    const n =
      Number(
        (db.prepare("SELECT MAX(CAST(substr(org_code, 4) AS INTEGER)) AS n FROM org WHERE org_code LIKE 'ORG%'").get() as { n: number }).n,
      ) + 1;
    const orgCode = `ORG${String(n).padStart(4, '0')}`;
    const orgPath = `${parent.path}${orgCode}/`;
    const plan = plannedGroups(ctx, { path: orgPath, parentCode: parent.org_code }, body.orgActivity);
    const now = formatTime(Date.now());
    const lastMember = db.prepare("SELECT MAX(member_id) AS m FROM member WHERE member_id LIKE '5B%'").get() as { m: string | null };
    const memberId = (lastMember.m ? Number.parseInt(lastMember.m, 16) + 1 : 0x5b00000001).toString(16).toUpperCase();
    const realName = inf.realName.trim();
    const mobile = inf.bindMobile.trim();
    const idc = String(body.orgCard.idcNum ?? '')
      .trim()
      .toUpperCase();
    db.prepare(`INSERT INTO member (member_id, cust_member_id, real_name, mask_real_name, mobile, mask_mobile, idc_num, mask_idc_num, member_type,
      cust_member_type, cnl_tag, org_code, top_org_code, org_path, product_code, status, auth_status, biz_lvl, intrdc_member_id, reg_source_type,
      crt_time, upt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 101020, 102900, 'PC', ?, ?, ?, ?, 1, 0, 0, NULL, 100510, ?, ?)`).run(
      memberId,
      `${parent.product_code.toUpperCase()}${orgCode}`,
      realName,
      maskName(realName),
      mobile,
      maskMobile(mobile),
      idc,
      idc ? maskIdNumber(idc) : '',
      orgCode,
      parent.top_code,
      orgPath,
      parent.product_code,
      now,
      now,
    );
    db.prepare(`INSERT INTO org (org_code, org_name, org_level, org_type, parent_code, top_code, path, member_id, admin_login_id, product_code,
      status, tag_codes, is_provider, crt_time, upt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, 0, ?, ?)`).run(
      orgCode,
      orgName,
      parent.org_level + 1,
      Number(inf.orgType),
      parent.org_code,
      parent.top_code,
      orgPath,
      memberId,
      loginId,
      parent.product_code,
      tags,
      now,
      now,
    );
    // The admin login: the password is hashed here and goes nowhere else.
    const { salt, hash } = hashPasswordSync(inf.adminMemberPwd);
    const empId = String(Number((db.prepare('SELECT MAX(CAST(emp_id AS INTEGER)) AS n FROM employee').get() as { n: number }).n) + 1);
    db.prepare(`INSERT INTO employee (emp_id, login_id, pwd_salt, pwd_hash, real_name, mask_real_name, mobile, mask_mobile, role_type, role_name,
      product_code, org_code, member_id, grant_all, status, crt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'ORG', '机构管理员', ?, ?, ?, 0, 1, ?)`).run(
      empId,
      loginId,
      salt,
      hash,
      realName,
      maskName(realName),
      mobile,
      maskMobile(mobile),
      parent.product_code,
      orgCode,
      memberId,
      now,
    );
    for (const r of ADMIN_RIGHTS) db.prepare('INSERT INTO employee_right (emp_id, right_id) VALUES (?, ?)').run(empId, r);
    writeCard(db, orgCode, body.orgCard, undefined);
    ownImages(db, images, { code: orgCode, path: orgPath, memberId });
    if (holds(ctx, 'StandardOrgInfManageExtendInfo')) {
      db.prepare('INSERT INTO org_ext (org_code, allow_ip_str, api_key, service_call, svc_domain) VALUES (?, ?, ?, ?, ?)').run(
        orgCode,
        str(inf.allowIpStr),
        str(inf.apiKey),
        str(inf.serviceCall),
        str(inf.svcDomain),
      );
    }
    writeGroups(ctx, orgCode, plan, false);
    if (body.tmplItems) writeTmplItems(db, orgCode, body.tmplItems);
    audit(ctx, orgCode, 1);
    return { orgCode, memberId };
  });
}

function uptInf(ctx: Ctx) {
  const { db } = ctx.app;
  const body = parsed(uptInfBody, ctx.body);
  const org = scopedOrg(ctx, body);
  const inf = body.orgInf;
  const orgName = inf.orgName.trim();
  if (db.prepare('SELECT 1 FROM org WHERE org_name = ? AND org_code <> ?').get(orgName, org.org_code))
    throw bizError('机构名称已存在', 'E4403');
  const tags = checkTags(db, inf.tagIds, org.parent_code);
  const now = formatTime(Date.now());
  const realName = inf.realName.trim();
  const mobile = str(inf.bindMobile);
  inTransaction(db, () => {
    db.prepare('UPDATE org SET org_name = ?, org_type = ?, tag_codes = ?, upt_time = ? WHERE org_code = ?').run(
      orgName,
      Number(inf.orgType),
      tags,
      now,
      org.org_code,
    );
    if (org.member_id) {
      db.prepare('UPDATE member SET real_name = ?, mask_real_name = ?, upt_time = ? WHERE member_id = ?').run(
        realName,
        maskName(realName),
        now,
        org.member_id,
      );
      if (mobile)
        db.prepare('UPDATE member SET mobile = ?, mask_mobile = ? WHERE member_id = ?').run(mobile, maskMobile(mobile), org.member_id);
      db.prepare('UPDATE employee SET real_name = ?, mask_real_name = ? WHERE member_id = ? AND role_type = ?').run(
        realName,
        maskName(realName),
        org.member_id,
        'ORG',
      );
      if (mobile)
        db.prepare('UPDATE employee SET mobile = ?, mask_mobile = ? WHERE member_id = ? AND role_type = ?').run(
          mobile,
          maskMobile(mobile),
          org.member_id,
          'ORG',
        );
    }
  });
  return null;
}

function uptCard(ctx: Ctx) {
  const { db } = ctx.app;
  const body = parsed(uptCardBody, ctx.body);
  const org = scopedOrg(ctx, body);
  checkSettleType(ctx, body.orgCard);
  const existing = db.prepare('SELECT * FROM org_card WHERE org_code = ?').get(org.org_code) as Record<string, unknown> | undefined;
  for (const [k, column] of [
    ['idcNum', 'idc_num'],
    ['cardNo', 'card_no'],
    ['preMobile', 'pre_mobile'],
  ] as const) {
    if (!str(body.orgCard[k]) && !existing?.[column]) throw bizError('必传', 'E4401');
  }
  const images = checkImages(ctx, body.orgCard);
  inTransaction(db, () => {
    writeCard(db, org.org_code, body.orgCard, existing);
    ownImages(db, images, { code: org.org_code, path: org.path, memberId: org.member_id });
    audit(ctx, org.org_code, 2);
  });
  return null;
}

function uptActivity(ctx: Ctx) {
  const { db } = ctx.app;
  const body = parsed(uptActivityBody, ctx.body);
  const org = scopedOrg(ctx, body);
  inTransaction(db, () => {
    if (body.orgActivity) {
      // A level-1 organisation keeps its own default group; below, the leader's.
      const plan = plannedGroups(ctx, { path: org.path, parentCode: org.parent_code, orgCode: org.org_code }, body.orgActivity);
      writeGroups(ctx, org.org_code, plan, true);
      audit(ctx, org.org_code, 3);
    }
    if (body.tmplItems) writeTmplItems(db, org.org_code, body.tmplItems);
  });
  return null;
}

// ---------- the demo data ----------

/** A 160x100 card-like picture in one colour per image kind (the seeded settlement images). */
function picture(tag: string): Buffer {
  const hue = Number(tag) % 7;
  const [r, g, b] = [
    [70, 130, 180],
    [60, 179, 113],
    [218, 165, 32],
    [205, 92, 92],
    [123, 104, 238],
    [72, 209, 204],
    [244, 164, 96],
  ][hue];
  const w = 160;
  const h = 100;
  const rgb = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const border = x < 6 || y < 6 || x >= w - 6 || y >= h - 6 || (y > 30 && y < 38 && x > 20 && x < 140);
      const i = (y * w + x) * 3;
      rgb[i] = border ? 255 : r;
      rgb[i + 1] = border ? 255 : g;
      rgb[i + 2] = border ? 255 : b;
    }
  }
  return encodePng(w, h, rgb);
}

const IMAGE_NAMES: Record<string, string> = {
  '2001': '身份证正面',
  '2002': '身份证反面',
  '2004': '银行卡正面',
  '2005': '银行卡反面',
  '2101': '营业执照',
  '2102': '开户许可证',
  '2201': '授权人身份证正面',
  '2202': '授权人身份证反面',
  '2203': '清算授权书',
};

/** Seeded images: one set per level-1 organisation (its subtree may see them), shared by its cards. */
function seedImages(db: Db, rng: Rng, dataDir: string, tops: ReadonlyArray<{ code: string; path: string }>, base: number) {
  fs.mkdirSync(path.join(dataDir, 'files', 'uploads'), { recursive: true });
  const insert = db.prepare(`INSERT INTO upload_file (file_id, file_name, stored_path, content_type, size, cust_file_group, member_id,
    cust_file_tag, file_type, emp_id, org_code, org_path, crt_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, '100720', '10001', ?, ?, ?)`);
  const adminOf = db.prepare('SELECT member_id FROM org WHERE org_code = ?');
  const pictures = new Map(Object.values(IMAGE_TAGS).map((t) => [t, picture(t)]));
  const byTop = new Map<string, Record<string, string>>();
  for (const top of tops) {
    const ids: Record<string, string> = {};
    for (const [tag, png] of pictures) {
      const fileId = `ORGIMG${top.code}${tag}`;
      const stored = `uploads/${fileId}.png`;
      fs.writeFileSync(path.join(dataDir, 'files', stored), png);
      insert.run(
        fileId,
        `${IMAGE_NAMES[tag]}.png`,
        stored,
        'image/png',
        png.length,
        'BANKCARD',
        // Owned by the organisation's administrator member.
        (adminOf.get(top.code) as { member_id: string | null } | undefined)?.member_id ?? null,
        tag,
        top.code,
        top.path,
        formatTime(base - rng.int(400, 800) * DAY),
      );
      ids[tag] = fileId;
    }
    byTop.set(top.code, ids);
  }
  return byTop;
}

export const orgForm: Resource = {
  name: 'org-form',
  version: 2,
  schema: ORG_FORM_SCHEMA,
  // Every organisation: a settlement card (personal 60 %, else each subject type), its withdrawal
  // group (the leader's default) and one or two policy groups of its leaders with its own values, a
  // change log on a third of the values, extension info at level 1, and audits of every status.
  seed: ({ db, rng, base, orgs, dataDir }) => {
    const tops = orgs.filter((o) => o.level === 1).map((o) => ({ code: o.code, path: o.path }));
    const images = seedImages(db, rng, dataDir, tops, base);
    const branches = db
      .prepare(`SELECT b.bank_branch_code, b.branch_name, b.bank_code, k.bank_name, b.province_code, p.area_name AS province, b.area_code, a.area_name AS city
        FROM bank_branch b JOIN bank k ON k.bank_code = b.bank_code JOIN area a ON a.area_code = b.area_code JOIN area p ON p.area_code = b.province_code
        WHERE b.rowid % 97 = 0 LIMIT 400`)
      .all() as Array<Record<string, string>>;
    const admins = new Map(
      (
        db
          .prepare('SELECT o.org_code, m.real_name, m.mobile, m.idc_num FROM org o JOIN member m ON m.member_id = o.member_id')
          .all() as Array<Record<string, string>>
      ).map((r) => [r.org_code, r]),
    );
    const groups = db
      .prepare('SELECT activity_group_id AS id, org_path AS path, cust_biz_type AS kind FROM activity_group ORDER BY activity_group_id')
      .all() as Array<{
      id: number;
      path: string;
      kind: string;
    }>;
    const insCard =
      db.prepare(`INSERT INTO org_card (org_code, settle_type, subject_type, card_host_name, idc_num, card_no, bank_code, bank_name,
      province_code, province, city_code, city, bank_branch_code, bank_branch_name, pre_mobile, license_no, residence_address,
      ${IMAGE_KEYS.map(col).join(', ')}, upt_time) VALUES (${Array(18 + IMAGE_KEYS.length)
        .fill('?')
        .join(', ')})`);
    const insGroup = db.prepare('INSERT INTO org_group (org_code, activity_group_id, default_flag, sort) VALUES (?, ?, ?, ?)');
    const insValue = db.prepare('INSERT INTO org_opt_value (org_code, activity_id, tmplt_opt_id, opt_value) VALUES (?, ?, ?, ?)');
    const insLog = db.prepare(
      'INSERT INTO org_opt_log (org_code, activity_id, tmplt_opt_id, orig_opt_value, opt_value, crt_time, crt_member_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const valuesOfGroup = db.prepare(`SELECT a.activity_id, v.tmplt_opt_id, v.opt_value, o.data_type FROM group_activity a
      JOIN activity_opt_value v ON v.activity_id = a.activity_id JOIN org_tmplt_opt o ON o.tmplt_opt_id = v.tmplt_opt_id WHERE a.activity_group_id = ?`);
    const defaults = new Map<string, number>();
    for (const org of orgs) {
      const admin = admins.get(org.code);
      const settle = rng.chance(0.6) ? 104210 : 104211;
      const subject = settle === 104211 ? rng.pick([104310, 104311, 104312]) : null;
      const [bin] = rng.pick(CARD_BIN_TABLE);
      const branch = rng.pick(branches);
      const top = images.get(org.path.split('/')[1])!;
      const set = (tag: string, on: boolean) => (on ? top[tag] : null);
      const company = subject === 104310;
      const privateCard = settle === 104210 || subject === 104311 || subject === 104312;
      const hostName = company ? org.name : (admin?.real_name ?? personName(rng));
      insCard.run(
        org.code,
        settle,
        subject,
        hostName,
        admin?.idc_num ?? idNumber(rng),
        company ? `${rng.digits(4)}${rng.digits(8)}${rng.digits(6)}` : cardNumber(rng, bin),
        branch.bank_code,
        branch.bank_name,
        branch.province_code,
        branch.province,
        branch.area_code,
        branch.city,
        branch.bank_branch_code,
        branch.branch_name,
        admin?.mobile ?? mobileNumber(rng),
        settle === 104211 ? `91${rng.digits(16)}` : null,
        settle === 104211 ? `${branch.city}${rng.pick(['人民路', '解放路', '中山路', '建设路'])}${rng.int(1, 300)}号` : null,
        set('2001', true),
        set('2002', true),
        set('2004', privateCard),
        set('2005', privateCard && rng.chance(0.5)),
        set('2101', settle === 104211),
        set('2102', company),
        set('2201', subject === 104312),
        set('2202', subject === 104312),
        set('2203', subject === 104312),
        formatTime(base - rng.int(30, 400) * DAY),
      );

      // Groups: the withdrawal group is the leader's default (a level-1's own); policy groups come from its leaders.
      const leaders = groups.filter((g) => org.path.startsWith(g.path));
      const parentPath = org.path.slice(0, org.path.slice(0, -1).lastIndexOf('/') + 1);
      const withdrawal = org.level === 1 ? leaders.find((g) => g.kind === 'ORG_WITHDRAW')?.id : defaults.get(parentPath);
      const chosen: Array<[number, number]> = [];
      if (withdrawal) {
        defaults.set(org.path, withdrawal);
        chosen.push([withdrawal, 1]);
      }
      const policies = leaders.filter((g) => g.kind === 'ORG_POLICY');
      for (let i = 0, n = Math.min(policies.length, rng.int(1, 2)); i < n; i++) {
        const g = rng.pick(policies);
        if (!chosen.some(([id]) => id === g.id)) chosen.push([g.id, 0]);
      }
      chosen.forEach(([id, flag], i) => {
        insGroup.run(org.code, id, flag, i);
        for (const v of valuesOfGroup.all(id) as Array<{
          activity_id: number;
          tmplt_opt_id: number;
          opt_value: string;
          data_type: number;
        }>) {
          const decimals = v.opt_value.split('.')[1]?.length ?? 0;
          const mine =
            v.data_type === 100921 || rng.chance(0.6) ? v.opt_value : (Number(v.opt_value) * (1 - rng.int(0, 10) / 100)).toFixed(decimals);
          insValue.run(org.code, v.activity_id, v.tmplt_opt_id, mine);
          if (rng.chance(0.3)) {
            const at = base - rng.int(1, 200) * DAY;
            insLog.run(org.code, v.activity_id, v.tmplt_opt_id, v.opt_value, mine, formatTime(at), admin ? 'F0000001' : null);
          }
        }
      });
    }
    const insExt = db.prepare('INSERT INTO org_ext (org_code, allow_ip_str, api_key, service_call, svc_domain) VALUES (?, ?, ?, ?, ?)');
    for (const top of tops) {
      const host = `${top.code.toLowerCase()}.example.com`;
      insExt.run(top.code, `10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`, rng.hex(32), `https://${host}/notify`, host);
    }
    const insAudit =
      db.prepare(`INSERT INTO org_audit (org_code, audit_type, audit_status, submit_login_id, crt_time, audit_login_id, audit_time, audit_msg)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
    for (let i = 0; i < 160; i++) {
      const org = rng.pick(orgs);
      const status = rng.weighted([
        [10, 30],
        [15, 10],
        [20, 45],
        [40, 15],
      ] as const);
      const at = base - rng.int(1, 360) * DAY - rng.int(0, DAY - 1);
      const done = status === 20 || status === 40;
      insAudit.run(
        org.code,
        rng.weighted([
          [1, 50],
          [2, 30],
          [3, 20],
        ] as const),
        status,
        rng.pick(['admin', 'operator', 'agent', `${org.code.toLowerCase()}admin`]),
        formatTime(at),
        done ? rng.pick(['admin', 'operator']) : null,
        done ? formatTime(at + rng.int(1, 72) * 3_600_000) : null,
        status === 40
          ? rng.pick(['结算卡信息与营业执照不符', '身份证照片不清晰', '政策参数超出上级范围'])
          : status === 20
            ? '资料齐全'
            : null,
      );
    }
  },
  routes: [
    { method: 'POST', path: orgCalls.detail.path, handler: detail },
    { method: 'POST', path: orgCalls.save.path, handler: save },
    { method: 'POST', path: orgCalls.uptInf.path, handler: uptInf },
    { method: 'POST', path: orgCalls.uptCard.path, handler: uptCard },
    { method: 'POST', path: orgCalls.uptActivity.path, handler: uptActivity },
    { method: 'POST', path: orgCalls.withdrawalGroup.path, handler: withdrawalGroup },
  ],
  from: 'org',
  select: 'org_code',
  orderBy: 'org_code',
};
