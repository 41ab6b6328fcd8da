import { callOf } from '../../calls.ts';
import { bizError, type Ctx } from '../../context.ts';
import type { Db } from '../../db.ts';
import { findRecord, type Resource, type SeedContext } from '../../kit/resource.ts';
import { ORG_ROLES, PRODUCT_ROLES } from '../../seed-data.ts';
import { RESOURCE_TREE } from '../../seed-menu.ts';
import { DEMO_EMPLOYEES } from '../../seed-employees.ts';
import { formatTime, str } from '../../util.ts';
import { DAY } from '../../kit/time.ts';

/** The role list kept as a dictionary type as well (dict/page typeId); the console's 分配角色 reads the role page. */
const ROLE_DICT = 1009;

/** The role list kept as dictionary type ROLE_DICT (the first row is the header row look-ups drop). */
export function syncRoleDict(db: Db): void {
  db.prepare('DELETE FROM dict WHERE type_id = ?').run(ROLE_DICT);
  const insert = db.prepare('INSERT INTO dict (type_id, seq, type_name, type_value) VALUES (?, ?, ?, ?)');
  insert.run(ROLE_DICT, 0, '角色', '');
  const rows = db.prepare('SELECT role_id, role_name, role_type FROM role WHERE status = 1 ORDER BY role_id').all() as Array<{
    role_id: number;
    role_name: string;
    role_type: string;
  }>;
  rows.forEach((r, i) => insert.run(ROLE_DICT, i + 1, `${r.role_name}（${r.role_type === 'ORG' ? '机构' : '平台'}）`, String(r.role_id)));
}

/** The rights an employee's enabled role gives through its enabled resources. */
export function roleRightsOf(db: Db, empId: string): string[] {
  const rows = db
    .prepare(`SELECT r.role_type AS roleType, s.res_id AS resId, s.area AS area FROM employee_role er
      JOIN role r ON r.role_id = er.role_id AND r.status = 1
      JOIN role_res rr ON rr.role_id = r.role_id
      JOIN res s ON s.res_id = rr.res_id AND s.status = 1
      WHERE er.emp_id = ?`)
    .all(empId) as Array<{ roleType: string; resId: string; area: string }>;
  return rows.map((r) => (r.roleType === 'ORG' && r.area !== 'agent' ? `BIZ_${r.resId}` : r.resId));
}

const RETIRED = 'RetiredStatPage';

