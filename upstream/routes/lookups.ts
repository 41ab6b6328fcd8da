// Shared look-ups of spec 01 §7: member and organisation search widgets, dictionary pages.
import type { Ctx, Route } from '../context.ts';
import { orgScope } from '../scope.ts';
import { Conditions, containsPattern, page, pageArgs, queryPage, str, type SqlValue } from '../util.ts';

interface MemberRow {
  member_id: string;
  org_name: string;
  mask_real_name: string;
  mask_mobile: string;
  mask_idc_num: string;
  cnl_tag: string | null;
  member_type: number;
  cust_member_type: number;
}

/** Member search; `memberType` narrows the /org (administrators) and /merchant variants. */
function memberSearch(memberType: number | null) {
  return (ctx: Ctx) => {
    const { db } = ctx.app;
    const args = pageArgs(ctx.body);
    const where: string[] = [];
    const params: SqlValue[] = [];
    const scope = orgScope(db, ctx.emp);
    if (scope) {
      where.push('m.org_path LIKE ?');
      params.push(`${scope}%`);
    }
    if (memberType) {
      where.push('m.member_type = ?');
      params.push(memberType);
    }
    const condition = str(ctx.body.condition);
    if (condition) {
      where.push("(m.member_id LIKE ? ESCAPE '\\' OR m.real_name LIKE ? ESCAPE '\\' OR m.mobile LIKE ? ESCAPE '\\')");
      params.push(containsPattern(condition.toUpperCase()), containsPattern(condition), containsPattern(condition));
    }
    const { rows, total } = queryPage<MemberRow>(
      db,
      {
        select: 'm.*, o.org_name',
        from: 'member m JOIN org o ON o.org_code = m.org_code',
        where,
        params,
        orderBy: 'm.member_id',
      },
      args,
    );
    return page(
      rows.map((r) => ({
        memberId: r.member_id,
        orgName: r.org_name,
        realName: r.mask_real_name,
        maskMobile: r.mask_mobile,
        maskIdcNum: r.mask_idc_num,
        cnlMemberRegisetrTag: r.cnl_tag,
        memberType: r.member_type,
        custMemberType: r.cust_member_type,
      })),
      total,
      args,
    );
  };
}

function orgSearch(ctx: Ctx) {
  const { db } = ctx.app;
  const args = pageArgs(ctx.body);
  const where: string[] = [];
  const params: SqlValue[] = [];
  const scope = orgScope(db, ctx.emp);
  if (scope) {
    where.push('path LIKE ?');
    params.push(`${scope}%`);
  }
  const level = Number(ctx.body.orgLevel);
  if (Number.isInteger(level) && level > 0) {
    where.push('org_level = ?');
    params.push(level);
  }
  const condition = str(ctx.body.condition);
  if (condition) {
    where.push("(org_code LIKE ? ESCAPE '\\' OR org_name LIKE ? ESCAPE '\\')");
    params.push(containsPattern(condition.toUpperCase()), containsPattern(condition));
  }
  const { rows, total } = queryPage(
    db,
    {
      select: 'org_code AS orgCode, org_name AS orgName, org_level AS orgLevel, org_type AS orgType',
      from: 'org',
      where,
      params,
      orderBy: 'org_code',
    },
    args,
  );
  return page(rows, total, args);
}

/**
 * Dictionary rows, by type (its first row, seq 0, is the header row the console drops), label
 * (contains) or value (exact).
 */
function dictPage(ctx: Ctx) {
  const { db } = ctx.app;
  const args = pageArgs(ctx.body);
  const c = new Conditions();
  const typeId = Number(ctx.body.typeId);
  if (Number.isInteger(typeId) && typeId > 0) c.add('type_id = ?', typeId);
  c.contains('type_name', ctx.body.typeName).equals('type_value', ctx.body.typeValue);
  const { rows, total } = queryPage(
    db,
    {
      select: 'type_id AS typeId, type_name AS typeName, type_value AS typeValue',
      from: 'dict',
      where: c.where,
      params: c.params,
      orderBy: 'type_id, seq',
    },
    args,
  );
  return page(rows, total, args);
}

export const lookupRoutes: Route[] = [
  { method: 'POST', path: '/admin/member/component', handler: memberSearch(null) },
  { method: 'POST', path: '/admin/member/component/org', handler: memberSearch(101020) },
  { method: 'POST', path: '/admin/member/component/merchant', handler: memberSearch(101010) },
  { method: 'POST', path: '/admin/org/page/component', handler: orgSearch },
  { method: 'POST', path: '/admin/dict/page', handler: dictPage },
];
