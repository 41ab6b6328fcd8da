// Data scoping: an ORG employee sees only its own organisation's subtree; a PRODUCT employee
// sees everything.
import type { Employee } from './context.ts';
import type { Db } from './db.ts';

/**
 * The org path prefix ('/ORG0001/') an employee is confined to, or null for no restriction. An
 * ORG employee whose organisation is missing is confined to a path that matches nothing.
 */
export function orgScope(db: Db, emp: Employee | null): string | null {
  if (emp?.roleType !== 'ORG') return null;
  const row = db.prepare('SELECT path FROM org WHERE org_code = ?').get(emp.orgCode ?? '') as { path: string } | undefined;
  return row?.path ?? '/-none-/';
}

export function orgName(db: Db, orgCode: string | null): string | null {
  if (!orgCode) return null;
  const row = db.prepare('SELECT org_name FROM org WHERE org_code = ?').get(orgCode) as { org_name: string } | undefined;
  return row?.org_name ?? null;
}
