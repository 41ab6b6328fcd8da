import { merchantReport } from './merchant-report.ts';
import { merchantSwitchLog } from './merchant-switch-log.ts';
import type { AreaId, ScreenDef } from '../types.ts';
import { psamScreen } from '../terminals/psam-lists.ts';
import { sideScreens } from '../terminals/side.ts';
import { merchantEntrant } from './merchant-entrant.ts';
import { paramsQuery } from './params-query.ts';
import { promotionManage } from './promotion-manage.ts';
import { promotionPoster } from './promotion-poster.ts';
import { promotionRecord } from './promotion-record.ts';
import { promotionRelation } from './promotion-relation.ts';

const area: AreaId = 'other';
const side = sideScreens();

/** Spec 01 §2 "Other"; spec 03 §2. */
export const other: readonly ScreenDef[] = [
  psamScreen('TerminalManageSimple', '终端管理（简版）', area, 'simple'),
  merchantReport,
  promotionManage,
  promotionPoster,
  promotionRelation,
  promotionRecord,
  merchantEntrant,
  merchantSwitchLog,
  side.PurchaseLog,
  side.PurchaseLog_termSale,
  side.TerminalPurchase,
  side.TerminalRateUp,
  side.TerminalRateBatch,
  side.TerminalSIMConfig,
  side.PurchaseTermLog,
  paramsQuery,
];
