import { merchantReport } from './merchant-report.ts';
import { merchantSwitchLog } from './merchant-switch-log.ts';
import type { AreaId, ScreenDef } from '../types.ts';

const area: AreaId = 'other';

/** Spec 01 §2 "Other"; spec 03 §2. */
export const other: readonly ScreenDef[] = [
  { name: 'TerminalManageSimple', title: '终端管理（简版）', area },
  merchantReport,
  { name: 'PromotionManage', title: '推广管理', area },
  { name: 'PromotionPoster', title: '推广海报', area },
  { name: 'PromotionRelation', title: '推广关系', area },
  { name: 'PromotionRecord', title: '推广记录', area },
  { name: 'MerchantEntrant', title: '商户进件', area },
  merchantSwitchLog,
  { name: 'PurchaseLog', title: '采购记录', area },
  { name: 'PurchaseLog_termSale', title: '终端销售记录', area },
  { name: 'TerminalPurchase', title: '终端采购', area },
  { name: 'TerminalRateUp', title: '终端费率上调', area },
  { name: 'TerminalRateBatch', title: '终端费率批量调整', area },
  { name: 'TerminalSIMConfig', title: '终端SIM卡配置', area },
  { name: 'PurchaseTermLog', title: '终端采购日志', area },
  { name: 'ParamsQuery', title: '参数查询', area },
];
