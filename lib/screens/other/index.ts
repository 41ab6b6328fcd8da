import { merchantReport } from './merchant-report.ts';
import { merchantSwitchLog } from './merchant-switch-log.ts';
import type { ScreenDef } from '../types.ts';
import { merchantEntrant } from './merchant-entrant.ts';
import { paramsQuery } from './params-query.ts';
import { promotionManage } from './promotion-manage.ts';
import { promotionPoster } from './promotion-poster.ts';
import { promotionRecord } from './promotion-record.ts';
import { promotionRelation } from './promotion-relation.ts';
import {
  purchaseLog,
  purchaseLogTermSale,
  purchaseTermLog,
  terminalManageSimple,
  terminalPurchase,
  terminalRateBatch,
  terminalRateUp,
  terminalSimConfig,
} from './terminals.ts';

/** Spec 01 §2 "Other"; spec 03 §2. */
export const other: readonly ScreenDef[] = [
  terminalManageSimple,
  merchantReport,
  promotionManage,
  promotionPoster,
  promotionRelation,
  promotionRecord,
  merchantEntrant,
  merchantSwitchLog,
  purchaseLog,
  purchaseLogTermSale,
  terminalPurchase,
  terminalRateUp,
  terminalRateBatch,
  terminalSimConfig,
  purchaseTermLog,
  paramsQuery,
];
