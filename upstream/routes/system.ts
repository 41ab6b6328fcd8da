// System screens: base types, employees (with enable/disable), uploaded files and tag groups. An
// ORG employee sees only employees and files of its organisation's subtree.
import { bizError } from '../context.ts';
import type { Ctx, Route } from '../context.ts';
import { orgScope } from '../scope.ts';
import { TAG_GROUPS } from '../seed-data.ts';
import { Conditions, page, pageArgs, queryPage, str } from '../util.ts';

function baseTypePage(ctx: Ctx) {
  const { db } = ctx.app;
  const args = pageArgs(ctx.body);
  const c = new Conditions().equals('b.type_id', ctx.body.typeId).contains('b.type_name', ctx.body.typeName);
  const { rows, total } = queryPage(
    db,
    {
      select: `b.type_id AS typeId, b.type_name AS typeName, b.type_desc AS typeDesc,
      (SELECT COUNT(*) FROM dict d WHERE d.type_id = b.type_id AND d.seq > 0) AS valueCount, b.status AS status,
      b.crt_time AS crtTime, b.upt_time AS uptTime`,
      from: 'base_type b',
      where: c.where,
      params: c.params,
      orderBy: 'b.type_id',
    },
    args,
  );
  return page(rows, total, args);
}

const EMP_FROM = 'employee e LEFT JOIN org o ON o.org_code = e.org_code';

function employeePage(ctx: Ctx) {
  const { db } = ctx.app;
  const args = pageArgs(ctx.body);
  const c = new Conditions()
    .under('o.path', orgScope(db, ctx.emp))
    .equals('e.login_id', ctx.body.loginId)
    .contains('e.real_name', ctx.body.realName)
    .equals('e.role_type', ctx.body.roleType, true)
    .contains('e.role_name', ctx.body.roleName)
    .equals('e.org_code', ctx.body.orgCode, true)
    .equals('e.status', ctx.body.status);
  const { rows, total } = queryPage(
    db,
    {
      select: `e.emp_id AS empId, e.login_id AS loginId, e.mask_real_name AS realName, e.mask_mobile AS mobile, e.role_type AS roleType,
      e.role_name AS roleName, e.org_code AS orgCode, o.org_name AS orgName, e.product_code AS productCode, e.status AS status,
      e.last_login_time AS lastLoginTime, e.crt_time AS crtTime`,
      from: EMP_FROM,
      where: c.where,
      params: c.params,
      orderBy: 'e.emp_id',
    },
    args,
  );
  return page(rows, total, args);
}

/** Enable (1) or disable (0) an employee of the caller's scope; disabling ends its sessions. */
function setEmployeeStatus(status: 0 | 1) {
  return (ctx: Ctx) => {
    const { db } = ctx.app;
    const empId = str(ctx.body.empId) ?? '';
    const c = new Conditions().under('o.path', orgScope(db, ctx.emp)).add('e.emp_id = ?', empId);
    const row = db.prepare(`SELECT e.emp_id FROM ${EMP_FROM} WHERE ${c.where.join(' AND ')}`).get(...c.params);
    if (!row) throw bizError('员工不存在', 'E5001');
    if (status === 0 && empId === ctx.emp!.empId) throw bizError('不能停用当前登录账号', 'E5002');
    db.prepare('UPDATE employee SET status = ? WHERE emp_id = ?').run(status, empId);
    if (status === 0) db.prepare('DELETE FROM token WHERE emp_id = ?').run(empId);
    return null;
  };
}

function filePage(ctx: Ctx) {
  const { db } = ctx.app;
  const args = pageArgs(ctx.body);
  const c = new Conditions()
    .under('f.org_path', orgScope(db, ctx.emp))
    .contains('f.file_name', ctx.body.fileName)
    .equals('f.cust_file_group', ctx.body.custFileGroup)
    .equals('f.file_type', ctx.body.fileType)
    .equals('f.member_id', ctx.body.memberId, true)
    .range('f.size', ctx.body.startSize, ctx.body.endSize, 1024)
    .dates('f.crt_time', ctx.body);
  const { rows, total } = queryPage(
    db,
    {
      select: `f.file_id AS fileId, f.file_name AS fileName, f.cust_file_group AS custFileGroup, f.cust_file_tag AS custFileTag,
      f.file_type AS fileType, f.size AS size, f.member_id AS memberId, f.emp_id AS empId, f.crt_time AS crtTime`,
      from: 'upload_file f',
      where: c.where,
      params: c.params,
      orderBy: 'f.crt_time DESC, f.file_id',
    },
    args,
  );
  return page(rows, total, args);
}

interface TagRow {
  tag_id: number;
  tag_code: string;
  tag_name: string;
  cust_group: string;
}

/** Tag groups with their (matching) tags; a group without a matching tag is left out. */
function tagGroupList(ctx: Ctx) {
  const args = pageArgs(ctx.body);
  const c = new Conditions().equals('tag_sub_type', ctx.body.tagSubType).contains('tag_name', ctx.body.tagName);
  const wanted = Array.isArray(ctx.body.custGroups) ? ctx.body.custGroups.map(str).filter((g): g is string => g !== null) : [];
  if (wanted.length) c.add(`cust_group IN (${wanted.map(() => '?').join(', ')})`, ...wanted);
  const clause = c.where.length ? `WHERE ${c.where.join(' AND ')}` : '';
  const tags = ctx.app.db
    .prepare(`SELECT tag_id, tag_code, tag_name, cust_group FROM tag ${clause} ORDER BY tag_id`)
    .all(...c.params) as unknown as TagRow[];
  const groups = TAG_GROUPS.map(([custGroup, custGroupName]) => ({
    custGroup,
    custGroupName,
    tagIndicators: tags
      .filter((t) => t.cust_group === custGroup)
      .map((t) => ({ tagId: t.tag_id, tagCode: t.tag_code, tagName: t.tag_name })),
  })).filter((g) => g.tagIndicators.length > 0);
  return page(groups.slice(args.offset, args.offset + args.pageSize), groups.length, args);
}

export const systemRoutes: Route[] = [
  { method: 'POST', path: '/admin/base-type/page', handler: baseTypePage },
  { method: 'POST', path: '/admin/employee/page', handler: employeePage },
  { method: 'POST', path: '/admin/employee/enable', handler: setEmployeeStatus(1) },
  { method: 'POST', path: '/admin/employee/disable', handler: setEmployeeStatus(0) },
  { method: 'POST', path: '/admin/file/page', handler: filePage },
  { method: 'POST', path: '/admin/tag/group-list', handler: tagGroupList },
];
