import 'server-only';
import { productList } from '@/lib/calls/lookups';
import { orgCalls } from '@/lib/calls/orgs';
import { pathFor } from '@/lib/calls/define';
import { enumOptions } from '@/lib/dict/enums';
import { memberCalls, memberDialog } from '@/lib/dialogs/member';
import { classifyCalls } from '@/lib/screens/goods/goods-classify';
import { indicatorCalls } from '@/lib/screens/members/indicators';
import { dashboardExport, dashboardFigures } from '@/lib/screens/reports/dashboards';
import { SQL_MAX_LENGTH, sqlExport } from '@/lib/screens/system/sql-page';
import type { BespokeName, ClientProps } from './client-screens';
import type { BespokeProps } from './types';

export type { BespokeProps };

// Bespoke screens, one row each: a screen declared with `bespoke: '<Name>'` is drawn by the client
// half of that name (client-screens.tsx) with the props its server half makes here, from how the
// screen was opened. The type below pairs them: a row missing, extra or making the wrong props
// does not compile. A unit test checks every declared name has a row and every row a declaration.

type ServerHalves = { readonly [K in BespokeName]: (opened: BespokeProps) => ClientProps<K> };

export const BESPOKE_SCREENS: ServerHalves = {
  /** 三四要素认证校验 (spec 01 §2 widget 8): the check form, all in the browser. */
  AuthElementCheck: () => ({}),
  /** 机构树 (spec 03 §7 sub-org-page): the tree in the browser, each level loaded when opened. */
  OrgTree: ({ calls }) => ({
    subOrgPath: calls[orgCalls.subOrgPage.path],
    groupListPath: calls[orgCalls.groupList.path],
    withdrawalPath: calls[orgCalls.withdrawalGroup.path],
  }),
  /** MSY机构统计图: the indicator box of the organisations in scope and its charts. */
  MsyOrgChart: ({ calls }) => ({ indicatorPath: calls[orgCalls.indicatorBox.path] }),
  /**
   * 会员指标统计 (spec 02 §2): the page is drawn in the browser; here its options and paths are
   * settled. A member id opens the member dialog, whose view the server refuses without its right.
   */
  MemberIndStat: ({ productCode, roleType, can }) => ({
    paths: {
      page: indicatorCalls.memberPage.path,
      list: indicatorCalls.list.path,
      export: indicatorCalls.export.path,
      series: memberCalls.indicatorSeries.path,
      products: productList.path,
    },
    options: {
      // Spec 01 §6: the product filter only under 'all'; its options from the product list (spec 02 §7).
      products: productCode.toLowerCase() === 'all' ? [] : null,
      periodType: enumOptions('periodType'),
      custIndicatorType: enumOptions('custIndicatorType'),
      custIndicatorTag: enumOptions('custIndicatorTag'),
      indicatorGroupTag: enumOptions('indicatorGroupTag'),
    },
    roleType,
    memberLink: !memberDialog.right || can(memberDialog.right),
  }),
  /** 商品分类: the three-level category tree; its actions arrive settled for this operator. */
  GoodsClassify: ({ actions, productCode, roleType }) => ({
    tree: pathFor(classifyCalls.tree, productCode),
    tools: actions.filter((a) => !('idKey' in a) || !a.idKey),
    actions: actions.filter((a) => 'idKey' in a && a.idKey),
    roleType,
  }),
  /** SQL查询: the textarea and the streamed export (the gate audits each run with its SQL text). */
  SQLPage: () => ({ path: sqlExport.path, maxLength: SQL_MAX_LENGTH }),
  /** 数据看板V2 (by day) and V3 (by organisation): charts with their tables and an export. */
  Dashboard: ({ route, title, roleType }) => ({
    path: dashboardFigures.path,
    exportPath: dashboardExport.path,
    variant: route.endsWith('V3') ? 'org' : 'day',
    title,
    roleType,
  }),
};

/** The bespoke screen a declaration names, if there is one. */
export function bespokeScreen(name: string): BespokeName | null {
  return Object.hasOwn(BESPOKE_SCREENS, name) ? (name as BespokeName) : null;
}