function seedRoles({ db, rng, base }: SeedContext) {
  const tree = RESOURCE_TREE;
  const insertRes = db.prepare(
    'INSERT INTO res (res_id, res_name, res_type, parent_id, area, path, sort, status, crt_time, upt_time) VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?)',
  );
  const created = formatTime(base - 400 * DAY);
  tree.forEach(([id, name, type, parent, area, path], i) => insertRes.run(id, name, type, parent, area, path, i % 100, created, created));
  // A page retired from the menu and kept disabled (a disabled resource grants nothing; the super
  // administrator's role keeps its link, so enabling it again restores it): 禁用 has a row.
  const lastArea = tree.filter((t) => t[2] === 1).at(-1)!;
  db.prepare(`INSERT INTO res (res_id, res_name, res_type, parent_id, area, path, sort, status, crt_time, upt_time)
    VALUES ('${RETIRED}', '旧版统计报表（已停用）', 2, ?, ?, ?, 99, 0, ?, ?)`).run(
    lastArea[0],
    lastArea[4],
    `${lastArea[5]}.999`,
    created,
    formatTime(base - 30 * DAY),
  );
  const resIds = new Set(tree.map((t) => t[0]));
  const areaOf = new Map(tree.map((t) => [t[0], t[4]]));
  const insertRole = db.prepare(
    'INSERT INTO role (role_name, role_type, status, remark, crt_time, upt_time) VALUES (?, ?, ?, ?, ?, ?) RETURNING role_id',
  );
  const insertRoleRes = db.prepare('INSERT OR IGNORE INTO role_res (role_id, res_id) VALUES (?, ?)');
  const roleIds = new Map<string, number>();
  const names: Array<[string, string]> = [
    ['超级管理员', 'PRODUCT'],
    ...PRODUCT_ROLES.map((n): [string, string] => [n, 'PRODUCT']),
    ...ORG_ROLES.map((n): [string, string] => [n, 'ORG']),
    ['服务商管理员', 'ORG'],
    ['临时角色', 'PRODUCT'],
  ];
  const leaves = tree.filter((t) => t[2] !== 1).map((t) => t[0]);
  for (const [name, type] of names) {
    const t = base - rng.int(30, 600) * DAY;
    const { role_id: id } = insertRole.get(
      name,
      type,
      name === '临时角色' ? 0 : 1,
      name === '临时角色' ? '已停用' : null,
      formatTime(t),
      formatTime(t + rng.int(0, 20) * DAY),
    ) as {
      role_id: number;
    };
    roleIds.set(name, id);
    // A demo employee's role holds exactly the rights that employee already has (its rights do not change).
    const demo = DEMO_EMPLOYEES.find((e) => e.roleType === type && Array.isArray(e.rights) && roleNameOf(e.empId) === name);
    if (demo && Array.isArray(demo.rights)) {
      const held = new Set(demo.rights);
      for (const r of demo.rights) {
        const plain = r.replace(/^BIZ_/, '');
        if (!resIds.has(plain)) continue;
        const given = type === 'ORG' && areaOf.get(plain) !== 'agent' ? `BIZ_${plain}` : plain;
        if (held.has(given)) insertRoleRes.run(id, plain);
      }
    } else if (name === '超级管理员') {
      for (const r of [...leaves, RETIRED]) insertRoleRes.run(id, r);
    } else {
      for (const r of leaves) if (rng.chance(0.15)) insertRoleRes.run(id, r);
    }
  }
  // Every employee holds the role of its role name.
  const emps = db.prepare('SELECT emp_id, role_name FROM employee').all() as Array<{ emp_id: string; role_name: string }>;
  const insertEmpRole = db.prepare('INSERT INTO employee_role (emp_id, role_id) VALUES (?, ?)');
  for (const e of emps) {
    const id = roleIds.get(e.role_name);
    if (id !== undefined) insertEmpRole.run(e.emp_id, id);
  }
  syncRoleDict(db);
}

const DEMO_ROLE: Record<string, string> = { '10001': '超级管理员', '10002': '运营专员', '10003': '机构管理员', '10004': '服务商管理员' };
const roleNameOf = (empId: string) => DEMO_ROLE[empId];

function roleRow(db: Db, roleId: unknown): { role_id: number; role_type: string; role_name: string } {
  const row = db.prepare('SELECT role_id, role_type, role_name FROM role WHERE role_id = ?').get(str(roleId) ?? '') as
    | { role_id: number; role_type: string; role_name: string }
    | undefined;
  if (!row) throw bizError('角色不存在', 'E5101');
  return row;
}

function setRoleStatus(ctx: Ctx, status: 0 | 1) {
  const role = roleRow(ctx.app.db, ctx.body.roleId);
  if (
    status === 0 &&
    ctx.emp &&
    ctx.app.db.prepare('SELECT 1 FROM employee_role WHERE emp_id = ? AND role_id = ?').get(ctx.emp.empId, role.role_id)
  ) {
    throw bizError('不能停用当前登录账号所属的角色', 'E5104');
  }
  ctx.app.db.prepare('UPDATE role SET status = ?, upt_time = ? WHERE role_id = ?').run(status, formatTime(Date.now()), role.role_id);
  syncRoleDict(ctx.app.db);
  return null;
}

function resTree(ctx: Ctx) {
  const role = roleRow(ctx.app.db, ctx.body.roleId);
  const nodes = ctx.app.db
    .prepare(`SELECT s.res_id AS resId, s.res_name AS resName, s.res_type AS resType, s.parent_id AS parentId, s.status AS status,
      CASE WHEN rr.res_id IS NULL THEN 0 ELSE 1 END AS checked
      FROM res s LEFT JOIN role_res rr ON rr.res_id = s.res_id AND rr.role_id = ? ORDER BY s.path`)
    .all(role.role_id);
  return { roleId: role.role_id, roleName: role.role_name, roleType: role.role_type, nodes };
}

