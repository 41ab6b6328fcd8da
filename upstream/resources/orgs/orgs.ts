// Organisations (spec 03 §3 orgInf): the org lists under the product path (plain and with
// indicators), the tree's sub-organisation pages, the indicator box and the organisation audit,
// each scoped to an ORG employee's subtree.
import { callOf } from '../../calls.ts';
import { bizError, type Ctx } from '../../context.ts';
import type { Resource } from '../../kit/resource.ts';
import { orgScope } from '../../scope.ts';
import { Conditions, formatTime, page, pageArgs, queryPage, str } from '../../util.ts';
import { scopedOrg } from './org-form-read.ts';
import { holds } from './org-rights.ts';

const ORG_FROM = `org o LEFT JOIN org p ON p.org_code = o.parent_code JOIN org t ON t.org_code = o.top_code
    LEFT JOIN member am ON am.member_id = o.member_id LEFT JOIN org_card c ON c.org_code = o.org_code`;
const ORG_SELECT = `o.org_code AS orgCode, o.org_name AS orgName, o.org_level AS orgLevel, o.org_type AS orgType,
    o.parent_code AS parentOrgCode, p.org_name AS parentOrgName, o.top_code AS topOrgCode, t.org_name AS topOrgName,
    o.member_id AS memberId, o.admin_login_id AS adminLoginId, am.mask_real_name AS realName, am.mask_mobile AS bindMobile,
    o.product_code AS productCode, o.status AS status, o.tag_codes AS tagCodes, o.settle_type AS settleType, c.settle_type AS cardSettleType,
    (SELECT COUNT(*) FROM member x WHERE x.org_code = o.org_code) AS memberCount,
    (SELECT COUNT(*) FROM merchant y WHERE y.org_code = o.org_code AND y.psam_code IS NOT NULL) AS psamCount,
    o.crt_time AS crtTime, o.upt_time AS uptTime`;
const ORG_FILTERS: Resource['filters'] = {
  orgCode: { eq: 'o.org_code', upper: true },
  orgName: { like: 'o.org_name' },
  orgLevel: { eq: 'o.org_level' },
  orgType: { eq: 'o.org_type' },
  topOrgCode: { eq: 'o.top_code', upper: true },
  parentOrgCode: { eq: 'o.parent_code', upper: true },
  status: { eq: 'o.status' },
  crtTime: { dates: 'o.crt_time' },
};

export const orgs: Resource = {
  name: 'orgs',
  page: callOf('POST /{p}/pos/standard/org/admin/org/org-page'),
  from: ORG_FROM,
  select: ORG_SELECT,
  orderBy: 'o.org_code',
  scope: 'o.path',
  filters: ORG_FILTERS,
  routes: [
    { method: 'POST', path: callOf('POST /{p}/pos/standard/org/admin/org/sub-org-page').path, handler: subOrgPage },
    { method: 'POST', path: callOf('POST /{p}/pos/standard/org/admin/org/org-indicator-box').path, handler: indicatorBox },
    { method: 'POST', path: callOf('POST /admin/member/real-login-id').path, handler: realLoginId },
  ],
};

/**
 * Spec 03 §7 line 162 "Real login id by {memberId}: rawLoginId": the admin login id of the
 * organisation whose member it is, in the employee's scope; §6 line 140 "BaseAuthUserSearchDetailRealInfo
 * shows plain admin login id for product codes zzf and mcf" (either reading of the right, 02 §6 line 113).
 */
function realLoginId(ctx: Ctx) {
  const product = ctx.emp?.productCode.toLowerCase();
  const right = holds(ctx, 'BaseAuthUserSearchDetailRealInfo') || holds(ctx, 'UserSearchRealInfo');
  if (!right || (product !== 'zzf' && product !== 'mcf')) throw bizError('权限不足', 'E4413');
  const c = new Conditions().add('o.member_id = ?', str(ctx.body.memberId) ?? '').under('o.path', orgScope(ctx.app.db, ctx.emp));
  const row = ctx.app.db.prepare(`SELECT o.admin_login_id AS id FROM org o WHERE ${c.where.join(' AND ')}`).get(...c.params) as
    | { id: string | null }
    | undefined;
  if (!row) throw bizError('记录不存在', 'E4004');
  return { rawLoginId: row.id };
}

