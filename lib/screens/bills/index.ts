import type { ScreenDef } from '../types.ts';
import { billCnl } from './bill-cnl.ts';
import { billFeePage } from './bill-fee-page.ts';
import { billPage } from './bill-page.ts';
import { billPageBiz } from './bill-page-biz.ts';
import { orderFee } from './order-fee.ts';
import { orderGenRule } from './order-gen-rule.ts';
import { orderPagePos } from './order-page-pos.ts';
import { billReconciliation, channelReconciliation } from './reconciliation.ts';
import { transSearchSimple } from './trans-search.ts';

/** Spec 01 §2 "Bills, orders, reconciliation"; spec 02 §2; spec 03 §2. */
export const bills: readonly ScreenDef[] = [
  billFeePage,
  billPage,
  billPageBiz,
  billCnl,
  billReconciliation,
  orderPagePos,
  transSearchSimple,
  channelReconciliation,
  orderFee,
  orderGenRule,
];