function saveResources(ctx: Ctx) {
  const { db } = ctx.app;
  const role = roleRow(db, ctx.body.roleId);
  const ids = ctx.body.resIds;
  if (!Array.isArray(ids) || ids.length > 5000 || ids.some((x) => typeof x !== 'string')) throw bizError('资源列表格式错误', 'E5102');
  const known = new Set((db.prepare('SELECT res_id FROM res WHERE res_type <> 1').all() as Array<{ res_id: string }>).map((r) => r.res_id));
  const unknown = (ids as string[]).find((x) => !known.has(x));
  if (unknown !== undefined) throw bizError(`资源不存在：${unknown.slice(0, 60)}`, 'E5103');
  db.prepare('DELETE FROM role_res WHERE role_id = ?').run(role.role_id);
  const insert = db.prepare('INSERT OR IGNORE INTO role_res (role_id, res_id) VALUES (?, ?)');
  for (const id of ids as string[]) insert.run(role.role_id, id);
  db.prepare('UPDATE role SET upt_time = ? WHERE role_id = ?').run(formatTime(Date.now()), role.role_id);
  return { roleId: role.role_id, resCount: ids.length };
}

export const roles: Resource = {
  name: 'roles',
  version: 2,
  schema: `CREATE TABLE IF NOT EXISTS res (
    res_id TEXT PRIMARY KEY, res_name TEXT NOT NULL, res_type INTEGER NOT NULL, parent_id TEXT, area TEXT NOT NULL DEFAULT '',
    path TEXT NOT NULL DEFAULT '', sort INTEGER NOT NULL DEFAULT 0, status INTEGER NOT NULL DEFAULT 1, crt_time TEXT NOT NULL, upt_time TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS res_path ON res(path);
  CREATE TABLE IF NOT EXISTS role (
    role_id INTEGER PRIMARY KEY, role_name TEXT NOT NULL, role_type TEXT NOT NULL, status INTEGER NOT NULL DEFAULT 1,
    remark TEXT, crt_time TEXT NOT NULL, upt_time TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS role_res (role_id INTEGER NOT NULL, res_id TEXT NOT NULL, PRIMARY KEY (role_id, res_id));
  CREATE TABLE IF NOT EXISTS employee_role (emp_id TEXT PRIMARY KEY, role_id INTEGER NOT NULL);`,
  seed: seedRoles,
  page: callOf('POST /admin/role/page'),
  detail: callOf('POST /admin/role/detail'),
  create: callOf('POST /admin/role/add'),
  update: callOf('POST /admin/role/upt'),
  from: 'role r',
  select: `r.role_id AS roleId, r.role_name AS roleName, r.role_type AS roleType, r.status AS status, r.remark AS remark,
    (SELECT COUNT(*) FROM role_res x WHERE x.role_id = r.role_id) AS resCount,
    (SELECT COUNT(*) FROM employee_role x WHERE x.role_id = r.role_id) AS empCount, r.crt_time AS crtTime, r.upt_time AS uptTime`,
  orderBy: 'r.role_id',
  filters: { roleName: { like: 'r.role_name' }, roleType: { eq: 'r.role_type', upper: true }, status: { eq: 'r.status' } },
  key: 'roleId',
  keyColumn: 'r.role_id',
  table: 'role',
  columns: { roleName: 'role_name', roleType: 'role_type', remark: 'remark' },
  stamps: true,
  check: (body, ctx, mode) => {
    const name = str(body.roleName) ?? '';
    const other = ctx.app.db.prepare('SELECT role_id FROM role WHERE role_name = ?').get(name) as { role_id: number } | undefined;
    if (other && (mode === 'create' || String(other.role_id) !== String(body.roleId))) throw bizError('角色名称已存在', 'E5105');
    if (mode === 'update') delete body.roleType;
    else if (body.roleType !== 'PRODUCT' && body.roleType !== 'ORG') throw bizError('角色类型错误', 'E5106');
    // The dictionary follows once the statement ran: queued after this check.
    queueMicrotask(() => syncRoleDict(ctx.app.db));
  },
  routes: [
    { method: 'POST', path: callOf('POST /admin/role/enable').path, handler: (ctx) => setRoleStatus(ctx, 1) },
    { method: 'POST', path: callOf('POST /admin/role/disable').path, handler: (ctx) => setRoleStatus(ctx, 0) },
    { method: 'POST', path: callOf('POST /admin/role/res/tree').path, handler: resTree },
    { method: 'POST', path: callOf('POST /admin/role/res/save').path, handler: saveResources },
    { method: 'POST', path: callOf('POST /admin/employee/role/detail').path, handler: employeeRole },
    { method: 'POST', path: callOf('POST /admin/employee/role/save').path, handler: saveEmployeeRole },
  ],
};