/** The same list with each organisation's indicators over its whole subtree. */
/**
 * A path under the row's organisation, as a range so an index on the path serves it (LIKE 'p%'
 * cannot use one): paths are '/' and codes of letters and digits, all below '~'.
 */
const UNDER = (column: string) => `${column} >= o.path AND ${column} < o.path || '~'`;

export const orgsWithIndicator: Resource = {
  name: 'orgs-with-indicator',
  page: callOf('POST /{p}/pos/standard/org/admin/org/org-page/with-indicator'),
  from: ORG_FROM,
  select: `${ORG_SELECT},
    (SELECT COUNT(*) FROM org s WHERE s.parent_code = o.org_code) AS subOrgCount,
    (SELECT COUNT(*) FROM member x WHERE ${UNDER('x.org_path')} AND x.psam_count > 0 AND x.first_trans_time IS NOT NULL) AS activePsamCount,
    (SELECT COUNT(*) FROM pos_order q WHERE ${UNDER('q.org_path')} AND q.order_status = 20) AS monthTransCnt,
    (SELECT COALESCE(SUM(q.amount), 0) FROM pos_order q WHERE ${UNDER('q.org_path')} AND q.order_status = 20) AS monthTransAmt`,
  orderBy: 'o.org_code',
  scope: 'o.path',
  filters: ORG_FILTERS,
};

/** One level of the tree: the children of {parentOrgCode}, or the roots in scope (level 1, or the ORG employee's own). */
function subOrgPage(ctx: Ctx) {
  const { db } = ctx.app;
  const args = pageArgs(ctx.body);
  const c = new Conditions();
  const parent = str(ctx.body.parentOrgCode);
  if (parent) c.add('o.parent_code = ?', scopedOrg(ctx, { orgCode: parent }).org_code);
  else if (ctx.emp?.roleType === 'ORG') c.add('o.org_code = ?', ctx.emp.orgCode ?? '');
  else c.add('o.org_level = 1');
  c.under('o.path', orgScope(db, ctx.emp));
  const { rows, total } = queryPage(
    db,
    {
      select: `o.org_code AS orgCode, o.org_name AS orgName, o.org_level AS orgLevel, o.org_type AS orgType, o.status AS status,
        o.member_id AS memberId, o.parent_code AS parentOrgCode, (SELECT COUNT(*) FROM org s WHERE s.parent_code = o.org_code) AS subOrgCount`,
      from: 'org o',
      where: c.where,
      params: c.params,
      orderBy: 'o.org_code',
    },
    args,
  );
  return page(rows, total, args);
}

/** Totals of the organisations in scope, new organisations per month (12 months) and members per top organisation. */
function indicatorBox(ctx: Ctx) {
  const { db } = ctx.app;
  const scope = orgScope(db, ctx.emp) ?? '/';
  const one = (sql: string) => Number((db.prepare(sql).get(`${scope}%`) as { n: number }).n);
  const latest = (db.prepare('SELECT MAX(crt_time) AS t FROM org WHERE path LIKE ?').get(`${scope}%`) as { t: string | null }).t;
  const months: Array<{ month: string; count: number }> = [];
  if (latest) {
    const [y, m] = latest.slice(0, 7).split('-').map(Number);
    for (let i = 11; i >= 0; i--) {
      const d = new Date(Date.UTC(y, m - 1 - i, 1));
      const month = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
      const n = (
        db.prepare('SELECT COUNT(*) AS n FROM org WHERE path LIKE ? AND substr(crt_time, 1, 7) = ?').get(`${scope}%`, month) as {
          n: number;
        }
      ).n;
      months.push({ month, count: n });
    }
  }
  const byTop = db
    .prepare(`SELECT t.org_name AS orgName, COUNT(m.member_id) AS count FROM org t LEFT JOIN member m ON m.org_path LIKE t.path || '%'
      WHERE t.path LIKE ? AND t.org_level = (SELECT MIN(org_level) FROM org WHERE path LIKE ?) GROUP BY t.org_code ORDER BY count DESC LIMIT 10`)
    .all(`${scope}%`, `${scope}%`);
  return {
    orgCount: one('SELECT COUNT(*) AS n FROM org WHERE path LIKE ?'),
    enabledOrgCount: one('SELECT COUNT(*) AS n FROM org WHERE path LIKE ? AND status = 1'),
    memberCount: one('SELECT COUNT(*) AS n FROM member WHERE org_path LIKE ?'),
    psamCount: one('SELECT COUNT(*) AS n FROM merchant WHERE org_path LIKE ? AND psam_code IS NOT NULL'),
    transAmt: one('SELECT COALESCE(SUM(amount), 0) AS n FROM pos_order WHERE org_path LIKE ? AND order_status = 20'),
    transCnt: one('SELECT COUNT(*) AS n FROM pos_order WHERE org_path LIKE ? AND order_status = 20'),
    newOrgsByMonth: months,
    membersByTopOrg: byTop,
  };
}

