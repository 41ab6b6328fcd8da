import type { AreaId, ScreenDef } from '../types.ts';

const area: AreaId = 'bills';

/** Spec 01 §2 "Bills, orders, reconciliation"; spec 02 §2; spec 03 §2. */
export const bills: readonly ScreenDef[] = [
  { name: 'BillFeePage', title: '账单费用', area },
  { name: 'BillPage', title: '账单列表', area },
  { name: 'BillPageBiz', title: '业务账单', area },
  { name: 'BillCnl', title: '渠道账单', area },
  { name: 'BillReconciliation', title: '账单对账', area },
  { name: 'OrderPagePos', title: 'POS订单', area },
  { name: 'TransSearchSimple', title: '交易查询', area },
  { name: 'ChannelReconciliation', title: '渠道对账', area },
  { name: 'OrderFee', title: '费用规则', area },
  { name: 'OrderGenRule', title: '订单生成规则', area },
];