function scopedEmployee(ctx: Ctx): { emp_id: string; login_id: string; role_type: string } {
  const row = ctx.app.db
    .prepare('SELECT e.emp_id, e.login_id, e.role_type, e.org_code FROM employee e WHERE e.emp_id = ?')
    .get(str(ctx.body.empId) ?? '') as { emp_id: string; login_id: string; role_type: string; org_code: string | null } | undefined;
  if (!row || (ctx.emp?.roleType === 'ORG' && row.org_code !== ctx.emp.orgCode)) throw bizError('员工不存在', 'E5001');
  return row;
}

function employeeRole(ctx: Ctx) {
  const e = scopedEmployee(ctx);
  const r = ctx.app.db.prepare('SELECT role_id FROM employee_role WHERE emp_id = ?').get(e.emp_id) as { role_id: number } | undefined;
  return { empId: e.emp_id, loginId: e.login_id, roleId: r ? String(r.role_id) : '' };
}

function saveEmployeeRole(ctx: Ctx) {
  const { db } = ctx.app;
  const e = scopedEmployee(ctx);
  const role = roleRow(db, ctx.body.roleId);
  if (role.role_type !== e.role_type) throw bizError('角色类型与员工类型不一致', 'E5107');
  if ((db.prepare('SELECT status FROM role WHERE role_id = ?').get(role.role_id) as { status: number }).status !== 1) {
    throw bizError('角色已停用', 'E5108');
  }
  db.prepare('INSERT INTO employee_role (emp_id, role_id) VALUES (?, ?) ON CONFLICT(emp_id) DO UPDATE SET role_id = excluded.role_id').run(
    e.emp_id,
    role.role_id,
  );
  db.prepare('UPDATE employee SET role_name = ? WHERE emp_id = ?').run(role.role_name, e.emp_id);
  return null;
}

export const resources: Resource = {
  name: 'res',
  page: callOf('POST /admin/res/page'),
  detail: callOf('POST /admin/res/detail'),
  create: callOf('POST /admin/res/add'),
  update: callOf('POST /admin/res/upt'),
  from: 'res s',
  select: `s.res_id AS resId, s.res_name AS resName, s.res_type AS resType, s.parent_id AS parentId, s.sort AS sort, s.status AS status,
    substr('　　　　', 1, (s.res_type - 1) * 2) || s.res_name AS treeName,
    (SELECT COUNT(*) FROM role_res x WHERE x.res_id = s.res_id) AS roleCount, s.upt_time AS uptTime`,
  orderBy: 's.path',
  filters: { resName: { like: 's.res_name' }, resType: { eq: 's.res_type' }, parentId: { eq: 's.parent_id' }, status: { eq: 's.status' } },
  key: 'resId',
  keyColumn: 's.res_id',
  table: 'res',
  columns: { resId: 'res_id', resName: 'res_name', sort: 'sort', status: 'status', parentId: 'parent_id', resType: 'res_type' },
  stamps: true,
  check: (body, ctx, mode) => {
    if (mode === 'update') {
      for (const k of ['resType', 'parentId']) delete body[k];
      findRecord(resources, ctx, body.resId);
      return;
    }
    const { db } = ctx.app;
    if (db.prepare('SELECT 1 FROM res WHERE res_id = ?').get(str(body.resId) ?? '')) throw bizError('资源编码已存在', 'E5111');
    const parent = db.prepare('SELECT area, path, res_type FROM res WHERE res_id = ?').get(str(body.parentId) ?? '') as
      | { area: string; path: string; res_type: number }
      | undefined;
    if (parent?.res_type !== 2) throw bizError('上级菜单不存在', 'E5112');
    // area and path are not form fields: set right after the insert.
    const id = String(body.resId);
    queueMicrotask(() =>
      db.prepare('UPDATE res SET area = ?, path = ? WHERE res_id = ?').run(parent.area, `${parent.path}.9${id.slice(0, 20)}`, id),
    );
  },
};
