import { goodsOrderDialog } from '../../dialogs/goods-order.ts';
import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

// 商品订单查询 (spec 03 §7 goods module: POST /p/order-manage/order-page, refresh-logistics; GET
// /p/order-manage/{id} in the goods order dialog; §4 overdue-shipment tags TIME_OUT_24H,
// TIME_OUT_12H). Scoped to the operator's organisation subtree; receivers masked.
export const goodsOrderCalls = {
  page: call('POST /{p}/order-manage/order-page'),
  refreshLogistics: call('POST /{p}/order-manage/refresh-logistics'),
};

export const goodsOrderQuery: ScreenDef = {
  name: 'GoodsOrderQuery',
  title: '商品订单查询',
  area: 'goods',
  kind: 'list',
  list: {
    call: goodsOrderCalls.page,
    rowKey: 'goodsOrderId',
    filters: [
      { name: 'goodsOrderId', label: '订单编号', type: 'text', maxLength: 40, pattern: 'alnum', placeholder: '请输入订单编号' },
      'memberId',
      { name: 'goodsName', label: '商品名称', type: 'text', maxLength: 60, placeholder: '请输入商品名称' },
      { name: 'logisticsNo', label: '物流单号', type: 'text', maxLength: 40, pattern: 'alnum', placeholder: '请输入物流单号' },
      { name: 'status', label: '订单状态', type: 'select', enumId: 'goodsOrderStatus', placeholder: '请选择订单状态' },
      { name: 'timeoutTag', label: '超时标记', type: 'select', enumId: 'shipTimeout', placeholder: '请选择超时标记' },
      'orgCode',
      { name: 'crtTime', label: '下单时间' },
    ],
    columns: [
      { key: 'goodsOrderId', title: '订单编号', link: 'goodsOrder' },
      { key: 'memberId', title: '会员编号', format: 'memberId', link: 'member' },
      { key: 'orgCode', title: '机构编号', link: 'org' },
      { key: 'goodsName', title: '商品名称', width: 200 },
      { key: 'quantity', title: '数量' },
      { key: 'orderAmt', title: '订单金额', format: 'money' },
      { key: 'payAmt', title: '实付金额', format: 'money' },
      { key: 'status', title: '订单状态', format: 'enum', enumId: 'goodsOrderStatus' },
      { key: 'timeoutTag', title: '超时标记', format: 'enum', enumId: 'shipTimeout' },
      { key: 'receiverName', title: '收货人', format: 'masked' },
      { key: 'receiverMobile', title: '收货电话', format: 'masked' },
      { key: 'logisticsCompany', title: '物流公司' },
      { key: 'logisticsNo', title: '物流单号' },
      { key: 'logisticsStatus', title: '物流状态' },
      { key: 'crtTime', title: '下单时间', format: 'datetime' },
    ],
    actions: [
      { id: 'detail', label: '详情', kind: 'dialog', dialog: goodsOrderDialog, idKey: 'goodsOrderId' },
      {
        id: 'refreshLogistics',
        label: '刷新物流',
        kind: 'call',
        call: goodsOrderCalls.refreshLogistics,
        idKey: 'goodsOrderId',
        when: { field: 'status', values: [30] },
      },
    ],
  },
};
