// The organisation form's reads (spec 03 §7 org detail): the organisation an employee may see, its
// settlement card (masked), its groups with their own option values and template items, and the
// leader's default group that a new organisation's withdrawal info starts from.
import { maskCard, maskIdNumber, maskMobile } from '../../kit/mask.ts';
import { bizError, type Ctx } from '../../context.ts';
import type { Db } from '../../db.ts';
import { orgScope } from '../../scope.ts';
import { str } from '../../util.ts';
import { forViewer, groupActivities } from './activity-groups.ts';
import { IMAGE_KEYS } from './org-save-checks.ts';

export const col = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export interface OrgRow {
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

export function valuesOf(db: Db, orgCode: string): Map<string, string> {
  const rows = db.prepare('SELECT activity_id, tmplt_opt_id, opt_value FROM org_opt_value WHERE org_code = ?').all(orgCode) as Array<{
    activity_id: number;
    tmplt_opt_id: number;
    opt_value: string;
  }>;
  return new Map(rows.map((r) => [`${r.activity_id}:${r.tmplt_opt_id}`, r.opt_value]));
}

/**
 * An organisation's groups with its own option values (withdrawal first); logs for PRODUCT viewers.
 * In the spec's shape (03 §3 activity group): which one is the withdrawal group is no field of it,
 * the withdrawal-activity-group call says.
 */
function orgGroups(ctx: Ctx, orgCode: string) {
  const { db } = ctx.app;
  const values = valuesOf(db, orgCode);
  const groups = db
    .prepare(`SELECT g.activity_group_id AS activityGroupId, g.activity_group_name AS activityGroupName, g.cust_biz_type AS custBizType,
      g.crt_member_id AS crtMemberId, g.crt_time AS crtTime, g.upt_member_id AS uptMemberId, g.upt_time AS uptTime, g.remark AS remark
      FROM org_group x JOIN activity_group g ON g.activity_group_id = x.activity_group_id
      WHERE x.org_code = ? ORDER BY x.default_flag DESC, x.sort`)
    .all(orgCode) as Array<{ activityGroupId: number; activityGroupName: string }>;
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
    // Spec 03 §3 orgInf gives bindMobile (no masked variant, unlike orgCard's): answered masked, as all personal data here.
    bindMobile: admin?.mask_mobile ?? '',
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

export function detail(ctx: Ctx) {
  return orgDetail(ctx, scopedOrg(ctx, ctx.body));
}

/** The leader's default activity group by {memberId} (or orgCode): the withdrawal info of a new organisation. */
export function withdrawalGroup(ctx: Ctx) {
  const org = scopedOrg(ctx, ctx.body);
  const own = ctx.app.db
    .prepare('SELECT activity_group_id AS id FROM org_group WHERE org_code = ? AND default_flag = 1')
    .get(org.org_code) as { id: number } | undefined;
  return (own && orgGroups(ctx, org.org_code).find((g) => g.activityGroupId === own.id)) ?? null;
}
