/**
 * Types of the screen registry. Erasable TypeScript only: this folder is also loaded by
 * `node upstream/server.ts` through Node's native type stripping.
 */

/** Sidebar area ids, one registry file per area. */
export type AreaId =
  | 'accounts'
  | 'members'
  | 'orgs'
  | 'app-ops'
  | 'system'
  | 'products'
  | 'audit'
  | 'bills'
  | 'risk'
  | 'agent'
  | 'reports'
  | 'finance-terminal'
  | 'terminals'
  | 'msy'
  | 'standard'
  | 'goods'
  | 'other';

export interface AreaDef {
  id: AreaId;
  /** Chinese area title shown in the sidebar. */
  title: string;
}

export interface ScreenDef {
  /** Route name, equal to the path without the leading slash and without a BIZ_ prefix. */
  name: string;
  /** Chinese title (sidebar, tabs bar, page heading). */
  title: string;
  area: AreaId;
  /** True when the spec names the page without giving its path: the name is ours. */
  inferred?: boolean;
}
