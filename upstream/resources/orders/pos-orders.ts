// POS orders as the order export queries them (the POS order screen's list comes with its issue).
import type { Resource } from '../../resource.ts';

export const posOrders: Resource = {
  name: 'pos-orders',
  from: 'pos_order',
  select: `order_id AS orderId, member_id AS memberId, org_code AS orgCode, cust_order_type AS custOrderType,
    order_status AS orderStatus, amount AS orderAmt, fee AS feeAmt, pay_channel AS payChannel, psam_code AS psamCode,
    mask_card_no AS cardNo, product_code AS productCode, crt_time AS crtTime`,
  orderBy: 'crt_time DESC',
  scope: 'org_path',
  filters: {
    orderId: { eq: 'order_id' },
    memberId: { eq: 'member_id', upper: true },
    psamCode: { eq: 'psam_code' },
    orderStatus: { eq: 'order_status' },
    payChannel: { eq: 'pay_channel' },
    custOrderType: { eq: 'cust_order_type' },
    crtTime: { dates: 'crt_time' },
  },
};