/** The organisation audit queue (/OrgAudit, /MsyOrgAudit). */
export const orgAudits: Resource = {
  name: 'org-audits',
  page: callOf('POST /{p}/pos/standard/org/admin/org/audit-page'),
  from: 'org_audit a JOIN org o ON o.org_code = a.org_code LEFT JOIN org p ON p.org_code = o.parent_code',
  select: `a.audit_id AS auditId, a.org_code AS orgCode, o.org_name AS orgName, p.org_name AS parentOrgName, a.audit_type AS auditType,
    a.audit_status AS auditStatus, a.submit_login_id AS submitLoginId, a.crt_time AS crtTime, a.audit_login_id AS auditLoginId,
    a.audit_time AS auditTime, a.audit_msg AS auditMsg`,
  orderBy: 'a.crt_time DESC, a.audit_id DESC',
  scope: 'o.path',
  filters: {
    orgCode: { eq: 'a.org_code', upper: true },
    orgName: { like: 'o.org_name' },
    auditType: { eq: 'a.audit_type' },
    auditStatus: { eq: 'a.audit_status' },
    crtTime: { dates: 'a.crt_time' },
  },
  key: 'auditId',
  keyColumn: 'a.audit_id',
  routes: [
    { method: 'POST', path: callOf('POST /{p}/pos/standard/org/admin/org/audit-pass').path, handler: (ctx) => decide(ctx, 20) },
    { method: 'POST', path: callOf('POST /{p}/pos/standard/org/admin/org/audit-reject').path, handler: (ctx) => decide(ctx, 40) },
  ],
};

/** Pass or reject a pending audit (10 or 15); a decided one is refused. */
function decide(ctx: Ctx, status: 20 | 40) {
  const { db } = ctx.app;
  const c = new Conditions().add('a.audit_id = ?', Number(str(ctx.body.auditId) ?? -1)).under('o.path', orgScope(db, ctx.emp));
  const row = db.prepare(`SELECT a.audit_status AS s FROM ${orgAudits.from} WHERE ${c.where.join(' AND ')}`).get(...c.params) as
    | { s: number }
    | undefined;
  if (!row) throw bizError('记录不存在', 'E4004');
  if (row.s !== 10 && row.s !== 15) throw bizError('该记录已审核', 'E4501');
  const msg = str(ctx.body.auditMsg);
  if (status === 40 && !msg) throw bizError('请输入拒绝原因', 'E4502');
  db.prepare('UPDATE org_audit SET audit_status = ?, audit_login_id = ?, audit_time = ?, audit_msg = ? WHERE audit_id = ?').run(
    status,
    ctx.emp?.loginId ?? null,
    formatTime(Date.now()),
    status === 40 ? msg!.slice(0, 200) : (msg ?? '审核通过'),
    Number(ctx.body.auditId),
  );
  return null;
}
