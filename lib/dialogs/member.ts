// The member and merchant detail dialog (spec 02 §2 "Member detail dialog", §3, §4, §5, §6): 1200px,
// each tab behind its right. Paths of the named queries are not shown (spec 02 §7): ours follow
// the /admin/member/ and /admin/merchant/ families. The merchant variant (entity `merchant`, opened
// from /UserSearch rows) shares every tab and opens on tab 10. Tabs the spec gives no right for
// (99, 6, 7, 9, 15) follow the dialog's right (contract/rights.ts names every id the spec gives).
// The tabs are in member/member-tabs.ts and member/merchant-tabs.ts, the calls in member/calls.ts.
import { memberCalls, RIGHT } from './member/calls.ts';
import { memberTabs } from './member/member-tabs.ts';
import { merchantTabs, transList } from './member/merchant-tabs.ts';
import type { DialogDef, TabDef } from './types.ts';

export { memberCalls };

const TABS: readonly TabDef[] = [...memberTabs, ...merchantTabs];

/**
 * Extension tabs (spec 02 §2 extendPages, §7): every entry of the basic info record is a tab of its
 * own; the layouts of the list, page and object kinds are in member-ext.ts. It needs the basic info
 * tab's right: the record that names it is that tab's.
 */
const EXTENSIONS: NonNullable<DialogDef['extensions']> = {
  tab: '1',
  key: 'extendPages',
  delayMs: 500,
  tabs: [
    {
      id: 'ext',
      title: '扩展页',
      right: `${RIGHT}BaseInf`,
      kind: 'bespoke',
      component: 'memberExt',
      calls: [],
      // The object kind's 商户交易记录 link (spec 02 §2).
      opens: ['merchantTrans'],
    },
  ],
};

export const memberDialog: DialogDef = {
  entity: 'member',
  title: '会员详情',
  width: '1200px',
  right: 'BaseAuthMemberId',
  reveal: {
    call: memberCalls.realInfo,
    idKey: 'memberId',
    right: `${RIGHT}RealInfo`,
    variant: 'UserSearchRealInfo',
  },
  // Spec 02 §6: "Edit buttons show unless the edit prop is 0": no right of their own, the dialog's governs.
  edit: { call: memberCalls.updateInfo, idKey: 'memberId' },
  tabs: TABS,
  extensions: EXTENSIONS,
};

/** The merchant variant (spec 02 §2: default tab 10), opened from the merchant management rows. */
export const merchantDialog: DialogDef = { ...memberDialog, entity: 'merchant', title: '商户详情', defaultTab: '10' };

/** 商户交易记录: the object tab's nested dialog, the member's transactions. */
export const merchantTransDialog: DialogDef = {
  entity: 'merchantTrans',
  title: '商户交易记录',
  width: '1200px',
  right: 'BaseAuthMemberId',
  tabs: [{ id: '1', title: '交易记录', products: 'notLite', kind: 'list', idKey: 'memberId', list: transList }],
};
