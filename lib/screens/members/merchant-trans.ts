import { MERCHANT_TRANS_FILTERS, merchantTransList } from '../../dialogs/member/merchant-trans.ts';
import type { ScreenDef } from '../types.ts';

// 商户订单查询 (spec 02 §2 "Merchant transaction list"): the member dialog's merchant transaction
// list (lib/dialogs/member/merchant-trans.ts) as a page of its own, with the member id filter first.
export const userSearchOrder: ScreenDef = {
  name: 'UserSearchOrder',
  title: '商户订单查询',
  area: 'members',
  kind: 'list',
  list: { ...merchantTransList, filters: ['memberId', ...MERCHANT_TRANS_FILTERS] },
};
