import type { RoleType } from '@/lib/access/gate';
import type { ActionView } from '@/lib/list/view';

/** What a bespoke screen gets from the page: how it was opened. */
export interface BespokeProps {
  /** The route as opened (BIZ_ kept). */
  route: string;
  biz: boolean;
  title: string;
  /** The screen's declared actions (ScreenDef.actions) that this operator may use, settled on the server. */
  actions: ActionView[];
  /** The operator's product code (resolves `{p}` of the screen's calls) and role type. */
  productCode: string;
  roleType: RoleType;
}
