// Passwords (scrypt with a per-employee salt), bearer tokens (random, stored with an expiry) and
// the employee record behind a token.
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import type { Employee } from './context.ts';
import type { Db } from './db.ts';

const TOKEN_TTL_MS = 24 * 3600 * 1000;
const KEY_LEN = 32;

export function hashPasswordSync(password: string): { salt: string; hash: string } {
  const salt = randomBytes(16).toString('hex');
  return { salt, hash: scryptSync(password, salt, KEY_LEN).toString('hex') };
}

export function hashPassword(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LEN, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function passwordMatches(password: string, salt: string, hashHex: string): Promise<boolean> {
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await hashPassword(password, salt);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export interface EmployeeRow {
  emp_id: string;
  login_id: string;
  pwd_salt: string;
  pwd_hash: string;
  real_name: string;
  role_type: string;
  product_code: string;
  org_code: string | null;
  member_id: string;
  grant_all: number;
  status: number;
  failed_count: number;
  locked_until: number;
}

export function toEmployee(row: EmployeeRow): Employee {
  return {
    empId: row.emp_id,
    loginId: row.login_id,
    realName: row.real_name,
    roleType: row.role_type === 'ORG' ? 'ORG' : 'PRODUCT',
    productCode: row.product_code,
    orgCode: row.org_code,
    memberId: row.member_id,
    grantAll: row.grant_all === 1,
  };
}

export function findEmployeeByLogin(db: Db, loginId: string): EmployeeRow | undefined {
  return db.prepare('SELECT * FROM employee WHERE login_id = ?').get(loginId) as EmployeeRow | undefined;
}

export function issueToken(db: Db, empId: string): string {
  const now = Date.now();
  db.prepare('DELETE FROM token WHERE expires_at < ?').run(now);
  // 32 random bytes as hex: 64 characters, unguessable.
  const token = randomBytes(32).toString('hex');
  db.prepare('INSERT INTO token (token, emp_id, expires_at) VALUES (?, ?, ?)').run(token, empId, now + TOKEN_TTL_MS);
  return token;
}

export function revokeToken(db: Db, token: string): void {
  db.prepare('DELETE FROM token WHERE token = ?').run(token);
}

/** The bearer token of an Authorization header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const m = /^Bearer\s+([0-9a-f]{64,})$/i.exec(header?.trim() ?? '');
  return m ? m[1].toLowerCase() : null;
}

/** The employee behind a valid, unexpired token of an enabled account; null otherwise. */
export function authenticate(db: Db, header: string | undefined): Employee | null {
  const token = bearerToken(header);
  if (!token) return null;
  const row = db
    .prepare('SELECT e.* FROM token t JOIN employee e ON e.emp_id = t.emp_id WHERE t.token = ? AND t.expires_at > ? AND e.status = 1')
    .get(token, Date.now()) as EmployeeRow | undefined;
  return row ? toEmployee(row) : null;
}
