// The organisation form's writes (spec 03 §3, §5): save, which creates the organisation, its
// administrator member and the admin login that can sign in, and the three partial updates. Each
// checks its body by the upstream's own reading of spec 03 (org-save-checks.ts); the admin password is
// hashed on arrival.
// The activity groups it writes: org-form-groups.ts.
import { maskIdNumber, maskMobile, maskName } from '../../kit/mask.ts';
import { hashPasswordSync } from '../../auth.ts';
import { bizError, type Ctx } from '../../context.ts';
import { type Db, inTransaction } from '../../db.ts';
import { orgScope } from '../../scope.ts';
import { DEMO_EMPLOYEES } from '../../seed-employees.ts';
import { formatTime, str } from '../../util.ts';
import { holds } from './org-rights.ts';
import { col, type OrgRow, scopedOrg } from './org-form-read.ts';

import { plannedGroups, writeGroups, writeTmplItems } from './org-form-groups.ts';
import {
  checkSave,
  checkUptActivity,
  checkUptCard,
  checkUptInf,
  IMAGE_KEYS,
  isEnterprise,
  SETTLE_PERSONAL,
  SUBJECT_TYPES,
} from './org-save-checks.ts';

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
    subject_type: enterprise && SUBJECT_TYPES.includes(String(card.subjectType)) ? Number(card.subjectType) : null,
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

function audit(ctx: Ctx, orgCode: string, type: number) {
  ctx.app.db
    .prepare('INSERT INTO org_audit (org_code, audit_type, audit_status, submit_login_id, crt_time) VALUES (?, ?, 10, ?, ?)')
    .run(orgCode, type, ctx.emp?.loginId ?? null, formatTime(Date.now()));
}

/** A new organisation's administrator holds what the demo agent holds (its organisation's BIZ_ screens). */
const ADMIN_RIGHTS = DEMO_EMPLOYEES.find((e) => e.loginId === 'agent')!.rights as readonly string[];

export function save(ctx: Ctx) {
  const { db } = ctx.app;
  const body = checkSave(ctx.body);
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

export function uptInf(ctx: Ctx) {
  const { db } = ctx.app;
  const body = checkUptInf(ctx.body);
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

export function uptCard(ctx: Ctx) {
  const { db } = ctx.app;
  const body = checkUptCard(ctx.body);
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

export function uptActivity(ctx: Ctx) {
  const { db } = ctx.app;
  const body = checkUptActivity(ctx.body);
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
