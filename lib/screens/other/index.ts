import type { AreaId, ScreenDef } from '../types.ts';
import { merchantEntrant } from './merchant-entrant.ts';
import { paramsQuery } from './params-query.ts';
import { promotionManage } from './promotion-manage.ts';
import { promotionPoster } from './promotion-poster.ts';
import { promotionRecord } from './promotion-record.ts';
import { promotionRelation } from './promotion-relation.ts';

const area: AreaId = 'other';

/** Spec 01 §2 "Other"; spec 03 §2. */
export const other: readonly ScreenDef[] = [
  { name: 'TerminalManageSimple', title: '终端管理（简版）', area },
  { name: 'MerchantReport', title: '商户报表', area },
  promotionManage,
  promotionPoster,
  promotionRelation,
  promotionRecord,
  merchantEntrant,
  { name: 'MerchantSwitchLog', title: '商户切换日志', area },
  { name: 'PurchaseLog', title: '采购记录', area },
  { name: 'PurchaseLog_termSale', title: '终端销售记录', area },
  { name: 'TerminalPurchase', title: '终端采购', area },
  { name: 'TerminalRateUp', title: '终端费率上调', area },
  { name: 'TerminalRateBatch', title: '终端费率批量调整', area },
  { name: 'TerminalSIMConfig', title: '终端SIM卡配置', area },
  { name: 'PurchaseTermLog', title: '终端采购日志', area },
  paramsQuery,
];
