// Who the operator is. Sealed in the session cookie together with the upstream token; rights and
// menus are not in the cookie (see lib/session/access.ts).
export type RoleType = 'PRODUCT' | 'ORG';

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

export interface SessionData extends Operator {
  token: string;
  /** ms epoch of sign-in: the absolute lifetime counts from here. */
  createdAt: number;
  /** ms epoch of the last request that touched the session: the idle timeout counts from here. */
  lastSeen: number;
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
