import type { ScreenDef } from '../types.ts';
import { memberInd, memberIndStat, memberIndWarning, memberIndWarningManage } from './indicators.ts';
import { memberActive } from './member-active.ts';
import { memberList } from './member-list.ts';
import { memberLoginLog } from './member-login-log.ts';
import { memberSearchEnter } from './member-search-enter.ts';
import { memberTag } from './member-tag.ts';
import { memberTagLog } from './member-tag-log.ts';
import { memberTagNew } from './member-tag-new.ts';
import { memberTagStat } from './member-tag-stat.ts';
import { merchantChangeLog } from './merchant-change-log.ts';
import { userSearchOrder } from './merchant-trans.ts';
import { userSearch } from './user-search.ts';
import { userSearchAdmin } from './user-search-admin.ts';
import { standardUserSearch, standardUserSearchBiz, userSearchSimple } from './user-search-variants.ts';

/** Spec 01 §2 "Members and organisations" (member part); spec 02 §2. */
export const members: readonly ScreenDef[] = [
  memberList,
  userSearch,
  userSearchSimple,
  userSearchAdmin,
  userSearchOrder,
  standardUserSearch,
  standardUserSearchBiz,
  memberSearchEnter,
  memberActive,
  memberLoginLog,
  memberTagLog,
  memberTag,
  memberTagNew,
  memberTagStat,
  memberInd,
  memberIndStat,
  memberIndWarning,
  memberIndWarningManage,
  merchantChangeLog,
];
