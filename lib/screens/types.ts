/**
 * Types of the screen registry. Erasable TypeScript only: this folder is also loaded by
 * `node upstream/server.ts` through Node's native type stripping.
 */
import type { CallDef } from '../calls/define.ts';
import type { ActionDef, ListDef } from '../list/types.ts';

export type { ActionDef, CellFormat, ColumnDef, ExportDef, FilterUse, ImportDef, ListDef, RevealDef } from '../list/types.ts';
export type { Gate, ProductRule, RoleType } from '../access/gate.ts';

/** Sidebar area ids, one registry folder per area. */
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

interface ScreenBase {
  /** Route name, equal to the path without the leading slash and without a BIZ_ prefix. */
  name: string;
  /** Chinese title (sidebar, tabs bar, page heading). */
  title: string;
  area: AreaId;
  /** True when the spec names the page without giving its path: the name is ours. */
  inferred?: boolean;
}

/** A list screen: drawn by the engine (lib/list, components/list). */
export interface ListScreenDef extends ScreenBase {
  kind: 'list';
  list: ListDef;
  bespoke?: never;
  calls?: never;
  actions?: never;
}

/**
 * A bespoke screen: drawn by the client half of this name (components/screens/client-screens.tsx)
 * with the props its server half makes (components/screens/registry.ts), typed as a pair there.
 */
export interface BespokeScreenDef extends ScreenBase {
  kind: 'bespoke';
  bespoke: string;
  list?: never;
  /** The calls a bespoke screen makes; each needs the screen's right (BIZ_-prefixed on BIZ_). */
  calls?: readonly CallDef[];
  /** The forms and dialogs a bespoke screen opens, and calls it makes per record, gated like a list's actions. */
  actions?: readonly ActionDef[];
}

/** A screen: one kind or the other, never half of each. */
export type ScreenDef = ListScreenDef | BespokeScreenDef;
