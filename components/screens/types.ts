import type { ActionView } from '@/lib/list/view';

/** What a bespoke screen gets from the page: how it was opened. */
export interface BespokeProps {
  /** The route as opened (BIZ_ kept). */
  route: string;
  biz: boolean;
  title: string;
  /** The screen's declared calls resolved for the operator's product code ({p}), by declared path. */
  calls: Record<string, string>;
  /** The operator's product code and role type (spec 01 §6 switches), settled on the server. */
  productCode: string;
  roleType: 'PRODUCT' | 'ORG';
  /** Whether the operator holds a right here (BIZ_-prefixed on a BIZ_ route), settled on the server. */
  can: (right: string) => boolean;
  /** The screen's declared actions (ScreenDef.actions) that this operator may use, settled on the server. */
  actions: ActionView[];
}
