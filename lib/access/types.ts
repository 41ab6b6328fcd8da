// Who the operator is and what they may open: the shell's view of an operator (rights and menus
// are cached on the server, lib/session/rights.ts; the session cookie holds the rest).
import type { RoleType } from './gate';

export type { RoleType };

export interface Operator {
  empId: string;
  memberId: string;
  loginId: string;
  realName: string;
  roleType: RoleType;
  productCode: string;
  orgCode: string;
  orgName: string;
}

export interface MenuNode {
  name: string;
  title: string;
  children?: MenuNode[];
}

/** Rights and menus of one operator, cached on the server by a hash of the token. */
export interface Access {
  rights: ReadonlySet<string>;
  menus: MenuNode[];
}
