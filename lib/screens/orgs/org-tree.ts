import { orgCalls } from '../../calls/orgs.ts';
import type { ScreenDef } from '../types.ts';

/**
 * 机构树 (spec 01 §2, spec 03 §7 sub-org-page): the organisations as a tree, each level loaded when
 * opened; choosing one shows its groups (activity-group-list), the withdrawal one as the
 * withdrawal-activity-group call names it (the groups carry no mark, spec 03 §3). An ORG operator's
 * roots are its own organisation.
 */
export const orgTree: ScreenDef = {
  name: 'OrgTree',
  title: '机构树',
  area: 'orgs',
  kind: 'bespoke',
  bespoke: 'OrgTree',
  calls: [orgCalls.subOrgPage, orgCalls.groupList, orgCalls.withdrawalGroup],
};

/**
 * MSY机构统计图 (spec 01 §2 Msy group; spec 03 §7 org-indicator-box): named without content. Designed
 * as the indicator box of the organisations in scope (organisations, members, terminals, trade)
 * and charts of new organisations per month and members per top organisation.
 */
export const msyOrgChart: ScreenDef = {
  name: 'MsyOrgChart',
  title: 'MSY机构统计图',
  area: 'msy',
  kind: 'bespoke',
  bespoke: 'MsyOrgChart',
  calls: [orgCalls.indicatorBox],
};
