// System lists: base types, employees (with enable and disable) and uploaded files. An ORG employee
// sees only employees and files of its organisation's subtree.
import { callOf } from '../../calls.ts';
import { bizError, type Ctx } from '../../context.ts';
import { findRecord, type Resource } from '../../kit/resource.ts';
import { str } from '../../util.ts';

export const baseTypes: Resource = {
  name: 'base-types',
  page: callOf('POST /admin/base-type/page'),
  from: 'base_type b',
  select: `b.type_id AS typeId, b.type_name AS typeName, b.type_desc AS typeDesc,
    (SELECT COUNT(*) FROM dict d WHERE d.type_id = b.type_id AND d.seq > 0) AS valueCount, b.status AS status,
    b.crt_time AS crtTime, b.upt_time AS uptTime`,
  orderBy: 'b.type_id',
  filters: { typeId: { eq: 'b.type_id' }, typeName: { like: 'b.type_name' } },
};

const enable = callOf('POST /admin/employee/enable');
const disable = callOf('POST /admin/employee/disable');

export const employees: Resource = {
  name: 'employees',
  page: callOf('POST /admin/employee/page'),
  from: 'employee e LEFT JOIN org o ON o.org_code = e.org_code',
  select: `e.emp_id AS empId, e.login_id AS loginId, e.mask_real_name AS realName, e.mask_mobile AS mobile, e.role_type AS roleType,
    e.role_name AS roleName, e.org_code AS orgCode, o.org_name AS orgName, e.product_code AS productCode, e.status AS status,
    e.last_login_time AS lastLoginTime, e.crt_time AS crtTime`,
  orderBy: 'e.emp_id',
  scope: 'o.path',
  key: 'empId',
  keyColumn: 'e.emp_id',
  filters: {
    loginId: { eq: 'e.login_id' },
    realName: { like: 'e.real_name' },
    roleType: { eq: 'e.role_type', upper: true },
    roleName: { like: 'e.role_name' },
    orgCode: { eq: 'e.org_code', upper: true },
    status: { eq: 'e.status' },
  },
  routes: [
    { method: 'POST', path: enable!.path, handler: (ctx) => setEmployeeStatus(ctx, 1) },
    { method: 'POST', path: disable!.path, handler: (ctx) => setEmployeeStatus(ctx, 0) },
  ],
};

/** Enable (1) or disable (0) an employee of the caller's scope; disabling ends its sessions. */
function setEmployeeStatus(ctx: Ctx, status: 0 | 1) {
  const empId = str(ctx.body.empId) ?? '';
  try {
    findRecord(employees, ctx, empId);
  } catch {
    throw bizError('员工不存在', 'E5001');
  }
  if (status === 0 && empId === ctx.emp!.empId) throw bizError('不能停用当前登录账号', 'E5002');
  ctx.app.db.prepare('UPDATE employee SET status = ? WHERE emp_id = ?').run(status, empId);
  if (status === 0) ctx.app.db.prepare('DELETE FROM token WHERE emp_id = ?').run(empId);
  return null;
}

export const files: Resource = {
  name: 'files',
  page: callOf('POST /admin/file/page'),
  from: 'upload_file f LEFT JOIN employee e ON e.emp_id = f.emp_id',
  select: `f.file_id AS fileId, f.file_name AS fileName, f.cust_file_group AS custFileGroup, f.cust_file_tag AS custFileTag,
    f.file_type AS fileType, f.size AS size, f.member_id AS memberId, f.emp_id AS empId, e.mask_real_name AS empName, f.crt_time AS crtTime`,
  orderBy: 'f.crt_time DESC, f.file_id',
  scope: 'f.org_path',
  filters: {
    fileName: { like: 'f.file_name' },
    custFileGroup: { eq: 'f.cust_file_group' },
    fileType: { eq: 'f.file_type' },
    memberId: { eq: 'f.member_id', upper: true },
    fileSize: { range: 'f.size', keys: ['startSize', 'endSize'], scale: 1024 },
    crtTime: { dates: 'f.crt_time' },
  },
};
