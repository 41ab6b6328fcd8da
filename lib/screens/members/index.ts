import type { AreaId, ScreenDef } from '../types.ts';
import { memberList } from './member-list.ts';
import { userSearch } from './user-search.ts';
import { userSearchOrder } from '../bills/user-search-order.ts';

const area: AreaId = 'members';

/** Spec 01 §2 "Members and organisations" (member part); spec 02 §2. */
export const members: readonly ScreenDef[] = [
  memberList,
  userSearch,
  { name: 'UserSearchSimple', title: '商户查询（简版）', area },
  { name: 'UserSearchAdmin', title: '商户查询（管理员）', area },
  userSearchOrder,
  { name: 'StandardUserSearch', title: '标准商户管理', area },
  { name: 'StandardUserSearchBiz', title: '标准业务商户管理', area },
  { name: 'MemberSearchEnter', title: '会员进件查询', area },
  { name: 'MemberActive', title: '会员激活', area },
  { name: 'MemberLoginLog', title: '会员登录日志', area },
  { name: 'MemberTagLog', title: '会员标签日志', area },
  { name: 'MemberTag', title: '会员标签', area },
  { name: 'MemberTagNew', title: '会员标签（新版）', area },
  { name: 'MemberTagStat', title: '会员标签统计', area },
  { name: 'MemberInd', title: '会员指标', area },
  { name: 'MemberIndStat', title: '会员指标统计', area },
  { name: 'MemberIndWarning', title: '会员指标预警', area },
  { name: 'MemberIndWarningManage', title: '会员指标预警管理', area },
  { name: 'MerchantChangeLog', title: '商户变更日志', area },
];
