import { merchantReport } from './merchant-report.ts';
import { merchantSwitchLog } from './merchant-switch-log.ts';
import type { AreaId, ScreenDef } from '../types.ts';
import { psamScreen } from '../terminals/lists.ts';
import { sideScreens } from '../terminals/side.ts';

const area: AreaId = 'other';
const side = sideScreens();

/** Spec 01 §2 "Other"; spec 03 §2. */
export const other: readonly ScreenDef[] = [
  psamScreen('TerminalManageSimple', '终端管理（简版）', area, 'simple'),
  merchantReport,
  { name: 'PromotionManage', title: '推广管理', area },
  { name: 'PromotionPoster', title: '推广海报', area },
  { name: 'PromotionRelation', title: '推广关系', area },
  { name: 'PromotionRecord', title: '推广记录', area },
  { name: 'MerchantEntrant', title: '商户进件', area },
  merchantSwitchLog,
  side.PurchaseLog,
  side.PurchaseLog_termSale,
  side.TerminalPurchase,
  side.TerminalRateUp,
  side.TerminalRateBatch,
  side.TerminalSIMConfig,
  side.PurchaseTermLog,
  { name: 'ParamsQuery', title: '参数查询', area },
];
