// Rights and menus of an employee. The demo administrator holds exactly the right ids the contract
// names (contract/rights.ts: the specs' screens and rights, and the screen names assumed), never
// one the console made up: a console gate on another id hides its part from the administrator too.
import { ASSUMED_SCREENS, SPEC_RIGHTS, SPEC_SCREENS } from '../contract/rights.ts';
import type { Employee } from './context.ts';
import type { Db } from './db.ts';
import { roleRightsOf } from './resources/system/roles.ts';
import { RESOURCE_TREE } from './seed-menu.ts';

const BIZ = 'BIZ_';

let all: string[] | null = null;

/** Every right id the contract names, each also BIZ_-prefixed. */
function allRights(): string[] {
  const base = [...new Set([...SPEC_SCREENS, ...Object.keys(ASSUMED_SCREENS), ...Object.keys(SPEC_RIGHTS)])];
  all ??= [...base, ...base.map((r) => BIZ + r)];
  return all;
}

export function rightsOf(db: Db, emp: Employee): string[] {
  if (emp.grantAll) return allRights();
  const rows = db.prepare('SELECT right_id FROM employee_right WHERE emp_id = ? ORDER BY rowid').all(emp.empId) as Array<{
    right_id: string;
  }>;
  // Its own rights and those its role's enabled resources give (lib/screens/system/system-authorization-setting.ts).
  return [...new Set([...rows.map((r) => r.right_id), ...roleRightsOf(db, emp.empId)])];
}

export interface MenuNode {
  name: string;
  title: string;
  children?: MenuNode[];
}

/**
 * The menu tree: the resource table's groups, leaves the screens the employee may open. A plain
 * right gives the plain route; holding only the BIZ_ right gives the BIZ_ route (how ORG
 * employees, whose rights are BIZ_ rights, reach their screens).
 */
export function menusOf(rights: readonly string[]): MenuNode[] {
  const held = new Set(rights);
  const groups: MenuNode[] = [];
  for (const [groupId, groupTitle, type] of RESOURCE_TREE) {
    if (type !== 1) continue;
    const children: MenuNode[] = [];
    for (const [name, title, t, parent] of RESOURCE_TREE) {
      if (t !== 2 || parent !== groupId) continue;
      if (held.has(name)) children.push({ name, title });
      else if (held.has(BIZ + name)) children.push({ name: BIZ + name, title });
    }
    if (children.length) groups.push({ name: groupId, title: groupTitle, children });
  }
  return groups;
}
