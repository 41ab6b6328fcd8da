// 运营订单 (spec 01 §2): fields not given; designed as the operations' paid orders (SMS packs, materials)
// with member, amount and payment status.
import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

export const operateOrderCalls = {
  page: call('POST /admin/operate/order/page'),
};

export const operateOrder: ScreenDef = {
  name: 'OperateOrder',
  title: '运营订单',
  area: 'app-ops',
  kind: 'list',
  list: {
    call: operateOrderCalls.page,
    rowKey: 'orderId',
    filters: [
      'memberId',
      'orderId',
      { name: 'payStatus', label: '支付状态', type: 'select', enumId: 'payStatus', placeholder: '请选择支付状态' },
      'crtTime',
    ],
    columns: [
      { key: 'orderId', title: '订单编号' },
      { key: 'memberId', title: '会员编号', format: 'memberId', link: 'member' },
      { key: 'goodsName', title: '商品名称' },
      { key: 'quantity', title: '数量' },
      { key: 'amount', title: '金额(元)', format: 'money' },
      { key: 'payStatus', title: '支付状态', format: 'enum', enumId: 'payStatus' },
      { key: 'crtTime', title: '下单时间', format: 'datetime' },
    ],
  },
};
